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
  submitFingerprintRequestSchema,
} from './schemas/bodies';
import {
  merchantCreateRequestSchema,
  merchantPaymentRequestListSchema,
  merchantPaymentRequestSchema,
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

export type CallSpec = {
  /** The schema of the JSON body. */
  body?: z.ZodMiniType;
  /** The schema of the JSON answer (2xx). */
  response?: z.ZodMiniType;
  /** What a call answers that is not JSON. */
  answers?: 'no content' | 'redirect' | 'pdf' | 'file' | 'html' | 'script';
  /** The body is an HTML form (the sandbox ACS pages), not JSON. */
  form?: true;
  /** Served only in sandbox mode (every `/sandbox/…` path). */
  sandbox?: true;
  /** Needs `Authorization: Bearer <secret API key>` (every `/merchant/…` path). */
  merchant?: true;
};

export const API_CALLS = {
  'GET /health': { response: healthSchema },
  'GET /health/ready': { response: readinessSchema },
  'GET /client-info': { response: clientInfoSchema },
  'GET /datasets/countries/:file': { response: datasetListSchema },
  'GET /datasets/states/:country/:file': { response: datasetListSchema },
  'GET /collect/:token': { response: paymentRequestSchema },
  'GET /collect/:token/stripe/intent': { response: stripeIntentSchema },
  'GET /collect/:token/stripe/callback': { answers: 'redirect' },
  'POST /collect/:token/fingerprint': { body: fingerprintRequestSchema, answers: 'no content' },
  'POST /collect/:token/adyen/session': {
    body: cardSessionRequestSchema,
    response: cardSessionSchema,
  },
  'GET /collect/:token/invoice/download': { response: invoiceDownloadSchema },
  'POST /collect/:token/status': { body: statusUpdateRequestSchema, response: statusAnswerSchema },
  'POST /collect/:token/plaid/payment': {
    body: payByBankRequestSchema,
    response: statusAnswerSchema,
  },
  'POST /email-tracking/:trackingToken/link-opened': { answers: 'no content' },
  'POST /plaid/link-token': { body: linkTokenRequestSchema, response: linkTokenSchema },
  'POST /plaid/institution-logo': {
    body: institutionLogoRequestSchema,
    response: institutionLogoSchema,
  },
  'GET /files/invoices/:file': { answers: 'pdf' },
  'GET /files/:fileKey/:fileName': { answers: 'file' },

  'POST /merchant/payment-requests': {
    body: merchantCreateRequestSchema,
    response: merchantPaymentRequestSchema,
    merchant: true,
  },
  'GET /merchant/payment-requests': { response: merchantPaymentRequestListSchema, merchant: true },
  'GET /merchant/payment-requests/:token': {
    response: merchantPaymentRequestSchema,
    merchant: true,
  },
  'POST /merchant/payment-requests/:token/cancel': {
    response: merchantPaymentRequestSchema,
    merchant: true,
  },
  'POST /merchant/payment-requests/:token/expire': {
    response: merchantPaymentRequestSchema,
    merchant: true,
  },
  'POST /merchant/payment-requests/:token/transfer-received': {
    body: transferReceivedRequestSchema,
    response: merchantPaymentRequestSchema,
    merchant: true,
  },
  'POST /merchant/webhook-endpoint': {
    body: webhookEndpointRequestSchema,
    response: webhookEndpointSchema,
    merchant: true,
  },
  'GET /merchant/webhook-endpoint': { response: webhookEndpointInfoSchema, merchant: true },
  'GET /merchant/webhook-events': { response: webhookEventListSchema, merchant: true },
  'POST /merchant/webhook-events/:id/retry': { response: webhookEventSchema, merchant: true },

  'POST /adyen/v1/applePay/sessions': {
    body: applePaySessionRequestSchema,
    response: applePaySessionSchema,
  },
  'POST /sandbox/adyen/sessions/:id/setup': {
    body: cardSessionSetupRequestSchema,
    response: cardSessionSetupSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/payments': {
    body: cardPaymentRequestSchema,
    response: cardPaymentResultSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/paymentDetails': {
    body: cardPaymentDetailsRequestSchema,
    response: cardPaymentResultSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/v3/bin/binLookup': {
    body: binLookupRequestSchema,
    response: binLookupResultSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/v3/analytics': {
    body: analyticsSetupSchema,
    response: analyticsAttemptSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/v3/analytics/:checkoutAttemptId': {
    body: analyticsEventsBodySchema,
    answers: 'no content',
    sandbox: true,
  },
  'POST /sandbox/adyen/v1/submitThreeDS2Fingerprint': {
    body: submitFingerprintRequestSchema,
    response: submitFingerprintResultSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/paymentMethodBalance': {
    body: balanceRequestSchema,
    response: balanceResultSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/orders': {
    body: createOrderRequestSchema,
    response: createOrderResultSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/sessions/:id/orders/cancel': {
    body: cancelOrderRequestSchema,
    response: cancelOrderResultSchema,
    sandbox: true,
  },
  'POST /sandbox/adyen/v1/order/status': {
    body: orderStatusRequestSchema,
    response: orderStatusSchema,
    sandbox: true,
  },
  'POST /sandbox/3ds/method': { form: true, answers: 'html', sandbox: true },
  'POST /sandbox/3ds/method/notification': { form: true, answers: 'html', sandbox: true },
  'GET /sandbox/3ds/method.js': { answers: 'script', sandbox: true },
  'GET /sandbox/issuer': { answers: 'html', sandbox: true },
  'POST /sandbox/issuer': { form: true, answers: 'html', sandbox: true },
  'POST /sandbox/issuer/submit': { form: true, answers: 'redirect', sandbox: true },
  'GET /sandbox/3ds/challenge.js': { answers: 'script', sandbox: true },
  'POST /sandbox/3ds/challenge': { form: true, answers: 'html', sandbox: true },
  'POST /sandbox/3ds/challenge/submit': { form: true, answers: 'html', sandbox: true },
  'POST /sandbox/plaid/public-token': {
    body: sandboxPublicTokenRequestSchema,
    response: linkedBankResultSchema,
    sandbox: true,
  },
  'POST /sandbox/payment-requests': {
    body: createPaymentRequestSchema,
    response: createdPaymentRequestSchema,
    sandbox: true,
  },
  'GET /sandbox/payment-requests': { response: paymentRequestListSchema, sandbox: true },
  'POST /sandbox/payment-requests/:token/status': {
    body: forceStatusRequestSchema,
    response: paymentRequestSchema,
    sandbox: true,
  },
  'GET /sandbox/payment-requests/:token/attempts': {
    response: paymentAttemptListSchema,
    sandbox: true,
  },
  'GET /sandbox/payment-requests/:token/analytics': {
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
