import {
  PAYABLE_STATUSES,
  PAYMENT_REQUEST_STATUSES,
  type KnownPaymentRequestStatus,
  type PaymentRequest,
  type PaymentRequestStatus,
} from '@paypage/contract';

export { PAYABLE_STATUSES };

export function isKnownStatus(status: PaymentRequestStatus): status is KnownPaymentRequestStatus {
  return (PAYMENT_REQUEST_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether the payer may (still or again) pay (chosen): UNPAID, and PAYMENT_FAILED, whose banner
 * asks the payer to 'Please try again.' and which the API accepts a payment for (contract: 409
 * only when the request is "no longer UNPAID or PAYMENT_FAILED"). The spec names only UNPAID for
 * the card session and the pre-submit check; without PAYMENT_FAILED the banner's "try again" could
 * never succeed by card.
 */
export function isPayable(request: Pick<PaymentRequest, 'status'>): boolean {
  return (PAYABLE_STATUSES as readonly string[]).includes(request.status);
}
