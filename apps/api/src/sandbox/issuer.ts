/**
 * The sandbox redirect "issuer" (docs/widget.md#views "Redirect view"; test cards 4000 0000 0000
 * 3048 GET and 3055 POST): the redirect action a payment answers, the issuer's page (reached by
 * GET, or by the page's hidden POST form), its Approve / Decline, the return to the shop with
 * `sessionId` and `redirectResult`, and `paymentDetails` with that result.
 */
import {
  SANDBOX_ISSUER_NAME,
  SANDBOX_ISSUER_PATH,
  type CardPaymentResult,
  type RedirectAction,
} from '@paypage/contract';
import { payerPath } from '@paypage/contract/payer-urls';
import { type Context, Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { recordAttempt, type StoredRequest } from '../db/payment-requests.ts';
import type { Answer } from '../db/idempotency.ts';
import { formatCents } from '../domain/format.ts';
import { securityHeaders } from '../security.ts';
import { authorise, opaque, type Session } from './card-sessions.ts';
import { issuerGonePage, issuerPage } from './sandbox-pages.ts';

/** A redirect to the sandbox issuer, recorded; the action that sends the payer there. */
export async function recordRedirect(
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  method: 'GET' | 'POST',
  detail: Record<string, unknown>,
): Promise<RedirectAction> {
  const ref = opaque('Rf');
  await tx.query(
    `insert into sandbox_redirects (ref, session_id, return_url, payment)
     values ($1, $2, $3, $4::text::jsonb)`,
    [ref, session.id, payerPath(request.token), JSON.stringify({ method: 'card', ...detail })],
  );
  const common = { type: 'redirect', paymentMethodType: 'scheme', name: SANDBOX_ISSUER_NAME };
  return method === 'GET'
    ? { ...common, type: 'redirect', method, url: `${SANDBOX_ISSUER_PATH}?ref=${ref}` }
    : {
        ...common,
        type: 'redirect',
        method,
        url: SANDBOX_ISSUER_PATH,
        data: { ref, MD: opaque('') },
      };
}

/** `paymentDetails` with a redirect result: the issuer's answer, once. */
export async function completeRedirect(
  services: Services,
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  redirectResult: string,
): Promise<Answer> {
  const { rows } = await tx.query<{ outcome: string }>(
    `update sandbox_redirects set consumed = true
     where session_id = $1 and redirect_result = $2 and not consumed
     returning outcome`,
    [session.id, redirectResult],
  );
  const row = rows[0];
  if (!row) {
    return { status: 422, body: { message: 'No redirect with this redirectResult is pending.' } };
  }
  if (row.outcome === 'approved')
    return authorise(services, tx, request, session, 'card', 'succeed');
  await recordAttempt(tx, request.token, 'card', 'Refused', { redirect: row.outcome });
  const body = {
    resultCode: 'Refused',
    refusalReason: 'Refused',
    sessionData: session.sessionData,
  } satisfies CardPaymentResult;
  return { status: 200, body };
}

type RedirectRow = {
  session_id: string;
  amount_in_cents: number | string;
  merchant: { name: string };
};

export function issuerRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();
  const headers = securityHeaders(services.config.mode);

  const show = async (c: Context, ref: unknown, method: 'GET' | 'POST') => {
    c.header('Cache-Control', 'no-store');
    if (typeof ref !== 'string' || ref.length > 200) return c.html(issuerGonePage(), 400);
    const { rows } = await db.query<RedirectRow>(
      `select r.session_id, pr.amount_in_cents, pr.merchant
       from sandbox_redirects r
       join card_sessions s on s.id = r.session_id
       join payment_requests pr on pr.token = s.payment_request_token
       where r.ref = $1 and r.outcome is null`,
      [ref],
    );
    const row = rows[0];
    if (!row) return c.html(issuerGonePage(), 400);
    const amount = formatCents(Number(row.amount_in_cents));
    return c.html(issuerPage({ ref, merchant: row.merchant.name, amount, method }));
  };

  routes.get('/issuer', headers, (c) => show(c, c.req.query('ref'), 'GET'));
  routes.post('/issuer', headers, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    return show(c, form.ref, 'POST');
  });

  routes.post('/issuer/submit', headers, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const ref = typeof form.ref === 'string' ? form.ref : '';
    const outcome = form.action === 'approve' ? 'approved' : 'declined';
    // One answer per redirect: a second submit returns with the first result.
    await db.query(
      `update sandbox_redirects set outcome = $2, redirect_result = $3
       where ref = $1 and outcome is null`,
      [ref, outcome, opaque('Rr')],
    );
    const { rows } = await db.query<{
      session_id: string;
      return_url: string;
      redirect_result: string;
    }>('select session_id, return_url, redirect_result from sandbox_redirects where ref = $1', [
      ref,
    ]);
    const row = rows[0];
    if (!row) return c.html(issuerGonePage(), 400);
    const query = new URLSearchParams({
      sessionId: row.session_id,
      redirectResult: row.redirect_result,
    });
    return c.redirect(`${row.return_url}?${query.toString()}`, 303);
  });

  return routes;
}
