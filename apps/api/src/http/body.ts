import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  API_CALLS,
  type CallWithBody,
  type CallWithQuery,
  type QueryOf,
} from '@paypage/contract/calls';
import { isWellFormedToken } from '@paypage/contract/payer-urls';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { config as zodConfig, safeParse } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ApiError, badRequest, notFoundError } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';

// The contract's schemas are zod/mini, which carries no messages (the page never shows them);
// the API answers each refused field in words, so it loads zod's English messages once.
zodConfig(en());

/** The largest body a call takes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** How deep a body may nest objects and arrays (the contract's deepest body needs 5). */
export const MAX_JSON_DEPTH = 32;

export const BODY_MESSAGES = {
  tooLarge: 'The request body is too large.',
  tooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep (objects and arrays).`,
} as const;

const [QUOTE, BACKSLASH, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [...'"\\[]{}'].map(
  (character) => character.charCodeAt(0),
);

/**
 * Whether JSON text nests objects and arrays more than `max` levels deep, by one pass over the
 * text before anything parses it (no recursion, no allocation): brackets inside strings do not
 * count. Text that is not JSON is scanned the same way; the parser refuses it afterwards.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** Form posts (the sandbox's 3-D Secure pages) are not JSON: their brackets are text. */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * In front of every route that reads a body, before anything reads it: at most MAX_BODY_BYTES
 * (413), nested at most MAX_JSON_DEPTH levels (400, by `nestedDeeperThan` on the raw text, so
 * no parser or validator ever recurses into a hostile body). An IP whose bodies were refused for
 * their depth too often in a window answers 429 before its body is read (`refused` limit).
 */
export function bodyGuard(options: {
  limiter: RateLimiter;
  ipOf: (c: Context) => string;
}): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: BODY_MESSAGES.tooLarge }, 413),
  });
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const json = !FORM_TYPE.test(c.req.header('content-type') ?? '');
    const ip = options.ipOf(c);
    if (json) options.limiter.checkRefusals('body', ip);
    return limit(c, async () => {
      if (json && nestedDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) {
        options.limiter.countRefusal('body', ip);
        throw badRequest(BODY_MESSAGES.tooDeep);
      }
      await next();
    });
  };
}

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

const UNSTORABLE_MESSAGE = 'Text with a NUL character or an unpaired surrogate is not allowed';

/** A value met in the walk: its key and its parent, so a path is made only for the one found. */
type Visit = { value: unknown; key: string | null; parent: Visit | null };

const pathOf = (visit: Visit | null): string => {
  const keys: string[] = [];
  for (let at = visit; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.length > 0 ? `${keys.reverse().join('.')}: ` : '';
};

/**
 * The first string of a JSON value (keys too) holding a NUL or a lone surrogate, as
 * `field.path: message`; null when every string is text. Checked for every body, whatever its
 * schema, so that no such string reaches the database (PostgreSQL refuses them: a 500). A walk
 * with its own stack, in document order: no recursion, and no path copied per level.
 */
export function unstorableText(root: unknown): string | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    // A key is checked before its value, and is named by its parent's path.
    if (visit.key !== null && unstorable.test(visit.key))
      return pathOf(visit.parent) + UNSTORABLE_MESSAGE;
    const { value } = visit;
    if (typeof value === 'string') {
      if (unstorable.test(value)) return pathOf(visit) + UNSTORABLE_MESSAGE;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, inner] = entries[i]!;
      stack.push({ value: inner, key, parent: visit });
    }
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
