import { WIRE_MESSAGES, type ResponseOf } from '@paypage/contract';
import { isWellFormedToken } from '@paypage/contract/payer-urls';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { ipOf } from '../context.ts';
import {
  findRequest,
  markOutcomeUnknown,
  recordAttempt,
  recordStatusEvent,
  type StoredRequest,
} from '../db/payment-requests.ts';
import {
  AFTER_BOUND,
  DEFAULT_PROVIDER_CALL_TIMEOUT_MS,
  type ProviderPaymentState,
  withinBound,
} from '../providers/provider-call.ts';
import { allowsBank, isPayable } from '../domain/payment-request.ts';
import { bodyOf } from '../http/body.ts';
import { ApiError, alreadyProcessed, badRequest, notFoundError } from '../http/errors.ts';
import {
  type Answer,
  idempotencyKey,
  idempotent,
  replaceAnswer,
  storedAnswer,
} from '../db/idempotency.ts';
import { limited, loadRequest } from './shared.ts';

const notAllowed = 'Pay by bank is not available for this payment request.';

const outcomeUnknownEvent = 'payment_request.outcome_unknown';

/** Pay by bank: link token, institution logos, and the payment. */
export function bankRoutes(services: Services) {
  const { db, providers } = services;
  const { publicOrigin } = services.config;
  const bound = services.config.providerCallTimeoutMs ?? DEFAULT_PROVIDER_CALL_TIMEOUT_MS;
  const timer = services.config.providerCallTimer;
  const routes = new Hono<AppEnv>();

  /** The provider's word on the request's payment (bounded too): `unknown` when it has none. */
  const stateOf = async (request: StoredRequest): Promise<ProviderPaymentState> =>
    providers.bank.paymentState
      ? withinBound(providers.bank.paymentState(request), bound, timer).then(
          (asked) => (asked.answered ? asked.value : 'unknown'),
          () => 'unknown' as const,
        )
      : 'unknown';

  /**
   * A payment's provider call passed its bound: the provider's state decides (AFTER_BOUND).
   * `null`: go on with the payment as if answered; else the answer, stored for the key.
   */
  async function afterUnansweredPayment(
    request: StoredRequest,
    call: { scope: string; key: string | undefined; body: object; accountId: string },
  ): Promise<Answer | null> {
    const state = await stateOf(request);
    const action = AFTER_BOUND[state];
    if (action === 'accept') return null;
    return idempotent(db, call.scope, call.key, call.body, async (tx): Promise<Answer> => {
      const current = await findRequest(tx, request.token);
      if (!current) return { status: 404, body: { message: WIRE_MESSAGES.notFound } };
      if (action === 'refuse') {
        await recordAttempt(tx, request.token, 'payByBank', 'Refused by the provider', {
          accountId: call.accountId,
        });
        return { status: 422, body: { message: 'Failed to initiate payment' } };
      }
      const marked = await markOutcomeUnknown(tx, request.token, 'payByBank', publicOrigin);
      if (!marked) return { status: 409, body: { message: WIRE_MESSAGES.alreadyProcessed } };
      await recordAttempt(tx, request.token, 'payByBank', 'Outcome unknown', {
        accountId: call.accountId,
        providerState: state,
      });
      return { status: 200, body: { status: 'PROCESSING' } };
    });
  }

  routes.post('/plaid/link-token', bodyOf('POST /plaid/link-token'), async (c) => {
    const body = c.req.valid('json');
    const request =
      c.get('paymentRequest') ??
      (isWellFormedToken(body.paymentRequestToken)
        ? await findRequest(db, body.paymentRequestToken)
        : null);
    if (!request) throw notFoundError();
    if (!allowsBank(request.paymentMethod)) throw new ApiError(422, notAllowed);
    if (!isPayable(request.status)) throw alreadyProcessed();
    const linkToken = await providers.bank.createLinkToken(request, body.phoneNumber ?? null);
    c.header('Cache-Control', 'no-store');
    return c.json({ linkToken } satisfies ResponseOf<'POST /plaid/link-token'>);
  });

  routes.post('/plaid/institution-logo', bodyOf('POST /plaid/institution-logo'), async (c) => {
    const logo = await providers.bank.institutionLogo(c.req.valid('json').institutionId);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json({ logo } satisfies ResponseOf<'POST /plaid/institution-logo'>);
  });

  routes.post(
    '/collect/:token/plaid/payment',
    limited(services, 'pay'),
    bodyOf('POST /collect/:token/plaid/payment'),
    async (c) => {
      const request = await loadRequest(c, services);
      const key = idempotencyKey(c);
      const body = c.req.valid('json');
      const { publicToken, paymentRequestToken, accountId, fingerprint } = body;
      if (!publicToken || !paymentRequestToken || !accountId) {
        throw badRequest(WIRE_MESSAGES.bankLinkIncomplete);
      }
      if (paymentRequestToken !== request.token) {
        throw badRequest('paymentRequestToken does not match this payment request.');
      }
      const scope = `plaid-payment:${request.token}`;
      const link = { publicToken, accountId };
      // A retry of a key already answered replays that answer before any provider call.
      const replay = await storedAnswer(db, scope, key, body);
      if (replay) return c.json(replay.body as object, replay.status);
      // The provider's calls come first, with no transaction open: none holds the request's row
      // over HTTP. The transaction then re-checks the request. Each call is bounded; past its
      // bound the provider is asked what became of the payment (providers/provider-call.ts).
      let prepared: unknown;
      if (
        providers.bank.prepare &&
        isPayable(request.status) &&
        allowsBank(request.paymentMethod)
      ) {
        const call = await withinBound(providers.bank.prepare(request, link), bound, timer);
        if (call.answered) {
          prepared = call.value;
        } else {
          const unanswered = await afterUnansweredPayment(request, { scope, key, body, accountId });
          if (unanswered) return c.json(unanswered.body as object, unanswered.status);
        }
      }
      const answer = await idempotent(db, scope, key, body, async (tx): Promise<Answer> => {
        const current = await findRequest(tx, request.token);
        if (!current) return { status: 404, body: { message: WIRE_MESSAGES.notFound } };
        if (!allowsBank(current.paymentMethod))
          return { status: 422, body: { message: notAllowed } };
        if (!isPayable(current.status)) {
          return { status: 409, body: { message: WIRE_MESSAGES.alreadyProcessed } };
        }
        const refused = await providers.bank.verifyLink(tx, current, link, prepared);
        if (refused) return refused;
        if (fingerprint) {
          await tx.query(
            `insert into fingerprints (payment_request_token, source, fingerprint, client_ip)
             values ($1, 'plaid-payment', $2::text::jsonb, $3)`,
            [request.token, JSON.stringify(fingerprint), ipOf(c, services)],
          );
        }
        return providers.bank.debit(tx, current, accountId, prepared);
      });
      if (!answer.replayed && answer.status === 200 && providers.bank.afterDebit) {
        const call = await withinBound(providers.bank.afterDebit(request, prepared), bound, timer);
        if (!call.answered) {
          // The request is PROCESSING already and stays so. The provider is asked: a payment it
          // holds or refused is settled by its events (the provider records what it found);
          // else the merchant hears the outcome is not known yet, and the provider's late
          // answer or events decide.
          const state = await stateOf(request);
          if (AFTER_BOUND[state] === 'outcome-unknown') {
            await recordStatusEvent(db, request.token, publicOrigin, false, outcomeUnknownEvent);
          }
        } else if (call.value) {
          const failed = call.value;
          await replaceAnswer(db, scope, key, failed);
          return c.json(failed.body as object, failed.status);
        }
      }
      return c.json(answer.body as object, answer.status);
    },
  );

  return routes;
}
