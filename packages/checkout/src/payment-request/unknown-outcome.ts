/**
 * An unknown payment outcome (item 1): a pay call (a card payment or its details, pay
 * by bank, the status update after Authorised) failed without a confirmed answer — no answer, no
 * answer in time, an answer not understood, or a server error (5xx). The payment may have gone
 * through, so the page says nothing before it has re-read the request, and follows what it reads:
 *
 * | re-read                             | outcome      | the page                                       |
 * | ----------------------------------- | ------------ | ---------------------------------------------- |
 * | PROCESSING or PAID                  | `processing` | the processing screen (its guard: the receipt) |
 * | UNPAID or PAYMENT_FAILED            | `payable`    | the call's failure message (Try again)         |
 * | CANCELED, EXPIRED, gone (404), other | `elsewhere` | the page loads anew (its status screen)        |
 * | the re-read failed too              | `unknown`    | `UNKNOWN_OUTCOME_MESSAGE` with Refresh         |
 *
 * A call answered with a 4xx is a confirmed refusal (`refused`): its own message, no re-read.
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

/** What the re-read request says; `undefined` when the re-read failed too. */
export function outcomeOfReread(
  request: Pick<PaymentRequest, 'status'> | null | undefined,
): Exclude<PayCallOutcome, 'refused'> {
  if (request === undefined) return 'unknown';
  if (request === null) return 'elsewhere';
  if (request.status === 'PROCESSING' || request.status === 'PAID') return 'processing';
  return isPayable(request) ? 'payable' : 'elsewhere';
}
