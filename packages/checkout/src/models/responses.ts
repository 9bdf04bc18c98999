/** The small answers of spec §7's calls (docs/api-contract.md "The other calls"). */
import * as z from 'zod/mini';
import { nonEmptyString } from './schema-helpers';

/** `GET /client-info`. */
export const clientInfoSchema = z.object({
  clientIp: z.string(),
  userAgent: z._default(z.string(), ''),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

/** `GET /collect/{token}/stripe/intent` (the card-processor intent). */
export const stripeIntentSchema = z.object({ client_secret: nonEmptyString });
export type StripeIntent = z.infer<typeof stripeIntentSchema>;

/** `GET /collect/{token}/invoice/download`. */
export const invoiceDownloadSchema = z.object({ downloadUrl: nonEmptyString });
export type InvoiceDownload = z.infer<typeof invoiceDownloadSchema>;

/** `POST /plaid/link-token`. */
export const linkTokenSchema = z.object({ linkToken: nonEmptyString });
export type LinkToken = z.infer<typeof linkTokenSchema>;

/** `POST /plaid/institution-logo`: a base64 PNG. */
export const institutionLogoSchema = z.object({ logo: nonEmptyString });

/** `POST /collect/{token}/plaid/payment` and `POST /collect/{token}/status`. */
export const statusAnswerSchema = z.object({ status: z.string() });
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/** `{ message }`, the body of every error answer. */
export const errorBodySchema = z.object({ message: z.string() });
