/**
 * The sandbox bank link (contract "Bank: sandbox bank link"), standing in for Plaid: link tokens,
 * institution logos, the widget's sign-in that issues a public token, and the debit of the linked
 * account. The product's bank routes reach it as the bank provider of sandbox mode.
 */
import { randomBytes } from 'node:crypto';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_CREDENTIALS,
  SANDBOX_INSTITUTIONS,
  SANDBOX_LINK_TOKEN_PREFIX,
  SANDBOX_PUBLIC_TOKEN_PREFIX,
  SANDBOX_SIGN_IN_REFUSED,
  WIRE_MESSAGES,
  type LinkedBankResult,
  type PaymentDetails,
} from '@paypage/contract';
import { Hono } from 'hono';
import type { AppEnv, BaseServices, Services } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { acceptPayment, recordAttempt, settleUnknownOutcome } from '../db/payment-requests.ts';
import { newProcessorReference } from '../domain/tokens.ts';
import { institutionLogo } from '../files/sample-files.ts';
import { bodyOf } from '../http/body.ts';
import { ApiError, badRequest, notFoundError } from '../http/errors.ts';
import type { ProviderPaymentState } from '../providers/provider-call.ts';
import type { BankProvider } from '../providers/providers.ts';
import { settlementDelay, settlementOf } from './options.ts';

/** Link tokens live 4 hours, as Plaid's do. */
const linkTokenTtlMs = 4 * 60 * 60 * 1000;

/** The colour of each institution's generated logo (only those with a logo). */
const logoColors: Record<string, string> = { ins_sandbox_first: '#1b6e53' };
const logos = new Map<string, string>();

const random = () => randomBytes(18).toString('base64url');

/**
 * The bank provider of sandbox mode. A request switched `plaid/payment: slow` makes its payment a
 * slow provider call: the sandbox records the payment as pending, answers after SLOW_MS, then
 * records it taken; asked meanwhile (`paymentState`) it answers from that record. A request the
 * server left PROCESSING with an unknown outcome then settles, as a provider's event would make it.
 * The record lives in this process (the sandbox runs as one).
 */
export function sandboxBank(services: BaseServices): BankProvider {
  const { db } = services;
  const payments = new Map<string, ProviderPaymentState>();
  return {
    async prepare(request) {
      if (request.sandbox.failCalls?.['plaid/payment'] !== 'slow') return undefined;
      payments.set(request.token, 'pending');
      await new Promise((resolve) => setTimeout(resolve, services.config.slowMs));
      payments.set(request.token, 'succeeded');
      const settleInMs = settlementDelay(services, request);
      const late = await settleUnknownOutcome(db, request.token, {
        method: 'payByBank',
        outcome: settlementOf(request),
        settleInMs,
      });
      if (late) services.settlement.schedule(settleInMs);
      return undefined;
    },

    async paymentState(request) {
      return payments.get(request.token) ?? 'none';
    },

    async createLinkToken(request) {
      const linkToken = `${SANDBOX_LINK_TOKEN_PREFIX}${random()}`;
      await db.query(
        `insert into bank_links (link_token, payment_request_token, expires_at)
         values ($1, $2, now() + ($3::integer * interval '1 millisecond'))`,
        [linkToken, request.token, linkTokenTtlMs],
      );
      return linkToken;
    },

    async institutionLogo(institutionId) {
      const institution = SANDBOX_INSTITUTIONS.find((i) => i.institutionId === institutionId);
      if (!institution) throw notFoundError('No such institution.');
      const color = institution.hasLogo ? logoColors[institutionId] : undefined;
      if (!color) return null;
      const logo = logos.get(institutionId) ?? institutionLogo(color);
      logos.set(institutionId, logo);
      return logo;
    },

    async verifyLink(tx, request, { publicToken, accountId }) {
      const { rows } = await tx.query<{ account_ids: string[] }>(
        'select account_ids from bank_public_tokens where public_token = $1 and payment_request_token = $2',
        [publicToken, request.token],
      );
      const link = rows[0];
      if (!link) {
        const message = 'The public token was not issued for this payment request.';
        return { status: 400, body: { message } };
      }
      if (!link.account_ids.includes(accountId)) {
        return { status: 400, body: { message: 'The account is not part of this bank link.' } };
      }
      return null;
    },

    async debit(tx, request, accountId) {
      if (request.sandbox.achDebitLimitExceeded) {
        await recordAttempt(tx, request.token, 'payByBank', 'ACH debit limit exceeded', {
          accountId,
        });
        return { status: 422, body: { message: WIRE_MESSAGES.achDebitLimitExceeded } };
      }
      const settleInMs = settlementDelay(services, request);
      const acceptance = await acceptPayment(
        tx,
        request.token,
        {
          method: 'payByBank',
          outcome: settlementOf(request),
          settleInMs,
          details: await linkedAccountDetails(tx, request.token, accountId),
        },
        services.config.publicOrigin,
      );
      await recordAttempt(tx, request.token, 'payByBank', acceptance, { accountId });
      if (acceptance !== 'accepted') {
        return { status: 409, body: { message: WIRE_MESSAGES.alreadyProcessed } };
      }
      // Punctual settlement (a sweep settles it anyway, should this run before the commit).
      services.settlement.schedule(settleInMs);
      return { status: 200, body: { status: 'PROCESSING' } };
    },
  };
}

/**
 * The receipt's bank account: the institution the payer signed in to and the account's mask (the
 * sandbox's accounts are the contract's SANDBOX_ACCOUNTS), with the sandbox's reference.
 */
async function linkedAccountDetails(
  tx: Queryable,
  token: string,
  accountId: string,
): Promise<PaymentDetails> {
  const { rows } = await tx.query<{ institution_id: string }>(
    `select institution_id from bank_public_tokens
     where payment_request_token = $1 and account_ids @> $2::text::jsonb
     order by created_at desc limit 1`,
    [token, JSON.stringify([accountId])],
  );
  const institution = SANDBOX_INSTITUTIONS.find((i) => i.institutionId === rows[0]?.institution_id);
  const account = SANDBOX_ACCOUNTS.find((a) => a.id === accountId);
  return {
    brand: null,
    lastFour: null,
    bankName: institution?.name ?? null,
    accountMask: account?.mask ?? null,
    reference: newProcessorReference(),
  };
}

/** `POST /sandbox/plaid/public-token`: the sandbox widget's sign-in turns into a public token. */
export function bankLinkRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/plaid/public-token', bodyOf('POST /sandbox/plaid/public-token'), async (c) => {
    const body = c.req.valid('json');
    const { rows } = await services.db.query<{ payment_request_token: string; expired: boolean }>(
      'select payment_request_token, expires_at <= now() as expired from bank_links where link_token = $1',
      [body.linkToken],
    );
    const link = rows[0];
    if (!link || link.expired) throw badRequest('The link token is not valid or has expired.');
    const institution = SANDBOX_INSTITUTIONS.find((i) => i.institutionId === body.institutionId);
    if (!institution) throw badRequest('Unknown institution.');
    if (
      body.username !== SANDBOX_CREDENTIALS.username ||
      body.password !== SANDBOX_CREDENTIALS.password
    ) {
      throw new ApiError(401, SANDBOX_SIGN_IN_REFUSED);
    }
    const account = SANDBOX_ACCOUNTS.find((a) => a.id === body.accountId);
    if (!account) throw badRequest('Unknown account.');
    const publicToken = `${SANDBOX_PUBLIC_TOKEN_PREFIX}${random()}`;
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
    const { id, mask, subtype, name } = account;
    return c.json({
      publicToken,
      metadata: {
        accounts: [{ id, mask, subtype, name }],
        institution: { institution_id: institution.institutionId, name: institution.name },
      },
    } satisfies LinkedBankResult);
  });
  return routes;
}
