import { WIRE_MESSAGES, type ResponseOf } from '@paypage/contract';
import { isWellFormedToken } from '@paypage/contract/payer-urls';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { ipOf } from '../context.ts';
import { findRequest } from '../db/payment-requests.ts';
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

/** Pay by bank: link token, institution logos, and the payment. */
export function bankRoutes(services: Services) {
  const { db, providers } = services;
  const routes = new Hono<AppEnv>();

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
      // over HTTP. The transaction then re-checks the request.
      const prepared =
        providers.bank.prepare && isPayable(request.status) && allowsBank(request.paymentMethod)
          ? await providers.bank.prepare(request, link)
          : undefined;
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
        const failed = await providers.bank.afterDebit(request, prepared);
        if (failed) {
          await replaceAnswer(db, scope, key, failed);
          return c.json(failed.body as object, failed.status);
        }
      }
      return c.json(answer.body as object, answer.status);
    },
  );

  return routes;
}
