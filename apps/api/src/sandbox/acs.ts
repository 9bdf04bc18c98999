/**
 * The sandbox ACS: the 3-D Secure challenge page the page's ChallengeFrame loads by POSTing a
 * `creq`, its submit, and its one script. Its pages may be framed by the page itself only.
 */
import { SANDBOX_3DS_CODE, type TransStatus } from '@paypage/contract';
import { creqSchema } from '@paypage/contract/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { formatCents } from '../domain/format.ts';
import { securityHeaders } from '../security.ts';
import { challengeFormPage, challengeResultPage, challengeScript } from './three-ds-page.ts';

/** `creq`: base64url (or base64) of the CReq JSON. */
function parseCreq(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > 4000) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** A page for a frame: never cached. */
export const framed = (c: Context, html: string, status: 200 | 400 = 200) => {
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
};

/** The page for a challenge nobody can complete: it reports U to the frame's parent. */
const unknownChallenge = (c: Context) =>
  framed(c, challengeResultPage({ transStatus: 'U', threeDSServerTransID: '' }), 400);

export function acsRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();
  // An issuer's page: the widget frames it in whichever page it is on (the payer page, a shop's).
  const framedByAny = securityHeaders(services.config.mode, { frameAncestors: '*' });

  routes.get('/3ds/challenge.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(challengeScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  routes.post('/3ds/challenge', framedByAny, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const creq = creqSchema.safeParse(parseCreq(form.creq));
    if (!creq.success) return unknownChallenge(c);
    const { acsTransID, threeDSServerTransID } = creq.data;
    const { rows } = await db.query<{
      trans_status: TransStatus | null;
      amount_in_cents: number | string;
      merchant: { name: string };
    }>(
      `select ch.trans_status, pr.amount_in_cents, pr.merchant
       from three_ds_challenges ch
       join card_sessions s on s.id = ch.session_id
       join payment_requests pr on pr.token = s.payment_request_token
       where ch.acs_trans_id = $1 and ch.three_ds_server_trans_id = $2`,
      [acsTransID, threeDSServerTransID],
    );
    const row = rows[0];
    if (!row || row.trans_status) {
      const transStatus = row?.trans_status ?? 'U';
      const page = challengeResultPage({ transStatus, threeDSServerTransID });
      return framed(c, page, row ? 200 : 400);
    }
    const amount = formatCents(Number(row.amount_in_cents));
    const page = challengeFormPage({
      acsTransID,
      merchant: row.merchant.name,
      amount,
      code: SANDBOX_3DS_CODE,
    });
    return framed(c, page);
  });

  routes.post('/3ds/challenge/submit', framedByAny, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const acsTransID = typeof form.acsTransID === 'string' ? form.acsTransID : '';
    const code = typeof form.code === 'string' ? form.code.trim() : '';
    const transStatus = form.action === 'cancel' ? 'U' : code === SANDBOX_3DS_CODE ? 'Y' : 'N';
    // One answer per challenge: a second submit shows the first result.
    await db.query(
      'update three_ds_challenges set trans_status = $2 where acs_trans_id = $1 and trans_status is null',
      [acsTransID, transStatus],
    );
    const { rows } = await db.query<{
      three_ds_server_trans_id: string;
      trans_status: TransStatus;
    }>(
      'select three_ds_server_trans_id, trans_status from three_ds_challenges where acs_trans_id = $1',
      [acsTransID],
    );
    const row = rows[0];
    if (!row) return unknownChallenge(c);
    const page = challengeResultPage({
      transStatus: row.trans_status,
      threeDSServerTransID: row.three_ds_server_trans_id,
    });
    return framed(c, page);
  });

  return routes;
}
