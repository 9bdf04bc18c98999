/**
 * The session calls of card-widget.md §7 (contract "Card: CardSession and the sandbox
 * processor"), the one client of both the payer page's card step and the embedded widget:
 * `POST /sandbox/adyen/sessions/{id}/setup` (the embed, before its form shows), `…/payments` and
 * `…/paymentDetails`, each with the session's latest `sessionData`, JSON, an `Idempotency-Key` per
 * payer action, the caller's abort and the 60 s timeout of every call (§9).
 *
 * A failed call is a `SessionCallError`, an `ApiError` (reason, status, the server's `message`
 * where an error answer has one, else 'Failed to make the card payment') for the payer page;
 * `sessionCallReport` gives the embed's error levels §8's report of it: a NETWORK_ERROR 'Service
 * at {url} is not available' (no answer, or none in time) or 'Call to {url} failed' (an error
 * answer, or not the expected JSON), with the API code of the payments (620) and details (621)
 * calls. The session id is not written into a report (`{id}` stands for it): it pays the
 * request. A caller's abort is rethrown as is.
 *
 * Answers are checked by hand for the fields the widget reads, not with the contract's zod
 * schemas: zod would be a third of the embed's script-tag build (the API's answers are held to
 * the schemas by the contract's own tests).
 */
import type { CardSessionSetup } from '@paypage/contract';
import { ApiError, isAbortError, type ApiErrorReason } from '../api/errors';
import { callFailedMessage, serviceUnavailableMessage, type API_ERRORS } from '../rules';
import type { CardWidgetError, PaymentDetails, PaymentResponse } from './widget-types';

/** The fetch timeout of every call (§9 "fetch timeout 60000 ms"). */
export const SESSION_CALL_TIMEOUT_MS = 60_000;

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
  // Orders and partial payments (issue 17): `order-calls.ts`.
  | 'paymentMethodBalance'
  | 'orders'
  | 'orders/cancel';

const API_CODES: Partial<Record<SessionCall, keyof typeof API_ERRORS>> = {
  payments: 620,
  paymentDetails: 621,
  orders: 623,
};

/**
 * A server error answer as §8 recognises it: `{ status, errorCode, errorType, message }`, each
 * kept when it is there and a string (the status is the answer's own when the body has none).
 */
export type ServerError = {
  status: number;
  errorCode?: string;
  errorType?: string;
  message?: string;
};

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

/** §8's NETWORK_ERROR of a failed call, as the embed gives it to `onError` or its error level. */
export function sessionCallReport({ call, url, reason }: SessionCallError): CardWidgetError {
  const code = API_CODES[call];
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);
const isString = (value: unknown) => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/** A payments or paymentDetails answer (the contract's `cardPaymentResultSchema`). */
export function isPaymentResponse(json: unknown): json is PaymentResponse {
  return (
    isRecord(json) &&
    isText(json.resultCode) &&
    isOptional(json.sessionData, isString) &&
    isOptional(json.sessionResult, isString) &&
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
 * them cannot take a card).
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
    // Click to Pay and fast checkout (issue 18): an object when on, null or absent when off.
    ['clickToPay', 'fastCheckout'].every((name) => {
      const flag = (json.configuration as Record<string, unknown>)[name];
      return flag === undefined || flag === null || isRecord(flag);
    }) &&
    isRecord(json.securedFields) &&
    isText(json.securedFields.origin) &&
    isRecord(json.securedFields.key)
  );
}

/** What §8 recognises of an error answer (its status at least). */
async function serverErrorOf(response: Response): Promise<ServerError> {
  let body: Record<string, unknown> = {};
  try {
    const json = (await response.json()) as unknown;
    if (isRecord(json)) body = json;
  } catch {
    // Not JSON: the status only.
  }
  const text = (name: 'errorCode' | 'errorType' | 'message') =>
    isText(body[name]) ? { [name]: body[name] } : {};
  return {
    status: Number.isInteger(body.status) ? (body.status as number) : response.status,
    ...text('errorCode'),
    ...text('errorType'),
    ...text('message'),
  };
}

/**
 * A signal that aborts after `ms` with a TimeoutError, on the page's own timers (so the §9
 * timeout can be tested with fake timers; `AbortSignal.timeout` keeps a clock of its own).
 */
function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The call timed out', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
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

  function failure(
    call: SessionCall,
    reason: ApiErrorReason,
    details: {
      status?: number;
      message?: string | null;
      detail: string;
      cause?: unknown;
      serverError?: ServerError;
    },
  ) {
    const message =
      details.message ?? (call === 'setup' ? SESSION_SETUP_FAILURE : SANDBOX_PAYMENT_FAILURE);
    return new SessionCallError(
      call,
      `${base}/{id}/${call}`,
      message,
      { reason, status: details.status ?? null, detail: details.detail, cause: details.cause },
      details.serverError ?? null,
    );
  }

  async function post(
    call: SessionCall,
    body: Record<string, unknown>,
    idempotencyKey: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    // The whole call, its answer's body too, within the timeout; its timer goes once it is over.
    const { signal: timeout, clear } = timeoutSignal(timeoutMs);
    try {
      return await postWithin(call, body, idempotencyKey, signal, timeout);
    } finally {
      clear();
    }
  }

  async function postWithin(
    call: SessionCall,
    body: Record<string, unknown>,
    idempotencyKey: string | undefined,
    signal: AbortSignal | undefined,
    timeout: AbortSignal,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(
        `${base}/${encodeURIComponent(session.id)}/${call}`,
        {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          },
          body: JSON.stringify({ ...body, sessionData }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        },
      );
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw error;
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw failure(call, timedOut ? 'timeout' : 'network', {
        detail: error instanceof Error ? error.message : String(error),
        cause: error,
      });
    }
    if (!response.ok) {
      const serverError = await serverErrorOf(response);
      const message = serverError.message ?? null;
      throw failure(call, 'http', {
        status: response.status,
        message,
        detail: message ?? `HTTP ${response.status}`,
        serverError,
      });
    }
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      throw failure(call, 'parse', { status: response.status, detail: 'Not JSON', cause: error });
    }
  }

  async function request<T>(
    call: SessionCall,
    body: Record<string, unknown>,
    check: (json: unknown) => json is T,
    key?: string,
    signal?: AbortSignal,
  ): Promise<T> {
    const json = await post(call, body, key, signal);
    if (!check(json)) throw failure(call, 'parse', { detail: `Unexpected ${call} answer` });
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
