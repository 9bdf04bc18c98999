/**
 * Every call of the API (docs/api-contract.md), by method and path under `/api/v1` (Hono-style
 * `:param`s): the schema of its JSON body and of its JSON answer, or what else it answers. The
 * API validates each JSON body with the schema named here and types each answer from it; a test
 * holds this table and the API's routes to each other, both ways.
 */
import * as z from 'zod/mini';
import {
  analyticsAttemptSchema,
  analyticsEventListSchema,
  analyticsEventsBodySchema,
  analyticsSetupSchema,
} from './schemas/analytics';
import { applePaySessionRequestSchema, applePaySessionSchema } from './schemas/apple-pay';
import {
  binLookupResultSchema,
  datasetListSchema,
  cardPaymentResultSchema,
  cardSessionSchema,
  cardSessionSetupSchema,
  clientInfoSchema,
  institutionLogoSchema,
  invoiceDownloadSchema,
  linkedBankResultSchema,
  linkTokenSchema,
  statusAnswerSchema,
  stripeIntentSchema,
  submitFingerprintResultSchema,
} from './schemas/answers';
import {
  binLookupRequestSchema,
  cardPaymentDetailsRequestSchema,
  cardPaymentRequestSchema,
  cardSessionRequestSchema,
  cardSessionSetupRequestSchema,
  fingerprintRequestSchema,
  institutionLogoRequestSchema,
  linkTokenRequestSchema,
  payByBankRequestSchema,
  sandboxPublicTokenRequestSchema,
  statusUpdateRequestSchema,
  widgetSessionResultRequestSchema,
  submitFingerprintRequestSchema,
} from './schemas/bodies';
import {
  embedOriginsRequestSchema,
  embedOriginsSchema,
  merchantCreateRequestSchema,
  merchantPaymentRequestListSchema,
  merchantPaymentRequestSchema,
  refundCreateRequestSchema,
  refundListSchema,
  refundSchema,
  transferReceivedRequestSchema,
  webhookEndpointInfoSchema,
  webhookEndpointRequestSchema,
  webhookEndpointSchema,
  webhookEventListSchema,
  webhookEventSchema,
} from './schemas/merchant';
import { paymentRequestSchema } from './schemas/payment-request';
import {
  createdPaymentRequestSchema,
  createPaymentRequestSchema,
  forceStatusRequestSchema,
  paymentAttemptListSchema,
  paymentRequestListSchema,
  mailOutboxSchema,
} from './schemas/scenario';
import { SERVER_MODES } from './values';
import {
  balanceRequestSchema,
  balanceResultSchema,
  cancelOrderRequestSchema,
  cancelOrderResultSchema,
  createOrderRequestSchema,
  createOrderResultSchema,
  orderStatusRequestSchema,
  orderStatusSchema,
} from './schemas/orders';

/** `GET /health`: the server is up, and in which mode. */
export const healthSchema = z.object({ ok: z.boolean(), mode: z.enum(SERVER_MODES) });
export type Health = z.output<typeof healthSchema>;
/** Readiness: 200 with this when the database answers, is migrated and the server is not stopping. */
export const readinessSchema = z.object({ status: z.literal('ready'), mode: z.enum(SERVER_MODES) });
export type Readiness = z.output<typeof readinessSchema>;

/** A query of the merchant API's lists: the page size and the previous page's `nextCursor`. */
const pageQuery = {
  limit: z.optional(
    z.string().check(z.regex(/^(100|[1-9][0-9]?)$/, 'A whole number from 1 to 100')),
  ),
  cursor: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,24}$/, 'Not a cursor this API gave')),
  ),
};
/** `GET /merchant/payment-requests`: a page, optionally of one status. */
export const merchantPaymentRequestQuerySchema = /* @__PURE__ */ z.object({
  ...pageQuery,
  status: z.optional(
    z.string().check(z.regex(/^[A-Z][A-Z_]{0,39}$/, 'An upper-case status such as UNPAID or PAID')),
  ),
});
/** `GET /merchant/webhook-events`: a page. */
export const webhookEventQuerySchema = /* @__PURE__ */ z.object(pageQuery);
/** The sandbox processor calls that name the widget's client key (`clientConfig.key`). */
const clientKeyQuery = /* @__PURE__ */ z.object({ clientKey: z.string() });
const tokenQuery = /* @__PURE__ */ z.object({ token: z.string() });

/** `GET /openapi.json`: the OpenAPI 3.1 document of these calls (`@paypage/contract/openapi`). */
export const openApiDocumentSchema = /* @__PURE__ */ z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

export type CallSpec = {
  /** What the call does, in a line (its summary in the OpenAPI document). */
  summary: string;
  /** The schema of the JSON body. */
  body?: z.ZodMiniType;
  /** The schema of the query parameters (strings). */
  query?: z.ZodMiniType;
  /** The schema of the JSON answer (2xx). */
  response?: z.ZodMiniType;
  /** What a call answers that is not JSON. */
  answers?: 'no content' | 'redirect' | 'pdf' | 'file' | 'html' | 'script' | 'accepted';
  /** The success status when it is not 200 (204 for no content). */
  status?: 201 | 302 | 303;
  /** The body is an HTML form (the sandbox ACS pages), not JSON. */
  form?: true;
  /** Takes an `Idempotency-Key` header: a retry with the same key gets the first answer again. */
  idempotent?: true;
  /** Counted by a rate limit: may answer 429 with `Retry-After`. */
  rateLimited?: true;
  /** Served only in sandbox mode (every `/sandbox/…` path). */
  sandbox?: true;
  /** Needs `Authorization: Bearer <secret API key>` (every `/merchant/…` path). */
  merchant?: true;
  /**
   * A provider's webhook (every `/webhooks/…` path): served in production mode only while that
   * provider is configured. Its body is the provider's own, acted on only once its signature is
   * verified: the named header, or (Adyen, `signatureHeader` null) an HMAC in every item.
   */
  providerWebhook?: {
    provider: 'Adyen' | 'Stripe' | 'Plaid';
    signatureHeader: 'Stripe-Signature' | 'Plaid-Verification' | null;
  };
};

/** What Stripe's and Plaid's webhooks answer once a delivery is verified. */
export const webhookReceivedSchema = /* @__PURE__ */ z.object({ received: z.literal(true) });

export const API_CALLS = {
  'GET /health': { summary: 'Whether the server is up, and its mode', response: healthSchema },
  'GET /health/ready': {
    summary: 'Whether the server is ready: its database answers and is migrated',
    response: readinessSchema,
  },
  'GET /openapi.json': {
    summary: 'This document: the OpenAPI description of the API',
    response: openApiDocumentSchema,
  },
  'GET /client-info': {
    summary: 'The caller’s IP and user agent, as the server sees them',
    response: clientInfoSchema,
  },
  'GET /datasets/countries/:file': {
    summary: 'Every country, named in a locale (`en-US.json`)',
    response: datasetListSchema,
  },
  'GET /datasets/states/:country/:file': {
    summary: 'The states of a country, named in a locale',
    response: datasetListSchema,
  },
  'GET /collect/:token': {
    summary: 'A payment request, as the payer sees it',
    response: paymentRequestSchema,
    rateLimited: true,
  },
  'GET /collect/:token/stripe/intent': {
    summary: 'The Stripe PaymentIntent’s client secret of a request',
    response: stripeIntentSchema,
  },
  'GET /collect/:token/stripe/callback': {
    summary: 'Stripe’s return address: back to the payer’s page',
    answers: 'redirect',
    status: 302,
  },
  'POST /collect/:token/fingerprint': {
    summary: 'Store the payer’s device fingerprint',
    body: fingerprintRequestSchema,
    answers: 'no content',
    rateLimited: true,
  },
  'POST /collect/:token/adyen/session': {
    summary: 'Start (or resume) a card session for a request',
    body: cardSessionRequestSchema,
    response: cardSessionSchema,
    rateLimited: true,
  },
  'GET /collect/:token/invoice/download': {
    summary: 'Where to download the request’s invoice PDF',
    response: invoiceDownloadSchema,
  },
  'POST /collect/:token/status': {
    summary: 'Confirm an accepted payment (PROCESSING)',
    body: statusUpdateRequestSchema,
    response: statusAnswerSchema,
    rateLimited: true,
  },
  'POST /widget/sessions/:id/result': {
    summary: 'The embedded widget reports a processor card session’s result',
    body: widgetSessionResultRequestSchema,
    response: statusAnswerSchema,
    rateLimited: true,
  },
  'POST /collect/:token/plaid/payment': {
    summary: 'Pay a request by bank with a linked account',
    body: payByBankRequestSchema,
    response: statusAnswerSchema,
    idempotent: true,
    rateLimited: true,
  },
  'POST /email-tracking/:trackingToken/link-opened': {
    summary: 'Record that an e-mail’s link was opened',
    answers: 'no content',
  },
  'POST /plaid/link-token': {
    summary: 'A bank link token for a request',
    body: linkTokenRequestSchema,
    response: linkTokenSchema,
  },
  'POST /plaid/institution-logo': {
    summary: 'A bank’s logo',
    body: institutionLogoRequestSchema,
    response: institutionLogoSchema,
  },
  'GET /files/invoices/:file': {
    summary: 'A request’s invoice PDF (`{token}.pdf`)',
    answers: 'pdf',
    rateLimited: true,
  },
  'GET /files/receipts/:file': {
    summary:
      'A paid request’s receipt PDF (`{token}.pdf`; `?timeZone=` dates it in the payer’s zone, default UTC)',
    answers: 'pdf',
    rateLimited: true,
  },
  'GET /files/:fileKey/:fileName': { summary: 'An attachment of a request', answers: 'file' },

  'POST /merchant/payment-requests': {
    summary: 'Create a payment request',
    body: merchantCreateRequestSchema,
    response: merchantPaymentRequestSchema,
    status: 201,
    idempotent: true,
    rateLimited: true,
    merchant: true,
  },
  'GET /merchant/payment-requests': {
    summary: 'List the account’s payment requests, newest first',
    query: merchantPaymentRequestQuerySchema,
    response: merchantPaymentRequestListSchema,
    rateLimited: true,
    merchant: true,
  },
  'GET /merchant/payment-requests/:token': {
    summary: 'Read a payment request',
    response: merchantPaymentRequestSchema,
    rateLimited: true,
    merchant: true,
  },
  'POST /merchant/payment-requests/:token/cancel': {
    summary: 'Cancel a payment request that has no payment',
    response: merchantPaymentRequestSchema,
    rateLimited: true,
    merchant: true,
  },
  'POST /merchant/payment-requests/:token/expire': {
    summary: 'Expire a payment request that has no payment',
    response: merchantPaymentRequestSchema,
    rateLimited: true,
    merchant: true,
  },
  'POST /merchant/payment-requests/:token/transfer-received': {
    summary: 'Record an ACH or wire transfer that reached the merchant: the request becomes PAID',
    body: transferReceivedRequestSchema,
    response: merchantPaymentRequestSchema,
    merchant: true,
  },
  'POST /merchant/payment-requests/:token/refunds': {
    summary: 'Refund a paid request in full or in part (one refund in flight at a time)',
    body: refundCreateRequestSchema,
    response: refundSchema,
    status: 201,
    idempotent: true,
    rateLimited: true,
    merchant: true,
  },
  'GET /merchant/payment-requests/:token/refunds': {
    summary: 'List a request’s refunds and what is left to refund',
    response: refundListSchema,
    rateLimited: true,
    merchant: true,
  },
  'POST /merchant/webhook-endpoint': {
    summary: 'Set the key’s webhook endpoint (a new signing secret)',
    body: webhookEndpointRequestSchema,
    response: webhookEndpointSchema,
    rateLimited: true,
    merchant: true,
  },
  'GET /merchant/webhook-endpoint': {
    summary: 'The key’s webhook endpoint',
    response: webhookEndpointInfoSchema,
    rateLimited: true,
    merchant: true,
  },
  'POST /merchant/embed-origins': {
    summary: 'Set the pages that may embed the key’s card widget',
    body: embedOriginsRequestSchema,
    response: embedOriginsSchema,
    rateLimited: true,
    merchant: true,
  },
  'GET /merchant/embed-origins': {
    summary: 'The pages that may embed the key’s card widget',
    response: embedOriginsSchema,
    rateLimited: true,
    merchant: true,
  },
  'GET /merchant/webhook-events': {
    summary: 'The webhook delivery log, newest first',
    query: webhookEventQuerySchema,
    response: webhookEventListSchema,
    rateLimited: true,
    merchant: true,
  },
  'POST /merchant/webhook-events/:id/retry': {
    summary: 'Send a webhook event again',
    response: webhookEventSchema,
    rateLimited: true,
    merchant: true,
  },

  'POST /webhooks/adyen': {
    summary: 'Adyen’s standard notifications: payments authorised, refused or pending',
    answers: 'accepted',
    providerWebhook: { provider: 'Adyen', signatureHeader: null },
  },
  'POST /webhooks/stripe': {
    summary: 'Stripe’s events about payment intents',
    response: webhookReceivedSchema,
    providerWebhook: { provider: 'Stripe', signatureHeader: 'Stripe-Signature' },
  },
  'POST /webhooks/plaid': {
    summary: 'Plaid’s transfer events (the ACH debits of pay by bank)',
    response: webhookReceivedSchema,
    providerWebhook: { provider: 'Plaid', signatureHeader: 'Plaid-Verification' },
  },

  'POST /adyen/v1/applePay/sessions': {
    summary: 'Apple Pay’s merchant validation',
    query: clientKeyQuery,
    body: applePaySessionRequestSchema,
    response: applePaySessionSchema,
    rateLimited: true,
  },
  'POST /sandbox/adyen/sessions/:id/setup': {
    summary: 'A card session’s setup, for the embedded widget',
    body: cardSessionSetupRequestSchema,
    response: cardSessionSetupSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/payments': {
    summary: 'Pay in a card session (card, wallet, gift card, stored card)',
    body: cardPaymentRequestSchema,
    response: cardPaymentResultSchema,
    idempotent: true,
    rateLimited: true,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/paymentDetails': {
    summary: 'Complete a payment after 3-D Secure or a redirect',
    body: cardPaymentDetailsRequestSchema,
    response: cardPaymentResultSchema,
    idempotent: true,
    rateLimited: true,
    sandbox: true,
  },
  'POST /sandbox/adyen/v3/bin/binLookup': {
    summary: 'The brands and issuing country of an encrypted BIN',
    query: tokenQuery,
    body: binLookupRequestSchema,
    response: binLookupResultSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/v3/analytics': {
    summary: 'Begin a checkout attempt (the widget’s analytics)',
    query: clientKeyQuery,
    body: analyticsSetupSchema,
    response: analyticsAttemptSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/v3/analytics/:checkoutAttemptId': {
    summary: 'Store a batch of the widget’s analytics events',
    query: clientKeyQuery,
    body: analyticsEventsBodySchema,
    answers: 'no content',
    sandbox: true,
  },
  'POST /sandbox/adyen/v1/submitThreeDS2Fingerprint': {
    summary: 'Submit a 3-D Secure 2 fingerprint result',
    query: tokenQuery,
    body: submitFingerprintRequestSchema,
    response: submitFingerprintResultSchema,
    rateLimited: true,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/paymentMethodBalance': {
    summary: 'A gift card’s balance',
    body: balanceRequestSchema,
    response: balanceResultSchema,
    rateLimited: true,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/orders': {
    summary: 'Open an order for a partial payment',
    body: createOrderRequestSchema,
    response: createOrderResultSchema,
    idempotent: true,
    rateLimited: true,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/orders/cancel': {
    summary: 'Cancel an open order (its gift cards are refunded)',
    body: cancelOrderRequestSchema,
    response: cancelOrderResultSchema,
    idempotent: true,
    rateLimited: true,
    sandbox: true,
  },
  'POST /sandbox/adyen/v1/order/status': {
    summary: 'An order’s status, after a reload',
    query: clientKeyQuery,
    body: orderStatusRequestSchema,
    response: orderStatusSchema,
    sandbox: true,
  },
  'POST /sandbox/3ds/method': {
    summary: 'The sandbox issuer’s 3-D Secure method page',
    form: true,
    answers: 'html',
    sandbox: true,
  },
  'POST /sandbox/3ds/method/notification': {
    summary: 'The 3-D Secure method’s notification page',
    form: true,
    answers: 'html',
    sandbox: true,
  },
  'GET /sandbox/3ds/method.js': {
    summary: 'The 3-D Secure method page’s script',
    answers: 'script',
    sandbox: true,
  },
  'GET /sandbox/issuer': {
    summary: 'The sandbox issuer’s redirect page',
    query: /* @__PURE__ */ z.object({ ref: z.string() }),
    answers: 'html',
    sandbox: true,
  },
  'POST /sandbox/issuer': {
    summary: 'The sandbox issuer’s redirect page (posted form)',
    form: true,
    answers: 'html',
    sandbox: true,
  },
  'POST /sandbox/issuer/submit': {
    summary: 'Approve or decline at the sandbox issuer',
    form: true,
    answers: 'redirect',
    status: 303,
    sandbox: true,
  },
  'GET /sandbox/3ds/challenge.js': {
    summary: 'The 3-D Secure challenge page’s script',
    answers: 'script',
    sandbox: true,
  },
  'POST /sandbox/3ds/challenge': {
    summary: 'The sandbox 3-D Secure challenge page',
    form: true,
    answers: 'html',
    sandbox: true,
  },
  'POST /sandbox/3ds/challenge/submit': {
    summary: 'Answer the sandbox 3-D Secure challenge',
    form: true,
    answers: 'html',
    sandbox: true,
  },
  'POST /sandbox/plaid/public-token': {
    summary: 'Sign in to a sandbox bank: a public token',
    body: sandboxPublicTokenRequestSchema,
    response: linkedBankResultSchema,
    sandbox: true,
  },
  'POST /sandbox/payment-requests': {
    summary: 'Create a payment request with the sandbox’s defaults',
    body: createPaymentRequestSchema,
    response: createdPaymentRequestSchema,
    status: 201,
    sandbox: true,
  },
  'GET /sandbox/outbox': {
    summary: 'The receipt e-mails the sandbox would have sent, newest first',
    response: mailOutboxSchema,
    sandbox: true,
  },
  'GET /sandbox/outbox/page': {
    summary: 'The sandbox’s outbox as a page, each message as text',
    answers: 'html',
    sandbox: true,
  },
  'GET /sandbox/payment-requests': {
    summary: 'Every payment request, in creation order',
    response: paymentRequestListSchema,
    sandbox: true,
  },
  'POST /sandbox/payment-requests/:token/status': {
    summary: 'Force a request’s status',
    body: forceStatusRequestSchema,
    response: paymentRequestSchema,
    sandbox: true,
  },
  'POST /sandbox/payment-requests/:token/settle': {
    summary: 'Settle a request’s pending payment now, whatever its settlement delay',
    response: paymentRequestSchema,
    sandbox: true,
  },
  'GET /sandbox/payment-requests/:token/attempts': {
    summary: 'A request’s payment attempts',
    response: paymentAttemptListSchema,
    sandbox: true,
  },
  'GET /sandbox/payment-requests/:token/analytics': {
    summary: 'The analytics events of a request’s card sessions',
    response: analyticsEventListSchema,
    sandbox: true,
  },
} as const satisfies Record<`${'GET' | 'POST'} /${string}`, CallSpec>;

export type ApiCall = keyof typeof API_CALLS;

type Spec<K extends ApiCall> = (typeof API_CALLS)[K];

/** The calls that take a JSON body. */
export type CallWithBody = {
  [K in ApiCall]: Spec<K> extends { body: z.ZodMiniType } ? K : never;
}[ApiCall];

/** The calls that answer JSON. */
export type CallWithResponse = {
  [K in ApiCall]: Spec<K> extends { response: z.ZodMiniType } ? K : never;
}[ApiCall];

/** A call's body after validation (defaults applied). */
export type BodyOf<K extends CallWithBody> =
  Spec<K> extends { body: infer S extends z.ZodMiniType } ? z.output<S> : never;

/** What a call answers: the shape a client reads once parsed, which a server must send. */
export type ResponseOf<K extends CallWithResponse> =
  Spec<K> extends { response: infer S extends z.ZodMiniType } ? z.output<S> : never;

/** The calls that read query parameters. */
export type CallWithQuery = {
  [K in ApiCall]: Spec<K> extends { query: z.ZodMiniType } ? K : never;
}[ApiCall];

/** A call's query parameters after validation. */
export type QueryOf<K extends CallWithQuery> =
  Spec<K> extends { query: infer S extends z.ZodMiniType } ? z.output<S> : never;
