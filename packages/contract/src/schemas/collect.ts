/** The small calls of spec §7 (docs/api-contract.md "The other calls"), and the error body. */
import * as z from 'zod/mini';
import { SERVER_MODES, type PaymentRequestStatus } from '../values';
import { deviceFingerprintSchema } from './fingerprint';
import { nonEmptyString, openSet } from './primitives';

/** `{ message }`, the body of every error answer. */
export const errorBodySchema = /* @__PURE__ */ z.object({ message: z.string() });
export type ErrorBody = z.output<typeof errorBodySchema>;

/** `GET /health`: the server is up, and in which mode. */
export const healthSchema = /* @__PURE__ */ z.object({
  ok: z.boolean(),
  mode: z.enum(SERVER_MODES),
});
export type Health = z.output<typeof healthSchema>;

/** `GET /client-info`. */
export const clientInfoSchema = /* @__PURE__ */ z.object({
  clientIp: z.string(),
  userAgent: z._default(z.string(), ''),
});
export type ClientInfo = z.output<typeof clientInfoSchema>;

/** `GET /collect/{token}/stripe/intent` (the card-processor intent). */
export const stripeIntentSchema = /* @__PURE__ */ z.object({ client_secret: nonEmptyString });
export type StripeIntent = z.output<typeof stripeIntentSchema>;

/** `GET /collect/{token}/invoice/download`. */
export const invoiceDownloadSchema = /* @__PURE__ */ z.object({ downloadUrl: nonEmptyString });
export type InvoiceDownload = z.output<typeof invoiceDownloadSchema>;

/** `POST /collect/{token}/fingerprint` (answered 204). */
export const fingerprintRequestSchema = /* @__PURE__ */ z.strictObject({
  fingerprint: deviceFingerprintSchema,
});
export type FingerprintRequest = z.output<typeof fingerprintRequestSchema>;

/** `POST /collect/{token}/status`: the page confirms a payment the processor accepted. */
export const statusUpdateRequestSchema = /* @__PURE__ */ z.strictObject({
  status: z.literal('PROCESSING', { error: 'only PROCESSING can be set' }),
});
export type StatusUpdateRequest = z.output<typeof statusUpdateRequestSchema>;

/** `POST /collect/{token}/status` and `POST /collect/{token}/plaid/payment`. */
export const statusAnswerSchema = /* @__PURE__ */ z.object({
  status: openSet<PaymentRequestStatus>(),
});
export type StatusAnswer = z.output<typeof statusAnswerSchema>;
