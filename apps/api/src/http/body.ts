import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  API_CALLS,
  type CallWithBody,
  type CallWithQuery,
  type QueryOf,
} from '@paypage/contract/calls';
import { isWellFormedToken } from '@paypage/contract/payer-urls';
import type { Context, MiddlewareHandler } from 'hono';
import { config as zodConfig, safeParse } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ApiError, badRequest, notFoundError } from './errors.ts';

// The contract's schemas are zod/mini, which carries no messages (the page never shows them);
// the API answers each refused field in words, so it loads zod's English messages once.
zodConfig(en());

/** What a request keeps of its body: the JSON, read once. */
export type BodyEnv = { Variables: { jsonBody?: Promise<unknown> } };

/**
 * The request's JSON body, read and parsed once per request (a failure switch may look at it
 * before the route's validator does); `undefined` when there is none. A body must be sent as
 * `application/json` (which also keeps other sites' plain HTML forms from posting to the API).
 */
export function jsonBodyOf(c: Context<BodyEnv>): Promise<unknown> {
  let body = c.get('jsonBody');
  if (!body) {
    body = readJsonBody(c);
    body.catch(() => undefined);
    c.set('jsonBody', body);
  }
  return body;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.trim() === '') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const refused = unstorableText(body);
  if (refused) throw badRequest(refused);
  return body;
}

/** A NUL character, or a UTF-16 surrogate without its pair (not text any database stores). */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first string of a JSON value (keys too) holding a NUL or a lone surrogate, as
 * `field.path: message`; null when every string is text. Checked for every body, whatever its
 * schema, so that no such string reaches the database (PostgreSQL refuses them: a 500).
 */
export function unstorableText(value: unknown, path: string[] = []): string | null {
  const where = (at: string[]) => (at.length > 0 ? `${at.join('.')}: ` : '');
  if (typeof value === 'string') {
    return unstorable.test(value)
      ? `${where(path)}Text with a NUL character or an unpaired surrogate is not allowed`
      : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (unstorable.test(key)) return unstorableText(key, path);
    const found = unstorableText(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** The first refused field, in words: `field.path: message`. */
export function describeIssue(issues: readonly StandardSchemaV1.Issue[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const path = (issue.path ?? []).map((segment) =>
    typeof segment === 'object' ? String(segment.key) : String(segment),
  );
  return `${path.length > 0 ? `${path.join('.')}: ` : ''}${issue.message}`;
}

type ValidatedJson<S extends StandardSchemaV1> = {
  in: { json: StandardSchemaV1.InferInput<S> };
  out: { json: StandardSchemaV1.InferOutput<S> };
};

/**
 * Validates the JSON body with a Standard Schema (the contract's zod/mini schemas are): 400
 * `{ message }` naming the first refused field, or 'A JSON body is required.' when there was
 * none; the handler reads the valid body with `c.req.valid('json')`.
 */
export function validJson<S extends StandardSchemaV1>(
  schema: S,
): MiddlewareHandler<BodyEnv, string, ValidatedJson<S>> {
  return async (c, next) => {
    const body = await jsonBodyOf(c);
    const result = await schema['~standard'].validate(body);
    if (result.issues) {
      throw badRequest(
        body === undefined ? 'A JSON body is required.' : describeIssue(result.issues),
      );
    }
    c.req.addValidatedData('json', result.value as object);
    await next();
  };
}

type BodySchema<K extends CallWithBody> = Extract<(typeof API_CALLS)[K], { body: unknown }>['body'];

/** The validator of a call's body, by its name in the contract's table of calls. */
export const bodyOf = <K extends CallWithBody>(call: K) =>
  validJson(API_CALLS[call].body as BodySchema<K>);

/**
 * A call's query parameters, validated with its schema in the contract's table of calls: 400
 * `{ message }` naming the first refused parameter (`limit: A whole number from 1 to 100`).
 */
export function queryOf<K extends CallWithQuery>(call: K, c: Context): QueryOf<K> {
  const result = safeParse(API_CALLS[call].query, c.req.query());
  if (!result.success) throw badRequest(describeIssue(result.error.issues));
  return result.data as QueryOf<K>;
}

/** The token path parameter; a string that cannot be a token is "not found". */
export function tokenParam(c: Context, name = 'token'): string {
  const token = c.req.param(name);
  if (!token || !isWellFormedToken(token)) throw notFoundError();
  return token;
}
