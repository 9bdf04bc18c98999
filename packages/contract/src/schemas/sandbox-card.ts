/**
 * The sandbox card processor (contract "Card: CardSession and the sandbox processor"): endpoints
 * shaped like the provider's sessions API, and its 3-D Secure challenge (the ACS).
 */
import * as z from 'zod/mini';
import { TRANS_STATUSES, WALLET_TYPES, type ResultCode } from '../values';
import { nonEmptyString, openSet, shortString } from './primitives';

/** A card field in the provider's unencrypted test format: `test_` + the value (spaces ignored). */
const testValue = /* @__NO_SIDE_EFFECTS__ */ (field: string, pattern: RegExp, hint: string) =>
  z.string({ error: `${field} is required` }).check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.regex(pattern, `${field} must be ${hint}`),
  );

export const schemePaymentMethodSchema = /* @__PURE__ */ z.object({
  type: z.literal('scheme'),
  holderName: z.optional(shortString(200)),
  encryptedCardNumber: testValue(
    'encryptedCardNumber',
    /^test_[0-9]{12,19}$/,
    'test_ + the card number',
  ),
  encryptedExpiryMonth: testValue('encryptedExpiryMonth', /^test_(0[1-9]|1[0-2])$/, 'test_ + MM'),
  encryptedExpiryYear: testValue('encryptedExpiryYear', /^test_20[0-9]{2}$/, 'test_ + YYYY'),
  encryptedSecurityCode: z.optional(
    testValue('encryptedSecurityCode', /^test_[0-9]{3,4}$/, 'test_ + the security code'),
  ),
  brand: z.optional(shortString(40)),
});

export const walletPaymentMethodSchema = /* @__PURE__ */ z.object({
  type: z.enum(WALLET_TYPES),
  googlePayToken: z.optional(shortString(10_000)),
  applePayToken: z.optional(shortString(10_000)),
});

/**
 * `POST /sandbox/adyen/sessions/{id}/payments`. Shaped like the provider's: fields the page's
 * widget adds (riskData, shopperLocale, …) are dropped rather than refused.
 */
export const cardPaymentRequestSchema = /* @__PURE__ */ z.object({
  sessionData: z.string().check(z.minLength(1), z.maxLength(2000)),
  paymentMethod: z.discriminatedUnion('type', [
    schemePaymentMethodSchema,
    walletPaymentMethodSchema,
  ]),
  billingAddress: z.optional(z.record(z.string(), z.unknown())),
  storePaymentMethod: z.optional(z.boolean()),
  browserInfo: z.optional(z.record(z.string(), z.unknown())),
  origin: z.optional(shortString(500)),
});
export type CardPaymentRequest = z.output<typeof cardPaymentRequestSchema>;

/** `POST /sandbox/adyen/sessions/{id}/paymentDetails`: the challenge's outcome as the page saw it. */
export const cardPaymentDetailsRequestSchema = /* @__PURE__ */ z.object({
  sessionData: z.string().check(z.minLength(1), z.maxLength(2000)),
  /** `threeDSResult`: base64 of JSON `{ transStatus }` (see `threeDSResultSchema`). */
  details: z.object({ threeDSResult: z.string().check(z.minLength(1), z.maxLength(4000)) }),
});
export type CardPaymentDetailsRequest = z.output<typeof cardPaymentDetailsRequestSchema>;

/** The decoded `threeDSResult` of a paymentDetails call. */
export const threeDSResultSchema = /* @__PURE__ */ z.object({
  transStatus: z.enum(TRANS_STATUSES),
});

/**
 * The action of a `ChallengeShopper` answer. Its `token` is base64 of the JSON
 * `challengeTokenSchema` describes. A payment answer carries it as `unknown`: the widget reads
 * it itself and reports what is wrong with it by the 3-D Secure error codes (card-widget.md §8).
 */
export const threeDS2ActionSchema = /* @__PURE__ */ z.object({
  type: z.literal('threeDS2'),
  subtype: z.literal('challenge'),
  paymentData: nonEmptyString,
  token: nonEmptyString,
});
export type ThreeDS2Action = z.output<typeof threeDS2ActionSchema>;

/** The decoded `action.token`: where and what the challenge is. */
export const challengeTokenSchema = /* @__PURE__ */ z.object({
  acsURL: nonEmptyString,
  acsTransID: nonEmptyString,
  messageVersion: nonEmptyString,
  threeDSServerTransID: nonEmptyString,
  messageType: z.literal('CReq'),
});
export type ChallengeToken = z.output<typeof challengeTokenSchema>;

/** The CReq the page posts into the challenge frame (form field `creq`, base64url JSON). */
export const creqSchema = /* @__PURE__ */ z.object({
  acsTransID: z.uuid(),
  threeDSServerTransID: z.uuid(),
  messageType: z.literal('CReq'),
  messageVersion: z.string(),
});

/** What `payments` and `paymentDetails` answer (HTTP 200). */
export const cardPaymentResultSchema = /* @__PURE__ */ z.object({
  resultCode: openSet<ResultCode>().check(z.minLength(1)),
  sessionData: z.optional(z.string()),
  sessionResult: z.optional(z.string()),
  refusalReason: z.optional(z.string()),
  action: z.optional(z.unknown()),
  error: z.optional(
    z.nullable(
      z.object({
        errorCode: z.optional(z.nullable(z.string())),
        message: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
});
export type CardPaymentResult = z.output<typeof cardPaymentResultSchema>;
