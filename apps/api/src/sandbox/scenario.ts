/** The scenario API (sandbox mode only): create, list, force and settle payment requests. */
import { WIRE_MESSAGES, type ResponseOf } from '@paypage/contract';
import { payerPath } from '@paypage/contract/payer-urls';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import {
  createRequest,
  findRequest,
  forceStatus,
  listRequests,
  settleNow,
  toWire,
} from '../db/payment-requests.ts';
import { bodyOf, tokenParam } from '../http/body.ts';
import { ApiError, notFoundError } from '../http/errors.ts';
import { lastBillingAddresses } from './billing-addresses.ts';

/**
 * Beyond loopback the scenario API (which lists every request's token and forces statuses) needs
 * `Authorization: Bearer <SANDBOX_KEY>`, and is off without a key (docs/operations.md "Local API").
 */
export const sandboxKeyRequired =
  (services: Services): MiddlewareHandler =>
  async (c, next) => {
    const key = services.config.sandboxKey;
    if (key === null) {
      throw new ApiError(
        403,
        'The scenario API is off: the server listens beyond loopback without SANDBOX_KEY.',
      );
    }
    if (key !== undefined && !sameSecret(c.req.header('authorization') ?? '', `Bearer ${key}`)) {
      throw new ApiError(401, 'The scenario API needs Authorization: Bearer <SANDBOX_KEY>.');
    }
    await next();
  };

/** The settle call's 409: the request is not PROCESSING with a settlement to come. */
const NOTHING_TO_SETTLE =
  'Nothing to settle: this payment request has no payment waiting to settle.';

const sameSecret = (given: string, expected: string) => {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
};

export function scenarioRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();
  routes.use('/payment-requests', sandboxKeyRequired(services));
  routes.use('/payment-requests/*', sandboxKeyRequired(services));

  routes.post('/payment-requests', bodyOf('POST /sandbox/payment-requests'), async (c) => {
    const { token, trackingToken } = await createRequest(db, c.req.valid('json'));
    const created = { token, url: payerPath(token), trackingToken };
    return c.json(created satisfies ResponseOf<'POST /sandbox/payment-requests'>, 201);
  });

  routes.get('/payment-requests', async (c) => {
    const requests = await listRequests(db);
    const addresses = await lastBillingAddresses(db);
    c.header('Cache-Control', 'no-store');
    return c.json({
      paymentRequests: requests.map((r) => ({
        token: r.token,
        url: payerPath(r.token),
        status: r.status,
        merchant: r.merchant,
        amountInCents: r.amountInCents,
        label: r.label,
        trackingToken: r.trackingToken,
        billingAddress: addresses.get(r.token) ?? null,
      })),
    } satisfies ResponseOf<'GET /sandbox/payment-requests'>);
  });

  routes.post(
    '/payment-requests/:token/status',
    bodyOf('POST /sandbox/payment-requests/:token/status'),
    async (c) => {
      const token = tokenParam(c);
      const change = await forceStatus(
        db,
        token,
        c.req.valid('json'),
        services.config.publicOrigin,
      );
      if (change === 'not-found') throw notFoundError();
      if (change === 'not-payable') throw new ApiError(409, WIRE_MESSAGES.paymentInProgress);
      const request = await findRequest(db, token);
      if (!request) throw notFoundError();
      return c.json(
        toWire(request) satisfies ResponseOf<'POST /sandbox/payment-requests/:token/status'>,
      );
    },
  );

  /**
   * Settles the request's pending payment now, whatever its settlement delay: a test holds a
   * payment in PROCESSING (`settlementDelayMs: 600000`) and settles it when it says so
   * (docs/sandbox.md "Scenario API"). The answer is the request once settled.
   */
  routes.post('/payment-requests/:token/settle', async (c) => {
    const token = tokenParam(c);
    const due = await settleNow(db, token);
    if (due === 'not-found') throw notFoundError();
    if (due === 'nothing-pending') throw new ApiError(409, NOTHING_TO_SETTLE);
    await services.settlement.run();
    const request = await findRequest(db, token);
    if (!request) throw notFoundError();
    return c.json(
      toWire(request) satisfies ResponseOf<'POST /sandbox/payment-requests/:token/settle'>,
    );
  });

  routes.get('/payment-requests/:token/attempts', async (c) => {
    const token = tokenParam(c);
    if (!(await findRequest(db, token))) throw notFoundError();
    const { rows } = await db.query<{
      method: string;
      outcome: string;
      detail: Record<string, unknown>;
      created_at: Date | string;
    }>(
      `select method, outcome, detail, created_at from payment_attempts
       where payment_request_token = $1 order by id`,
      [token],
    );
    c.header('Cache-Control', 'no-store');
    return c.json({
      attempts: rows.map((row) => ({
        method: row.method,
        outcome: row.outcome,
        detail: row.detail,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    } satisfies ResponseOf<'GET /sandbox/payment-requests/:token/attempts'>);
  });

  return routes;
}
