import type { PaymentRequest } from '../models/payment-request';
import {
  PAYMENT_REQUEST_STATUSES,
  type KnownPaymentRequestStatus,
  type PaymentRequestStatus,
} from '../models/payment-request-values';

export function isKnownStatus(status: PaymentRequestStatus): status is KnownPaymentRequestStatus {
  return (PAYMENT_REQUEST_STATUSES as readonly string[]).includes(status);
}

/**
 * Statuses in which the payer may (still or again) pay (chosen): UNPAID, and PAYMENT_FAILED,
 * whose banner asks the payer to 'Please try again.' and which the API accepts a payment for
 * (contract: 409 only when the request is "no longer UNPAID or PAYMENT_FAILED"). The spec names
 * only UNPAID for the card session and the pre-submit check; without PAYMENT_FAILED the banner's
 * "try again" could never succeed by card.
 */
export const PAYABLE_STATUSES = [
  'UNPAID',
  'PAYMENT_FAILED',
] as const satisfies readonly KnownPaymentRequestStatus[];

export function isPayable(request: Pick<PaymentRequest, 'status'>): boolean {
  return (PAYABLE_STATUSES as readonly string[]).includes(request.status);
}
