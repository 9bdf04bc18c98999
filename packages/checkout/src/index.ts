/** `@paypage/checkout`: the payment domain — models, API client and checkout components. */

// Models (types and runtime schemas)
export * from './models';

// API client
export {
  API_FAILURE_MESSAGES,
  API_TIMEOUT_MS,
  createApiClient,
  DEFAULT_API_BASE_URL,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type LinkTokenRequest,
  type PayByBankSubmission,
} from './api/client';
export { getDefaultApiClient } from './api/default-client';
export { ApiError, isAbortError, type ApiErrorReason } from './api/errors';
export {
  OBJECT_URL_LIFETIME_MS,
  openInvoiceInNewTab,
  type InvoiceOpener,
  type InvoiceTab,
} from './api/invoice-opener';
export {
  peekPreloadedPaymentRequest,
  preloadPaymentRequest,
  releasePreloadedPaymentRequest,
  type PreloadOptions,
} from './api/preload';

// Formatting
export { formatDate, formatLongDate, formatShortDate } from './format/dates';
export {
  daysUntilDue,
  DUE_SOON_DAYS,
  dueBadge,
  type DueBadge,
  type DueBadgeTone,
} from './format/due-badge';
export { formatMoney, formatOptionalMoney, MISSING_AMOUNT } from './format/money';
export { calendarDateIn, calendarDaysBetween, systemToday, type Today } from './format/today';
export {
  carryFormattedTexts,
  recordFormattedTexts,
  type FormattedTexts,
} from './format/formatted-texts';

// Rules the screens call
export {
  BANK_LINK_HEIGHT_PX,
  bankLinkWidgetFor,
  institutionLogoSrc,
  maskedAccountNumber,
  SANDBOX_LINK_TOKEN_PREFIX,
  shouldAutoStartPayByBank,
  type BankLinkWidget,
} from './payment-request/bank-link';
export { paymentFailedBanner, type Banner, type BannerTone } from './payment-request/banner';
export {
  CARD_ERROR_CODES,
  CARD_MESSAGES,
  cardErrorOutcome,
  cardResultOutcome,
  checkStillPayable,
  type CardOutcome,
  type CardPaymentResult,
} from './payment-request/card-flow';
export {
  breadcrumbRoot,
  canceledHeading,
  COMPLETE_TITLE,
  completeText,
  DEFAULT_REFERRAL_LINK,
  DESCRIPTION_PREVIEW_LENGTH,
  descriptionPreview,
  dueLine,
  EXPIRED_HINT,
  expiredHeading,
  formHeading,
  isInvoice,
  PROCESSING_FOOTER,
  PROCESSING_TITLE,
  processingText,
  referralHref,
  requestNoun,
  SEE_LESS_LABEL,
  SEE_MORE_LABEL,
} from './payment-request/copy';
export { guardRoute, payPath, type GuardDecision, type PayRoute } from './payment-request/guards';
export {
  hasLineItems,
  invoiceTotals,
  lineItemCountLabel,
  type InvoiceTotalRow,
} from './payment-request/invoice';
export {
  REFRESH,
  TRY_AGAIN,
  type CheckoutMessage,
  type MessageAction,
} from './payment-request/messages';
export {
  ACH_DETAILS_MISSING,
  allowedPaymentOptions,
  breadcrumbSubStep,
  canContinue,
  FEWER_OPTIONS_LABEL,
  initialMethodSelection,
  isOptionAllowed,
  MORE_OPTIONS_LABEL,
  optionForStep,
  PAYMENT_OPTION_PRIORITY,
  PAYMENT_OPTIONS,
  paymentMethodMenu,
  reduceMethodSelection,
  stepForOption,
  transferPanelTitle,
  visibleOptions,
  type MethodSelection,
  type MethodSelectionAction,
  type PaymentMethodMenu,
  type PaymentOption,
  type PaymentOptionDefinition,
  type PaymentStep,
} from './payment-request/methods';
export {
  ACH_DEBIT_LIMIT_EXCEEDED,
  BANK_ERROR_TITLE,
  BANK_LIMIT_ERROR,
  BANK_LINK_CONNECTION_ERROR,
  BANK_SOMETHING_WENT_WRONG,
  payByBankErrorView,
  validatePayByBank,
  type BankErrorView,
  type PayByBankInput,
} from './payment-request/pay-by-bank';
export {
  LOADING_PAYMENT_DATA,
  needsCardSession,
  needsStripeIntent,
  PAYMENT_DATA_ERROR,
  type PaymentData,
} from './payment-request/payment-data';
export {
  isReceiptSettled,
  METHOD_PAID_WITH_LABELS,
  methodPaidWithLabel,
  needsReceiptPolling,
  nextPollDelay,
  RECEIPT_POLL_INTERVAL_MS,
  RECEIPT_POLL_MAX_MS,
  RECEIPT_POLL_SCHEDULE,
  RECEIPT_TITLE,
  receiptEmailNotice,
  receiptRows,
  type PollSchedule,
  type ReceiptRow,
} from './payment-request/receipt';
export { isKnownStatus, isPayable, PAYABLE_STATUSES } from './payment-request/status';
export {
  LOAD_FAILED_TITLE,
  mainView,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  type MainView,
} from './payment-request/view';

// E-mail links
export {
  createOncePerPageLoad,
  EMAIL_QUERY_PARAM,
  emailFrom,
  TRACKING_QUERY_PARAM,
  trackingTokenFrom,
  type OncePerPageLoad,
} from './tracking/link-params';

// React: providers and hooks
export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './state/api-client';
export {
  useAutoStartPayByBank,
  useInstitutionLogo,
  useLinkToken,
  type LinkTokenState,
} from './state/bank-link';
export {
  checkBeforeCardSubmit,
  markCardPaymentProcessing,
  useCardPaymentSupport,
  type CardPaymentSupport,
} from './state/card-payment';
export {
  loadPaymentData,
  type LoadedPaymentData,
  type LoadPaymentDataOptions,
} from './state/load-payment-data';
export {
  submitPayByBank,
  usePayByBankSubmit,
  type PayByBankOutcome,
  type PayByBankSubmit,
  type SubmitPayByBankInput,
} from './state/pay-by-bank';
export {
  PaymentDataProvider,
  usePaymentData,
  useRouteGuard,
  type PaymentDataContextValue,
  type PaymentDataProviderProps,
} from './state/payment-data';
export {
  pollPaymentRequest,
  type PollOptions,
  type PollOutcome,
} from './state/poll-payment-request';
export {
  CheckoutNavigationProvider,
  useCheckoutNavigation,
  type CheckoutNavigate,
  type CheckoutNavigateOptions,
  type CheckoutNavigationProviderProps,
} from './state/navigation';
export { TodayProvider, useToday, type TodayProviderProps } from './state/today';
export { getDeviceFingerprint, useDeviceFingerprint } from './state/use-device-fingerprint';
export { useInvoiceDownload, type InvoiceDownload } from './state/use-invoice-download';
export { reportLinkOpenedOnce, useLinkOpenedTracking } from './state/use-link-tracking';
export { useReceiptPolling, type ReceiptPolling } from './state/use-receipt-polling';

// Screens: the page frame and the payment form
export { PayPageLayout, type PayPageLayoutProps } from './components/pay-page-layout';
export {
  PRODUCT_NAME,
  ReferralFooter,
  type ReferralFooterProps,
} from './components/referral-footer';
export {
  ATTACHMENT_ERROR,
  ATTACHMENTS_HEADING,
  Attachments,
  openAttachment,
  type AttachmentsProps,
} from './components/attachments';
export {
  DOWNLOAD_PDF_LABEL,
  InvoiceDetails,
  type InvoiceDetailsProps,
} from './components/invoice-details';
export {
  PaymentFailedBanner,
  type PaymentFailedBannerProps,
} from './components/payment-failed-banner';
// Only the form composes the method selection (its name is taken by the data layer's selection
// state). The transfer panel, card and bank steps are lazy chunks of the form: never exported here.
export {
  BACK_TO_PAYMENT_METHODS,
  PaymentForm,
  STEP_LOAD_FAILED,
  type PaymentFormProps,
} from './components/payment-form';
export {
  PaymentSummary,
  SECURE_NOTICE,
  type PaymentSummaryProps,
} from './components/payment-summary';

// Screens: the page by status, the status screens and the receipt
export {
  LazyProcessingView,
  PayPage,
  preloadFirstScreen,
  preloadStatusViews,
} from './components/pay-page';
export { PayPageSkeleton, StatusPageSkeleton } from './components/pay-page-skeleton';
export { ProcessingScreen, ProcessingView } from './components/processing-view';
export { CompleteView } from './components/complete-view';
export { CanceledView } from './components/canceled-view';
export { ExpiredView } from './components/expired-view';
export { LoadFailureView } from './components/load-failure-view';
export { NotFoundView } from './components/not-found-view';
export { LazyReceiptView, preloadReceiptView, ReceiptSkeleton } from './components/receipt-view';
export {
  CanceledIcon,
  ClockIcon,
  PLACEHOLDER_REQUEST,
  RequestFacts,
  StatusDetail,
  StatusDetails,
  StatusPage,
  StatusScreen,
  type RequestFactsProps,
  type StatusDetailProps,
  type StatusPageProps,
  type StatusScreenProps,
} from './components/status-screen';
export {
  AMOUNT_LABEL,
  PRINT_RECEIPT_LABEL,
  receiptBadge,
  REQUESTED_BY_LABEL,
  STATUS_BADGES,
  VIEW_RECEIPT_LABEL,
  type StatusBadge,
  type StatusScreenKind,
  type StatusTone,
} from './payment-request/status-screens';

// Pay by bank: the step is a lazy chunk of the payment form (never re-exported here: a static
// import would pull it into the first load); its interface and the bank-link widgets' contract.
export type { BankStepProps } from './bank/bank-step';
export type {
  BankLinkError,
  BankLinkEvent,
  BankLinkExit,
  BankLinkProps,
} from './bank/bank-link-types';
