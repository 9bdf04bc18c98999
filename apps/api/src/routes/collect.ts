import type { ResponseOf } from '@paypage/contract';
import { payerPath } from '@paypage/contract/payer-urls';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { ipOf } from '../context.ts';
import { findRequest, toWire } from '../db/payment-requests.ts';
import { offeredMethods } from '../providers/offered-methods.ts';
import { isPayable } from '../domain/payment-request.ts';
import { bodyOf, tokenParam } from '../http/body.ts';
import { ApiError, alreadyProcessed, notFoundError } from '../http/errors.ts';
import { limited, loadRequest } from './shared.ts';

/** The page's calls about one payment request, plus client-info and the e-mail link tracking. */
export function collectRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();

  routes.get('/client-info', (c) =>
    c.json({
      clientIp: ipOf(c, services),
      userAgent: c.req.header('user-agent') ?? '',
    } satisfies ResponseOf<'GET /client-info'>),
  );

  routes.get('/collect/:token', limited(services, 'status'), async (c) => {
    const request = await loadRequest(c, services);
    c.header('Cache-Control', 'no-store');
    const { mode, liveProviders } = services.config;
    const wire = toWire(request);
    // Only the methods this server can take (production mode without a provider offers less).
    const paymentMethod = offeredMethods(
      wire.paymentMethod,
      wire.processor.type,
      mode,
      liveProviders,
    );
    const answer = { ...wire, paymentMethod, mode };
    return c.json(answer satisfies ResponseOf<'GET /collect/:token'>);
  });

  routes.get('/collect/:token/stripe/intent', async (c) => {
    const request = await loadRequest(c, services);
    if (request.processor.type !== 'STRIPE') {
      throw new ApiError(422, 'This payment request is not paid through Stripe.');
    }
    if (!isPayable(request.status)) throw alreadyProcessed();
    const secret = await services.providers.stripe.clientSecret(request);
    c.header('Cache-Control', 'no-store');
    return c.json({
      client_secret: secret,
    } satisfies ResponseOf<'GET /collect/:token/stripe/intent'>);
  });

  // Stripe's return URL after a redirect-based payment: back to the page, which shows the status.
  routes.get('/collect/:token/stripe/callback', (c) => c.redirect(payerPath(tokenParam(c)), 302));

  routes.post(
    '/collect/:token/fingerprint',
    limited(services, 'write'),
    bodyOf('POST /collect/:token/fingerprint'),
    async (c) => {
      const request = await loadRequest(c, services);
      const { fingerprint } = c.req.valid('json');
      // The same fingerprint (but for its capture time) from the same client for the same request
      // is stored once a day: a reload is not a new row.
      await db.query(
        `insert into fingerprints (payment_request_token, source, fingerprint, client_ip)
         select $1, 'page', $2::text::jsonb, $3
         where not exists (
           select 1 from fingerprints where payment_request_token = $1 and client_ip = $3
             and fingerprint - 'capturedAt' = $2::text::jsonb - 'capturedAt'
             and created_at > now() - interval '1 day')`,
        [request.token, JSON.stringify(fingerprint), ipOf(c, services)],
      );
      return c.body(null, 204);
    },
  );

  routes.get('/collect/:token/invoice/download', async (c) => {
    const request = await loadRequest(c, services);
    if (!request.merchantInvoice) throw notFoundError('This payment request has no invoice.');
    c.header('Cache-Control', 'no-store');
    return c.json({
      downloadUrl: `/api/v1/files/invoices/${request.token}.pdf`,
    } satisfies ResponseOf<'GET /collect/:token/invoice/download'>);
  });

  routes.post(
    '/collect/:token/status',
    limited(services, 'status'),
    bodyOf('POST /collect/:token/status'),
    async (c) => {
      let request = await loadRequest(c, services);
      const { sessionId, sessionResult } = c.req.valid('json');
      const { confirmResult } = services.providers.card;
      // A card session's result, before the processor's webhook: the processor is asked.
      if (sessionId && sessionResult && confirmResult && isPayable(request.status)) {
        await confirmResult(request, { sessionId, sessionResult });
        request = (await findRequest(db, request.token)) ?? request;
      }
      // The page confirms a payment the processor accepted; it cannot mark an unpaid request.
      if (request.status !== 'PROCESSING' && request.status !== 'PAID') {
        throw new ApiError(409, 'No payment has been accepted for this payment request.');
      }
      return c.json({ status: request.status } satisfies ResponseOf<'POST /collect/:token/status'>);
    },
  );

  routes.post('/email-tracking/:trackingToken/link-opened', async (c) => {
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
  });

  return routes;
}
