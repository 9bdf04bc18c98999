/**
 * The widget's public options, callbacks and payment data, and the check of a merchant's options.
 */
export { assertCardWidgetOptions } from './widget-options';
export {
  type BrowserInfo,
  type CardWidgetCallbacks,
  type CardWidgetError,
  type CardWidgetOptions,
  type CardWidgetProps,
  type CardWidgetState,
  type CardWidgetStatus,
  type ClickToPayPaymentData,
  type FingerprintSubmission,
  type GiftCardPaymentData,
  type PaymentActions,
  type PaymentDetails,
  type PaymentResponse,
  type SubmitState,
  type WalletAddress,
  type WalletPaymentData,
  type WidgetPaymentData,
} from './widget-types';
