/**
 * `POST /adyen/v1/applePay/sessions?clientKey={key}` (docs/widget.md#calls): Apple Pay's
 * merchant validation for the widget's `onvalidatemerchant`. The card provider of the mode makes
 * the session: the sandbox answers one of its own, production asks Adyen (`applePay/sessions`
 * through @adyen/api-library); a client key that is not the server's is refused (401). The answer
 * is never cached and never logged (it is a signed merchant session).
 */
import type { ResponseOf } from '@paypage/contract';
import { Hono } from 'hono';
import { type AppEnv, ipOf, type Services } from '../context.ts';
import { bodyOf } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';

export function applePayRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/adyen/v1/applePay/sessions',
    (c, next) => {
      // Per caller IP (there is no payment request in the call).
      services.limiter.hit('write', ipOf(c, services), null);
      return next();
    },
    bodyOf('POST /adyen/v1/applePay/sessions'),
    async (c) => {
      const make = services.providers.card.applePaySession;
      if (!make) throw new ApiError(503, 'Apple Pay is not configured on this server.');
      const session = await make(c.req.query('clientKey') ?? '', c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json(session satisfies ResponseOf<'POST /adyen/v1/applePay/sessions'>);
    },
  );
  return routes;
}
