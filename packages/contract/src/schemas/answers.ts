/**
 * The answers the page reads, besides the payment request (./payment-request): each call's
 * success body (spec §7, docs/api-contract.md) and the error body. Every schema here is one the
 * page parses with, so its lazy chunk carries nothing else. Read leniently, as the page must:
 * unknown extra fields are dropped, missing optional ones take their defaults.
 */
import * as z from 'zod/mini';
import {
  CARD_ENVIRONMENTS,
  CHALLENGE_WINDOW_SIZES,
  DEFAULT_CHALLENGE_WINDOW_SIZE,
  ENCRYPTED_CARD_FIELDS,
  SANDBOX_WALLET_OUTCOMES,
  type PaymentRequestStatus,
  type ResultCode,
} from '../values';
import { clickToPayConfigSchema, fastCheckoutConfigSchema } from './card-flows';
import { orderSchema } from './orders';
import { integer, nonEmptyString, nullable, openSet } from './primitives';

/** `{ message }`, the body of every error answer. */
export const errorBodySchema = /* @__PURE__ */ z.object({ message: z.string() });
export type ErrorBody = z.output<typeof errorBodySchema>;

/**
 * The body of a 429 (a rate limit was hit): the error body plus the seconds to wait, the same
 * number as the `Retry-After` header (which a page cannot always read, e.g. across origins).
 */
export const tooManyRequestsBodySchema = /* @__PURE__ */ z.object({
  message: z.string(),
  retryAfterSeconds: integer.check(z.minimum(1)),
});
export type TooManyRequestsBody = z.output<typeof tooManyRequestsBodySchema>;

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

/** `POST /collect/{token}/status` and `POST /collect/{token}/plaid/payment`. */
export const statusAnswerSchema = /* @__PURE__ */ z.object({
  status: openSet<PaymentRequestStatus>(),
});
export type StatusAnswer = z.output<typeof statusAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Card: the session, and the sandbox processor's answer

export const cardClientConfigSchema = /* @__PURE__ */ z.object({
  environment: z.enum(CARD_ENVIRONMENTS),
  key: nonEmptyString,
  showGooglePay: z._default(z.boolean(), false),
  showApplePay: z._default(z.boolean(), false),
  googlePayMerchantId: nullable(z.string()),
  applePayMerchantId: nullable(z.string()),
  showCardOnFile: z._default(z.boolean(), false),
  /** Sandbox only: what its wallets do; absent: `paid`. */
  walletOutcome: z.optional(z.enum(SANDBOX_WALLET_OUTCOMES)),
  /** Click to Pay above the card form, with its config; null: off (./card-flows). */
  clickToPay: nullable(clickToPayConfigSchema),
  /** The fast-checkout sign-up under the card fields, its §3 config; null: off. */
  fastCheckout: nullable(fastCheckoutConfigSchema),
  /**
   * Korean cards ask for the tax number and the card password's first 2 digits; left
   * out: off.
   */
  koreanAuthenticationRequired: z.optional(z.boolean()),
});
export type CardClientConfig = z.output<typeof cardClientConfigSchema>;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An origin the frames may live on: `https://host[:port]`, or `http://` on loopback only. */
export function isFramesOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin !== value) return false;
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname))
  );
}

/**
 * The public RSA key the secured fields encrypt for (a JWK with its `kid`). Read as a public key
 * only: private members (`d`, `p`, `q`, `dp`, `dq`, `qi`) are dropped, never kept.
 */
export const cardEncryptionKeySchema = /* @__PURE__ */ z.object({
  kid: nonEmptyString,
  kty: z.literal('RSA'),
  n: nonEmptyString,
  e: nonEmptyString,
  alg: z.literal('RSA-OAEP-256'),
  use: z.literal('enc'),
});
export type CardEncryptionKey = z.output<typeof cardEncryptionKeySchema>;

/** Where the secured field frames load from, and the key they encrypt card data with. */
export const securedFieldsSchema = /* @__PURE__ */ z.object({
  origin: z.string().check(z.refine(isFramesOrigin, 'must be an https origin (http on loopback)')),
  key: cardEncryptionKeySchema,
});
export type SecuredFields = z.output<typeof securedFieldsSchema>;

/**
 * `POST /collect/{token}/adyen/session`. `clientConfig.environment` chooses the widget: `sandbox`
 * → the sandbox card widget, any provider environment → Adyen Web.
 */
export const cardSessionSchema = /* @__PURE__ */ z.object({
  id: nonEmptyString,
  sessionData: nonEmptyString,
  amount: z.object({ value: integer, currency: z.string() }),
  /** The payer's page of the request (`/pay/{token}`): where a redirecting method returns. */
  returnUrl: z.string(),
  challengeWindowSize: z._default(z.enum(CHALLENGE_WINDOW_SIZES), DEFAULT_CHALLENGE_WINDOW_SIZE),
  clientConfig: cardClientConfigSchema,
  /** The secured fields' origin and key; absent when the API serves no frames. */
  securedFields: z.optional(securedFieldsSchema),
});
export type CardSession = z.output<typeof cardSessionSchema>;

/**
 * A stored card as a session's setup lists it (docs/widget.md#options "Stored card"): the
 * widget's stored-card form shows its brand, last four digits and expiry, and pays it by its `id`
 * with the security code only. Never the card number.
 */
export const storedPaymentMethodSchema = /* @__PURE__ */ z.object({
  id: nonEmptyString,
  type: z.literal('scheme'),
  brand: nonEmptyString,
  lastFour: z.string().check(z.regex(/^[0-9]{4}$/)),
  expiryMonth: z.string().check(z.regex(/^(0[1-9]|1[0-2])$/)),
  expiryYear: z.string().check(z.regex(/^[0-9]{4}$/)),
  holderName: z.optional(z.string()),
  supportedShopperInteractions: z.array(z.string()),
});
export type StoredPaymentMethod = z.output<typeof storedPaymentMethodSchema>;

/**
 * `POST /sandbox/adyen/sessions/{id}/setup`: what an embedded widget needs to show the form of a
 * session it was given (docs/widget.md#calls: `amount`, `configuration`, `sessionData`): the amount,
 * the merchant's name, the wallets and stored-card consent offered, the challenge window size and,
 * when the API serves them, the secured fields' origin and key.
 */
export const cardSessionSetupSchema = /* @__PURE__ */ z.object({
  id: nonEmptyString,
  sessionData: nonEmptyString,
  amount: z.object({ value: integer, currency: z.string() }),
  challengeWindowSize: z.enum(CHALLENGE_WINDOW_SIZES),
  configuration: z.object({
    merchantName: z.string(),
    showGooglePay: z.boolean(),
    showApplePay: z.boolean(),
    showCardOnFile: z.boolean(),
    /** As the card session's `clientConfig.walletOutcome`. */
    walletOutcome: z.optional(z.enum(SANDBOX_WALLET_OUTCOMES)),
    /** As the card session's `clientConfig.clickToPay` and `.fastCheckout`. */
    clickToPay: nullable(clickToPayConfigSchema),
    fastCheckout: nullable(fastCheckoutConfigSchema),
  }),
  securedFields: z.optional(securedFieldsSchema),
  /** The shopper's stored cards, when the request names a shopper; else absent. */
  storedPaymentMethods: z.optional(z.array(storedPaymentMethodSchema)),
  /**
   * The payment methods the session offers, by the processor's type (`PAYMENT_METHOD_TYPES`; an
   * unknown type is kept and ignored by the widget): `scheme`'s `brands` are the cards accepted.
   */
  paymentMethods: z.optional(
    z.array(
      z.object({
        type: nonEmptyString,
        name: z.string(),
        brands: z.optional(z.array(nonEmptyString)),
      }),
    ),
  ),
});
export type CardSessionSetup = z.output<typeof cardSessionSetupSchema>;

const policySchema = /* @__PURE__ */ z.enum(['required', 'optional', 'hidden']);

/**
 * `POST /sandbox/adyen/v3/bin/binLookup` (docs/widget.md#options): the card's brands, the first the
 * lead (several: a dual-brand card, the payer chooses), each with its security-code and expiry
 * policies, its Luhn check and number length; where the card was issued; whether the Brazilian
 * CPF/CNPJ is asked. No brands: the BIN is unknown (the widget resets the brand).
 */
export const binLookupResultSchema = /* @__PURE__ */ z.object({
  requestId: z.string(),
  brands: z.array(
    z.object({
      brand: nonEmptyString,
      paymentMethodVariant: z.optional(z.string()),
      supported: z.boolean(),
      cvcPolicy: z._default(policySchema, 'required'),
      expiryDatePolicy: z._default(policySchema, 'required'),
      enableLuhnCheck: z._default(z.boolean(), true),
      panLength: z.optional(integer.check(z.minimum(12), z.maximum(19))),
      showSocialSecurityNumber: z._default(z.boolean(), false),
    }),
  ),
  issuingCountryCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  showSocialSecurityNumber: z._default(z.boolean(), false),
});
export type BinLookupResult = z.output<typeof binLookupResultSchema>;

/**
 * What the sandbox processor's `payments` and `paymentDetails` answer (HTTP 200). A
 * `ChallengeShopper` answer's `action` is read as `unknown`: the widget reads it itself and
 * reports what is wrong with it by the 3-D Secure error codes (docs/widget.md#errors); its shape is
 * `threeDS2ActionSchema` (./three-ds).
 */
export const cardPaymentResultSchema = /* @__PURE__ */ z.object({
  resultCode: openSet<ResultCode>().check(z.minLength(1)),
  sessionData: z.optional(z.string()),
  sessionResult: z.optional(z.string()),
  /** A token for a donation after the payment, when the processor offers a donation campaign. */
  donationToken: z.optional(z.string()),
  refusalReason: z.optional(z.string()),
  action: z.optional(z.unknown()),
  /** A partial payment's order: its remaining amount above 0 leaves it to pay. */
  order: z.optional(orderSchema),
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

/**
 * What `submitThreeDS2Fingerprint` answers: `completed` with the details for `paymentDetails`
 * (frictionless), or a further action (a `threeDS2` challenge or a redirect), read as `unknown`
 * like a payment's.
 */
export const submitFingerprintResultSchema = /* @__PURE__ */ z.union([
  z.object({
    type: z.literal('completed'),
    details: z.object({ threeDSResult: z.string() }),
  }),
  z.object({ type: z.literal('action'), action: z.unknown() }),
]);
export type SubmitFingerprintResult = z.output<typeof submitFingerprintResultSchema>;

/**
 * The 422 of `payments` for an encrypted card field the API cannot open (malformed, tampered,
 * stale, an unknown or retired key, or a blob of another field): `field` names it; the answer
 * never holds the blob.
 */
export const encryptedFieldErrorSchema = /* @__PURE__ */ z.object({
  message: z.string(),
  field: z.enum(ENCRYPTED_CARD_FIELDS),
});
export type EncryptedFieldErrorBody = z.output<typeof encryptedFieldErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Bank

/** `POST /plaid/link-token`. */
export const linkTokenSchema = /* @__PURE__ */ z.object({ linkToken: nonEmptyString });
export type LinkToken = z.output<typeof linkTokenSchema>;

/**
 * `POST /plaid/institution-logo`: a base64 PNG, or `null` for a bank that has none (the page
 * shows a neutral mark; docs/decisions.md).
 */
export const institutionLogoSchema = /* @__PURE__ */ z.object({
  // Required: a body without it is malformed (a failure), not a bank without a logo.
  logo: z.nullable(nonEmptyString),
});
export type InstitutionLogo = z.output<typeof institutionLogoSchema>;

export const linkedBankAccountSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  mask: nullable(z.string()),
  subtype: nullable(z.string()),
  name: nullable(z.string()),
});
export type LinkedBankAccount = z.output<typeof linkedBankAccountSchema>;

/**
 * The bank-link widget's success result (Plaid's shape; `POST /sandbox/plaid/public-token`
 * answers it for the sandbox bank link). The first account is paid from.
 */
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
 * `GET /datasets/countries/{locale}.json` and `GET /datasets/states/{country}/{locale}.json`
 * (docs/widget.md#calls): the countries or a country's states, `{ id, name }` each (an ISO
 * 3166 code or the state's postal abbreviation, and its name), sorted by name; a country without
 * states: an empty list.
 */
export const datasetListSchema = /* @__PURE__ */ z.array(
  z.object({ id: z.string().check(z.minLength(2), z.maxLength(3)), name: z.string() }),
);
export type DatasetList = z.output<typeof datasetListSchema>;
