/**
 * `POST /sandbox/adyen/sessions/{id}/setup` (docs/widget.md#calls session-mode calls): what a widget
 * mounted with only a session (`{ id, sessionData }`) needs to show its form — the amount, the
 * merchant's name, the wallets and stored-card consent the request offers, the challenge window
 * size, the secured fields' origin and key when this API serves frames, and the shopper's stored
 * cards when the request names a shopper. It changes nothing
 * and is not a pay attempt (no rate limit of paying, no idempotency key).
 */
import {
  DEFAULT_CHALLENGE_WINDOW_SIZE,
  type CardSessionSetup,
  type ResponseOf,
} from '@paypage/contract';
import { Hono } from 'hono';
import type { Services } from '../context.ts';
import { findRequest } from '../db/payment-requests.ts';
import { bodyOf } from '../http/body.ts';
import { notFoundError } from '../http/errors.ts';
import { cardFlowsOf } from './card-flows.ts';
import { activeCardKey, publishedKey } from './card-keys.ts';
import { checkSession, findSession, type SessionEnv } from './card-sessions.ts';
import { storedCardsOf } from './stored-cards.ts';

export function sessionSetupRoutes(services: Services) {
  const routes = new Hono<SessionEnv>();
  routes.post(
    '/adyen/sessions/:id/setup',
    bodyOf('POST /sandbox/adyen/sessions/:id/setup'),
    async (c) => {
      const session = await findSession(services, c.req.param('id'));
      checkSession(session, c.req.valid('json').sessionData);
      const request = await findRequest(services.db, session.token);
      if (!request) throw notFoundError();
      const options = request.sandbox;
      const framesOrigin = services.config.securedFieldsOrigin;
      const setup: CardSessionSetup = {
        id: session.id,
        sessionData: session.sessionData,
        amount: { value: request.amountInCents, currency: 'USD' },
        challengeWindowSize: options.challengeWindowSize ?? DEFAULT_CHALLENGE_WINDOW_SIZE,
        configuration: {
          merchantName: request.merchant.name,
          showGooglePay: options.showGooglePay ?? true,
          showApplePay: options.showApplePay ?? true,
          showCardOnFile: options.showCardOnFile ?? true,
          ...cardFlowsOf(options),
        },
        ...(framesOrigin
          ? {
              securedFields: {
                origin: framesOrigin,
                key: publishedKey(await activeCardKey(services.db)),
              },
            }
          : {}),
        // The shopper's stored cards, when the request names a shopper.
        ...(options.shopperReference
          ? { storedPaymentMethods: await storedCardsOf(services.db, options.shopperReference) }
          : {}),
      };
      return c.json(setup satisfies ResponseOf<'POST /sandbox/adyen/sessions/:id/setup'>, 200);
    },
  );
  return routes;
}
