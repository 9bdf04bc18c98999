/**
 * The sandbox scenario API (sandbox mode only, docs/api-contract.md "Sandbox scenario API"):
 * create, list and force payment requests. Bodies are checked strictly (an unknown key is a
 * typo and fails loudly), with a message per rule that names the field.
 */
import * as z from 'zod/mini';
import {
  ACH_ACCOUNT_TYPES,
  CHALLENGE_WINDOW_SIZES,
  FAILURE_MODES,
  MAX_SETTLEMENT_DELAY_MS,
  PAYMENT_METHOD_FLAGS,
  PROCESSOR_TYPES,
  SANDBOX_CALLS,
  SANDBOX_WALLET_OUTCOMES,
  SETTLEMENT_OUTCOMES,
  type PaymentRequestStatus,
} from '../values';
import { billingAddressSchema } from './billing-address';
import { clickToPayInputSchema, fastCheckoutInputSchema } from './card-flows';
import { paymentDetailsSchema, paymentRequestSchema } from './payment-request';
import { cents, identifier, nullable, openSet, text } from './primitives';

const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.optional(z.nullable(text(max)));
const optionalCents = /* @__PURE__ */ z.optional(z.nullable(cents));
/** Years a date of a payment request may have (the database has no year 0000). */
const plausibleYear = /* @__PURE__ */ z.refine((value: unknown) => {
  const year = Number(String(value).slice(0, 4));
  return year >= 1900 && year <= 2999;
}, 'A year from 1900 to 2999');
const isoDateTime = /* @__PURE__ */ z.iso.datetime({ offset: true }).check(plausibleYear);
const email = /* @__PURE__ */ z.email().check(z.maxLength(254));

/** A quantity with at most two decimals (1, 2.5, 0.25 hours). */
const quantity = /* @__PURE__ */ z.number().check(
  z.positive(),
  z.maximum(1_000_000),
  z.refine((q) => Math.abs(q * 100 - Math.round(q * 100)) < 1e-7, 'At most two decimals'),
);

/** Whether `timeZone` is an IANA time zone Intl knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Any upper-case status (stored as given; an unknown one shows the form). */
const statusSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Z][A-Z_]{0,39}$/, 'An upper-case status such as UNPAID or PAID'));

const methodPaidWithSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/));

export const merchantInputSchema = /* @__PURE__ */ z.strictObject({
  name: text(120),
  brandColor: z.optional(
    z.nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #0f7b5f'))),
  ),
});

export const requesterInputSchema = /* @__PURE__ */ z.strictObject({
  name: text(120),
  email: z.optional(z.nullable(email)),
});

export const recipientInputSchema = /* @__PURE__ */ z.strictObject({
  email: z.optional(z.nullable(email)),
  phoneNumber: z.optional(
    z.nullable(
      z.string().check(z.regex(/^\+[1-9][0-9]{6,14}$/, 'An E.164 number like +14155550123')),
    ),
  ),
});

export const achDetailsInputSchema = /* @__PURE__ */ z.strictObject({
  routingNumber: z.string().check(z.regex(/^[0-9]{9}$/, 'Nine digits')),
  accountNumber: z.string().check(z.regex(/^[0-9]{4,17}$/, '4 to 17 digits')),
  beneficiaryName: text(140),
  beneficiaryAddress: optionalText(200),
  type: z.enum(ACH_ACCOUNT_TYPES),
  bankName: optionalText(140),
  bankAddress: optionalText(200),
});
export type AchDetailsInput = z.output<typeof achDetailsInputSchema>;

/** An invoice as far as it is given: the API completes the totals (see the contract). */
export const merchantInvoiceInputSchema = /* @__PURE__ */ z.strictObject({
  id: z.optional(identifier),
  customerInvoiceId: optionalText(64),
  lineItemTotal: optionalCents,
  discountTotal: optionalCents,
  discountName: optionalText(120),
  taxTotal: optionalCents,
  grandTotal: optionalCents,
  /**
   * Why the amount due differs from the invoice's total, in the payer's words ("Deposit of $100.00
   * on a $500.00 invoice"): the page shows it under the amount. The merchant API refuses an amount
   * other than the total without it.
   */
  amountDueNote: optionalText(160),
  lineItems: z.optional(
    z
      .array(
        z.strictObject({
          description: text(500),
          quantity,
          unitPrice: cents,
          total: z.optional(cents),
        }),
      )
      .check(z.maxLength(200)),
  ),
});
export type MerchantInvoiceInput = z.output<typeof merchantInvoiceInputSchema>;

/** An attachment by its name: the API generates a small file for it. */
export const attachmentInputSchema = /* @__PURE__ */ z.strictObject({
  fileName: text(200).check(
    z.refine(
      (name) => ![...name].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 32),
      'No slashes or control characters',
    ),
  ),
});

/** `sandbox` options of a created request. */
export const sandboxOptionsSchema = /* @__PURE__ */ z.strictObject({
  label: z.optional(
    z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Lower-case letters, digits and dashes')),
  ),
  achDebitLimitExceeded: z.optional(z.boolean()),
  settlement: z.optional(z.enum(SETTLEMENT_OUTCOMES)),
  settlementDelayMs: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_SETTLEMENT_DELAY_MS))),
  failCalls: z.optional(z.partialRecord(z.enum(SANDBOX_CALLS), z.enum(FAILURE_MODES))),
  showGooglePay: z.optional(z.boolean()),
  showApplePay: z.optional(z.boolean()),
  /** What the sandbox wallets do (values.ts); left out: `paid`. */
  walletOutcome: z.optional(z.enum(SANDBOX_WALLET_OUTCOMES)),
  showCardOnFile: z.optional(z.boolean()),
  challengeWindowSize: z.optional(z.enum(CHALLENGE_WINDOW_SIZES)),
  /** Click to Pay on the card sessions; left out or null: off. */
  clickToPay: z.optional(z.nullable(clickToPayInputSchema)),
  /** The fast-checkout sign-up on the card sessions, its config; left out or null: off. */
  fastCheckout: z.optional(z.nullable(fastCheckoutInputSchema)),
  /** Korean cards ask for Korean authentication on the card sessions; default false. */
  koreanAuthenticationRequired: z.optional(z.boolean()),
  /**
   * The shopper paying: the card sessions' setup lists this shopper's stored cards
   * (`SANDBOX_DEMO_SHOPPER` has three), and a payment may name one by `storedPaymentMethodId`.
   */
  shopperReference: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'Letters, digits, _ . -')),
  ),
  /** Sets dueDate relative to today (in `timeZone`, default the server's) instead of a date. */
  dueInDays: z.optional(z.int().check(z.minimum(-3650), z.maximum(3650))),
  timeZone: z.optional(z.string().check(z.refine(isTimeZone, 'An IANA time zone'))),
});
export type SandboxOptions = z.output<typeof sandboxOptionsSchema>;

/**
 * `POST /sandbox/payment-requests`: any subset of the paymentRequest fields, plus `sandbox`.
 * Without a body, every default applies.
 */
/** A positive amount in minor units. */
export const amountInputSchema = /* @__PURE__ */ cents.check(z.minimum(1));
/** A due date (a calendar date). */
export const dueDateInputSchema = /* @__PURE__ */ z.iso.date().check(plausibleYear);
/** The payment methods offered: 1 to 6 known flags. */
export const paymentMethodInputSchema = /* @__PURE__ */ z
  .array(z.enum(PAYMENT_METHOD_FLAGS))
  .check(z.minLength(1), z.maxLength(6));
export const processorInputSchema = /* @__PURE__ */ z.strictObject({
  type: z.enum(PROCESSOR_TYPES),
});
/** The merchant's link under the receipt (http or https). */
export const referralLinkInputSchema = /* @__PURE__ */ z
  .url({ protocol: /^https?$/ })
  .check(z.maxLength(500));
/** The payer-facing description. */
export const descriptionInputSchema = /* @__PURE__ */ optionalText(5000);

export const createPaymentRequestSchema = /* @__PURE__ */ z._default(
  z.strictObject({
    status: z.optional(statusSchema),
    statusUpdateDate: z.optional(z.nullable(isoDateTime)),
    merchant: z.optional(merchantInputSchema),
    requester: z.optional(requesterInputSchema),
    recipient: z.optional(recipientInputSchema),
    amountInCents: z.optional(amountInputSchema),
    description: descriptionInputSchema,
    dueDate: z.optional(z.nullable(dueDateInputSchema)),
    paymentMethod: z.optional(paymentMethodInputSchema),
    processor: z.optional(processorInputSchema),
    organizationId: z.optional(identifier),
    achDetails: z.optional(z.nullable(achDetailsInputSchema)),
    attachments: z.optional(z.array(attachmentInputSchema).check(z.maxLength(10))),
    merchantInvoice: z.optional(z.nullable(merchantInvoiceInputSchema)),
    referralLink: z.optional(z.nullable(referralLinkInputSchema)),
    methodPaidWith: z.optional(z.nullable(methodPaidWithSchema)),
    datePaid: z.optional(z.nullable(isoDateTime)),
    paymentDetails: z.optional(z.nullable(paymentDetailsSchema)),
    sandbox: z.optional(sandboxOptionsSchema),
  }),
  {},
);
export type CreatePaymentRequest = z.output<typeof createPaymentRequestSchema>;

/** `201` of `POST /sandbox/payment-requests`: `url` is the payer's page (`/pay/{token}`). */
export const createdPaymentRequestSchema = /* @__PURE__ */ z.object({
  token: z.string(),
  url: z.string(),
  trackingToken: z.string(),
});
export type CreatedPaymentRequest = z.output<typeof createdPaymentRequestSchema>;

/** `GET /sandbox/payment-requests`, in creation order. */
export const paymentRequestListSchema = /* @__PURE__ */ z.object({
  paymentRequests: z.array(
    z.object({
      token: z.string(),
      url: z.string(),
      status: openSet<PaymentRequestStatus>(),
      merchant: paymentRequestSchema.shape.merchant,
      amountInCents: z.int(),
      label: nullable(z.string()),
      trackingToken: z.string(),
      /** The billing address the request's last card payment call sent, or null. */
      billingAddress: nullable(billingAddressSchema),
    }),
  ),
});
export type PaymentRequestList = z.output<typeof paymentRequestListSchema>;

/**
 * `GET /sandbox/outbox`: the receipt e-mails the sandbox "sent" (to nobody), newest first, each
 * with its message once sent (docs/sandbox.md "Receipt e-mail").
 */
export const mailOutboxSchema = /* @__PURE__ */ z.object({
  data: z.array(
    z.object({
      recipient: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      createdAt: z.string(),
      sentAt: nullable(z.string()),
      message: nullable(
        z.object({ to: z.string(), from: z.string(), subject: z.string(), text: z.string() }),
      ),
    }),
  ),
});
export type MailOutbox = z.output<typeof mailOutboxSchema>;

/** `POST /sandbox/payment-requests/{token}/status`, answered by the paymentRequest. */
export const forceStatusRequestSchema = /* @__PURE__ */ z.strictObject({
  status: statusSchema,
  statusUpdateDate: z.optional(z.nullable(isoDateTime)),
  methodPaidWith: z.optional(z.nullable(methodPaidWithSchema)),
  datePaid: z.optional(z.nullable(isoDateTime)),
  paymentDetails: z.optional(z.nullable(paymentDetailsSchema)),
});
export type ForceStatusRequest = z.output<typeof forceStatusRequestSchema>;

/**
 * `GET /sandbox/payment-requests/{token}/attempts`: the request's payment attempts as the API
 * recorded them, oldest first — the method, the outcome and what was stored with it (a card
 * payment's brand, the fast-checkout consent decoded from `fastlaneData`, a Click to Pay card).
 */
export const paymentAttemptListSchema = /* @__PURE__ */ z.object({
  attempts: z.array(
    z.object({
      method: z.string(),
      outcome: z.string(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type PaymentAttemptList = z.output<typeof paymentAttemptListSchema>;
