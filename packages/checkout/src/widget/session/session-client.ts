/**
 * The session calls of docs/widget.md#calls (contract "Card: CardSession and the sandbox
 * processor"), the one client of both the payer page's card step and the embedded widget:
 * `POST /sandbox/adyen/sessions/{id}/setup` (the embed, before its form shows), `…/payments` and
 * `…/paymentDetails`, each with the session's latest `sessionData`, JSON, an `Idempotency-Key` per
 * payer action, the caller's abort and the 60 s timeout of every call (§9).
 *
 * A failed call is a `SessionCallError`, an `ApiError` (reason, status, the server's `message`
 * where an error answer has one, else 'Failed to make the card payment') for the payer page;
 * `sessionCallReport` gives the embed's error levels §8's report of it: a NETWORK_ERROR 'Service
 * at {url} is not available' (no answer, or none in time) or 'Call to {url} failed' (an error
 * answer, or not the expected JSON; an API_ERROR when the error answer carries an `errorType`),
 * with the API code of the payments (620) and details (621) calls. The session id is not written into a report (`{id}` stands for it): it pays the
 * request. A caller's abort is rethrown as is.
 *
 * Answers are checked by hand for the fields the widget reads, not with the contract's zod
 * schemas: zod would be a third of the embed's script-tag build (the API's answers are held to
 * the schemas by the contract's own tests).
 */
import type { CardSessionSetup } from '@paypage/contract';
import { ApiError } from '../../api/errors';
import {
  isRecord,
  isText,
  postJson,
  POST_JSON_TIMEOUT_MS,
  type PostJsonFailure,
  type ServerError,
} from '../../api/post-json';
import { callFailedMessage, serviceUnavailableMessage, type API_ERRORS } from '../../rules';
import type { CardWidgetError, PaymentDetails, PaymentResponse } from '../options/widget-types';

/** The fetch timeout of every call (§9 "fetch timeout 60000 ms"). */
export const SESSION_CALL_TIMEOUT_MS = POST_JSON_TIMEOUT_MS;

/** The failure of a payment call that is not an error answer with a message of its own. */
export const SANDBOX_PAYMENT_FAILURE = 'Failed to make the card payment';
/** The same for the setup call (the embed reports §8's message instead: `sessionCallReport`). */
const SESSION_SETUP_FAILURE = 'Failed to set up the card session';

/** The setup answer the widget can show: one that names its secured fields. */
export type SessionSetup = CardSessionSetup & {
  securedFields: NonNullable<CardSessionSetup['securedFields']>;
};

export type SessionCall =
  | 'setup'
  | 'payments'
  | 'paymentDetails'
  // Orders and partial payments: `order-calls.ts`.
  | 'paymentMethodBalance'
  | 'orders'
  | 'orders/cancel';

const API_CODES: Partial<Record<SessionCall, keyof typeof API_ERRORS>> = {
  payments: 620,
  paymentDetails: 621,
  orders: 623,
};

export type { ServerError } from '../../api/post-json';

/** A failed session call: an `ApiError`, with the call and its address as a report shows it. */
export class SessionCallError extends ApiError {
  readonly call: SessionCall;
  /** The call's address with `{id}` for the session id. */
  readonly url: string;
  /** The server's error answer, when the call got one (null: no answer, or not an error). */
  readonly serverError: ServerError | null;

  constructor(
    call: SessionCall,
    url: string,
    message: string,
    options: ConstructorParameters<typeof ApiError>[1],
    serverError: ServerError | null = null,
  ) {
    super(message, options);
    this.call = call;
    this.url = url;
    this.serverError = serverError;
  }
}

/**
 * §8's report of a failed call, as the embed gives it to `onError` or its error level: an
 * API_ERROR for an error answer with an `errorType`, else a NETWORK_ERROR.
 */
export function sessionCallReport({
  call,
  url,
  reason,
  serverError,
}: SessionCallError): CardWidgetError {
  // The API refused the page's origin: its message names the setting and the origin.
  if (serverError?.status === 403 && serverError.errorCode === 'ORIGIN_NOT_ALLOWED') {
    return {
      name: 'IMPLEMENTATION_ERROR',
      message: serverError.message ?? callFailedMessage(url),
      errorCode: serverError.errorCode,
    };
  }
  const code = API_CODES[call];
  // An error answer the server classified (§8's errorType) is the API's verdict, not a call that
  // failed on its way: an API_ERROR, with that class for the integrator.
  if (serverError?.errorType !== undefined) {
    return {
      name: 'API_ERROR',
      message: callFailedMessage(url),
      ...(code === undefined ? {} : { errorCode: String(code) }),
      errorType: serverError.errorType,
    };
  }
  return {
    name: 'NETWORK_ERROR',
    message:
      reason === 'network' || reason === 'timeout'
        ? serviceUnavailableMessage(url)
        : callFailedMessage(url),
    ...(code === undefined ? {} : { errorCode: String(code) }),
  };
}

export type SessionClient = {
  payments(
    data: Record<string, unknown>,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<PaymentResponse>;
  paymentDetails(
    details: PaymentDetails,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<PaymentResponse>;
  /**
   * One call, its answer held to `check` (else a 'parse' failure); an answer's sessionData is
   * the next call's. `setupSession` is made with it (apart, so the payer page, which never sets
   * up, does not carry the setup's check).
   */
  request<T>(
    call: SessionCall,
    body: Record<string, unknown>,
    check: (json: unknown) => json is T,
    idempotencyKey?: string,
    signal?: AbortSignal,
  ): Promise<T>;
};

export type SessionClientOptions = {
  /** The paypage API's base URL (`ApiClient.baseUrl`, an embed's `context`): `…/api/v1`. */
  baseUrl: string;
  session: { id: string; sessionData: string };
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** A random key per payer action (crypto.randomUUID needs a secure context; the fallback not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);
const isString = (value: unknown) => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * A payments or paymentDetails answer (the contract's `cardPaymentResultSchema`): §3's fields read
 * — resultCode, action, sessionData, order, sessionResult, donationToken, error — of their types;
 * the final answer goes to `onPaymentCompleted` / `onPaymentFailed` as it is.
 */
export function isPaymentResponse(json: unknown): json is PaymentResponse {
  return (
    isRecord(json) &&
    isText(json.resultCode) &&
    isOptional(json.sessionData, isString) &&
    isOptional(json.sessionResult, isString) &&
    isOptional(json.donationToken, isString) &&
    isOptional(json.refusalReason, isString) &&
    isOptional(
      json.error,
      (error) =>
        error === null ||
        (isRecord(error) &&
          isOptional(error.errorCode, isNullableString) &&
          isOptional(error.message, isNullableString)),
    )
  );
}

/**
 * A setup answer: sessionData, an integer amount in a currency, the configuration, and the
 * secured fields' origin and key (the card fields exist only in those frames: a session without
 * them cannot take a card). (Its stored cards are checked by the stored-card form.)
 */
export function isSessionSetup(json: unknown): json is SessionSetup {
  return (
    isRecord(json) &&
    isText(json.sessionData) &&
    isRecord(json.amount) &&
    Number.isSafeInteger(json.amount.value) &&
    isText(json.amount.currency) &&
    isText(json.challengeWindowSize) &&
    isRecord(json.configuration) &&
    typeof json.configuration.merchantName === 'string' &&
    ['showGooglePay', 'showApplePay', 'showCardOnFile'].every(
      (name) => typeof (json.configuration as Record<string, unknown>)[name] === 'boolean',
    ) &&
    // Click to Pay and fast checkout: an object when on, null or absent when off.
    ['clickToPay', 'fastCheckout'].every((name) => {
      const flag = (json.configuration as Record<string, unknown>)[name];
      return flag === undefined || flag === null || isRecord(flag);
    }) &&
    isRecord(json.securedFields) &&
    isText(json.securedFields.origin) &&
    isRecord(json.securedFields.key)
  );
}

export function createSessionClient({
  baseUrl,
  session,
  fetch: fetchImpl,
  timeoutMs = SESSION_CALL_TIMEOUT_MS,
}: SessionClientOptions): SessionClient {
  // Each answer brings the session's next sessionData; the next call sends the latest.
  let sessionData = session.sessionData;
  const base = `${baseUrl.replace(/\/+$/, '')}/sandbox/adyen/sessions`;

  const failureMessage = (call: SessionCall) =>
    call === 'setup' ? SESSION_SETUP_FAILURE : SANDBOX_PAYMENT_FAILURE;
  const failure = (
    call: SessionCall,
    {
      message = failureMessage(call),
      serverError = null,
      ...options
    }: Omit<PostJsonFailure, 'message'> & { message?: string },
  ) => new SessionCallError(call, `${base}/{id}/${call}`, message, options, serverError);

  const post = (
    call: SessionCall,
    body: Record<string, unknown>,
    idempotencyKey: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<unknown> =>
    postJson(
      `${base}/${encodeURIComponent(session.id)}/${call}`,
      { ...body, sessionData },
      {
        failure: failureMessage(call),
        serverMessageWins: true,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
        signal,
        fetch: fetchImpl,
        timeoutMs,
        toError: (failed) => failure(call, failed),
      },
    );

  async function request<T>(
    call: SessionCall,
    body: Record<string, unknown>,
    check: (json: unknown) => json is T,
    key?: string,
    signal?: AbortSignal,
  ): Promise<T> {
    const json = await post(call, body, key, signal);
    if (!check(json)) throw failure(call, { reason: 'parse', detail: `Unexpected ${call} answer` });
    const next = (json as { sessionData?: unknown }).sessionData;
    if (isText(next)) sessionData = next;
    return json;
  }

  return {
    payments: (data, key, signal) => request('payments', data, isPaymentResponse, key, signal),
    paymentDetails: (details, key, signal) =>
      request('paymentDetails', { details }, isPaymentResponse, key, signal),
    request,
  };
}

/** `sessions/{id}/setup` (the embed, before its form shows): the session's form and frames. */
export function setupSession(
  client: SessionClient,
  browserInfo: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<SessionSetup> {
  return client.request('setup', { browserInfo }, isSessionSetup, undefined, signal);
}
