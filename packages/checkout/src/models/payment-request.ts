/**
 * The payment request as `GET /collect/{token}` sends it: the contract's shape and value sets
 * (`@paypage/contract`), named here for the page's modules. No schema: importing this loads no zod.
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
} from '@paypage/contract';
