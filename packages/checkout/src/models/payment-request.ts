/**
 * The payment request as `GET /collect/{token}` sends it (spec §3, docs/api-contract.md), with its
 * runtime schema. Fields the contract allows to be `null` are `null` (never `undefined`) after
 * parsing; unknown extra fields are dropped.
 */
import * as z from 'zod/mini';
import type {
  MethodPaidWith,
  PaymentMethodFlag,
  PaymentRequestStatus,
  ProcessorType,
} from './payment-request-values';
import { calendarDate, integer, nonEmptyString, nullable, timestamp } from './schema-helpers';

export {
  METHODS_PAID_WITH,
  PAYMENT_METHOD_FLAGS,
  PAYMENT_REQUEST_STATUSES,
  PROCESSOR_TYPES,
  type KnownMethodPaidWith,
  type KnownPaymentMethodFlag,
  type KnownPaymentRequestStatus,
  type KnownProcessorType,
  type MethodPaidWith,
  type PaymentMethodFlag,
  type PaymentRequestStatus,
  type ProcessorType,
} from './payment-request-values';

export const achDetailsSchema = z.object({
  routingNumber: nonEmptyString,
  accountNumber: nonEmptyString,
  beneficiaryName: z.string(),
  beneficiaryAddress: nullable(z.string()),
  type: z.string(),
  bankName: nullable(z.string()),
  bankAddress: nullable(z.string()),
});
export type AchDetails = z.infer<typeof achDetailsSchema>;

export const attachmentSchema = z.object({
  fileKey: nonEmptyString,
  fileName: z.string(),
  previewUrl: nonEmptyString,
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const lineItemSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: integer,
  total: integer,
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const merchantInvoiceSchema = z.object({
  id: nonEmptyString,
  customerInvoiceId: nullable(z.string()),
  lineItemTotal: nullable(integer),
  discountTotal: nullable(integer),
  discountName: nullable(z.string()),
  taxTotal: nullable(integer),
  grandTotal: nullable(integer),
  lineItems: z._default(z.array(lineItemSchema), []),
});
export type MerchantInvoice = z.infer<typeof merchantInvoiceSchema>;

export const paymentRequestSchema = z.object({
  token: nonEmptyString,
  status: z.string() as z.ZodMiniType<PaymentRequestStatus>,
  statusUpdateDate: nullable(timestamp),
  merchant: z.object({
    name: z.string(),
    brandColor: nullable(z.string()),
  }),
  requester: z.object({
    name: z.string(),
    email: nullable(z.string()),
  }),
  recipient: z._default(
    z.object({
      email: nullable(z.string()),
      phoneNumber: nullable(z.string()),
    }),
    { email: null, phoneNumber: null },
  ),
  amountInCents: integer,
  description: nullable(z.string()),
  dueDate: nullable(calendarDate),
  paymentMethod: z.array(z.string() as z.ZodMiniType<PaymentMethodFlag>),
  processor: z.object({ type: z.string() as z.ZodMiniType<ProcessorType> }),
  organizationId: nullable(z.string()),
  achDetails: nullable(achDetailsSchema),
  attachments: z._default(z.array(attachmentSchema), []),
  merchantInvoice: nullable(merchantInvoiceSchema),
  referralLink: nullable(z.string()),
  methodPaidWith: nullable(z.string() as z.ZodMiniType<MethodPaidWith>),
  datePaid: nullable(timestamp),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
