import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../context.ts';
import { ipOf } from '../context.ts';
import { findRequestByTrackingToken, toWire } from '../db/payment-requests.ts';
import { deviceFingerprintSchema } from '../domain/payment-request.ts';
import { newToken, tokenPattern } from '../domain/tokens.ts';
import { readJson, tokenParam } from '../http/body.ts';
import { ApiError, alreadyProcessed, notFoundError } from '../http/errors.ts';
import { failable, rememberTokenlessSwitches } from '../sandbox/failures.ts';
import { isPayable, limited, loadRequest, requestOfPath, requireSandbox } from './shared.ts';

/** The page's calls about one payment request, plus client-info and the e-mail link tracking. */
export function collectRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();
  const byPath = requestOfPath(services);

  routes.get('/client-info', failable(services, 'client-info'), (c) =>
    c.json({ clientIp: ipOf(c, services), userAgent: c.req.header('user-agent') ?? '' }),
  );

  routes.get(
    '/collect/:token',
    limited(services, 'status'),
    failable(services, 'collect', byPath),
    async (c) => {
      const request = await loadRequest(c, services);
      if (services.config.mode === 'sandbox') rememberTokenlessSwitches(c, request);
      c.header('Cache-Control', 'no-store');
      return c.json(toWire(request));
    },
  );

  routes.get(
    '/collect/:token/stripe/intent',
    failable(services, 'stripe/intent', byPath),
    async (c) => {
      requireSandbox(services, 'Stripe payments');
      const request = await loadRequest(c, services);
      if (request.processor.type !== 'STRIPE') {
        throw new ApiError(422, 'This payment request is not paid through Stripe.');
      }
      if (!isPayable(request.status)) throw alreadyProcessed();
      // One payment intent per request, created on first use (as a server would with Stripe).
      const secret = `pi_${newToken()}_secret_${newToken()}`;
      const { rows } = await db.query<{ secret: string }>(
        `update payment_requests set stripe_client_secret = coalesce(stripe_client_secret, $2)
       where token = $1 returning stripe_client_secret as secret`,
        [request.token, secret],
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ client_secret: rows[0]?.secret ?? secret });
    },
  );

  // Stripe's return URL after a redirect-based payment: back to the page, which shows the status.
  routes.get('/collect/:token/stripe/callback', (c) => c.redirect(`/pay/${tokenParam(c)}`, 302));

  routes.post(
    '/collect/:token/fingerprint',
    failable(services, 'fingerprint', byPath),
    async (c) => {
      const request = await loadRequest(c, services);
      const { fingerprint } = await readJson(
        c,
        z.strictObject({ fingerprint: deviceFingerprintSchema }),
      );
      await db.query(
        `insert into fingerprints (payment_request_token, source, fingerprint, client_ip)
       values ($1, 'page', $2::text::jsonb, $3)`,
        [request.token, JSON.stringify(fingerprint), ipOf(c, services)],
      );
      return c.body(null, 204);
    },
  );

  routes.get(
    '/collect/:token/invoice/download',
    failable(services, 'invoice/download', byPath),
    async (c) => {
      const request = await loadRequest(c, services);
      if (!request.merchantInvoice) throw notFoundError('This payment request has no invoice.');
      c.header('Cache-Control', 'no-store');
      return c.json({ downloadUrl: `/api/v1/files/invoices/${request.token}.pdf` });
    },
  );

  routes.post(
    '/collect/:token/status',
    limited(services, 'status'),
    failable(services, 'status', byPath),
    async (c) => {
      const request = await loadRequest(c, services);
      await readJson(
        c,
        z.strictObject({
          status: z.literal('PROCESSING', { error: 'only PROCESSING can be set' }),
        }),
      );
      // The page confirms a payment the processor accepted; it cannot mark an unpaid request.
      if (request.status !== 'PROCESSING' && request.status !== 'PAID') {
        throw new ApiError(409, 'No payment has been accepted for this payment request.');
      }
      return c.json({ status: request.status });
    },
  );

  routes.post(
    '/email-tracking/:trackingToken/link-opened',
    failable(services, 'link-opened', (c) => {
      const trackingToken = c.req.param('trackingToken') ?? '';
      return tokenPattern.test(trackingToken)
        ? findRequestByTrackingToken(db, trackingToken)
        : Promise.resolve(null);
    }),
    async (c) => {
      const trackingToken = tokenParam(c, 'trackingToken');
      // The first open is stored with its time; later ones are counted.
      const { rows } = await db.query(
        `update payment_requests set
           link_first_opened_at = coalesce(link_first_opened_at, now()),
           link_open_count = link_open_count + 1
         where tracking_token = $1 returning token`,
        [trackingToken],
      );
      if (rows.length === 0) throw notFoundError('Tracking link not found.');
      return c.body(null, 204);
    },
  );

  return routes;
}
