/**
 * The sandbox 3-D Secure server's fingerprint (docs/widget.md#states): the method page the page's
 * hidden fingerprint frame POSTs `threeDSMethodData` to, its notification page, their one script,
 * and `POST /sandbox/adyen/v1/submitThreeDS2Fingerprint?token={clientKey}`, whose answer is the
 * details for `paymentDetails` (frictionless) or a further challenge action. The method pages may
 * be framed by the page itself only.
 */
import {
  SANDBOX_CLIENT_KEY,
  WIRE_MESSAGES,
  type ResponseOf,
  type SubmitFingerprintResult,
} from '@paypage/contract';
import { fingerprintResultSchema, threeDSMethodDataSchema } from '@paypage/contract/schemas';
import { type Context, Hono } from 'hono';
import { type AppEnv, ipOf, type Services } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { findRequest, recordAttempt } from '../db/payment-requests.ts';
import { isPayable } from '../domain/payment-request.ts';
import { bodyOf } from '../http/body.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { securityHeaders } from '../security.ts';
import { framed } from './acs.ts';
import { methodPage, methodScript, notificationPage } from './sandbox-pages.ts';
import { type FingerprintStep, recordChallenge } from './three-ds-records.ts';

type FingerprintRow = {
  three_ds_server_trans_id: string;
  session_id: string;
  next_step: FingerprintStep;
  payment: { postMessageDomain: string } & Record<string, unknown>;
};

/** `threeDSMethodData`: base64url JSON (`threeDSMethodDataSchema`), or null. */
function parseMethodData(value: unknown) {
  if (typeof value !== 'string' || value.length > 4000) return null;
  try {
    const decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    const parsed = threeDSMethodDataSchema.safeParse(decoded);
    return parsed.success ? { raw: value, ...parsed.data } : null;
  } catch {
    return null;
  }
}

function decodeFingerprintResult(value: string) {
  try {
    const decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    return fingerprintResultSchema.parse(decoded);
  } catch {
    throw badRequest(
      'fingerprintResult must be base64 of JSON { "threeDSCompInd": "Y" | "N" | "U" }.',
    );
  }
}

async function fingerprintOf(db: Queryable, threeDSServerTransID: string) {
  const { rows } = await db.query<FingerprintRow>(
    `select three_ds_server_trans_id, session_id, next_step, payment from three_ds_fingerprints
     where three_ds_server_trans_id = $1 and not consumed`,
    [threeDSServerTransID],
  );
  return rows[0];
}

/**
 * The fingerprint's next step, once: frictionless (and the timeout card, whose method never
 * posted back) pass at once — a challenge the ACS has already passed, whose details go to
 * `paymentDetails`; the challenge card answers a challenge action.
 */
async function submitFingerprint(
  services: Services,
  c: Context,
  paymentData: string,
  threeDSCompInd: string,
): Promise<SubmitFingerprintResult> {
  return services.db.transaction(async (tx) => {
    const { rows } = await tx.query<FingerprintRow & { method_completed: boolean }>(
      `update three_ds_fingerprints set consumed = true
       where payment_data = $1 and not consumed
       returning session_id, next_step, payment, method_completed`,
      [paymentData],
    );
    const row = rows[0];
    if (!row) throw new ApiError(422, 'No 3-D Secure fingerprint is pending for this paymentData.');
    // In the transaction's own connection (PGlite has one).
    const session = (
      await tx.query<{ token: string; session_data: string; expired: boolean }>(
        `select payment_request_token as token, session_data, expires_at <= now() as expired
         from card_sessions where id = $1`,
        [row.session_id],
      )
    ).rows[0];
    if (!session) throw new ApiError(404, WIRE_MESSAGES.sessionNotFound);
    services.limiter.hit('pay', ipOf(c, services), session.token);
    if (session.expired) throw new ApiError(410, WIRE_MESSAGES.sessionExpired);
    const request = await findRequest(tx, session.token);
    if (!request || !isPayable(request.status)) {
      throw new ApiError(409, WIRE_MESSAGES.alreadyProcessed);
    }
    const { postMessageDomain: _domain, ...detail } = row.payment;
    const fingerprint = { threeDSCompInd, methodCompleted: row.method_completed };
    if (row.next_step === 'challenge') {
      const action = await recordChallenge(tx, row.session_id, detail);
      await recordAttempt(tx, request.token, 'card', 'ChallengeShopper', {
        ...detail,
        ...fingerprint,
      });
      return { type: 'action', action };
    }
    await recordChallenge(tx, row.session_id, detail, 'Y');
    await recordAttempt(tx, request.token, 'card', 'Frictionless', { ...detail, ...fingerprint });
    const threeDSResult = Buffer.from(JSON.stringify({ transStatus: 'Y' })).toString('base64');
    return { type: 'completed', details: { threeDSResult } };
  });
}

export function threeDSMethodRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  // An issuer's page: the widget frames it in whichever page it is on (the payer page, a shop's).
  const framedByAny = securityHeaders(services.config.mode, { frameAncestors: '*' });

  routes.get('/3ds/method.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(methodScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  routes.post('/3ds/method', framedByAny, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const data = parseMethodData(form.threeDSMethodData);
    const row = data ? await fingerprintOf(services.db, data.threeDSServerTransID) : undefined;
    if (!data || !row)
      return framed(c, methodPage({ threeDSMethodData: '', postsBack: false }), 400);
    // The timeout test card's method never posts back: the page's 20 s timeout decides.
    const postsBack = row.next_step !== 'timeout';
    return framed(c, methodPage({ threeDSMethodData: data.raw, postsBack }));
  });

  routes.post('/3ds/method/notification', framedByAny, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const data = parseMethodData(form.threeDSMethodData);
    if (!data) return framed(c, methodPage({ threeDSMethodData: '', postsBack: false }), 400);
    const { rows } = await services.db.query<FingerprintRow>(
      `update three_ds_fingerprints set method_completed = true
       where three_ds_server_trans_id = $1 and not consumed and next_step <> 'timeout'
       returning three_ds_server_trans_id, payment`,
      [data.threeDSServerTransID],
    );
    const row = rows[0];
    if (!row) return framed(c, methodPage({ threeDSMethodData: '', postsBack: false }), 400);
    const page = notificationPage({
      threeDSServerTransID: row.three_ds_server_trans_id,
      postMessageDomain: row.payment.postMessageDomain,
    });
    return framed(c, page);
  });

  routes.post(
    '/adyen/v1/submitThreeDS2Fingerprint',
    bodyOf('POST /sandbox/adyen/v1/submitThreeDS2Fingerprint'),
    async (c) => {
      if (c.req.query('token') !== SANDBOX_CLIENT_KEY) {
        throw new ApiError(401, 'The token must be the session’s client key.');
      }
      const body = c.req.valid('json');
      const { threeDSCompInd } = decodeFingerprintResult(body.fingerprintResult);
      const answer = await submitFingerprint(services, c, body.paymentData, threeDSCompInd);
      c.header('Cache-Control', 'no-store');
      return c.json(
        answer satisfies ResponseOf<'POST /sandbox/adyen/v1/submitThreeDS2Fingerprint'>,
      );
    },
  );

  return routes;
}
