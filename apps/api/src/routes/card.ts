import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv, Services } from '../context.ts';
import { ipOf } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import {
  acceptPayment,
  findRequest,
  recordAttempt,
  type StoredRequest,
} from '../db/payment-requests.ts';
import { allowsCard } from '../domain/payment-request.ts';
import { formatCents } from '../domain/format.ts';
import { readJson } from '../http/body.ts';
import { ApiError, alreadyProcessed, badRequest, notFoundError } from '../http/errors.ts';
import { type Answer, idempotencyKey, idempotent } from '../http/idempotency.ts';
import { failable } from '../sandbox/failures.ts';
import { challengeCode, decideCard, technicalErrors } from '../sandbox/test-cards.ts';
import {
  challengeFormPage,
  challengeResultPage,
  challengeScript,
} from '../sandbox/three-ds-page.ts';
import {
  isPayable,
  loadRequest,
  requestOfPath,
  requireSandbox,
  settlementDelay,
} from './shared.ts';

/** Card sessions live an hour, as the provider's do. */
const sessionTtlMs = 60 * 60 * 1000;
export const acsPath = '/api/v1/sandbox/3ds/challenge';

const sessionIdPattern = /^CS[0-9A-F]{24}$/;
const opaque = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** `POST /collect/{token}/adyen/session`: a card session for the page's card widget. */
export function cardSessionRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/collect/:token/adyen/session',
    failable(services, 'adyen/session', requestOfPath(services)),
    async (c) => {
      const request = await loadRequest(c, services);
      const { organizationId } = await readJson(
        c,
        z.strictObject({ organizationId: z.string().min(1).max(64) }),
      );
      requireSandbox(services, 'Card payments');
      if (request.processor.type !== 'ADYEN' || !allowsCard(request.paymentMethod)) {
        throw new ApiError(422, 'Card payments are not available for this payment request.');
      }
      if (organizationId !== request.organizationId) {
        throw badRequest('organizationId does not match this payment request.');
      }
      if (!isPayable(request.status)) throw alreadyProcessed();
      const id = `CS${randomBytes(12).toString('hex').toUpperCase()}`;
      const sessionData = opaque('Ab02');
      await services.db.query(
        `insert into card_sessions (id, payment_request_token, session_data, expires_at)
         values ($1, $2, $3, now() + ($4::integer * interval '1 millisecond'))`,
        [id, request.token, sessionData, sessionTtlMs],
      );
      const options = request.sandbox;
      const showGooglePay = options.showGooglePay ?? true;
      const showApplePay = options.showApplePay ?? true;
      c.header('Cache-Control', 'no-store');
      return c.json({
        id,
        sessionData,
        amount: { value: request.amountInCents, currency: 'USD' },
        returnUrl: `/pay/${request.token}`,
        challengeWindowSize: options.challengeWindowSize ?? '02',
        clientConfig: {
          environment: 'sandbox',
          key: 'sandbox_paypage_local',
          showGooglePay,
          showApplePay,
          googlePayMerchantId: showGooglePay ? 'sandbox-merchant' : null,
          applePayMerchantId: showApplePay ? 'merchant.dev.paypage.sandbox' : null,
          showCardOnFile: options.showCardOnFile ?? true,
        },
      });
    },
  );
  return routes;
}

// ---------------------------------------------------------------------------------------------
// The sandbox processor: endpoints shaped like the provider's sessions API, and its ACS.

const testValue = (field: string, pattern: RegExp, hint: string) =>
  z
    .string({ error: `${field} is required` })
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => pattern.test(value), `${field} must be ${hint}`)
    .transform((value) => value.slice('test_'.length));

const schemeMethod = z.object({
  type: z.literal('scheme'),
  holderName: z.string().max(200).optional(),
  encryptedCardNumber: testValue(
    'encryptedCardNumber',
    /^test_[0-9]{12,19}$/,
    'test_ + the card number',
  ),
  encryptedExpiryMonth: testValue('encryptedExpiryMonth', /^test_(0[1-9]|1[0-2])$/, 'test_ + MM'),
  encryptedExpiryYear: testValue('encryptedExpiryYear', /^test_20[0-9]{2}$/, 'test_ + YYYY'),
  encryptedSecurityCode: testValue(
    'encryptedSecurityCode',
    /^test_[0-9]{3,4}$/,
    'test_ + the security code',
  ).optional(),
  brand: z.string().max(40).optional(),
});
const walletMethod = z.object({
  type: z.enum(['googlepay', 'applepay']),
  googlePayToken: z.string().max(10_000).optional(),
  applePayToken: z.string().max(10_000).optional(),
});

// Shaped like the provider's: fields the page's widget adds (riskData, shopperLocale, …) are kept
// out of the way rather than refused.
const paymentsBody = z.object({
  sessionData: z.string().min(1).max(2000),
  paymentMethod: z.discriminatedUnion('type', [schemeMethod, walletMethod]),
  billingAddress: z.record(z.string(), z.unknown()).optional(),
  storePaymentMethod: z.boolean().optional(),
  browserInfo: z.record(z.string(), z.unknown()).optional(),
  origin: z.string().max(500).optional(),
});

const detailsBody = z.object({
  sessionData: z.string().min(1).max(2000),
  details: z.object({ threeDSResult: z.string().min(1).max(4000) }),
});

type Session = { id: string; token: string; sessionData: string; expired: boolean };

async function loadSession(c: AppContext, services: Services): Promise<Session> {
  const id = c.req.param('id') ?? '';
  if (!sessionIdPattern.test(id)) throw notFoundError('Session not found.');
  const { rows } = await services.db.query<{
    payment_request_token: string;
    session_data: string;
    expired: boolean;
  }>(
    `select payment_request_token, session_data, expires_at <= now() as expired
     from card_sessions where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFoundError('Session not found.');
  return {
    id,
    token: row.payment_request_token,
    sessionData: row.session_data,
    expired: row.expired,
  };
}

function checkSession(session: Session, sessionData: string) {
  if (session.expired) throw new ApiError(410, 'This payment request session has expired.');
  if (sessionData !== session.sessionData)
    throw badRequest('sessionData does not belong to this session.');
}

/** What the page's `paymentDetails` sends: base64 of JSON `{ transStatus }`. */
function decodeThreeDSResult(value: string): 'Y' | 'N' | 'U' {
  try {
    const parsed = z
      .object({ transStatus: z.enum(['Y', 'N', 'U']) })
      .parse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.transStatus;
  } catch {
    throw badRequest(
      'details.threeDSResult must be base64 of JSON { "transStatus": "Y" | "N" | "U" }.',
    );
  }
}

export function sandboxCardRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();

  /** Accepts a payment (conditional update) or answers 409; records the attempt either way. */
  async function authorise(
    tx: Queryable,
    request: StoredRequest,
    session: Session,
    method: string,
    outcome: 'succeed' | 'fail',
  ): Promise<Answer> {
    const acceptance = await acceptPayment(tx, request.token, {
      method,
      outcome: request.sandbox.settlement === 'fail' ? 'fail' : outcome,
      settleInMs: settlementDelay(services, request),
    });
    await recordAttempt(
      tx,
      request.token,
      method,
      acceptance === 'accepted' ? 'Authorised' : acceptance,
    );
    if (acceptance === 'accepted') {
      return {
        status: 200,
        body: {
          resultCode: 'Authorised',
          sessionData: session.sessionData,
          sessionResult: opaque('X3'),
        },
      };
    }
    return { status: 409, body: { message: alreadyProcessed().message } };
  }

  const answerWith = (
    c: AppContext,
    request: StoredRequest,
    answer: Answer & { replayed: boolean },
  ) => {
    const body = answer.body as { resultCode?: string };
    if (body.resultCode === 'Authorised' && !answer.replayed) {
      services.settlement.schedule(settlementDelay(services, request));
    }
    return c.json(answer.body as object, answer.status);
  };

  routes.post('/adyen/sessions/:id/payments', async (c) => {
    const session = await loadSession(c, services);
    services.limiter.hit('pay', ipOf(c, services), session.token);
    const key = idempotencyKey(c);
    const body = await readJson(c, paymentsBody);
    checkSession(session, body.sessionData);
    const request = await findRequest(db, session.token);
    if (!request) throw notFoundError();

    const answer = await idempotent(db, `adyen-payments:${session.id}`, key, body, async (tx) => {
      const current = await findRequest(tx, request.token);
      if (!current || !isPayable(current.status)) {
        return { status: 409, body: { message: alreadyProcessed().message } };
      }
      const method = body.paymentMethod;
      if (method.type !== 'scheme') {
        const google = method.type === 'googlepay';
        const enabled = google ? request.sandbox.showGooglePay : request.sandbox.showApplePay;
        if (enabled === false) {
          return {
            status: 422,
            body: {
              message: `${google ? 'Google Pay' : 'Apple Pay'} is not enabled for this session.`,
            },
          };
        }
        return authorise(tx, request, session, google ? 'googlePay' : 'applePay', 'succeed');
      }

      const decision = decideCard({
        number: method.encryptedCardNumber,
        expiryMonth: Number(method.encryptedExpiryMonth),
        expiryYear: Number(method.encryptedExpiryYear),
        securityCode: method.encryptedSecurityCode,
      });
      const sessionData = session.sessionData;
      const detail = {
        brand: decision.brand,
        storePaymentMethod: body.storePaymentMethod ?? false,
      };
      switch (decision.outcome) {
        case 'authorised':
        case 'settlement-fails':
          return authorise(
            tx,
            request,
            session,
            'card',
            decision.outcome === 'authorised' ? 'succeed' : 'fail',
          );
        case 'declined':
        case 'refused': {
          const refusalReason =
            decision.outcome === 'declined' ? decision.refusalReason : 'Refused';
          await recordAttempt(tx, request.token, 'card', 'Refused', { ...detail, refusalReason });
          return { status: 200, body: { resultCode: 'Refused', refusalReason, sessionData } };
        }
        case 'error-14_0422':
        case 'error-14_0423': {
          const errorCode = decision.outcome === 'error-14_0422' ? '14_0422' : '14_0423';
          await recordAttempt(tx, request.token, 'card', 'Error', { ...detail, errorCode });
          return {
            status: 200,
            body: {
              resultCode: 'Error',
              sessionData,
              error: { errorCode, message: technicalErrors[errorCode] },
            },
          };
        }
        case 'cancelled':
          await recordAttempt(tx, request.token, 'card', 'Cancelled', detail);
          return { status: 200, body: { resultCode: 'Cancelled', sessionData } };
        case 'challenge': {
          const acsTransID = randomUUID();
          const threeDSServerTransID = randomUUID();
          await tx.query(
            `insert into three_ds_challenges (acs_trans_id, three_ds_server_trans_id, session_id, payment)
             values ($1, $2, $3, $4::text::jsonb)`,
            [
              acsTransID,
              threeDSServerTransID,
              session.id,
              JSON.stringify({ method: 'card', ...detail }),
            ],
          );
          await recordAttempt(tx, request.token, 'card', 'ChallengeShopper', detail);
          const token = Buffer.from(
            JSON.stringify({
              acsURL: acsPath,
              acsTransID,
              messageVersion: '2.2.0',
              threeDSServerTransID,
              messageType: 'CReq',
            }),
          ).toString('base64');
          return {
            status: 200,
            body: {
              resultCode: 'ChallengeShopper',
              sessionData,
              action: {
                type: 'threeDS2',
                subtype: 'challenge',
                paymentData: opaque('Ab02'),
                token,
              },
            },
          };
        }
      }
    });
    return answerWith(c, request, answer);
  });

  routes.post('/adyen/sessions/:id/paymentDetails', async (c) => {
    const session = await loadSession(c, services);
    services.limiter.hit('pay', ipOf(c, services), session.token);
    const key = idempotencyKey(c);
    const body = await readJson(c, detailsBody);
    checkSession(session, body.sessionData);
    const claimed = decodeThreeDSResult(body.details.threeDSResult);
    const request = await findRequest(db, session.token);
    if (!request) throw notFoundError();

    const answer = await idempotent(db, `adyen-details:${session.id}`, key, body, async (tx) => {
      const { rows } = await tx.query<{
        acs_trans_id: string;
        trans_status: 'Y' | 'N' | 'U' | null;
      }>(
        `update three_ds_challenges set consumed = true
         where acs_trans_id = (select acs_trans_id from three_ds_challenges
                               where session_id = $1 and not consumed
                               order by created_at desc limit 1)
           and not consumed
         returning acs_trans_id, trans_status`,
        [session.id],
      );
      const challenge = rows[0];
      if (!challenge) {
        return {
          status: 422,
          body: { message: 'No 3-D Secure challenge is pending for this session.' },
        };
      }
      // The ACS's record decides, not the page's claim: a challenge never completed counts as U.
      const recorded = challenge.trans_status ?? 'U';
      const sessionData = session.sessionData;
      if (recorded === 'Y' && claimed === 'Y')
        return authorise(tx, request, session, 'card', 'succeed');
      if (recorded === 'U' && claimed !== 'Y') {
        await recordAttempt(tx, request.token, 'card', 'Cancelled', { threeDS: recorded });
        return { status: 200, body: { resultCode: 'Cancelled', sessionData } };
      }
      await recordAttempt(tx, request.token, 'card', 'Refused', { threeDS: recorded, claimed });
      return {
        status: 200,
        body: { resultCode: 'Refused', refusalReason: '3D Not Authenticated', sessionData },
      };
    });
    return answerWith(c, request, answer);
  });

  // The ACS: the challenge page the page's ChallengeFrame loads by POSTing `creq`.
  const framed = (c: AppContext, html: string, status: 200 | 400 = 200) => {
    c.set('frameAncestors', "'self'");
    c.header('Cache-Control', 'no-store');
    return c.html(html, status);
  };

  routes.get('/3ds/challenge.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(challengeScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  routes.post('/3ds/challenge', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const creq = z
      .object({
        acsTransID: z.uuid(),
        threeDSServerTransID: z.uuid(),
        messageType: z.literal('CReq'),
        messageVersion: z.string(),
      })
      .safeParse(parseCreq(form.creq));
    if (!creq.success) {
      return framed(c, challengeResultPage({ transStatus: 'U', threeDSServerTransID: '' }), 400);
    }
    const { rows } = await db.query<{
      trans_status: 'Y' | 'N' | 'U' | null;
      amount_in_cents: number | string;
      merchant: { name: string };
    }>(
      `select ch.trans_status, pr.amount_in_cents, pr.merchant
       from three_ds_challenges ch
       join card_sessions s on s.id = ch.session_id
       join payment_requests pr on pr.token = s.payment_request_token
       where ch.acs_trans_id = $1 and ch.three_ds_server_trans_id = $2`,
      [creq.data.acsTransID, creq.data.threeDSServerTransID],
    );
    const row = rows[0];
    if (!row || row.trans_status) {
      const transStatus = row?.trans_status ?? 'U';
      return framed(
        c,
        challengeResultPage({ transStatus, threeDSServerTransID: creq.data.threeDSServerTransID }),
        row ? 200 : 400,
      );
    }
    return framed(
      c,
      challengeFormPage({
        acsTransID: creq.data.acsTransID,
        merchant: row.merchant.name,
        amount: formatCents(Number(row.amount_in_cents)),
        code: challengeCode,
      }),
    );
  });

  routes.post('/3ds/challenge/submit', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const acsTransID = typeof form.acsTransID === 'string' ? form.acsTransID : '';
    const code = typeof form.code === 'string' ? form.code.trim() : '';
    const transStatus = form.action === 'cancel' ? 'U' : code === challengeCode ? 'Y' : 'N';
    // One answer per challenge: a second submit shows the first result.
    await db.query(
      'update three_ds_challenges set trans_status = $2 where acs_trans_id = $1 and trans_status is null',
      [acsTransID, transStatus],
    );
    const { rows } = await db.query<{
      three_ds_server_trans_id: string;
      trans_status: 'Y' | 'N' | 'U';
    }>(
      'select three_ds_server_trans_id, trans_status from three_ds_challenges where acs_trans_id = $1',
      [acsTransID],
    );
    const row = rows[0];
    if (!row)
      return framed(c, challengeResultPage({ transStatus: 'U', threeDSServerTransID: '' }), 400);
    return framed(
      c,
      challengeResultPage({
        transStatus: row.trans_status,
        threeDSServerTransID: row.three_ds_server_trans_id,
      }),
    );
  });

  return routes;
}

/** `creq`: base64url (or base64) of the CReq JSON. */
function parseCreq(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > 4000) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
