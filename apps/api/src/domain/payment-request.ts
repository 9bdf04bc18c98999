import { z } from 'zod';
import { isTimeZone } from './dates.ts';

/** The statuses the page knows. Any other upper-case string is stored and shows the form. */
export const knownStatuses = [
  'UNPAID',
  'PROCESSING',
  'PAID',
  'EXPIRED',
  'CANCELED',
  'PAYMENT_FAILED',
] as const;

/** Statuses from which a payment may be accepted. */
export const payableStatuses = ['UNPAID', 'PAYMENT_FAILED'] as const;

export const paymentMethodFlags = [
  'Card',
  'PayByCard',
  'PayByBank',
  'ACH',
  'PayByACH',
  'PayByWire',
] as const;
export type PaymentMethodFlag = (typeof paymentMethodFlags)[number];

export const paidWithMethods = [
  'card',
  'payByBank',
  'ach',
  'wire',
  'applePay',
  'googlePay',
] as const;
export type PaidWith = (typeof paidWithMethods)[number];

/** The calls a sandbox failure switch can break (`failCalls` keys, `X-Sandbox-Fail`). */
export const sandboxCalls = [
  'collect',
  'client-info',
  'stripe/intent',
  'adyen/session',
  'plaid/payment',
  'invoice/download',
  'status',
  'plaid/link-token',
  'plaid/institution-logo',
  'fingerprint',
  'link-opened',
] as const;
export type SandboxCall = (typeof sandboxCalls)[number];

export const failureModes = ['500', 'slow', 'malformed'] as const;
export type FailureMode = (typeof failureModes)[number];

export const challengeWindowSizes = ['01', '02', '03', '04', '05'] as const;

export const allowsCard = (flags: readonly string[]) =>
  flags.includes('Card') || flags.includes('PayByCard');
export const allowsBank = (flags: readonly string[]) => flags.includes('PayByBank');

// ---------------------------------------------------------------------------------------------
// Field schemas (shared by the scenario API and the sample data)

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const cents = z.int().min(0).max(100_000_000_000);
const isoDateTime = z.iso.datetime({ offset: true });

/** A quantity with at most two decimals (1, 2.5, 0.25 hours). */
const quantity = z
  .number()
  .positive()
  .max(1_000_000)
  .refine((q) => Math.abs(q * 100 - Math.round(q * 100)) < 1e-7, 'At most two decimals');

export const merchantSchema = z.strictObject({
  name: text(120),
  brandColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #0f7b5f')
    .nullable()
    .optional(),
});

export const requesterSchema = z.strictObject({
  name: text(120),
  email: z.email().max(254).nullable().optional(),
});

export const recipientSchema = z.strictObject({
  email: z.email().max(254).nullable().optional(),
  phoneNumber: z
    .string()
    .regex(/^\+[1-9][0-9]{6,14}$/, 'An E.164 number like +14155550123')
    .nullable()
    .optional(),
});

export const achDetailsSchema = z.strictObject({
  routingNumber: z.string().regex(/^[0-9]{9}$/, 'Nine digits'),
  accountNumber: z.string().regex(/^[0-9]{4,17}$/, '4 to 17 digits'),
  beneficiaryName: text(140),
  beneficiaryAddress: optionalText(200),
  type: z.enum(['Checking', 'Savings']),
  bankName: optionalText(140),
  bankAddress: optionalText(200),
});

export const lineItemSchema = z.strictObject({
  description: text(500),
  quantity,
  unitPrice: cents,
  total: cents.optional(),
});

export const merchantInvoiceSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  customerInvoiceId: optionalText(64),
  lineItemTotal: cents.nullable().optional(),
  discountTotal: cents.nullable().optional(),
  discountName: optionalText(120),
  taxTotal: cents.nullable().optional(),
  grandTotal: cents.nullable().optional(),
  lineItems: z.array(lineItemSchema).max(200).optional(),
});

export const attachmentInputSchema = z.strictObject({
  fileName: text(200).refine(
    (name) => ![...name].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 32),
    { message: 'No slashes or control characters' },
  ),
});

export const statusSchema = z
  .string()
  .regex(/^[A-Z][A-Z_]{0,39}$/, 'An upper-case status such as UNPAID or PAID');

export const sandboxOptionsSchema = z.strictObject({
  label: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Lower-case letters, digits and dashes')
    .optional(),
  achDebitLimitExceeded: z.boolean().optional(),
  settlement: z.enum(['succeed', 'fail']).optional(),
  settlementDelayMs: z.int().min(0).max(600_000).optional(),
  failCalls: z.partialRecord(z.enum(sandboxCalls), z.enum(failureModes)).optional(),
  showGooglePay: z.boolean().optional(),
  showApplePay: z.boolean().optional(),
  showCardOnFile: z.boolean().optional(),
  challengeWindowSize: z.enum(challengeWindowSizes).optional(),
  /** Sets dueDate relative to today (in `timeZone`, default the server's) instead of a date. */
  dueInDays: z.int().min(-3650).max(3650).optional(),
  timeZone: z.string().refine(isTimeZone, 'An IANA time zone').optional(),
});
export type SandboxOptions = z.infer<typeof sandboxOptionsSchema>;

/** `POST /sandbox/payment-requests`: any subset of the paymentRequest fields, plus `sandbox`. */
export const createPaymentRequestSchema = z.strictObject({
  status: statusSchema.optional(),
  statusUpdateDate: isoDateTime.nullable().optional(),
  merchant: merchantSchema.optional(),
  requester: requesterSchema.optional(),
  recipient: recipientSchema.optional(),
  amountInCents: cents.min(1).optional(),
  description: optionalText(5000),
  dueDate: z.iso.date().nullable().optional(),
  paymentMethod: z.array(z.enum(paymentMethodFlags)).min(1).max(6).optional(),
  processor: z.strictObject({ type: z.enum(['ADYEN', 'STRIPE']) }).optional(),
  organizationId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  achDetails: achDetailsSchema.nullable().optional(),
  attachments: z.array(attachmentInputSchema).max(10).optional(),
  merchantInvoice: merchantInvoiceSchema.nullable().optional(),
  referralLink: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .optional(),
  methodPaidWith: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/)
    .nullable()
    .optional(),
  datePaid: isoDateTime.nullable().optional(),
  sandbox: sandboxOptionsSchema.optional(),
});
export type CreatePaymentRequestInput = z.infer<typeof createPaymentRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The wire shape (docs/api-contract.md)

export type LineItem = { description: string; quantity: number; unitPrice: number; total: number };

export type MerchantInvoice = {
  id: string;
  customerInvoiceId: string | null;
  lineItemTotal: number | null;
  discountTotal: number | null;
  discountName: string | null;
  taxTotal: number | null;
  grandTotal: number | null;
  lineItems: LineItem[];
};

export type AchDetails = {
  routingNumber: string;
  accountNumber: string;
  beneficiaryName: string;
  beneficiaryAddress: string | null;
  type: 'Checking' | 'Savings';
  bankName: string | null;
  bankAddress: string | null;
};

export type Attachment = { fileKey: string; fileName: string; previewUrl: string };

export type PaymentRequest = {
  token: string;
  status: string;
  statusUpdateDate: string | null;
  merchant: { name: string; brandColor: string | null };
  requester: { name: string; email: string | null };
  recipient: { email: string | null; phoneNumber: string | null };
  amountInCents: number;
  description: string | null;
  dueDate: string | null;
  paymentMethod: string[];
  processor: { type: 'ADYEN' | 'STRIPE' };
  organizationId: string;
  achDetails: AchDetails | null;
  attachments: Attachment[];
  merchantInvoice: MerchantInvoice | null;
  referralLink: string | null;
  methodPaidWith: string | null;
  datePaid: string | null;
};

/** A line total: quantity (two decimals at most) × unit price, rounded half up, in integers. */
export function lineTotal(quantity: number, unitPrice: number): number {
  const hundredths = Math.round(quantity * 100) * unitPrice;
  const whole = Math.floor(hundredths / 100);
  return hundredths - whole * 100 >= 50 ? whole + 1 : whole;
}

/**
 * Completes an invoice as a business's invoicing tool would: line totals from quantity × unit
 * price, the subtotal from the lines, the total from subtotal − discount + tax. Given values win.
 */
export function completeInvoice(
  input: z.infer<typeof merchantInvoiceSchema>,
  newInvoiceId: () => string,
): MerchantInvoice {
  const lineItems = (input.lineItems ?? []).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: item.total ?? lineTotal(item.quantity, item.unitPrice),
  }));
  const lineItemTotal =
    input.lineItemTotal !== undefined
      ? input.lineItemTotal
      : lineItems.length > 0
        ? lineItems.reduce((sum, item) => sum + item.total, 0)
        : null;
  const discountTotal = input.discountTotal ?? null;
  const taxTotal = input.taxTotal ?? null;
  const grandTotal =
    input.grandTotal !== undefined
      ? input.grandTotal
      : lineItemTotal === null
        ? null
        : Math.max(0, lineItemTotal - (discountTotal ?? 0) + (taxTotal ?? 0));
  return {
    id: input.id ?? newInvoiceId(),
    customerInvoiceId: input.customerInvoiceId ?? null,
    lineItemTotal,
    discountTotal,
    discountName: input.discountName ?? null,
    taxTotal,
    grandTotal,
    lineItems,
  };
}

/** The first readable message of a zod error: `field.path: message`. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** The device fingerprint the page sends (spec §3); unknown fields are dropped. */
export const deviceFingerprintSchema = z.object({
  deviceId: z.string().max(200),
  clientIp: z.string().max(64),
  platform: z.string().max(200),
  userAgent: z.string().max(1000),
  timezone: z.string().max(100),
  locale: z.string().max(35),
  capturedAt: isoDateTime,
});
