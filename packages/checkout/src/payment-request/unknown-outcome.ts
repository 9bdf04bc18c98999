/**
 * An unknown payment outcome (docs/payer-page.md#states): a pay call (a card payment or its
 * details, pay by bank, the status update after Authorised) failed without a confirmed answer — no
 * answer, no answer in time, an answer not understood, or a server error (5xx, a gateway's 504).
 * The payment may have gone through, or may still be on its way to the provider: the page says
 * "We're checking your payment…" (`CHECKING_PAYMENT`) and re-reads the request, backing off
 * (`checkingDelay`), for `CHECKING_WINDOW_MS` — longer than the server's bound on a provider call,
 * after which the server has either recorded the provider's answer or made the request PROCESSING.
 *
 * | re-read                              | within the window | once the window is over         |
 * | ------------------------------------ | ----------------- | ------------------------------- |
 * | PROCESSING or PAID                   | `processing`      | `processing` (processing screen)|
 * | UNPAID or PAYMENT_FAILED             | `checking`        | `payable` (failure, Try again)  |
 * | CANCELED, EXPIRED, gone (404), other | `elsewhere`       | `elsewhere` (the page anew)     |
 * | the re-read failed                   | `checking`        | `unknown` (`UNKNOWN_OUTCOME_MESSAGE`, Refresh) |
 *
 * While checking, no other method and no second payment is offered. A call answered with a 4xx is
 * a confirmed refusal (`refused`): its own message, no re-read.
 */
import type { PaymentRequest } from '../models/payment-request';
import { ApiError } from '../api/errors';
import { REFRESH, type CheckoutMessage } from './messages';
import { isPayable } from './status';

export type PayCallOutcome = 'refused' | 'processing' | 'payable' | 'elsewhere' | 'unknown';

/** (chosen) Never 'failed': the payment may have been taken. */
export const UNKNOWN_OUTCOME_MESSAGE = /* @__PURE__ */ Object.freeze({
  title: null,
  text: "We couldn't confirm your payment yet. It may still go through: please refresh this page in a moment to see its status before you pay again.",
  action: REFRESH,
} as const satisfies CheckoutMessage);

/** Whether a pay call's failure leaves its outcome unknown (no confirmed answer). */
export function isUnknownOutcome(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.reason !== 'http') return true;
  return error.status === null || error.status >= 500;
}

/** (chosen) The checking state's words; it has no action: nothing to do but wait. */
export const CHECKING_PAYMENT = /* @__PURE__ */ Object.freeze({
  title: "We're checking your payment…",
  text: "Your payment may still be on its way. Please keep this page open: we'll show its status as soon as we know it.",
} as const);

/**
 * How long the page keeps checking: longer than the server's longest bound on a provider call
 * (`PROVIDER_CALL_TIMEOUT_MS`, at most 60 s, docs/operations.md) plus the time to apply it.
 */
export const CHECKING_WINDOW_MS = 90_000;

const CHECKING_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000] as const;

/** The wait after re-read `attempt` (0: the first) before the next one. */
export function checkingDelay(attempt: number): number {
  return CHECKING_DELAYS_MS[Math.min(attempt, CHECKING_DELAYS_MS.length - 1)] ?? 15_000;
}

/**
 * What one re-read says while checking (`undefined`: the re-read failed; `null`: the request is
 * gone); `windowOver` once `CHECKING_WINDOW_MS` has passed.
 */
export function outcomeWhileChecking(
  request: Pick<PaymentRequest, 'status'> | null | undefined,
  windowOver: boolean,
): Exclude<PayCallOutcome, 'refused'> | 'checking' {
  if (request === null) return 'elsewhere';
  if (request === undefined) return windowOver ? 'unknown' : 'checking';
  if (request.status === 'PROCESSING' || request.status === 'PAID') return 'processing';
  if (!isPayable(request)) return 'elsewhere';
  return windowOver ? 'payable' : 'checking';
}
