/**
 * Pay by bank (spec §3, contract "Bank: sandbox bank link"): the link token, the institution
 * logo, the linked bank result the bank-link widget (sandbox or Plaid Link) reports, and the
 * payment.
 */
import * as z from 'zod/mini';
import { deviceFingerprintSchema } from './fingerprint';
import { nonEmptyString, nullable, shortString } from './primitives';

/** `POST /plaid/link-token`. */
export const linkTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  paymentRequestToken: z.string().check(z.minLength(1), z.maxLength(64)),
  phoneNumber: z.optional(z.nullable(shortString(32))),
});
export type LinkTokenRequest = z.output<typeof linkTokenRequestSchema>;

export const linkTokenSchema = /* @__PURE__ */ z.object({ linkToken: nonEmptyString });
export type LinkToken = z.output<typeof linkTokenSchema>;

/** `POST /plaid/institution-logo`. */
export const institutionLogoRequestSchema = /* @__PURE__ */ z.strictObject({
  institutionId: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** A base64 PNG. */
export const institutionLogoSchema = /* @__PURE__ */ z.object({ logo: nonEmptyString });
export type InstitutionLogo = z.output<typeof institutionLogoSchema>;

export const linkedBankAccountSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  mask: nullable(z.string()),
  subtype: nullable(z.string()),
  name: nullable(z.string()),
});
export type LinkedBankAccount = z.output<typeof linkedBankAccountSchema>;

/** The bank-link widget's success result (Plaid's shape). The first account is paid from. */
export const linkedBankResultSchema = /* @__PURE__ */ z.object({
  publicToken: z.string(),
  metadata: z.object({
    accounts: z.array(linkedBankAccountSchema),
    institution: nullable(
      z.object({
        institution_id: z.string(),
        name: z.string(),
      }),
    ),
  }),
});
export type LinkedBankResult = z.output<typeof linkedBankResultSchema>;

/**
 * `POST /collect/{token}/plaid/payment` (answered by `statusAnswerSchema`). Every field may be
 * missing: the API answers a missing one with the spec's message rather than a field error.
 */
export const payByBankRequestSchema = /* @__PURE__ */ z.object({
  publicToken: z.nullish(shortString(200)),
  paymentRequestToken: z.nullish(shortString(64)),
  accountId: z.nullish(shortString(64)),
  fingerprint: z.nullish(deviceFingerprintSchema),
});
export type PayByBankRequest = z.output<typeof payByBankRequestSchema>;
