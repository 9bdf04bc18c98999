/**
 * Wallets (Apple Pay, Google Pay): the sandbox sheet and the production SDKs behind one row of buttons.
 *
 * Loaded through `import()` by path, so not re-exported here: `wallet-sheet`, `production-wallet-buttons`.
 */
export { type ApplePaySessionLike, type ApplePayWindow } from './apple-pay';
export {
  type GooglePaymentsClientOptions,
  type GooglePayPaymentData,
  type GooglePayWindow,
} from './google-pay';
export { type ProductionWalletOptions } from './production-types';
export { type prepareProductionWallets } from './production-wallet-runtime';
export {
  CardWidgetWallets,
  type Wallet,
  type WalletAttemptEnd,
  WalletButtons,
} from './wallet-buttons';
export { walletCancel } from './wallet-data';
export { type PreparedWallet } from './wallet-runtime-types';
