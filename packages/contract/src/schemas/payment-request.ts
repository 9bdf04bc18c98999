/**
 * The payment request as `GET /collect/{token}` sends it (spec §3, docs/api-contract.md). Read
 * leniently, as the page must: fields the contract allows to be `null` are `null` (never
 * `undefined`) after parsing, a missing one too; unknown extra fields are dropped; a status,
 * method flag, processor or paid-with value the page does not know is kept as sent.
 */
import * as z from 'zod/mini';
import {
  SERVER_MODES,
  type MethodPaidWith,
  type PaymentMethodFlag,
  type PaymentRequestStatus,
  type ProcessorType,
} from '../values';
import { calendarDate, integer, nonEmptyString, nullable, openSet, timestamp } from './primitives';

export const achDetailsSchema = /* @__PURE__ */ z.object({
  routingNumber: nonEmptyString,
  accountNumber: nonEmptyString,
  beneficiaryName: z.string(),
  beneficiaryAddress: nullable(z.string()),
  type: z.string(),
  bankName: nullable(z.string()),
  bankAddress: nullable(z.string()),
});
export type AchDetails = z.output<typeof achDetailsSchema>;

export const attachmentSchema = /* @__PURE__ */ z.object({
  fileKey: nonEmptyString,
  fileName: z.string(),
  previewUrl: nonEmptyString,
});
export type Attachment = z.output<typeof attachmentSchema>;

export const lineItemSchema = /* @__PURE__ */ z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: integer,
  total: integer,
});
export type LineItem = z.output<typeof lineItemSchema>;

export const merchantInvoiceSchema = /* @__PURE__ */ z.object({
  id: nonEmptyString,
  customerInvoiceId: nullable(z.string()),
  lineItemTotal: nullable(integer),
  discountTotal: nullable(integer),
  discountName: nullable(z.string()),
  taxTotal: nullable(integer),
  grandTotal: nullable(integer),
  /**
   * Why the amount due is not the total (a deposit, an instalment): shown under the amount.
   * Optional on the wire: a request without one (or from an older server) has none.
   */
  amountDueNote: z.optional(z.nullable(z.string())),
  lineItems: z._default(z.array(lineItemSchema), []),
});
export type MerchantInvoice = z.output<typeof merchantInvoiceSchema>;

/** A refund that succeeded, as the payer's receipt shows it (docs/api-contract.md "Refunds"). */
export const refundedSchema = /* @__PURE__ */ z.object({
  amountInCents: integer,
  refundedAt: timestamp,
});
export type Refunded = z.output<typeof refundedSchema>;
/**
 * What paid a request, as the processor reported it (docs/payer-page.md "Receipt"): a card's
 * brand and last four digits (never more of the number), a bank account's bank and mask, and the
 * processor's reference of the payment. Each part is `null` when the processor did not name it.
 */
export const paymentDetailsSchema = /* @__PURE__ */ z.object({
  /** The card brand as the processor names it (`visa`, `mc`, `mastercard`, `amex`, …). */
  brand: nullable(z.string().check(z.maxLength(40))),
  /** The card's last four digits. */
  lastFour: nullable(z.string().check(z.regex(/^\d{4}$/))),
  bankName: nullable(z.string().check(z.maxLength(120))),
  /** The bank account's last digits, as the bank shows them (2 to 4). */
  accountMask: nullable(z.string().check(z.regex(/^\d{2,4}$/))),
  /** The processor's reference of the payment (Adyen's pspReference, Stripe's intent, Plaid's transfer). */
  reference: nullable(z.string().check(z.maxLength(80))),
});
export type PaymentDetails = z.output<typeof paymentDetailsSchema>;

/** `GET /collect/{token}` (and the scenario API's forced status). */
export const paymentRequestSchema = /* @__PURE__ */ z.object({
  token: nonEmptyString,
  status: openSet<PaymentRequestStatus>(),
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
  paymentMethod: z.array(openSet<PaymentMethodFlag>()),
  processor: z.object({ type: openSet<ProcessorType>() }),
  organizationId: nullable(z.string()),
  achDetails: nullable(achDetailsSchema),
  attachments: z._default(z.array(attachmentSchema), []),
  merchantInvoice: nullable(merchantInvoiceSchema),
  referralLink: nullable(z.string()),
  methodPaidWith: nullable(openSet<MethodPaidWith>()),
  datePaid: nullable(timestamp),
  /**
   * The refunds that succeeded, oldest first (the server always sends it; absent or empty:
   * none). The request stays PAID; the receipt says "Refunded $X on <date>" for each.
   */
  refunds: z.optional(z.array(refundedSchema)),
  /**
   * What the payer writes on an ACH or wire transfer to tie it to this request (`PP-7K3M-Q9XD-2TRB`;
   * never the token); the merchant API's transfer-received call takes it in place of the token.
   */
  transferReference: nullable(z.string().check(z.maxLength(40))),
  /**
   * Whether the payer's receipt is e-mailed to `recipient.email`: queued or sent, by a server that
   * sends mail (absent, from an older server: false). The receipt claims an e-mail only when true.
   */
  receiptEmailed: z._default(z.boolean(), false),
  /** What paid the request (set with `methodPaidWith`; `null` before, or from an older server). */
  paymentDetails: nullable(paymentDetailsSchema),
  /** The server's mode (`GET /collect` only): `sandbox` → the page shows a "Test mode" badge. */
  mode: z.optional(z.enum(SERVER_MODES)),
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;
