/** The one reading of a failed pay call, for card, bank and the status update. */
import { isAbortError } from '../api/errors';
import type { PaymentRequest } from '../models/payment-request';
import {
  CHECKING_WINDOW_MS,
  checkingDelay,
  isUnknownOutcome,
  outcomeWhileChecking,
  type PayCallOutcome,
} from '../payment-request/unknown-outcome';

export type CheckingOptions = {
  /** Called once the outcome is unknown, before the first re-read: show the checking state. */
  onChecking?: () => void;
  /** Stops the check (the page left): the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /** Injected in tests: the clock and the wait between re-reads. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

const abortError = () => new DOMException('The check was stopped.', 'AbortError');

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

/**
 * After a pay call failed: `refused` for a confirmed refusal (a 4xx); else the outcome is unknown
 * (`onChecking`) and the request is re-read (`reread`, e.g. `GET /collect/{token}`) with backoff
 * until a re-read decides (`outcomeWhileChecking`) or the window is over. An abort rejects.
 */
export async function followFailedPayCall(
  error: unknown,
  reread: () => Promise<Pick<PaymentRequest, 'status'> | null>,
  options: CheckingOptions = {},
): Promise<PayCallOutcome> {
  if (isAbortError(error)) throw error;
  if (!isUnknownOutcome(error)) return 'refused';
  const { signal, now = Date.now, sleep = sleepFor } = options;
  options.onChecking?.();
  const start = now();
  for (let attempt = 0; ; attempt += 1) {
    let request: Pick<PaymentRequest, 'status'> | null | undefined;
    try {
      request = await reread();
    } catch (rereadError) {
      if (isAbortError(rereadError)) throw rereadError;
      request = undefined;
    }
    if (signal?.aborted) throw abortError();
    const outcome = outcomeWhileChecking(request, now() - start >= CHECKING_WINDOW_MS);
    if (outcome !== 'checking') return outcome;
    await sleep(checkingDelay(attempt), signal);
  }
}
