/**
 * The merchant API (docs/api-contract.md "Merchant API"): a business creates, reads, lists,
 * cancels and expires its payment requests with a secret key. The bodies reuse the scenario API's
 * field schemas (./scenario), strictly (an unknown key is refused, naming it).
 */
import * as z from 'zod/mini';
import { paymentRequestSchema } from './payment-request';
import { identifier, nullable, timestamp } from './primitives';
import {
  achDetailsInputSchema,
  amountInputSchema,
  descriptionInputSchema,
  dueDateInputSchema,
  merchantInputSchema,
  merchantInvoiceInputSchema,
  paymentMethodInputSchema,
  processorInputSchema,
  recipientInputSchema,
  referralLinkInputSchema,
  requesterInputSchema,
} from './scenario';

/**
 * `POST /merchant/payment-requests`: every field of the payment request a business sets (spec
 * §3). Required: merchant, requester, amountInCents and paymentMethod; the rest is optional and
 * absent means none (no sandbox defaults).
 */
export const merchantCreateRequestSchema = /* @__PURE__ */ z.strictObject({
  merchant: merchantInputSchema,
  requester: requesterInputSchema,
  recipient: z.optional(recipientInputSchema),
  amountInCents: amountInputSchema,
  description: descriptionInputSchema,
  dueDate: z.optional(z.nullable(dueDateInputSchema)),
  paymentMethod: paymentMethodInputSchema,
  processor: z.optional(processorInputSchema),
  organizationId: z.optional(identifier),
  achDetails: z.optional(z.nullable(achDetailsInputSchema)),
  merchantInvoice: z.optional(z.nullable(merchantInvoiceInputSchema)),
  referralLink: z.optional(z.nullable(referralLinkInputSchema)),
});
export type MerchantCreateRequest = z.output<typeof merchantCreateRequestSchema>;

/** A payment request as the merchant API answers it: the payer's view plus its URL and creation. */
export const merchantPaymentRequestSchema = /* @__PURE__ */ z.extend(paymentRequestSchema, {
  /** The payer's page, absolute on the configured public origin (PUBLIC_ORIGIN). */
  url: z.string(),
  createdAt: timestamp,
});
export type MerchantPaymentRequest = z.output<typeof merchantPaymentRequestSchema>;

/** `GET /merchant/payment-requests`: newest first; `nextCursor` null on the last page. */
export const merchantPaymentRequestListSchema = /* @__PURE__ */ z.object({
  paymentRequests: z.array(merchantPaymentRequestSchema),
  nextCursor: nullable(z.string()),
});
export type MerchantPaymentRequestList = z.output<typeof merchantPaymentRequestListSchema>;
