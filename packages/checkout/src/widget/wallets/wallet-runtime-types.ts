/**
 * What a production wallet's adapter (`google-pay.ts`, `apple-pay.ts`) gives the wallet buttons:
 * ready (a press starts the wallet's own sheet), unavailable (no button, nothing said) or failed
 * (no button, the error reported once: SCRIPT_ERROR, SDK_ERROR, IMPLEMENTATION_ERROR).
 */
import type { CardWidgetError, PaymentResponse, WalletPaymentData } from '../options/widget-types';

/** How a wallet payment ended for its sheet: closed (paid, an action, a failed call) or refused. */
export type WalletAttemptEnd = { kind: 'closed' } | { kind: 'refused'; response: PaymentResponse };

export type WalletCallbacks = {
  /** Pays with the sheet's data; resolves how the payment ended for the sheet. */
  onPay: (data: WalletPaymentData) => Promise<WalletAttemptEnd>;
  /** A CANCEL (the payer closed the sheet) or the wallet's SDK_ERROR. */
  onError: (error: CardWidgetError) => void;
  /** The payer closed the sheet after an authorisation error: the refused answer. */
  onPaymentFailed: (response: PaymentResponse) => void;
};

export type PreparedWallet =
  | {
      kind: 'ready';
      start: (callbacks: WalletCallbacks) => void;
      /**
       * The provider's own button (Google Pay: pay.js's `createButton`), in the button language
       * given; a click on it calls `onClick`. Absent: the row draws the widget's own button.
       */
      createButton?: (options: { onClick: () => void; buttonLocale: string }) => HTMLElement;
    }
  | { kind: 'unavailable' }
  | { kind: 'failed'; error: CardWidgetError };

/** What every adapter is prepared with. */
export type WalletContext = {
  window: Window;
  amount: { value: number; currency: string };
  merchantName: string | undefined;
  countryCode: string;
  /** An express checkout (`ProductionWalletOptions.isExpress`). */
  express?: boolean;
};
