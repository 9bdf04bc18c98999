import type { Context } from 'hono';
import type { z } from 'zod';
import { describeZodError } from '../domain/payment-request.ts';
import { tokenPattern } from '../domain/tokens.ts';
import { ApiError, badRequest, notFoundError } from './errors.ts';

/**
 * Reads and validates a JSON body. A body must be sent as `application/json` (which also keeps
 * other sites' plain HTML forms from posting to the API); a missing body reads as `undefined`.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = await c.req.text();
  let body: unknown;
  if (raw.trim() !== '') {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) {
      throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).');
    }
    try {
      body = JSON.parse(raw);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    if (body === undefined) throw badRequest('A JSON body is required.');
    throw badRequest(describeZodError(result.error));
  }
  return result.data;
}

/** The token path parameter; a string that cannot be a token is "not found". */
export function tokenParam(c: Context, name = 'token'): string {
  const token = c.req.param(name);
  if (!token || !tokenPattern.test(token)) throw notFoundError();
  return token;
}
