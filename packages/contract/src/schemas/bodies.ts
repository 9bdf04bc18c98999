/**
 * The bodies the page sends (docs/api-contract.md): the API validates each with its schema here
 * (the table in ../calls.ts says which), and answers 400 `{ message }` naming the field. Checked
 * strictly where the contract says so; the provider-shaped bodies drop what they do not know.
 */
import * as z from 'zod/mini';
import { WALLET_TYPES } from '../values';
import { fastlaneDataField } from './card-flows';
import { deviceFingerprintSchema } from './fingerprint';
import { giftCardPaymentMethodSchema, orderReferenceSchema } from './orders';
import { cardField, checkoutAttemptId, shortString } from './primitives';

/** `POST /collect/{token}/fingerprint` (answered 204). */
export const fingerprintRequestSchema = /* @__PURE__ */ z.strictObject({
  fingerprint: deviceFingerprintSchema,
});
export type FingerprintRequest = z.output<typeof fingerprintRequestSchema>;

/**
 * `POST /collect/{token}/status`: the page confirms a payment the processor accepted. After a
 * card session's result it sends the session's id and Adyen Web's `sessionResult`, which the API
 * checks with the processor (live Adyen: the session's result) before the webhook comes.
 */
export const statusUpdateRequestSchema = /* @__PURE__ */ z.strictObject({
  status: z.literal('PROCESSING', { error: 'only PROCESSING can be set' }),
  sessionId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  sessionResult: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
});
export type StatusUpdateRequest = z.output<typeof statusUpdateRequestSchema>;
/** A card session's result as the page reports it with the status (Adyen Web's sessionResult). */
export type CardSessionResult = Required<Pick<StatusUpdateRequest, 'sessionId' | 'sessionResult'>>;

/**
 * A processor card session's result as the embedded widget reports it after the processor's own
 * secured fields paid (docs/widget.md "Calls"): the client key it paid with and the session's
 * result (Adyen Web's sessionResult; never card data).
 */
export const widgetSessionResultRequestSchema = /* @__PURE__ */ z.strictObject({
  clientKey: z.string().check(z.minLength(1), z.maxLength(128)),
  sessionResult: z.string().check(z.minLength(1), z.maxLength(8192)),
});
export type WidgetSessionResultRequest = z.output<typeof widgetSessionResultRequestSchema>;

/** Where a card session's `organizationId` comes from (README "Embedding the card widget"). */
export const ORGANIZATION_ID_SOURCE =
  "the payment request's organizationId, in the answer that created it (or GET /api/v1/collect/{token})";

/** `POST /collect/{token}/adyen/session`: the request's organization, as the page read it. */
export const cardSessionRequestSchema = /* @__PURE__ */ z.strictObject({
  organizationId: z
    .string({
      error: (issue) =>
        issue.input === undefined ? `required — ${ORGANIZATION_ID_SOURCE}.` : undefined,
    })
    .check(z.minLength(1), z.maxLength(64)),
});
export type CardSessionRequest = z.output<typeof cardSessionRequestSchema>;

/** `POST /plaid/link-token`. */
export const linkTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  paymentRequestToken: z.string().check(z.minLength(1), z.maxLength(64)),
  phoneNumber: z.optional(z.nullable(shortString(32))),
});
export type LinkTokenRequest = z.output<typeof linkTokenRequestSchema>;

/** `POST /plaid/institution-logo`. */
export const institutionLogoRequestSchema = /* @__PURE__ */ z.strictObject({
  institutionId: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * `POST /collect/{token}/plaid/payment`. Every field may be missing: the API answers a missing
 * one with the spec's message rather than a field error.
 */
export const payByBankRequestSchema = /* @__PURE__ */ z.object({
  publicToken: z.nullish(shortString(200)),
  paymentRequestToken: z.nullish(shortString(64)),
  accountId: z.nullish(shortString(64)),
  fingerprint: z.nullish(deviceFingerprintSchema),
});
export type PayByBankRequest = z.output<typeof payByBankRequestSchema>;

/** `POST /sandbox/plaid/public-token`: the sandbox bank link's sign-in and chosen account. */
export const sandboxPublicTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  linkToken: z.string().check(z.minLength(1), z.maxLength(200)),
  institutionId: z.string().check(z.minLength(1), z.maxLength(64)),
  username: shortString(200),
  password: shortString(200),
  accountId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type SandboxPublicTokenRequest = z.output<typeof sandboxPublicTokenRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The sandbox card processor: endpoints shaped like the provider's sessions API

/** The card fields a new card needs; a stored card has none of them (its id names the card). */
const NEW_CARD_FIELDS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
] as const;

/**
 * A card: a new card's encrypted number, expiry month and year (and security code), or a stored
 * card's `storedPaymentMethodId` with its encrypted security code only (never both).
 */
const schemePaymentMethodSchema = /* @__PURE__ */ z
  .object({
    type: z.literal('scheme'),
    checkoutAttemptId,
    holderName: z.optional(shortString(200)),
    /** A stored card of the session's shopper (the setup's `storedPaymentMethods[].id`). */
    storedPaymentMethodId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    encryptedCardNumber: z.optional(cardField('encryptedCardNumber')),
    encryptedExpiryMonth: z.optional(cardField('encryptedExpiryMonth')),
    encryptedExpiryYear: z.optional(cardField('encryptedExpiryYear')),
    encryptedSecurityCode: z.optional(cardField('encryptedSecurityCode')),
    /** Korean authentication (docs/widget.md#validation): the card password's first 2 digits, encrypted. */
    encryptedPassword: z.optional(cardField('encryptedPassword')),
    /** Korean authentication: the birth date (YYMMDD) or the 10-digit business number. */
    taxNumber: z.optional(z.string().check(z.regex(/^([0-9]{6}|[0-9]{10})$/))),
    brand: z.optional(shortString(40)),
    /** The fast-checkout sign-up's data: base64 of its JSON, decoded by the API. */
    fastlaneData: z.optional(fastlaneDataField),
  })
  .check(
    z.superRefine((method, context) => {
      const stored = method.storedPaymentMethodId !== undefined;
      for (const field of NEW_CARD_FIELDS) {
        if (!stored && method[field] === undefined) {
          context.addIssue({ code: 'custom', path: [field], message: `${field} is required` });
        } else if (stored && method[field] !== undefined) {
          const message = `a stored card is paid with its security code only, not ${field}`;
          context.addIssue({ code: 'custom', path: [field], message });
        }
      }
    }),
  );

/**
 * A Click to Pay card: the card the shopper chose and the network's checkout payload
 * (the sandbox service's, base64 of JSON `{ srcDigitalCardId, srcCorrelationId, scheme, sandbox }`).
 */
const clickToPayPaymentMethodSchema = /* @__PURE__ */ z.object({
  type: z.literal('clicktopay'),
  checkoutAttemptId,
  srcScheme: z.enum(['visa', 'mc']),
  srcDigitalCardId: z.string().check(z.minLength(1), z.maxLength(200)),
  srcCheckoutPayload: z.string().check(z.minLength(1), z.maxLength(4096)),
});

const walletPaymentMethodSchema = /* @__PURE__ */ z.object({
  type: z.enum(WALLET_TYPES),
  checkoutAttemptId,
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
    clickToPayPaymentMethodSchema,
    giftCardPaymentMethodSchema,
  ]),
  /** The order this payment pays part of (./orders): a gift card, then a card for the rest. */
  order: z.optional(orderReferenceSchema),
  /** Any object here: the API checks it with `billingAddressSchema` and answers 422 naming the field. */
  billingAddress: z.optional(z.record(z.string(), z.unknown())),
  storePaymentMethod: z.optional(z.boolean()),
  /** The Brazilian CPF (ddd.ddd.ddd-dd) or CNPJ (dd.ddd.ddd/dddd-dd), as typed (§5). */
  socialSecurityNumber: z.optional(
    z.string().check(z.regex(/^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/)),
  ),
  browserInfo: z.optional(z.record(z.string(), z.unknown())),
  origin: z.optional(shortString(500)),
  /** Instalments (docs/widget.md#options): their number and, optionally, the plan. */
  installments: z.optional(
    z.object({
      value: z.int().check(z.minimum(1), z.maximum(99)),
      plan: z.optional(z.enum(['regular', 'revolving'])),
    }),
  ),
});
export type CardPaymentRequest = z.output<typeof cardPaymentRequestSchema>;

/**
 * `POST /sandbox/adyen/sessions/{id}/paymentDetails`: a 3-D Secure outcome as the page saw it, or
 * the redirect result the payer came back with.
 */
export const cardPaymentDetailsRequestSchema = /* @__PURE__ */ z.object({
  sessionData: z.string().check(z.minLength(1), z.maxLength(2000)),
  details: z.union([
    /** Base64 of JSON `{ transStatus }` (`threeDSResultSchema`, ./three-ds). */
    z.object({ threeDSResult: z.string().check(z.minLength(1), z.maxLength(4000)) }),
    /** The `redirectResult` query parameter of the return to the page. */
    z.object({ redirectResult: z.string().check(z.minLength(1), z.maxLength(4000)) }),
  ]),
});

/**
 * `POST /sandbox/adyen/v1/submitThreeDS2Fingerprint?token={clientKey}` (docs/widget.md#calls): the
 * fingerprint's result (base64 of `fingerprintResultSchema`) and the action's paymentData.
 */
export const submitFingerprintRequestSchema = /* @__PURE__ */ z.object({
  fingerprintResult: z.string().check(z.minLength(1), z.maxLength(4000)),
  paymentData: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type SubmitFingerprintRequest = z.output<typeof submitFingerprintRequestSchema>;
export type CardPaymentDetailsRequest = z.output<typeof cardPaymentDetailsRequestSchema>;

/**
 * `POST /sandbox/adyen/sessions/{id}/setup` (docs/widget.md#calls session-mode calls): what an embedded
 * widget asks before it shows the form — the session's `sessionData`, the browser's info, and an
 * order when one is under way.
 */
export const cardSessionSetupRequestSchema = /* @__PURE__ */ z.object({
  sessionData: z.string().check(z.minLength(1), z.maxLength(2000)),
  browserInfo: z.optional(z.record(z.string(), z.unknown())),
  order: z.optional(
    z.object({
      orderData: z.optional(shortString(2000)),
      pspReference: z.optional(shortString(64)),
    }),
  ),
});
export type CardSessionSetupRequest = z.output<typeof cardSessionSetupRequestSchema>;

/**
 * `POST /sandbox/adyen/v3/bin/binLookup?token={clientKey}` (docs/widget.md#calls): the card number's
 * BIN as the number frame encrypted it (`binValue`'s `encryptedBin`), the brands the widget
 * accepts, and a request id the answer repeats.
 */
export const binLookupRequestSchema = /* @__PURE__ */ z.strictObject({
  type: shortString(40),
  supportedBrands: z.array(shortString(40)).check(z.maxLength(64)),
  encryptedBin: cardField('encryptedBin'),
  requestId: shortString(64),
});
export type BinLookupRequest = z.output<typeof binLookupRequestSchema>;
