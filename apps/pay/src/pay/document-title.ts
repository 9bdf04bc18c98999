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
 *
 * The merchant's name is the request's text: in the title it goes through `titleText`, so it
 * can never reorder the amount or the words around it.
 */
import { formatMoney, isInvoice, mainView, type PaymentData } from '@paypage/checkout';
import type { PayerScreen } from '@paypage/contract';

export const LOADING_TITLE = 'Payment request';
export const LOAD_FAILED_DOCUMENT_TITLE = 'Payment request unavailable';
export const NOT_FOUND_DOCUMENT_TITLE = 'Payment request not found';
export const UNKNOWN_ADDRESS_TITLE = 'Page not found';
export const UNEXPECTED_ERROR_TITLE = 'Unexpected error';

/** The explicit bidi controls: embeddings, overrides and isolates (U+202A–E, U+2066–9). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** Letters and marks written right to left (Hebrew, Arabic and the other RTL scripts). */
const RIGHT_TO_LEFT =
  /[\u200f\u061c\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}]/u;

/**
 * A request's text as it goes into the title, which is plain text (no element to isolate it):
 * its own bidi controls dropped (an override, or an isolate closed early, would reorder what
 * follows it), then, when it holds right-to-left text, wrapped in FSI … PDI (U+2068, U+2069) so
 * its direction stays inside. A left-to-right name is left as it is: isolating it changes nothing.
 */
export function titleText(text: string): string {
  const plain = text.replace(BIDI_CONTROLS, '');
  const controlled = plain.length !== text.length;
  return controlled || RIGHT_TO_LEFT.test(plain) ? `\u2068${plain}\u2069` : plain;
}

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

  const merchant = titleText(request.merchant.name);
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
