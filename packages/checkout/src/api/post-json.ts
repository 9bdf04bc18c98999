/**
 * One JSON POST of the card widget's calls (docs/widget.md#calls "Generic helper": JSON, the 60 s
 * timeout, same-origin credentials): the session calls (`widget/session/session-client.ts`), the bin
 * lookup (`widget/bin-lookup/bin-lookup-client.ts`) and `submitThreeDS2Fingerprint`
 * (`card/sandbox/fingerprint-call.ts`). No schema library: each caller reads its answer by hand.
 *
 * A failure is an `ApiError` whose message is the caller's `failure` (an error answer's: with its
 * status, or its own `message` where `serverMessageWins`): reason `network` or `timeout` (no
 * answer, or none in time), `http` (an error answer) or `parse` (not JSON). A caller's abort is
 * rethrown as is.
 * `toError` lets a caller make its own kind of ApiError of the same facts. Never logs.
 */
import { ApiError, isAbortError, type ApiErrorOptions } from './errors';

/** The timeout of every call (§9 "fetch timeout 60000 ms"). */
export const POST_JSON_TIMEOUT_MS = 60_000;

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

/**
 * What went wrong, for `toError`: the message to give, the ApiError's options, and the server's
 * error answer when there was one.
 */
export type PostJsonFailure = {
  message: string;
  serverError?: ServerError | null;
} & ApiErrorOptions;

export type PostJsonOptions = {
  /** The message of a failure that is not an error answer with a `message` of its own. */
  failure: string;
  /** An error answer's `message` replaces `failure` (the session calls, §8). */
  serverMessageWins?: boolean;
  headers?: Record<string, string>;
  /** The caller's abort (its reason is rethrown as is). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  timeoutMs?: number;
  toError?: (failure: PostJsonFailure) => Error;
};

const asApiError = ({ message, serverError: _serverError, ...options }: PostJsonFailure) =>
  new ApiError(message, options);

/** Guards for reading answers by hand (no schema library in the widget's bundles). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

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

/** The request of a JSON POST, but its signal (also the embed's early session setup). */
export function jsonPost(body: unknown, headers?: Record<string, string>) {
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  } satisfies RequestInit;
}

/**
 * POSTs `body` as JSON to `url`; resolves with the answer's JSON (not yet checked). The whole
 * call, its answer's body too, is within the timeout; its timer goes once it is over.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: PostJsonOptions,
): Promise<unknown> {
  const { signal: timeout, clear } = timeoutSignal(options.timeoutMs ?? POST_JSON_TIMEOUT_MS);
  try {
    return await postWithin(url, body, options, timeout);
  } finally {
    clear();
  }
}

async function postWithin(
  url: string,
  body: unknown,
  {
    failure,
    serverMessageWins = false,
    headers,
    signal,
    fetch: fetchImpl,
    toError = asApiError,
  }: PostJsonOptions,
  timeout: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await (fetchImpl ?? globalThis.fetch)(url, {
      ...jsonPost(body, headers),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw error;
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    throw toError({
      message: failure,
      reason: timedOut ? 'timeout' : 'network',
      detail: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
  if (!response.ok) {
    const serverError = await serverErrorOf(response);
    const message = serverError.message ?? null;
    throw toError({
      message: serverMessageWins ? (message ?? failure) : `${failure}: HTTP ${response.status}`,
      reason: 'http',
      status: response.status,
      detail: message ?? `HTTP ${response.status}`,
      serverError,
    });
  }
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw toError({
      message: failure,
      reason: 'parse',
      status: response.status,
      detail: 'Not JSON',
      cause: error,
    });
  }
}
