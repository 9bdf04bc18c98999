/**
 * The sandbox card processor's sessions (shaped like the provider's sessions API): creating one
 * for a request, finding the one a call names, and accepting its payment.
 */
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_CHALLENGE_WINDOW_SIZE,
  SANDBOX_CLIENT_KEY,
  WIRE_MESSAGES,
  type CardPaymentResult,
  type CardSession,
  type PaymentDetails,
  type SettlementOutcome,
} from '@paypage/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { type AppEnv, type BaseServices, ipOf } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { newProcessorReference } from '../domain/tokens.ts';
import { acceptPayment, recordAttempt, type StoredRequest } from '../db/payment-requests.ts';
import { ApiError, badRequest, notFoundError } from '../http/errors.ts';
import type { Answer } from '../db/idempotency.ts';
import { cardFlowsOf } from './card-flows.ts';
import { completeOpenOrder } from './order-records.ts';
import { activeCardKey, publishedKey } from './card-keys.ts';
import { settlementDelay, settlementOf } from './options.ts';

/** Card sessions live an hour, as the provider's do. */
const sessionTtlMs = 60 * 60 * 1000;
const sessionIdPattern = /^CS[0-9A-F]{24}$/;

/** An opaque value of the provider's kind (`Ab02…` session data, `X3…` results). */
export const opaque = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** A live session is reused only while it has at least this long to live. */
const reuseMinLifeMs = 15 * 60 * 1000;

/**
 * A session for `request` (the card provider of sandbox mode): the live one this client already
 * has for it (same `clientKey`, at least 15 minutes left), else a new one. A page load is not a
 * new row.
 */
export async function createCardSession(
  services: BaseServices,
  request: StoredRequest,
  returnUrl: string,
  clientKey: string | null = null,
): Promise<CardSession> {
  // One request's session calls take turns (its row lock): two at once would both find no live
  // session and make two.
  const { id, sessionData } = await services.db.transaction(async (tx) => {
    await tx.query('select 1 from payment_requests where token = $1 for update', [request.token]);
    const live =
      clientKey === null
        ? undefined
        : (
            await tx.query<{ id: string; session_data: string }>(
              `select id, session_data from card_sessions
               where payment_request_token = $1 and client_key = $2
                 and expires_at > now() + ($3::integer * interval '1 millisecond')
               order by expires_at desc limit 1`,
              [request.token, clientKey, reuseMinLifeMs],
            )
          ).rows[0];
    if (live) return { id: live.id, sessionData: live.session_data };
    const made = {
      id: `CS${randomBytes(12).toString('hex').toUpperCase()}`,
      sessionData: opaque('Ab02'),
    };
    await tx.query(
      `insert into card_sessions (id, payment_request_token, session_data, client_key, expires_at)
       values ($1, $2, $3, $4, now() + ($5::integer * interval '1 millisecond'))`,
      [made.id, request.token, made.sessionData, clientKey, sessionTtlMs],
    );
    return made;
  });
  const options = request.sandbox;
  const showGooglePay = options.showGooglePay ?? true;
  const showApplePay = options.showApplePay ?? true;
  const framesOrigin = services.config.securedFieldsOrigin;
  const securedFields = framesOrigin
    ? { origin: framesOrigin, key: publishedKey(await activeCardKey(services.db)) }
    : undefined;
  return {
    id,
    sessionData,
    amount: { value: request.amountInCents, currency: 'USD' },
    returnUrl,
    challengeWindowSize: options.challengeWindowSize ?? DEFAULT_CHALLENGE_WINDOW_SIZE,
    clientConfig: {
      environment: 'sandbox',
      key: SANDBOX_CLIENT_KEY,
      showGooglePay,
      showApplePay,
      googlePayMerchantId: showGooglePay ? 'sandbox-merchant' : null,
      applePayMerchantId: showApplePay ? 'merchant.dev.paypage.sandbox' : null,
      showCardOnFile: options.showCardOnFile ?? true,
      ...cardFlowsOf(options),
      ...(options.koreanAuthenticationRequired ? { koreanAuthenticationRequired: true } : {}),
    },
    ...(securedFields ? { securedFields } : {}),
  };
}

export type Session = { id: string; token: string; sessionData: string; expired: boolean };

export type SessionEnv = AppEnv & { Variables: { cardSession: Session } };

/** The session `id` names (404 when malformed or unknown). */
export async function findSession(services: BaseServices, id: string): Promise<Session> {
  if (!sessionIdPattern.test(id)) throw notFoundError(WIRE_MESSAGES.sessionNotFound);
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
  if (!row) throw notFoundError(WIRE_MESSAGES.sessionNotFound);
  return {
    id,
    token: row.payment_request_token,
    sessionData: row.session_data,
    expired: row.expired,
  };
}

/** The session of the `:id` parameter (404 when unknown); the call counts as a pay attempt. */
export const payingSession =
  (services: BaseServices): MiddlewareHandler<SessionEnv> =>
  async (c, next) => {
    const session = await findSession(services, c.req.param('id') ?? '');
    services.limiter.hit('pay', ipOf(c as Context, services), session.token);
    c.set('cardSession', session);
    await next();
  };

/** A session accepts calls for an hour, with its own `sessionData` only. */
export function checkSession(session: Session, sessionData: string) {
  if (session.expired) throw new ApiError(410, WIRE_MESSAGES.sessionExpired);
  if (sessionData !== session.sessionData)
    throw badRequest('sessionData does not belong to this session.');
}

export const alreadyProcessedAnswer = (): Answer => ({
  status: 409,
  body: { message: WIRE_MESSAGES.alreadyProcessed },
});

/** The card a session last opened, as the receipt names it (./card-processor.ts). */
export type SessionCard = { brand: string; lastFour: string | null };

/** Keeps the card a session opened, for the step that authorises it (now or after 3-D Secure). */
export async function rememberCard(tx: Queryable, sessionId: string, card: SessionCard) {
  await tx.query('update card_sessions set card_details = $2::text::jsonb where id = $1', [
    sessionId,
    JSON.stringify(card),
  ]);
}

/** What pays a request: for a card, the card the session opened; always the sandbox's reference. */
async function paymentDetailsOf(
  tx: Queryable,
  session: Session,
  method: string,
): Promise<PaymentDetails> {
  const { rows } = await tx.query<{ card: SessionCard | null }>(
    'select card_details as card from card_sessions where id = $1',
    [session.id],
  );
  const card = method === 'card' ? rows[0]?.card : null;
  return {
    brand: card?.brand ?? null,
    lastFour: card?.lastFour ?? null,
    bankName: null,
    accountMask: null,
    reference: newProcessorReference(),
  };
}

/**
 * Accepts a payment (one conditional update) or answers 409; records the attempt either way. An
 * accepted payment settles after the request's delay.
 */
export async function authorise(
  services: BaseServices,
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  method: string,
  outcome: SettlementOutcome,
  /** What the attempt records besides its outcome (never card data). */
  detail: Record<string, unknown> = {},
): Promise<Answer> {
  const settleInMs = settlementDelay(services, request);
  const acceptance = await acceptPayment(
    tx,
    request.token,
    {
      method,
      outcome: settlementOf(request, outcome),
      settleInMs,
      details: await paymentDetailsOf(tx, session, method),
    },
    services.config.publicOrigin,
  );
  // An authorisation that a cancel beat is voided (never settled) and recorded as such.
  const outcomeOf = { accepted: 'Authorised', voided: 'Voided' } as Record<string, string>;
  await recordAttempt(tx, request.token, method, outcomeOf[acceptance] ?? acceptance, detail);
  if (acceptance !== 'accepted') return alreadyProcessedAnswer();
  // The session's open order: this payment paid what was left of it.
  await completeOpenOrder(tx, session.id, method);
  // Punctual settlement (a sweep settles it anyway, should this run before the commit).
  services.settlement.schedule(settleInMs);
  const body = {
    resultCode: 'Authorised',
    sessionData: session.sessionData,
    sessionResult: opaque('X3'),
  } satisfies CardPaymentResult;
  return { status: 200, body };
}
