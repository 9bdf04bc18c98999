import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../context.ts';
import { ipOf } from '../context.ts';
import { acceptPayment, findRequest, recordAttempt } from '../db/payment-requests.ts';
import { allowsBank, deviceFingerprintSchema } from '../domain/payment-request.ts';
import { tokenPattern } from '../domain/tokens.ts';
import { institutionLogo } from '../files/sample-files.ts';
import { readJson } from '../http/body.ts';
import { ApiError, alreadyProcessed, badRequest, notFoundError } from '../http/errors.ts';
import { idempotencyKey, idempotent } from '../http/idempotency.ts';
import {
  achDebitLimitMessage,
  linkTokenTtlMs,
  sandboxAccounts,
  sandboxCredentials,
  sandboxInstitutions,
  sandboxLinkPrefix,
  sandboxPublicPrefix,
} from '../sandbox/bank.ts';
import { failable } from '../sandbox/failures.ts';
import {
  isPayable,
  limited,
  loadRequest,
  requestOfPath,
  requireSandbox,
  settlementDelay,
} from './shared.ts';

const random = () => randomBytes(18).toString('base64url');
const logos = new Map<string, string>();

/** The spec's message when the bank link result is incomplete (payer-page.md §5). */
const incompleteMessage = "We're sorry, something went wrong. Please try again.";

/** Pay by bank: link token, institution logos, and the payment. */
export function bankRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();

  routes.post(
    '/plaid/link-token',
    failable(services, 'plaid/link-token', async (c) => {
      // The switch of the request named in the body (the body is validated by the route).
      try {
        const token = (JSON.parse(await c.req.text()) as { paymentRequestToken?: unknown })
          .paymentRequestToken;
        return typeof token === 'string' && tokenPattern.test(token)
          ? findRequest(db, token)
          : null;
      } catch {
        return null;
      }
    }),
    async (c) => {
      const body = await readJson(
        c,
        z.strictObject({
          paymentRequestToken: z.string().min(1).max(64),
          phoneNumber: z.string().max(32).nullable().optional(),
        }),
      );
      const request =
        c.get('paymentRequest') ??
        (tokenPattern.test(body.paymentRequestToken)
          ? await findRequest(db, body.paymentRequestToken)
          : null);
      if (!request) throw notFoundError();
      requireSandbox(services, 'Bank payments');
      if (!allowsBank(request.paymentMethod)) {
        throw new ApiError(422, 'Pay by bank is not available for this payment request.');
      }
      if (!isPayable(request.status)) throw alreadyProcessed();
      const linkToken = `${sandboxLinkPrefix}${random()}`;
      await db.query(
        `insert into bank_links (link_token, payment_request_token, expires_at)
         values ($1, $2, now() + ($3::integer * interval '1 millisecond'))`,
        [linkToken, request.token, linkTokenTtlMs],
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ linkToken });
    },
  );

  routes.post(
    '/plaid/institution-logo',
    failable(services, 'plaid/institution-logo'),
    async (c) => {
      const { institutionId } = await readJson(
        c,
        z.strictObject({ institutionId: z.string().min(1).max(64) }),
      );
      requireSandbox(services, 'Bank payments');
      const institution = sandboxInstitutions.find((i) => i.institutionId === institutionId);
      if (!institution?.logoColor) throw notFoundError('No logo for this institution.');
      const logo = logos.get(institutionId) ?? institutionLogo(institution.logoColor);
      logos.set(institutionId, logo);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.json({ logo });
    },
  );

  routes.post(
    '/collect/:token/plaid/payment',
    limited(services, 'pay'),
    failable(services, 'plaid/payment', requestOfPath(services)),
    async (c) => {
      const request = await loadRequest(c, services);
      const key = idempotencyKey(c);
      const body = await readJson(
        c,
        z.object({
          publicToken: z.string().max(200).nullish(),
          paymentRequestToken: z.string().max(64).nullish(),
          accountId: z.string().max(64).nullish(),
          fingerprint: deviceFingerprintSchema.nullish(),
        }),
      );
      if (!body.publicToken || !body.paymentRequestToken || !body.accountId) {
        throw badRequest(incompleteMessage);
      }
      if (body.paymentRequestToken !== request.token) {
        throw badRequest('paymentRequestToken does not match this payment request.');
      }
      requireSandbox(services, 'Bank payments');
      const { publicToken, accountId } = body;

      const answer = await idempotent(
        db,
        `plaid-payment:${request.token}`,
        key,
        body,
        async (tx) => {
          const current = await findRequest(tx, request.token);
          if (!current) return { status: 404, body: { message: notFoundError().message } };
          if (!allowsBank(current.paymentMethod)) {
            return {
              status: 422,
              body: { message: 'Pay by bank is not available for this payment request.' },
            };
          }
          if (!isPayable(current.status))
            return { status: 409, body: { message: alreadyProcessed().message } };
          const { rows } = await tx.query<{ account_ids: string[] }>(
            'select account_ids from bank_public_tokens where public_token = $1 and payment_request_token = $2',
            [publicToken, request.token],
          );
          const link = rows[0];
          if (!link) {
            return {
              status: 400,
              body: { message: 'The public token was not issued for this payment request.' },
            };
          }
          if (!link.account_ids.includes(accountId)) {
            return { status: 400, body: { message: 'The account is not part of this bank link.' } };
          }
          if (body.fingerprint) {
            await tx.query(
              `insert into fingerprints (payment_request_token, source, fingerprint, client_ip)
             values ($1, 'plaid-payment', $2::text::jsonb, $3)`,
              [request.token, JSON.stringify(body.fingerprint), ipOf(c, services)],
            );
          }
          if (current.sandbox.achDebitLimitExceeded) {
            await recordAttempt(tx, request.token, 'payByBank', 'ACH debit limit exceeded', {
              accountId,
            });
            return { status: 422, body: { message: achDebitLimitMessage } };
          }
          const acceptance = await acceptPayment(tx, request.token, {
            method: 'payByBank',
            outcome: current.sandbox.settlement === 'fail' ? 'fail' : 'succeed',
            settleInMs: settlementDelay(services, current),
          });
          await recordAttempt(tx, request.token, 'payByBank', acceptance, { accountId });
          return acceptance === 'accepted'
            ? { status: 200, body: { status: 'PROCESSING' } }
            : { status: 409, body: { message: alreadyProcessed().message } };
        },
      );
      if (answer.status === 200 && !answer.replayed) {
        services.settlement.schedule(settlementDelay(services, request));
      }
      return c.json(answer.body as object, answer.status);
    },
  );

  return routes;
}

/** The sandbox bank-link widget's sign-in: turns a link token + sign-in into a public token. */
export function sandboxBankRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/plaid/public-token', async (c) => {
    const body = await readJson(
      c,
      z.strictObject({
        linkToken: z.string().min(1).max(200),
        institutionId: z.string().min(1).max(64),
        username: z.string().max(200),
        password: z.string().max(200),
        accountId: z.string().min(1).max(64),
      }),
    );
    const { rows } = await services.db.query<{ payment_request_token: string; expired: boolean }>(
      'select payment_request_token, expires_at <= now() as expired from bank_links where link_token = $1',
      [body.linkToken],
    );
    const link = rows[0];
    if (!link || link.expired) throw badRequest('The link token is not valid or has expired.');
    const institution = sandboxInstitutions.find((i) => i.institutionId === body.institutionId);
    if (!institution) throw badRequest('Unknown institution.');
    if (
      body.username !== sandboxCredentials.username ||
      body.password !== sandboxCredentials.password
    ) {
      throw new ApiError(401, 'The username or password provided were not correct.');
    }
    const account = sandboxAccounts.find((a) => a.id === body.accountId);
    if (!account) throw badRequest('Unknown account.');
    const publicToken = `${sandboxPublicPrefix}${random()}`;
    await services.db.query(
      `insert into bank_public_tokens (public_token, link_token, payment_request_token, institution_id, account_ids)
       values ($1, $2, $3, $4, $5::text::jsonb)`,
      [
        publicToken,
        body.linkToken,
        link.payment_request_token,
        institution.institutionId,
        JSON.stringify([account.id]),
      ],
    );
    return c.json({
      publicToken,
      metadata: {
        accounts: [
          { id: account.id, mask: account.mask, subtype: account.subtype, name: account.name },
        ],
        institution: { institution_id: institution.institutionId, name: institution.name },
      },
    });
  });
  return routes;
}
