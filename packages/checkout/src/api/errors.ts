/** Why a call failed: an error answer, no answer, no answer in time, or an answer not understood. */
export type ApiErrorReason = 'http' | 'network' | 'timeout' | 'parse';

export type ApiErrorOptions = {
  reason: ApiErrorReason;
  /** The HTTP status of an error answer. */
  status?: number | null;
  /** Developer-facing detail (never shown to the payer, never holds a token). */
  detail?: string | null;
  /** A 429's wait, in seconds (its `retryAfterSeconds`, else its `Retry-After` header). */
  retryAfterSeconds?: number | null;
  cause?: unknown;
};

/**
 * A failed API call. `message` is the product's string for the call (spec §8, e.g. 'Failed to
 * fetch payment request'), or the server's own message where the spec says it wins.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly reason: ApiErrorReason;
  readonly status: number | null;
  readonly detail: string | null;
  readonly retryAfterSeconds: number | null;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, { cause: options.cause });
    this.reason = options.reason;
    this.status = options.status ?? null;
    this.detail = options.detail ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** An abort by the caller (not a timeout): callers usually ignore it. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}
