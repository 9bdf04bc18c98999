/**
 * The guards of the payer's four screens (spec §2). A guard sends the payer, replacing history,
 * to the main screen when the status is not allowed or the fetch failed (or found nothing); the
 * processing and complete screens send a PAID request to the receipt. The app turns screens into
 * addresses; this module knows none.
 *
 * | screen     | renders when       | PAID →  | otherwise → |
 * | ---------- | ------------------ | ------- | ----------- |
 * | main       | always             |         |             |
 * | processing | PROCESSING         | receipt | main        |
 * | complete   | never (see below)  | receipt | main        |
 * | receipt    | PAID or PROCESSING |         | main        |
 *
 * Complete (chosen, literal reading): the spec allows the complete screen only when PAID *and*
 * sends it to the receipt when PAID, so it always leaves: to the receipt when PAID, to the main
 * screen otherwise. The payment-complete view itself is what the main screen shows for a PAID
 * request.
 */
import type { PayerScreen } from '@paypage/contract';
import type { PaymentData } from './payment-data';

/** What a screen does with the payment data as it stands; a redirect always replaces history. */
export type GuardDecision =
  { type: 'wait' } | { type: 'render' } | { type: 'redirect'; screen: PayerScreen };

const redirect = (screen: PayerScreen): GuardDecision => ({ type: 'redirect', screen });

export function guardScreen(
  screen: PayerScreen,
  data: Pick<PaymentData, 'loading' | 'error' | 'paymentRequest'>,
): GuardDecision {
  if (screen === 'main') return { type: 'render' };
  if (data.loading) return { type: 'wait' };
  const status = data.error == null ? data.paymentRequest?.status : undefined;
  if (status === undefined) return redirect('main');
  const allowed =
    screen === 'receipt'
      ? status === 'PAID' || status === 'PROCESSING'
      : screen === 'processing' && status === 'PROCESSING';
  if (allowed) return { type: 'render' };
  return redirect(status === 'PAID' ? 'receipt' : 'main');
}
