import { WIRE_MESSAGES } from '@paypage/contract';
import { redact } from './log.ts';

/** An error the API answers as `{ message }` with its status (and headers, e.g. Retry-After). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503 | 504,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The answer's body when it says more than `{ message }` (a 429's `retryAfterSeconds`). */
    readonly body: { message: string } = { message },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFoundError = (message: string = WIRE_MESSAGES.notFound) =>
  new ApiError(404, message);
export const alreadyProcessed = () => new ApiError(409, WIRE_MESSAGES.alreadyProcessed);

/**
 * Replaces secrets in a log line by field name and by the known shapes of keys, tokens in paths
 * and card numbers (./log.ts `redact`).
 */
export function redactSecrets(text: string): string {
  return redact(text);
}
