/**
 * `@paypage/checkout`: the payment domain — models, API client and checkout components. This entry
 * holds what the page's app uses (and what merchants will, through entries of their own); inside
 * the package, modules import each other by relative path. Pure rules: `./rules`; MSW handlers,
 * scenarios and fixtures for stories and tests: `./mocks`.
 */

// Models and the API client
export type { PaymentRequest } from './models/payment-request';
export { createApiClient, type ApiClient } from './api/client';

// Formatting and rules the app's shell uses (document titles, the server render's dates)
export { formatMoney } from './format/money';
export { systemToday, type Today } from './format/today';
export {
  carryFormattedTexts,
  recordFormattedTexts,
  type FormattedTexts,
} from './format/formatted-texts';
export { isInvoice } from './payment-request/copy';
export type { PaymentData } from './payment-request/payment-data';
export { mainView } from './payment-request/view';
export { trackingTokenFrom } from './tracking/link-params';

// The payment data (one store per page) and what the app provides the screens
export {
  PaymentDataProvider,
  PaymentDataStore,
  usePaymentData,
  useScreenGuard,
} from './state/payment-data';
export { ApiClientProvider } from './state/api-client';
export { CheckoutNavigationProvider, type CheckoutNavigate } from './state/navigation';
export { TodayProvider } from './state/today';
export { useDeviceFingerprint } from './state/use-device-fingerprint';
export { useLinkOpenedTracking } from './state/use-link-tracking';

// Screens: the main screen by status, processing and the receipt (lazy), the status skeleton
export { LazyProcessingView, PayPage, preloadFirstScreen } from './components/pay-page';
export { StatusPageSkeleton } from './components/pay-page-skeleton';
export { LazyReceiptView } from './components/receipt-view';
