/**
 * The session-mode calls of card-widget.md §7 that an embedded widget makes by itself, against
 * the paypage API named by its context: `sessions/{id}/setup` (before the form shows),
 * `sessions/{id}/payments` and `sessions/{id}/paymentDetails`, each with the session's latest
 * `sessionData`, JSON, the 60 s timeout of every call and an `Idempotency-Key` per payer action.
 * A call that cannot be made fails with §8's 'Service at {url} is not available', one answered
 * with an error (or not the expected JSON) with 'Call to {url} failed'; both NETWORK_ERRORs,
 * the payments and details calls with their API codes (620, 621). The session id is not written
 * into a message (`{id}` stands for it): it pays the request.
 *
 * Answers are checked by hand for the fields the widget reads, not with the contract's zod
 * schemas: zod would be a third of the script-tag build (the API's answers are held to the
 * schemas by the contract's own tests).
 */
import type { CardSessionSetup } from '@paypage/contract';
import { callFailedMessage, serviceUnavailableMessage, type API_ERRORS } from '../rules';
import type { CardWidgetError, PaymentDetails, PaymentResponse } from '../widget/widget-types';
import type { WidgetSession } from './embed-options';

/** The fetch timeout of every call (§9). */

/** The setup answer the widget can show: one that names its secured fields. */
export type SessionSetup = CardSessionSetup & {
  securedFields: NonNullable<CardSessionSetup['securedFields']>;
};
export const SESSION_CALL_TIMEOUT_MS = 60_000;

type Call = 'setup' | 'payments' | 'paymentDetails';

const API_CODES: Partial<Record<Call, keyof typeof API_ERRORS>> = {
  payments: 620,
  paymentDetails: 621,
};

/** A failed session call, as the widget reports it (`onError`, or by the error level). */
export class SessionCallError extends Error {
  readonly report: CardWidgetError;

  constructor(report: CardWidgetError) {
    super(report.message);
    this.name = 'SessionCallError';
    this.report = report;
  }
}

export type SessionCalls = {
  setup(browserInfo: Record<string, unknown>): Promise<SessionSetup>;
  payments(data: Record<string, unknown>, idempotencyKey: string): Promise<PaymentResponse>;
  paymentDetails(details: PaymentDetails, idempotencyKey: string): Promise<PaymentResponse>;
};

export type SessionCallsOptions = {
  /** The paypage API's base URL: `https://pay.example.com/api/v1`. */
  context: string;
  session: WidgetSession;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** A random key per payer action (crypto.randomUUID needs a secure context; the fallback not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createSessionCalls({
  context,
  session,
  fetch: fetchImpl,
  timeoutMs = SESSION_CALL_TIMEOUT_MS,
}: SessionCallsOptions): SessionCalls {
  // Each answer brings the session's next sessionData; the next call sends the latest.
  let sessionData = session.sessionData;
  const base = `${context.replace(/\/+$/, '')}/sandbox/adyen/sessions`;

  async function post(call: Call, body: Record<string, unknown>, idempotencyKey?: string) {
    const shown = `${base}/{id}/${call}`;
    const failure = (message: string) => {
      const code = API_CODES[call];
      return new SessionCallError({
        name: 'NETWORK_ERROR',
        message,
        ...(code === undefined ? {} : { errorCode: String(code) }),
      });
    };
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
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
    } catch {
      throw failure(serviceUnavailableMessage(shown));
    }
    let json: unknown;
    try {
      json = response.ok ? await response.json() : undefined;
    } catch {
      json = undefined;
    }
    if (json === undefined) throw failure(callFailedMessage(shown));
    return { json, failure: () => failure(callFailedMessage(shown)) };
  }

  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

  /** A payments or paymentDetails answer: a result code, maybe sessionData and an action. */
  const isPaymentResponse = (json: unknown): json is PaymentResponse =>
    isRecord(json) &&
    isText(json.resultCode) &&
    (json.sessionData === undefined || typeof json.sessionData === 'string');

  /**
   * A setup answer: sessionData, an integer amount in a currency, the configuration, and the
   * secured fields' origin and key (the card fields exist only in those frames: a session without
   * them cannot take a card).
   */
  const isSetup = (json: unknown): json is SessionSetup =>
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
    isRecord(json.securedFields) &&
    isText(json.securedFields.origin) &&
    isRecord(json.securedFields.key);

  async function pay(
    call: 'payments' | 'paymentDetails',
    body: Record<string, unknown>,
    key: string,
  ) {
    const { json, failure } = await post(call, body, key);
    if (!isPaymentResponse(json)) throw failure();
    if (json.sessionData) sessionData = json.sessionData;
    return json;
  }

  return {
    async setup(browserInfo) {
      const { json, failure } = await post('setup', { browserInfo });
      if (!isSetup(json)) throw failure();
      sessionData = json.sessionData;
      return json;
    },
    payments: (data, key) => pay('payments', data, key),
    paymentDetails: (details, key) => pay('paymentDetails', { details }, key),
  };
}
