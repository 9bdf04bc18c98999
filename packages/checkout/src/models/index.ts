/**
 * The page's models: the contract's shapes (`@paypage/contract`, the one owner of every schema),
 * named for the page, with the page's helpers over them.
 */
export {
  METHODS_PAID_WITH,
  PAYMENT_METHOD_FLAGS,
  PAYMENT_REQUEST_STATUSES,
  PROCESSOR_TYPES,
  type AchDetails,
  type Attachment,
  type KnownMethodPaidWith,
  type KnownPaymentMethodFlag,
  type KnownPaymentRequestStatus,
  type KnownProcessorType,
  type LineItem,
  type MerchantInvoice,
  type MethodPaidWith,
  type PaymentMethodFlag,
  type PaymentRequest,
  type PaymentRequestStatus,
  type ProcessorType,
} from './payment-request';
export {
  CARD_ENVIRONMENTS,
  CARD_PROVIDER_ENVIRONMENTS,
  CHALLENGE_WINDOW_SIZES,
  isSandboxCardSession,
  type CardClientConfig,
  type CardEnvironment,
  type CardSession,
  type ChallengeWindowSize,
} from './card-session';
export type {
  ClientInfo,
  InvoiceDownload,
  LinkToken,
  StatusAnswer,
  StripeIntent,
} from '@paypage/contract';
export {
  achDetailsSchema,
  attachmentSchema,
  cardClientConfigSchema,
  cardSessionSchema,
  clientInfoSchema,
  deviceFingerprintSchema,
  errorBodySchema,
  institutionLogoSchema,
  invoiceDownloadSchema,
  lineItemSchema,
  linkedBankAccountSchema,
  linkedBankResultSchema,
  linkTokenSchema,
  merchantInvoiceSchema,
  paymentRequestSchema,
  statusAnswerSchema,
  stripeIntentSchema,
} from '@paypage/contract/schemas';
export { linkedAccount, type LinkedBankAccount, type LinkedBankResult } from './linked-bank';
export type { DeviceFingerprint } from './device-fingerprint';
export { describeIssues } from './parse';
export { isCalendarDate } from '../format/calendar-date';
