import type { CardSession } from '../models/card-session';
import type { PaymentRequest } from '../models/payment-request';
import { isPayable } from './status';

/** The payment data state the screens read (spec §3 "Payment data state"). */
export type PaymentData = {
  /** `null` while loading, when the token is unknown (404) or when the fetch failed. */
  paymentRequest: PaymentRequest | null;
  /** The STRIPE client secret (UNPAID requests of processor STRIPE). */
  stripeClientKey: string | null;
  /** The card session (UNPAID requests of processor ADYEN that allow a card). */
  adyenSession: CardSession | null;
  /** True from the start until the fetch (and the session or intent) completed. */
  loading: boolean;
  /**
   * 'Failed to fetch payment data' after any failure, else `null`; after a rate limit (429) the
   * payer's 'Too many attempts. Please wait {n} seconds and try again.' instead.
   */
  error: string | null;
  /** The wait a rate limit (429) asked for, in seconds, when that was the failure. */
  retryAfterSeconds?: number | null;
};

/** Spec §4: the one error of the payment data state. */
export const PAYMENT_DATA_ERROR = 'Failed to fetch payment data';

/**
 * A rate limit's message (chosen): the payer is told to wait, never that the
 * request failed to load.
 */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
}

export const LOADING_PAYMENT_DATA: PaymentData = /* @__PURE__ */ Object.freeze({
  paymentRequest: null,
  stripeClientKey: null,
  adyenSession: null,
  loading: true,
  error: null,
});

/**
 * A STRIPE request that can be paid needs the processor's client secret (spec §4; payable:
 * UNPAID or PAYMENT_FAILED, see `PAYABLE_STATUSES`).
 */
export function needsStripeIntent(request: PaymentRequest): boolean {
  return isPayable(request) && request.processor.type === 'STRIPE';
}

/** An ADYEN request that can be paid and allows a card needs a card session (spec §4). */
export function needsCardSession(request: PaymentRequest): boolean {
  return (
    isPayable(request) &&
    request.processor.type === 'ADYEN' &&
    (request.paymentMethod.includes('Card') || request.paymentMethod.includes('PayByCard'))
  );
}
