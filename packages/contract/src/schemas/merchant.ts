/**
 * The merchant API (docs/api-contract.md "Merchant API"): a business creates, reads, lists,
 * cancels and expires its payment requests with a secret key. The bodies reuse the scenario API's
 * field schemas (./scenario), strictly (an unknown key is refused, naming it).
 */
import * as z from 'zod/mini';
import { paymentRequestSchema } from './payment-request';
import { identifier, integer, nullable, openSet, shortString, timestamp } from './primitives';
import {
  TRANSFER_METHODS,
  type RefundStatus,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '../values';
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

/**
 * `POST /merchant/payment-requests/{token}/transfer-received`: an ACH or wire transfer for the
 * request arrived at the merchant's bank, outside the page. The amount must be the request's;
 * `receivedAt` (default now) cannot be in the future. The request becomes PAID with that method
 * and date, its receipt shows them, and the merchant's webhook gets `payment_request.paid`.
 */
export const transferReceivedRequestSchema = /* @__PURE__ */ z.strictObject({
  method: z.enum(TRANSFER_METHODS),
  amountInCents: amountInputSchema,
  receivedAt: z.optional(timestamp),
});
export type TransferReceivedRequest = z.output<typeof transferReceivedRequestSchema>;

/**
 * `POST /merchant/payment-requests/{token}/refunds` (with an `Idempotency-Key`): gives back
 * `amountInCents` of a PAID request's payment, in full or in part. Refunds never add up to more
 * than was paid, and one is in flight at a time per request (docs/api-contract.md "Refunds").
 */
export const refundCreateRequestSchema = /* @__PURE__ */ z.strictObject({
  amountInCents: amountInputSchema,
});
export type RefundCreateRequest = z.output<typeof refundCreateRequestSchema>;

/** A refund as the merchant API answers it. */
export const refundSchema = /* @__PURE__ */ z.object({
  /** `rf_…` */
  id: z.string(),
  paymentRequestToken: z.string(),
  amountInCents: integer,
  status: openSet<RefundStatus>(),
  createdAt: timestamp,
  /** When it succeeded or failed (null while pending). */
  settledAt: nullable(timestamp),
  /** Why the provider refused it (failed only). */
  failureReason: nullable(z.string()),
});
export type Refund = z.output<typeof refundSchema>;

/** `GET /merchant/payment-requests/{token}/refunds`: oldest first, and what is left to refund. */
export const refundListSchema = /* @__PURE__ */ z.object({
  refunds: z.array(refundSchema),
  /** The sum of the succeeded refunds. */
  refundedInCents: integer,
  /** What a new refund may give back now (0 while one is pending, or once refunded in full). */
  refundableInCents: integer,
});
export type RefundList = z.output<typeof refundListSchema>;

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

/**
 * `POST /merchant/webhook-endpoint`: where the calling key's webhooks go (https, or http to a
 * loopback host for local work). The API checks the URL and answers a 400 naming `url`.
 */
export const webhookEndpointRequestSchema = /* @__PURE__ */ z.strictObject({
  url: shortString(2048),
});
export type WebhookEndpointRequest = z.output<typeof webhookEndpointRequestSchema>;

/** The endpoint as set: its URL and its new signing secret (`whsec_…`), shown this once. */
export const webhookEndpointSchema = /* @__PURE__ */ z.object({
  url: z.string(),
  secret: z.string(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** `GET /merchant/webhook-endpoint`: the calling key's endpoint URL (null: none); never the secret. */
export const webhookEndpointInfoSchema = /* @__PURE__ */ z.object({
  url: nullable(z.string()),
});
export type WebhookEndpointInfo = z.output<typeof webhookEndpointInfoSchema>;

/**
 * `POST /merchant/embed-origins`: the pages that may embed the calling key's card widget,
 * replacing the key's list (docs/widget.md "Origins"): exact origins (scheme, host and port; https
 * in production), at most 20. The API checks each and answers a 400 naming `origins`.
 */
export const embedOriginsRequestSchema = /* @__PURE__ */ z.strictObject({
  origins: z.array(shortString(200)).check(z.maxLength(20)),
});
export type EmbedOriginsRequest = z.output<typeof embedOriginsRequestSchema>;

/** The calling key's embedding origins, as set. */
export const embedOriginsSchema = /* @__PURE__ */ z.object({
  origins: z.array(z.string()),
});
export type EmbedOrigins = z.output<typeof embedOriginsSchema>;

/**
 * A webhook event as it is sent: the request as the merchant API answers it, at that moment; a
 * `refund.*` event also carries the refund.
 */
export const webhookEventPayloadSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  type: openSet<WebhookEventType>(),
  created: timestamp,
  data: z.object({ object: merchantPaymentRequestSchema, refund: z.optional(refundSchema) }),
});
export type WebhookEventPayload = z.output<typeof webhookEventPayloadSchema>;

/** One endpoint's delivery of an event: its state, attempts and the last answer. */
export const webhookDeliverySchema = /* @__PURE__ */ z.object({
  url: z.string(),
  status: openSet<WebhookDeliveryStatus>(),
  attempts: integer,
  /** The HTTP status of the last attempt (null: none yet, or no answer). */
  lastStatusCode: nullable(integer),
  /** Why the last attempt failed without an answer (timeout, refused connection…). */
  lastError: nullable(z.string()),
  /** When the next attempt is due (null once delivered or failed). */
  nextAttemptAt: nullable(timestamp),
  deliveredAt: nullable(timestamp),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** An event of the delivery log: the event as sent, and its deliveries. */
export const webhookEventSchema = /* @__PURE__ */ z.extend(webhookEventPayloadSchema, {
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookEvent = z.output<typeof webhookEventSchema>;

/** `GET /merchant/webhook-events`: newest first; `nextCursor` null on the last page. */
export const webhookEventListSchema = /* @__PURE__ */ z.object({
  webhookEvents: z.array(webhookEventSchema),
  nextCursor: nullable(z.string()),
});
export type WebhookEventList = z.output<typeof webhookEventListSchema>;
