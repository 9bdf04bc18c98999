/**
 * The closed sets of values a payment request's fields take: plain values, no schema, so the
 * screens can use them without loading the schemas (see ../api/schemas.ts).
 */

/** Statuses the page knows (spec §4). Any other string is kept and shows the payment form. */
export const PAYMENT_REQUEST_STATUSES = [
  'UNPAID',
  'PROCESSING',
  'PAID',
  'EXPIRED',
  'CANCELED',
  'PAYMENT_FAILED',
] as const;
export type KnownPaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
/** A known status, or any other string the server sends (kept as sent, spec §2). */
export type PaymentRequestStatus = KnownPaymentRequestStatus | (string & {});

/** The `paymentMethod` flags of a request (spec §2). Unknown flags are kept and ignored. */
export const PAYMENT_METHOD_FLAGS = [
  'Card',
  'PayByCard',
  'PayByBank',
  'ACH',
  'PayByACH',
  'PayByWire',
] as const;
export type KnownPaymentMethodFlag = (typeof PAYMENT_METHOD_FLAGS)[number];
export type PaymentMethodFlag = KnownPaymentMethodFlag | (string & {});

/** Card processors (spec §1). Card payment in the form is offered only for ADYEN. */
export const PROCESSOR_TYPES = ['ADYEN', 'STRIPE'] as const;
export type KnownProcessorType = (typeof PROCESSOR_TYPES)[number];
export type ProcessorType = KnownProcessorType | (string & {});

/** How a paid request was paid (contract, chosen names). Unknown values are shown as sent. */
export const METHODS_PAID_WITH = [
  'card',
  'payByBank',
  'ach',
  'wire',
  'applePay',
  'googlePay',
] as const;
export type KnownMethodPaidWith = (typeof METHODS_PAID_WITH)[number];
export type MethodPaidWith = KnownMethodPaidWith | (string & {});
