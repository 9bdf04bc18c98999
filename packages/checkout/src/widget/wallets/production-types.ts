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
};

export type ProductionWalletOptions = {
  /** The shopper's country (ISO 3166 alpha-2) the wallets' requests name. */
  countryCode: string;
  googlePay?: ProductionGooglePayOptions;
  applePay?: ProductionApplePayOptions;
};
