import { createHash } from 'node:crypto';
import type { ResponseOf } from '@paypage/contract';
import { payerPath } from '@paypage/contract/payer-urls';
import { ORGANIZATION_ID_SOURCE } from '@paypage/contract/schemas';
import { Hono } from 'hono';
import { type AppEnv, ipOf, type Services } from '../context.ts';
import { allowsCard, isPayable } from '../domain/payment-request.ts';
import { bodyOf } from '../http/body.ts';
import { ApiError, alreadyProcessed, badRequest } from '../http/errors.ts';
import { limited, loadRequest } from './shared.ts';
import { recordProviderSession } from './widget.ts';

/** The client a session is reused for: a hash of its IP and user agent (never stored in clear). */
export const clientKeyOf = (ip: string, userAgent: string) =>
  createHash('sha256').update(`${ip}\n${userAgent}`).digest('base64url');

/** `POST /collect/{token}/adyen/session`: a card session for the page's card widget. */
export function cardSessionRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/collect/:token/adyen/session',
    limited(services, 'write'),
    bodyOf('POST /collect/:token/adyen/session'),
    async (c) => {
      const request = await loadRequest(c, services);
      const { organizationId } = c.req.valid('json');
      if (request.processor.type !== 'ADYEN' || !allowsCard(request.paymentMethod)) {
        throw new ApiError(422, 'Card payments are not available for this payment request.');
      }
      if (organizationId !== request.organizationId) {
        throw badRequest(
          `organizationId does not match this payment request: send ${ORGANIZATION_ID_SOURCE}.`,
        );
      }
      if (!isPayable(request.status)) throw alreadyProcessed();
      const session = await services.providers.card.createSession(request, {
        returnUrl: payerPath(request.token),
        clientKey: clientKeyOf(ipOf(c, services), c.req.header('user-agent') ?? ''),
      });
      // A processor's session (test or live): the widget reports its result by this id.
      if (session.clientConfig.environment !== 'sandbox') {
        await recordProviderSession(services.db, session.id, request.token);
      }
      c.header('Cache-Control', 'no-store');
      return c.json(session satisfies ResponseOf<'POST /collect/:token/adyen/session'>);
    },
  );
  return routes;
}
