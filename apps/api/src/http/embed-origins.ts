/**
 * Which merchant pages may use the card widget's calls from another origin (README "Embedding
 * the card widget", docs/decisions.md): in sandbox mode any loopback page (localhost, 127.0.0.1,
 * [::1], any port), so the README's snippets work on a fresh `npm start`; in both modes the
 * origins of SECURED_FIELDS_PARENTS; and, for a call about one payment request, the pages its
 * merchant's keys allow (merchant/embed-origins.ts). A page not allowed is answered 403 `ORIGIN_NOT_ALLOWED`
 * (readable cross-origin, so the widget can name the setting and the page's origin) and the call
 * is never made.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** The setting that lists the pages allowed (docs/operations.md "Configuration"). */
export const EMBED_ORIGINS_SETTING = 'SECURED_FIELDS_PARENTS';
export const ORIGIN_NOT_ALLOWED = 'ORIGIN_NOT_ALLOWED';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin);
}

export type EmbedOriginsPolicy = {
  mode: 'sandbox' | 'production';
  /** SECURED_FIELDS_PARENTS. */
  origins: readonly string[];
};

/** `keyOrigins`: the pages the request's merchant set on its keys (none when unknown). */
export function embedOriginAllowed(
  origin: string,
  policy: EmbedOriginsPolicy,
  keyOrigins: readonly string[] = [],
): boolean {
  return (
    policy.origins.includes(origin) ||
    keyOrigins.includes(origin) ||
    (policy.mode === 'sandbox' && isLoopbackOrigin(origin))
  );
}

/** The 403's body: what the widget shows in its console error and passes to `onError`. */
export function originNotAllowed(origin: string) {
  return {
    errorCode: ORIGIN_NOT_ALLOWED,
    setting: EMBED_ORIGINS_SETTING,
    origin,
    message: `The card widget on ${origin} may not call this API: add ${origin} to ${EMBED_ORIGINS_SETTING}.`,
  } as const;
}

/**
 * CORS for the widget's calls, with the check above in front of them. `keyOrigins` answers the
 * pages the merchant of the call's payment request allows (its keys' embedding origins).
 */
export function embedOrigins(
  policy: EmbedOriginsPolicy,
  keyOrigins?: (c: Context) => Promise<readonly string[]>,
): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    // A server's call, or the API's own pages.
    if (
      !origin ||
      c.req.header('sec-fetch-site') === 'same-origin' ||
      origin === new URL(c.req.url).origin
    ) {
      return next();
    }
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin', { append: true });
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    if (!embedOriginAllowed(origin, policy, keyOrigins ? await keyOrigins(c) : [])) {
      return c.json(originNotAllowed(origin), 403);
    }
    return next();
  };
}
