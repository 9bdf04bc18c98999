/**
 * For the payment form, which owns the current step: opens pay by bank by itself when the page
 * was opened from an e-mail link with `?email=` and the request loaded with a token, once per
 * page load (StrictMode and remounts included; see `useAutoStartPayByBank`).
 *
 * ```tsx
 * usePayByBankAutoStart(() => openStep('payByBank'));
 * ```
 */
import { useAutoStartPayByBank } from '../state/pay-by-bank-auto-start';
import { emailFrom } from '../tracking/link-params';

/** The address's query string, where the e-mail parameter is (none outside a browser). */
function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

export function usePayByBankAutoStart(start: () => void, search: string = currentSearch()): void {
  useAutoStartPayByBank(emailFrom(search), start);
}
