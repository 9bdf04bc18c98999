/**
 * The `/api/v1` client: one function per call of spec §7, each with the spec's method, path,
 * payload and failure message (docs/api-contract.md fixes the JSON). Every call is abortable and
 * gives up after 60 s; an answer that does not match its schema is an `ApiError` with reason
 * `parse`, never a crash deep in a screen. Tokens are never logged.
 */
import type * as z from 'zod/mini';
import type { CardSession } from '../models/card-session';
import type { DeviceFingerprint } from '../models/device-fingerprint';
import type { LinkedBankResult } from '../models/linked-bank';
import { describeIssues } from '../models/parse';
import type { PaymentRequest } from '../models/payment-request';
import type * as SchemasModule from './schemas';
import type { ClientInfo, StatusAnswer } from '../models/responses';
import {
  API_FAILURE_MESSAGES,
  segment,
  type CallOptions,
  type Expect,
  type LinkTokenRequest,
  type Method,
  type PayByBankSubmission,
  type SandboxPublicTokenRequest,
  type SchemaSource,
} from './calls';
import { ApiError, isAbortError } from './errors';
import type { Transport } from './later-calls';
import { openInvoiceInNewTab, type InvoiceOpener } from './invoice-opener';

export type { CallOptions, LinkTokenRequest, PayByBankSubmission, SandboxPublicTokenRequest };

export const DEFAULT_API_BASE_URL = '/api/v1';
/** The timeout of every call (card-widget.md §9 "fetch timeout 60000 ms"). */
export const API_TIMEOUT_MS = 60_000;

export type ApiClientOptions = {
  /** Where `/api/v1` lives: same-origin `/api/v1` by default, or an absolute URL. */
  baseUrl?: string;
  /** The fetch to use (read from `globalThis` at each call by default, so mocks can patch it). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Opens the downloaded invoice PDF (injectable for tests). */
  openInvoice?: InvoiceOpener;
};

export type ApiClient = {
  /** The base URL, resolved against the page's address. */
  readonly baseUrl: string;
  /** `GET /client-info`. */
  getClientInfo(options?: CallOptions): Promise<ClientInfo>;
  /** `GET /collect/{token}`; `null` when the server does not know the token (404). */
  getPaymentRequest(token: string, options?: CallOptions): Promise<PaymentRequest | null>;
  /** Reads an answer of `GET /collect/{token}` started elsewhere (the early fetch of the page). */
  readPaymentRequestResponse(response: Promise<Response>): Promise<PaymentRequest | null>;
  /** `GET /collect/{token}/stripe/intent` → the client secret. */
  getStripeClientSecret(token: string, options?: CallOptions): Promise<string>;
  /** `POST /collect/{token}/fingerprint`; never fails (errors are swallowed). */
  sendDeviceFingerprint(
    token: string,
    fingerprint: DeviceFingerprint,
    options?: CallOptions,
  ): Promise<void>;
  /** `POST /collect/{token}/adyen/session`. */
  createCardSession(
    token: string,
    organizationId: string | null,
    options?: CallOptions,
  ): Promise<CardSession>;
  /** `GET /collect/{token}/stripe/callback`: the card processor's return URL (absolute). */
  stripeReturnUrl(token: string): string;
  /** `POST /collect/{token}/plaid/payment`; on failure the server's message wins. */
  submitPayByBank(
    token: string,
    submission: PayByBankSubmission,
    options?: CallOptions,
  ): Promise<StatusAnswer>;
  /** `GET /collect/{token}/invoice/download`, then the PDF as a blob, opened in a new tab. */
  downloadInvoicePdf(token: string, options?: CallOptions): Promise<void>;
  /** `POST /collect/{token}/status` (only PROCESSING is accepted, spec §4). */
  updateStatus(token: string, status: 'PROCESSING', options?: CallOptions): Promise<StatusAnswer>;
  /** `POST /email-tracking/{trackingToken}/link-opened`; never fails (errors are swallowed). */
  reportLinkOpened(trackingToken: string, options?: CallOptions): Promise<void>;
  /** `POST /plaid/link-token` → the link token. */
  getLinkToken(request: LinkTokenRequest, options?: CallOptions): Promise<string>;
  /** `POST /plaid/institution-logo` → a base64 PNG, or `null` (use the placeholder icon). */
  getInstitutionLogo(institutionId: string, options?: CallOptions): Promise<string | null>;
  /**
   * `POST /sandbox/plaid/public-token` (sandbox mode only): the sandbox bank link's success
   * result. A wrong sign-in fails with the server's message (401).
   */
  createSandboxPublicToken(
    request: SandboxPublicTokenRequest,
    options?: CallOptions,
  ): Promise<LinkedBankResult>;
};

type Schemas = typeof SchemasModule;
const loadSchemas = (): Promise<Schemas> => import('./schemas');

/** One of the first screen's schemas, loaded on first use. */
function lazySchema<T>(pick: (schemas: Schemas) => z.ZodMiniType<T>): SchemaSource<T> {
  return { load: () => loadSchemas().then(pick) };
}

function resolveBaseUrl(baseUrl: string): string {
  const page = (globalThis as { location?: { href: string } }).location?.href;
  const resolved = new URL(baseUrl, page ?? 'http://localhost/').href;
  return resolved.replace(/\/+$/, '');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function errorMessageOf(response: Response): Promise<string | null> {
  try {
    const [json, { errorBodySchema }] = await Promise.all([readJson(response), loadSchemas()]);
    const parsed = errorBodySchema.safeParse(json);
    return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : null;
  } catch {
    return null;
  }
}

/** Builds a client. The page uses one per app (see `ApiClientProvider`). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const openInvoice = options.openInvoice ?? openInvoiceInNewTab;
  let base: string | undefined;
  const baseUrl = () => (base ??= resolveBaseUrl(options.baseUrl ?? DEFAULT_API_BASE_URL));
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  function signalFor(caller: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(timeoutMs);
    return caller ? AbortSignal.any([caller, timeout]) : timeout;
  }

  /**
   * Turns a failure of fetch or of reading the body into the call's error. A caller's abort is
   * rethrown as is (an `AbortError`), so callers can tell it apart and ignore it.
   */
  function failureOf(error: unknown, failure: string, caller: AbortSignal | undefined): unknown {
    if (caller?.aborted) return caller.reason ?? error;
    if (error instanceof ApiError) return error;
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError') {
      return new ApiError(failure, {
        reason: 'timeout',
        detail: `No answer within ${timeoutMs} ms`,
        cause: error,
      });
    }
    if (isAbortError(error)) return error;
    return new ApiError(failure, {
      reason: 'network',
      detail: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }

  function send(method: Method, path: string, body: unknown, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (method === 'POST') headers.set('Content-Type', 'application/json');
    return doFetch(`${baseUrl()}${path}`, {
      ...init,
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function receive<T>(
    response: Promise<Response>,
    expect: Expect<T>,
    caller: AbortSignal | undefined,
  ): Promise<T | null> {
    // Loaded beside the request (a failure to load it is reported as the call's failure).
    const schema = 'load' in expect.schema ? expect.schema.load() : Promise.resolve(expect.schema);
    schema.catch(() => undefined);
    try {
      const answer = await response;
      if (!answer.ok) {
        if (answer.status === 404 && expect.notFoundIsNull) return null;
        const serverMessage = await errorMessageOf(answer);
        throw new ApiError((expect.serverMessageWins ? serverMessage : null) ?? expect.failure, {
          reason: 'http',
          status: answer.status,
          detail: serverMessage ?? `HTTP ${answer.status}`,
        });
      }
      let json: unknown;
      try {
        json = await readJson(answer);
      } catch (error) {
        if (caller?.aborted || (error as { name?: unknown }).name === 'TimeoutError') throw error;
        throw new ApiError(`${expect.failure}: the server's answer was not understood.`, {
          reason: 'parse',
          status: answer.status,
          detail: 'The answer is not JSON',
          cause: error,
        });
      }
      const parsed = (await schema).safeParse(json);
      if (!parsed.success) {
        throw new ApiError(`${expect.failure}: the server's answer was not understood.`, {
          reason: 'parse',
          status: answer.status,
          detail: describeIssues(parsed.error),
          cause: parsed.error,
        });
      }
      return parsed.data;
    } catch (error) {
      throw failureOf(error, expect.failure, caller);
    }
  }

  async function call<T>(
    method: Method,
    path: string,
    body: unknown,
    expect: Expect<T>,
    options: CallOptions & { headers?: HeadersInit } = {},
  ): Promise<T> {
    const signal = signalFor(options.signal);
    let response: Promise<Response>;
    try {
      response = send(method, path, body, { signal, headers: options.headers });
    } catch (error) {
      response = Promise.reject(error);
    }
    return (await receive(response, expect, options.signal)) as T;
  }

  /** A call whose answer and failure the page does not need (fingerprint, link opened). */
  async function fireAndForget(path: string, body: unknown, options: CallOptions = {}) {
    try {
      const answer = await send('POST', path, body, { signal: signalFor(options.signal) });
      // Drain the body so the connection is released; the content is ignored.
      await answer.arrayBuffer().catch(() => undefined);
    } catch {
      // Swallowed on purpose (spec §7): these never reach the payer.
    }
  }

  const transport: Transport = { call, doFetch, signalFor, failureOf, baseUrl };
  /** The calls the first screen never makes: a chunk of their own, loaded on first use. */
  const later = () => import('./later-calls');

  return {
    get baseUrl() {
      return baseUrl();
    },

    getClientInfo(callOptions) {
      return call(
        'GET',
        '/client-info',
        undefined,
        {
          failure: API_FAILURE_MESSAGES.clientInfo,
          schema: lazySchema((schemas) => schemas.clientInfoSchema),
        },
        callOptions,
      );
    },

    async getPaymentRequest(token, callOptions) {
      return call(
        'GET',
        `/collect/${segment(token)}`,
        undefined,
        {
          failure: API_FAILURE_MESSAGES.paymentRequest,
          schema: lazySchema((schemas) => schemas.paymentRequestSchema),
          notFoundIsNull: true,
        },
        callOptions,
      );
    },

    readPaymentRequestResponse(response) {
      return receive(
        response,
        {
          failure: API_FAILURE_MESSAGES.paymentRequest,
          schema: lazySchema((schemas) => schemas.paymentRequestSchema),
          notFoundIsNull: true,
        },
        undefined,
      );
    },

    async getStripeClientSecret(token, callOptions) {
      const intent = await call(
        'GET',
        `/collect/${segment(token)}/stripe/intent`,
        undefined,
        {
          failure: API_FAILURE_MESSAGES.stripeIntent,
          schema: lazySchema((schemas) => schemas.stripeIntentSchema),
        },
        callOptions,
      );
      return intent.client_secret;
    },

    sendDeviceFingerprint(token, fingerprint, callOptions) {
      return fireAndForget(`/collect/${segment(token)}/fingerprint`, { fingerprint }, callOptions);
    },

    createCardSession(token, organizationId, callOptions) {
      return call(
        'POST',
        `/collect/${segment(token)}/adyen/session`,
        { organizationId },
        {
          failure: API_FAILURE_MESSAGES.cardSession,
          schema: lazySchema((schemas) => schemas.cardSessionSchema),
        },
        callOptions,
      );
    },

    stripeReturnUrl(token) {
      return `${baseUrl()}/collect/${segment(token)}/stripe/callback`;
    },

    async submitPayByBank(token, submission, callOptions) {
      return (await later()).submitPayByBank(transport, token, submission, callOptions);
    },

    async downloadInvoicePdf(token, callOptions) {
      // Opened now, inside the payer's click, so the browser does not block it.
      const tab = openInvoice();
      try {
        await (await later()).downloadInvoicePdf(transport, token, tab, callOptions);
      } catch (error) {
        tab.close();
        throw error;
      }
    },

    updateStatus(token, status, callOptions) {
      return call(
        'POST',
        `/collect/${segment(token)}/status`,
        { status },
        {
          failure: API_FAILURE_MESSAGES.statusUpdate,
          schema: lazySchema((schemas) => schemas.statusAnswerSchema),
        },
        callOptions,
      );
    },

    reportLinkOpened(trackingToken, callOptions) {
      return fireAndForget(
        `/email-tracking/${segment(trackingToken)}/link-opened`,
        undefined,
        callOptions,
      );
    },

    async getLinkToken(request, callOptions) {
      return (await later()).getLinkToken(transport, request, callOptions);
    },

    async getInstitutionLogo(institutionId, callOptions) {
      return (await later()).getInstitutionLogo(transport, institutionId, callOptions);
    },

    async createSandboxPublicToken(request, callOptions) {
      return (await later()).createSandboxPublicToken(transport, request, callOptions);
    },
  };
}
