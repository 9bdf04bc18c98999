/**
 * One JSON POST of the card widget's calls (card-widget.md §7 "Generic helper": JSON, the 60 s
 * timeout, same-origin credentials): the session calls (`widget/session-client.ts`), the bin
 * lookup (`widget/bin-lookup-client.ts`) and `submitThreeDS2Fingerprint`
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

/** What went wrong, for `toError`: the message to give and the ApiError's options. */
export type PostJsonFailure = { message: string } & ApiErrorOptions;

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

const asApiError = ({ message, ...options }: PostJsonFailure) => new ApiError(message, options);

/** An error answer's `message`, if it has one. */
async function messageOf(response: Response): Promise<string | null> {
  try {
    const { message } = (await response.json()) as { message?: unknown };
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}

/** POSTs `body` as JSON to `url`; resolves with the answer's JSON (not yet checked). */
export async function postJson(
  url: string,
  body: unknown,
  {
    failure,
    serverMessageWins = false,
    headers,
    signal,
    fetch: fetchImpl,
    timeoutMs = POST_JSON_TIMEOUT_MS,
    toError = asApiError,
  }: PostJsonOptions,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await (fetchImpl ?? globalThis.fetch)(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
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
    const message = await messageOf(response);
    throw toError({
      message: serverMessageWins ? (message ?? failure) : `${failure}: HTTP ${response.status}`,
      reason: 'http',
      status: response.status,
      detail: message ?? `HTTP ${response.status}`,
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
