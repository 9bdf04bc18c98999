/**
 * The sandbox's analytics endpoint (docs/widget.md#analytics), shaped like the provider's:
 *
 * - `POST /sandbox/adyen/v3/analytics?clientKey=` begins a checkout attempt: `{ checkoutAttemptId }`
 *   (the widget keeps it 15 minutes); the card session it names, if known, ties it to a request;
 * - `POST /sandbox/adyen/v3/analytics/{checkoutAttemptId}?clientKey=` stores a batch of events
 *   (204); an event with a key outside §3's shape is refused (400), so no card data is stored;
 * - `GET /sandbox/payment-requests/{token}/analytics` (the scenario API) lists the events of the
 *   request's card sessions, oldest first, and the payments that carried a checkout attempt id
 *   (`recordPaymentAttemptId`, called by the payments route).
 */
import { randomBytes } from 'node:crypto';
import { SANDBOX_CLIENT_KEY, type ResponseOf } from '@paypage/contract';
import { CHECKOUT_ATTEMPT_ID_PATTERN } from '@paypage/contract/schemas';
import { Hono, type Context } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { findRequest } from '../db/payment-requests.ts';
import { bodyOf, tokenParam } from '../http/body.ts';
import { ApiError, notFoundError } from '../http/errors.ts';

function checkClientKey(c: Context) {
  if (c.req.query('clientKey') !== SANDBOX_CLIENT_KEY) {
    throw new ApiError(401, 'Analytics needs the client key as ?clientKey=.');
  }
}

export function analyticsRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();

  routes.post('/adyen/v3/analytics', bodyOf('POST /sandbox/adyen/v3/analytics'), async (c) => {
    checkClientKey(c);
    const { sessionId } = c.req.valid('json');
    const id = `ca_${randomBytes(16).toString('hex')}`;
    await db.query(
      `insert into analytics_attempts (id, session_id)
       values ($1, (select id from card_sessions where id = $2))`,
      [id, sessionId ?? null],
    );
    return c.json({
      checkoutAttemptId: id,
    } satisfies ResponseOf<'POST /sandbox/adyen/v3/analytics'>);
  });

  routes.post(
    '/adyen/v3/analytics/:checkoutAttemptId',
    bodyOf('POST /sandbox/adyen/v3/analytics/:checkoutAttemptId'),
    async (c) => {
      checkClientKey(c);
      const attemptId = c.req.param('checkoutAttemptId');
      const known =
        CHECKOUT_ATTEMPT_ID_PATTERN.test(attemptId) &&
        (await db.query('select 1 from analytics_attempts where id = $1', [attemptId])).rows
          .length > 0;
      if (!known) throw notFoundError('No such checkout attempt.');
      const { events } = c.req.valid('json');
      await db.transaction(async (tx) => {
        for (const event of events) {
          await tx.query(
            'insert into analytics_events (checkout_attempt_id, event) values ($1, $2)',
            [attemptId, JSON.stringify(event)],
          );
        }
      });
      return c.body(null, 204);
    },
  );

  routes.get('/payment-requests/:token/analytics', async (c) => {
    const token = tokenParam(c);
    if (!(await findRequest(db, token))) throw notFoundError();
    const { rows } = await db.query<{
      checkout_attempt_id: string;
      event: Record<string, unknown>;
      received_at: Date | string;
    }>(
      `select e.checkout_attempt_id, e.event, e.received_at
       from analytics_events e
       join analytics_attempts a on a.id = e.checkout_attempt_id
       join card_sessions s on s.id = a.session_id
       where s.payment_request_token = $1
       order by e.seq`,
      [token],
    );
    const payments = await db.query<{
      checkout_attempt_id: string;
      method: string;
      received_at: Date | string;
    }>(
      `select checkout_attempt_id, method, received_at from analytics_payments
       where payment_request_token = $1 order by seq`,
      [token],
    );
    c.header('Cache-Control', 'no-store');
    return c.json({
      events: rows.map((row) => ({
        checkoutAttemptId: row.checkout_attempt_id,
        receivedAt: new Date(row.received_at).toISOString(),
        event: row.event,
      })),
      payments: payments.rows.map((row) => ({
        checkoutAttemptId: row.checkout_attempt_id,
        method: row.method,
        receivedAt: new Date(row.received_at).toISOString(),
      })),
    } satisfies ResponseOf<'GET /sandbox/payment-requests/:token/analytics'>);
  });

  return routes;
}

/**
 * A payment's checkout attempt id (docs/widget.md#options `paymentMethod.checkoutAttemptId`), recorded
 * with the payment (in its transaction: an idempotent replay records nothing again).
 */
export async function recordPaymentAttemptId(
  tx: Queryable,
  token: string,
  paymentMethod: { type: string; checkoutAttemptId?: string | undefined },
) {
  if (!paymentMethod.checkoutAttemptId) return;
  await tx.query(
    `insert into analytics_payments (payment_request_token, checkout_attempt_id, method)
     values ($1, $2, $3)`,
    [token, paymentMethod.checkoutAttemptId, paymentMethod.type],
  );
}
