/**
 * `POST /widget/sessions/{id}/result`: the embedded widget in the `test` or `live` environment
 * paid through the processor's own secured fields and session (card data went from the payer's
 * browser to the processor only) and reports the session's result here. The API checks the
 * client key against where it runs (providers/client-key.ts), asks the processor for the result
 * (as the payer page's status call does) and answers the request's status; the merchant hears of
 * it by its signed webhook. Which pages may call it: the server's list, the request's merchant's
 * keys' embedding origins (the middleware in front, app.ts) and loopback in sandbox mode.
 */
import type { ResponseOf } from '@paypage/contract';
import { Hono } from 'hono';
import { type AppEnv, ipOf, type Services } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { findRequest } from '../db/payment-requests.ts';
import { isPayable } from '../domain/payment-request.ts';
import { bodyOf } from '../http/body.ts';
import { ApiError, notFoundError } from '../http/errors.ts';
import { accountEmbedOrigins } from '../merchant/embed-origins.ts';
import {
  type ServerCardEnvironment,
  WRONG_ENVIRONMENT,
  wrongEnvironment,
} from '../providers/client-key.ts';

/** A processor's session id as this API takes it (Adyen's are `CS` and hex). */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const UNKNOWN_SESSION = 'No card session of this server has this id.';

/** Where this server pays cards: the sandbox, or Adyen Web's environment of ADYEN_ENVIRONMENT. */
export function serverCardEnvironment(services: Services): ServerCardEnvironment {
  const { mode, liveProviders } = services.config;
  return mode === 'sandbox' ? 'sandbox' : (liveProviders?.adyen?.webEnvironment ?? null);
}

/** Records a processor session made for a request, so its result can be reported by its id. */
export async function recordProviderSession(db: Queryable, id: string, token: string) {
  await db.query(
    `insert into provider_card_sessions (id, payment_request_token) values ($1, $2)
     on conflict (id) do nothing`,
    [id, token],
  );
}

async function sessionRequest(db: Queryable, id: string) {
  if (!SESSION_ID.test(id)) return null;
  const { rows } = await db.query<{ token: string; account: string | null }>(
    `select s.payment_request_token as token, r.merchant_account as account
     from provider_card_sessions s join payment_requests r on r.token = s.payment_request_token
     where s.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The pages the merchant of session `:id`'s request allows (for the embedding check). */
export function sessionKeyOrigins(services: Services) {
  // A middleware in front of the route: the id is read from the path (no route params yet).
  return async (c: { req: { path: string } }) => {
    const id = /\/widget\/sessions\/([^/]+)\//.exec(c.req.path)?.[1] ?? '';
    const found = await sessionRequest(services.db, decodeURIComponent(id));
    return found ? accountEmbedOrigins(services.db, found.account) : [];
  };
}

export function widgetRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/widget/sessions/:id/result',
    (c, next) => {
      services.limiter.hit('status', ipOf(c, services), null);
      return next();
    },
    bodyOf('POST /widget/sessions/:id/result'),
    async (c) => {
      const { clientKey, sessionResult } = c.req.valid('json');
      const wrong = wrongEnvironment(clientKey, serverCardEnvironment(services));
      if (wrong) return c.json({ errorCode: WRONG_ENVIRONMENT, message: wrong }, 422);
      const adyen = services.config.liveProviders?.adyen;
      if (adyen && clientKey !== adyen.clientKey) {
        throw new ApiError(401, 'The clientKey must be the session’s client key.');
      }
      const id = c.req.param('id');
      const found = await sessionRequest(services.db, id);
      if (!found) throw notFoundError(UNKNOWN_SESSION);
      let request = await findRequest(services.db, found.token);
      if (!request) throw notFoundError(UNKNOWN_SESSION);
      const { confirmResult } = services.providers.card;
      if (confirmResult && isPayable(request.status)) {
        await confirmResult(request, { sessionId: id, sessionResult });
        request = (await findRequest(services.db, found.token)) ?? request;
      }
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: request.status,
      } satisfies ResponseOf<'POST /widget/sessions/:id/result'>);
    },
  );
  return routes;
}
