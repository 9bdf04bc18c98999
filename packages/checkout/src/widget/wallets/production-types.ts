/**
 * The production wallets' configuration (docs/widget.md#validation): the real Google Pay
 * and Apple Pay instead of the sandbox sheet. Each wallet's script is loaded only when the wallet
 * is enabled here (and in `wallets.googlePay` / `wallets.applePay`), from its provider's official
 * URL unless `scriptUrl` names another (tests serve a fake). Types only: the runtime
 * (`production-wallet-runtime.ts`) is a part loaded when wallets are shown.
 */
export type ProductionGooglePayOptions = {
  /** Google's merchant id; required (§5): without it an IMPLEMENTATION_ERROR and no button. */
  merchantId?: string | null;
  /** The processor's merchant account, the token's gatewayMerchantId. */
  gatewayMerchantId: string;
  /** Google Pay's environment (default PRODUCTION). */
  environment?: 'TEST' | 'PRODUCTION';
  /**
   * Show the button only to a payer whose Google account already holds a card it can pay with
   * (`isReadyToPay`'s `paymentMethodPresent`, §8); default false: any payer Google Pay can serve.
   */
  existingPaymentMethodRequired?: boolean;
  /**
   * An express checkout's changes in Google's sheet (the shipping address): answered with
   * Google's `PaymentDataRequestUpdate`. Needs `isExpress: true` (§5); the sheet then asks for the
   * shipping address.
   */
  onPaymentDataChanged?: (data: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** pay.js (default Google's, `GOOGLE_PAY_SCRIPT_URL`). */
  scriptUrl?: string;
};

export type ProductionApplePayOptions = {
  /** The Apple Pay merchant identifier the session is asked for. */
  merchantIdentifier: string;
  /** The API's base (`https://…/api/v1`): the session is `{context}/adyen/v1/applePay/sessions`. */
  context: string;
  /** The client key `v1/applePay/sessions?clientKey=` carries. */
  clientKey: string;
  /**
   * The Apple Pay JS SDK, loaded only where `ApplePaySession` is not native (default Apple's,
   * `APPLE_PAY_SDK_URL`); null: never loaded (Safari only).
   */
  scriptUrl?: string | null;
  /**
   * An express checkout's shipping contact and method chosen in Apple's sheet, answered with
   * Apple's update (new total, line items, methods, errors). Each needs `isExpress: true` (§5).
   */
  onShippingContactSelected?: (event: unknown) => Promise<unknown>;
  onShippingMethodSelected?: (event: unknown) => Promise<unknown>;
};

export type ProductionWalletOptions = {
  /** The shopper's country (ISO 3166 alpha-2) the wallets' requests name. */
  countryCode: string;
  /**
   * An express checkout (the wallet pays before the shop has the address: a cart or product page):
   * the sheets ask for the shipping address, Apple Pay's payment is `subtype: 'express'`, and the
   * express callbacks may be given.
   */
  isExpress?: boolean;
  googlePay?: ProductionGooglePayOptions;
  applePay?: ProductionApplePayOptions;
};
