/** The main screen's view, chosen by the load state and the status (spec §2). */
import type { PaymentData } from './payment-data';

export type MainView =
  | 'loading'
  | 'load-failed'
  | 'not-found'
  | 'expired'
  | 'canceled'
  | 'processing'
  | 'complete'
  | 'payment-form';

/** Spec §2 "Loading failure", followed by the error. */
export const LOAD_FAILED_TITLE = 'Sorry, we had some trouble loading this payment request.';
/** Spec §2 "Nothing found". */
export const NOT_FOUND_TITLE = "We couldn't find this payment request.";
export const NOT_FOUND_TEXT = 'It likely has been deleted or has expired.';

/**
 * EXPIRED → expired notice, CANCELED → canceled notice, PROCESSING → processing view, PAID →
 * payment-complete view; any other status (UNPAID, PAYMENT_FAILED, or one the page does not
 * know) → the payment form.
 */
export function mainView(
  data: Pick<PaymentData, 'loading' | 'error' | 'paymentRequest'>,
): MainView {
  if (data.loading) return 'loading';
  if (data.error != null) return 'load-failed';
  if (data.paymentRequest == null) return 'not-found';
  switch (data.paymentRequest.status) {
    case 'EXPIRED':
      return 'expired';
    case 'CANCELED':
      return 'canceled';
    case 'PROCESSING':
      return 'processing';
    case 'PAID':
      return 'complete';
    default:
      return 'payment-form';
  }
}
