/**
 * Every call to a payment provider is bounded (PROVIDER_CALL_TIMEOUT_MS, docs/operations.md). A
 * call that moves money and passes its bound without an answer has an unknown outcome: the server
 * asks the provider for the payment's state and follows the table below. A payment is failed only
 * on the provider's word, never on a timeout (docs/decisions.md).
 */

/** PROVIDER_CALL_TIMEOUT_MS's default (and its highest value). */
export const DEFAULT_PROVIDER_CALL_TIMEOUT_MS = 60_000;

/** A bounded call: its answer, or, the bound passed, the answer still to come. */
export type Bounded<T> = { answered: true; value: T } | { answered: false; late: Promise<T> };

/** The timer a bound runs on (tests inject one that moves when they say). */
export type BoundTimer = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const systemTimer: BoundTimer = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Waits for `call` at most `ms`. An answer (or a failure) within the bound is the call's own; past
 * it, `late` carries what comes after (its failure is caught here, so none goes unhandled).
 */
export function withinBound<T>(
  call: Promise<T>,
  ms: number,
  timer: BoundTimer = systemTimer,
): Promise<Bounded<T>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const handle = timer.setTimeout(() => {
      if (settled) return;
      settled = true;
      call.catch(() => undefined);
      resolve({ answered: false, late: call });
    }, ms);
    call.then(
      (value) => {
        if (settled) return;
        settled = true;
        timer.clearTimeout(handle);
        resolve({ answered: true, value });
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        timer.clearTimeout(handle);
        reject(error);
      },
    );
  });
}

/** What a provider says of a payment it was asked about after a bound passed. */
export const PROVIDER_PAYMENT_STATES = [
  /** It took the payment. */
  'succeeded',
  /** It refused the payment. */
  'failed',
  /** It has the payment and has not decided yet. */
  'pending',
  /** It has no record of the payment (the call may still reach it). */
  'none',
  /** It could not be asked, or did not answer either. */
  'unknown',
] as const;
export type ProviderPaymentState = (typeof PROVIDER_PAYMENT_STATES)[number];

/**
 * What the server does with the request:
 * - `accept`: the payment goes on as an answered call would (the request PROCESSING, settled by
 *   the provider's events);
 * - `refuse`: the provider's refusal (the request stays payable);
 * - `outcome-unknown`: the request is PROCESSING (no second payment can start) and the merchant
 *   is told `payment_request.outcome_unknown`; the provider's later answer or event decides.
 */
export type AfterBound = 'accept' | 'refuse' | 'outcome-unknown';

export const AFTER_BOUND = {
  succeeded: 'accept',
  failed: 'refuse',
  pending: 'outcome-unknown',
  // No record is no refusal: the call may still arrive (chosen, docs/decisions.md).
  none: 'outcome-unknown',
  unknown: 'outcome-unknown',
} as const satisfies Record<ProviderPaymentState, AfterBound>;

/** The message of a provider call that passed its bound (not a payment: nothing was taken). */
export const PROVIDER_TIMEOUT_MESSAGE = 'The payment provider did not answer in time.';
