/**
 * The document title of each screen (chosen; the spec gives none). What asks for money comes
 * first, then whom it is for, so a tab or a history entry reads on its own:
 *
 * | screen                 | title                                        |
 * | ---------------------- | -------------------------------------------- |
 * | loading                | 'Payment request'                            |
 * | payment form           | 'Pay Northwind Studio — $1,250.00'           |
 * | processing             | 'Payment processing — Northwind Studio'      |
 * | payment complete       | 'Payment complete — Northwind Studio'        |
 * | receipt                | 'Receipt — Northwind Studio'                 |
 * | canceled               | 'Invoice canceled — Northwind Studio'        |
 * | expired                | 'Payment request expired — Harbor Dental Care'|
 * | failed to load         | 'Payment request unavailable'                |
 * | not found              | 'Payment request not found'                  |
 * | unknown address        | 'Page not found'                             |
 * | render failure         | 'Unexpected error'                           |
 */
import { formatMoney, isInvoice, mainView, type PaymentData } from '@paypage/checkout';
import type { PayerScreen } from '@paypage/contract';

export const LOADING_TITLE = 'Payment request';
export const LOAD_FAILED_DOCUMENT_TITLE = 'Payment request unavailable';
export const NOT_FOUND_DOCUMENT_TITLE = 'Payment request not found';
export const UNKNOWN_ADDRESS_TITLE = 'Page not found';
export const UNEXPECTED_ERROR_TITLE = 'Unexpected error';

/** The title of `screen` for the payment data as it stands. */
export function documentTitle(
  screen: PayerScreen,
  data: Pick<PaymentData, 'loading' | 'error' | 'paymentRequest'>,
): string {
  const view = mainView(data);
  const request = data.paymentRequest;
  if (view === 'loading') return LOADING_TITLE;
  if (view === 'load-failed') return LOAD_FAILED_DOCUMENT_TITLE;
  if (view === 'not-found' || !request) return NOT_FOUND_DOCUMENT_TITLE;

  const merchant = request.merchant.name;
  const kind = isInvoice(request) ? 'Invoice' : 'Payment request';
  // The guarded screens show themselves (a redirect retitles the page it lands on).
  if (screen === 'receipt') return `Receipt — ${merchant}`;
  if (screen === 'processing') return `Payment processing — ${merchant}`;
  switch (view) {
    case 'expired':
      return `${kind} expired — ${merchant}`;
    case 'canceled':
      return `${kind} canceled — ${merchant}`;
    case 'processing':
      return `Payment processing — ${merchant}`;
    case 'complete':
      return `Payment complete — ${merchant}`;
    case 'payment-form':
      return `Pay ${merchant} — ${formatMoney(request.amountInCents)}`;
  }
}
