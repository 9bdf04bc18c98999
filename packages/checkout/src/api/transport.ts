/**
 * The request machinery of the `/api/v1` client: JSON in and out, the 60 s timeout of every call,
 * the caller's abort, and the reading of an answer against its contract schema. An answer that
 * does not match its schema is an `ApiError` with reason `parse`, never a crash deep in a screen.
 * Tokens are never logged.
 */
import type * as z from 'zod/mini';
import { describeIssues } from '../models/parse';
import { ApiError, isAbortError } from './errors';
import type * as SchemasModule from './schemas';

export const DEFAULT_API_BASE_URL = '/api/v1';
/** The timeout of every call (docs/widget.md#limits "fetch timeout 60000 ms"). */
export const API_TIMEOUT_MS = 60_000;

export type TransportOptions = {
  /** Where `/api/v1` lives: same-origin `/api/v1` by default, or an absolute URL. */
  baseUrl?: string;
  /** The fetch to use (read from `globalThis` at each call by default, so mocks can patch it). */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type CallOptions = { signal?: AbortSignal };

export type Method = 'GET' | 'POST';

export type Schemas = typeof SchemasModule;
const loadSchemas = (): Promise<Schemas> => import('./schemas');

/** A schema, or one to load (from the schemas chunk) when its call starts. */
export type SchemaSource<T> = z.ZodMiniType<T> | { load(): Promise<z.ZodMiniType<T>> };

/** One of the first screen's schemas, loaded on first use. */
export function lazySchema<T>(pick: (schemas: Schemas) => z.ZodMiniType<T>): SchemaSource<T> {
  return { load: () => loadSchemas().then(pick) };
}

export type Expect<T> = {
  failure: string;
  schema: SchemaSource<T>;
  /** 404 answers `null` instead of failing. */
  notFoundIsNull?: boolean;
  /** The `message` of an error answer replaces `failure` (pay by bank, spec §7). */
  serverMessageWins?: boolean;
};

/** What the client's calls are made with. */
export type Transport = {
  /** The base URL, resolved against the page's address. */
  baseUrl(): string;
  call<T>(
    method: Method,
    path: string,
    body: unknown,
    expect: Expect<T>,
    options?: CallOptions & { headers?: HeadersInit },
  ): Promise<T>;
  /** Reads an answer of a request started elsewhere (the page's early fetch). */
  receive<T>(response: Promise<Response>, expect: Expect<T>): Promise<T | null>;
  /** A call whose answer and failure the page does not need (fingerprint, link opened). */
  fireAndForget(path: string, body: unknown, options?: CallOptions): Promise<void>;
  doFetch: typeof fetch;
  signalFor(caller: AbortSignal | undefined): AbortSignal;
  failureOf(error: unknown, failure: string, caller: AbortSignal | undefined): unknown;
};

/** A path segment (a token), escaped. */
export function segment(value: string): string {
  return encodeURIComponent(value);
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

/** An error answer's `message` and, for a 429, the seconds to wait (body, else `Retry-After`). */
async function errorOf(
  response: Response,
): Promise<{ message: string | null; retryAfterSeconds: number | null }> {
  const header = Number(response.headers.get('retry-after'));
  let retryAfterSeconds =
    response.status === 429 && Number.isInteger(header) && header > 0 ? header : null;
  try {
    const [json, { errorBodySchema, tooManyRequestsBodySchema }] = await Promise.all([
      readJson(response),
      loadSchemas(),
    ]);
    if (response.status === 429) {
      const limited = tooManyRequestsBodySchema.safeParse(json);
      if (limited.success) retryAfterSeconds = limited.data.retryAfterSeconds;
    }
    const parsed = errorBodySchema.safeParse(json);
    const message =
      parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : null;
    return { message, retryAfterSeconds };
  } catch {
    return { message: null, retryAfterSeconds };
  }
}

/**
 * Turns a failure of fetch or of reading the body into the call's error. A caller's abort is
 * rethrown as is (an `AbortError`), so callers can tell it apart and ignore it.
 */
function failureOf(
  error: unknown,
  failure: string,
  caller: AbortSignal | undefined,
  timeoutMs: number,
): unknown {
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

const notUnderstood = (failure: string, status: number, detail: string, cause: unknown) =>
  new ApiError(`${failure}: the server's answer was not understood.`, {
    reason: 'parse',
    status,
    detail,
    cause,
  });

/** An answer checked against its schema: its data, `null` for a 404 that may be, or an error. */
async function read<T>(
  answer: Response,
  expect: Expect<T>,
  schema: Promise<z.ZodMiniType<T>>,
  caller: AbortSignal | undefined,
): Promise<T | null> {
  if (!answer.ok) {
    if (answer.status === 404 && expect.notFoundIsNull) return null;
    const { message: serverMessage, retryAfterSeconds } = await errorOf(answer);
    throw new ApiError((expect.serverMessageWins ? serverMessage : null) ?? expect.failure, {
      reason: 'http',
      status: answer.status,
      detail: serverMessage ?? `HTTP ${answer.status}`,
      retryAfterSeconds,
    });
  }
  let json: unknown;
  try {
    json = await readJson(answer);
  } catch (error) {
    if (caller?.aborted || (error as { name?: unknown }).name === 'TimeoutError') throw error;
    throw notUnderstood(expect.failure, answer.status, 'The answer is not JSON', error);
  }
  const parsed = (await schema).safeParse(json);
  if (!parsed.success) {
    throw notUnderstood(expect.failure, answer.status, describeIssues(parsed.error), parsed.error);
  }
  return parsed.data;
}

export function createTransport(options: TransportOptions = {}): Transport {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  let base: string | undefined;
  const baseUrl = () => (base ??= resolveBaseUrl(options.baseUrl ?? DEFAULT_API_BASE_URL));
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const fail = (error: unknown, failure: string, caller: AbortSignal | undefined) =>
    failureOf(error, failure, caller, timeoutMs);

  function signalFor(caller: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(timeoutMs);
    return caller ? AbortSignal.any([caller, timeout]) : timeout;
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
    caller?: AbortSignal,
  ): Promise<T | null> {
    // Loaded beside the request (a failure to load it is reported as the call's failure).
    const schema = 'load' in expect.schema ? expect.schema.load() : Promise.resolve(expect.schema);
    schema.catch(() => undefined);
    try {
      return await read(await response, expect, schema, caller);
    } catch (error) {
      throw fail(error, expect.failure, caller);
    }
  }

  return {
    baseUrl,
    doFetch,
    signalFor,
    failureOf: fail,
    receive,
    async call<T>(
      method: Method,
      path: string,
      body: unknown,
      expect: Expect<T>,
      callOptions: CallOptions & { headers?: HeadersInit } = {},
    ) {
      let response: Promise<Response>;
      try {
        response = send(method, path, body, {
          signal: signalFor(callOptions.signal),
          headers: callOptions.headers,
        });
      } catch (error) {
        response = Promise.reject(error);
      }
      // `null` only where the call said so (`notFoundIsNull`), which its own type then carries.
      return (await receive(response, expect, callOptions.signal)) as T;
    },
    async fireAndForget(path, body, callOptions = {}) {
      try {
        const answer = await send('POST', path, body, { signal: signalFor(callOptions.signal) });
        // Drain the body so the connection is released; the content is ignored.
        await answer.arrayBuffer().catch(() => undefined);
      } catch {
        // Swallowed on purpose (spec §7): these never reach the payer.
      }
    },
  };
}
