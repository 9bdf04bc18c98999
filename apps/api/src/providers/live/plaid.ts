/**
 * Pay by bank through Plaid's official library (`plaid`): Link tokens, the public-token exchange,
 * the ACH debit through Plaid Transfer (authorization, then transfer), and the transfer webhook
 * (a signed JWT in `Plaid-Verification`) whose events, read with `/transfer/event/sync`, settle
 * the request: `settled` → PAID, `failed`, `returned` or `cancelled` → PAYMENT_FAILED.
 */
import { createHash } from 'node:crypto';
import { WIRE_MESSAGES, type PaymentDetails } from '@paypage/contract';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import {
  ACHClass,
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  TransferNetwork,
  type TransferStatus,
  TransferType,
} from 'plaid';
import type { Db } from '../../db/db.ts';
import { findRefundByReference, findUnansweredRefund, settleRefund } from '../../db/refunds.ts';
import type { Answer } from '../../db/idempotency.ts';
import {
  dropHeldEvent,
  forceStatusIn,
  recordAttempt,
  releaseHeldEvent,
  type StoredRequest,
} from '../../db/payment-requests.ts';
import { notFoundError } from '../../http/errors.ts';
import type { ProviderPaymentState } from '../provider-call.ts';
import type { BankProvider } from '../providers.ts';
import type { PlaidConfig } from './config.ts';
import { applyProviderEvent, type EventResult } from './events.ts';

export function plaidClient(config: PlaidConfig): PlaidApi {
  return new PlaidApi(
    new Configuration({
      basePath: config.apiBase ?? PlaidEnvironments[config.environment],
      baseOptions: {
        headers: { 'PLAID-CLIENT-ID': config.clientId, 'PLAID-SECRET': config.secret },
        timeout: 30_000,
      },
    }),
  );
}

/** A Plaid error answer's code (`error_code`), or null for any other failure. */
export const plaidErrorCode = (error: unknown): string | null =>
  ((error as { response?: { data?: { error_code?: unknown } } }).response?.data?.error_code as
    string | undefined) ?? null;

/** Dollars and cents as Plaid takes amounts ("1250.00"). */
export const plaidAmount = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** Plaid's user id for a request: a hash, so the payer's token never leaves the service. */
const clientUserId = (request: StoredRequest) =>
  createHash('sha256').update(`paypage:${request.token}`).digest('base64url').slice(0, 32);

/**
 * What `prepare` learnt from Plaid before the payment's transaction (never stored): why the link
 * is refused, the authorization's decline, or the link and the approved authorization.
 */
type Prepared = { refused: Answer } | { declined: string } | Approved;
type Approved = {
  accessToken: string;
  accountId: string;
  authorizationId: string;
  /** The receipt's account: its bank and mask, as Plaid names them. */
  account: { bankName: string | null; mask: string | null };
};

let warnedNoSessionData = false;
/** Once per process: Plaid lists no Link sessions to this client, so links are not tied. */
function warnNoSessionData() {
  if (warnedNoSessionData) return;
  warnedNoSessionData = true;
  console.warn(
    '[plaid] /link/token/get lists no Link sessions for this client (Plaid gives them to Hosted ' +
      "Link, Multi-Item Link and Link Recovery clients): a public token cannot be tied to the request's link token",
  );
}

/** A public token not made in a Link session of this request's link tokens. */
const NOT_THIS_REQUESTS_LINK = 'This bank link was not made for this payment request.';

export function plaidBankProvider(
  config: PlaidConfig,
  db: Db,
  options: { publicOrigin: string | undefined },
): BankProvider {
  const plaid = plaidClient(config);

  /**
   * Whether a Link session of a link token issued for this request handed out `publicToken`.
   * Plaid lists a link token's sessions only to clients enabled for Hosted Link, Multi-Item Link
   * or Link Recovery: where it lists none (the field absent, not empty) the check cannot be made
   * and the token is taken, as before the check existed (logged once; the exchange still proves
   * the token is this client's).
   */
  const issuedForRequest = async (request: StoredRequest, publicToken: string) => {
    const { rows } = await db.query<{ link_token: string }>(
      `select link_token from bank_links where payment_request_token = $1 and expires_at > now()
       order by created_at desc limit 5`,
      [request.token],
    );
    let listed = false;
    for (const { link_token } of rows) {
      const { data } = await plaid.linkTokenGet({ link_token });
      if (data.link_sessions === undefined) continue;
      listed = true;
      const made = data.link_sessions.some(
        (session) =>
          session.on_success?.public_token === publicToken ||
          session.results?.item_add_results.some((result) => result.public_token === publicToken),
      );
      if (made) return true;
    }
    if (!listed && rows.length > 0) {
      warnNoSessionData();
      return true;
    }
    return false;
  };

  /**
   * A transfer made with the request's authorization: its events find the request by its id
   * (syncTransferEvents), and the merchant is told 'processing' (the event held by debit).
   */
  const recordTransfer = async (token: string, authorizationId: string, transferId: string) => {
    const { rows } = await db.query<{ held_event: string | null }>(
      `update payment_attempts set detail = detail || jsonb_build_object('transferId', $3::text)
       where payment_request_token = $1 and outcome = 'Processing'
         and detail->>'authorizationId' = $2
       returning detail->>'heldEvent' as held_event`,
      [token, authorizationId, transferId],
    );
    const heldEvent = rows[0]?.held_event;
    if (heldEvent) await releaseHeldEvent(db, heldEvent);
  };

  return {
    async createLinkToken(request, phoneNumber) {
      const { data } = await plaid.linkTokenCreate({
        client_name: request.merchant.name.slice(0, 30),
        language: 'en',
        country_codes: [CountryCode.Us],
        products: [Products.Transfer],
        user: {
          client_user_id: clientUserId(request),
          ...(phoneNumber ? { phone_number: phoneNumber } : {}),
        },
        ...(options.publicOrigin
          ? { webhook: `${options.publicOrigin}/api/v1/webhooks/plaid` }
          : {}),
      });
      // The link token is this request's: a payment's public token must come from its sessions.
      await db.query(
        `insert into bank_links (link_token, payment_request_token, expires_at)
         values ($1, $2, $3) on conflict do nothing`,
        [data.link_token, request.token, data.expiration],
      );
      return data.link_token;
    },

    async institutionLogo(institutionId) {
      try {
        const { data } = await plaid.institutionsGetById({
          institution_id: institutionId,
          country_codes: [CountryCode.Us],
          options: { include_optional_metadata: true },
        });
        // A bank without a logo is no error: the page shows its neutral mark, and logs nothing.
        return data.institution.logo || null;
      } catch (error) {
        if (plaidErrorCode(error) !== 'INVALID_INSTITUTION') throw error;
      }
      throw notFoundError('No such institution.');
    },

    async prepare(request, { publicToken, accountId }): Promise<Prepared> {
      const refused = (message: string): Prepared => ({
        refused: { status: 400, body: { message } },
      });
      if (!(await issuedForRequest(request, publicToken))) return refused(NOT_THIS_REQUESTS_LINK);
      let accessToken: string;
      try {
        ({
          data: { access_token: accessToken },
        } = await plaid.itemPublicTokenExchange({ public_token: publicToken }));
      } catch (error) {
        if (plaidErrorCode(error) !== 'INVALID_PUBLIC_TOKEN') throw error;
        return refused('The public token is not valid.');
      }
      const { data } = await plaid.identityGet({
        access_token: accessToken,
        options: { account_ids: [accountId] },
      });
      const account = data.accounts.find((a) => a.account_id === accountId);
      if (!account) return refused('The account is not part of this bank link.');
      const { data: authorization } = await plaid.transferAuthorizationCreate({
        access_token: accessToken,
        account_id: accountId,
        type: TransferType.Debit,
        network: TransferNetwork.Ach,
        amount: plaidAmount(request.amountInCents),
        ach_class: ACHClass.Web,
        user: {
          legal_name: account.owners[0]?.names[0] ?? '',
          ...(request.recipient.email ? { email_address: request.recipient.email } : {}),
        },
        idempotency_key: `paypage-${request.token}`.slice(0, 50),
      });
      if (authorization.authorization.decision !== 'approved') {
        return { declined: authorization.authorization.decision_rationale?.code ?? 'null' };
      }
      return {
        accessToken,
        accountId,
        authorizationId: authorization.authorization.id,
        account: { bankName: data.item.institution_name ?? null, mask: account.mask ?? null },
      };
    },

    async verifyLink(_tx, _request, _link, prepared) {
      const learnt = prepared as Prepared | undefined;
      // Not prepared: the request was not payable when the call came (the transaction found it
      // payable since): refused as already processed, the payer's page reloads.
      if (!learnt) return { status: 409, body: { message: WIRE_MESSAGES.alreadyProcessed } };
      return 'refused' in learnt ? learnt.refused : null;
    },

    async debit(tx, request, accountId, prepared) {
      const learnt = prepared as Prepared;
      if ('refused' in learnt) throw new Error('debit of a refused link');
      if ('declined' in learnt) {
        await recordAttempt(tx, request.token, 'payByBank', `Declined ${learnt.declined}`, {
          provider: 'plaid',
        });
        const message =
          learnt.declined === 'TRANSFER_LIMIT_REACHED'
            ? WIRE_MESSAGES.achDebitLimitExceeded
            : 'Failed to initiate payment';
        return { status: 422, body: { message } };
      }
      if (learnt.accountId !== accountId) throw new Error('debit of another account');
      // One payment per request: the row lock and the status check make this the only one. The
      // transfer itself is created after this transaction (afterDebit).
      const { rows } = await tx.query<{ status: string }>(
        'select status from payment_requests where token = $1 for update',
        [request.token],
      );
      const previous = rows[0]?.status;
      if (previous !== 'UNPAID' && previous !== 'PAYMENT_FAILED') {
        return { status: 409, body: { message: WIRE_MESSAGES.alreadyProcessed } };
      }
      // The merchant is told 'processing' once the transfer exists (afterDebit releases the
      // event); if it is never created, the event is dropped with the change back.
      await forceStatusIn(
        tx,
        request.token,
        { status: 'PROCESSING', event: 'held' },
        options.publicOrigin,
      );
      const { rows: held } = await tx.query<{ id: string }>(
        `select id from webhook_events where payment_request_token = $1
         order by seq desc limit 1`,
        [request.token],
      );
      await recordAttempt(tx, request.token, 'payByBank', 'Processing', {
        provider: 'plaid',
        authorizationId: learnt.authorizationId,
        previous,
        heldEvent: held[0]?.id ?? null,
      });
      return { status: 200, body: { status: 'PROCESSING' } };
    },

    async paymentState(request) {
      // A transfer is created only after its authorization's attempt is recorded (debit): with
      // none recorded, Plaid has no transfer of this request.
      const { rows } = await db.query<{ authorization_id: string }>(
        `select detail->>'authorizationId' as authorization_id from payment_attempts
         where payment_request_token = $1 and outcome = 'Processing'
           and detail->>'provider' = 'plaid' order by id desc limit 1`,
        [request.token],
      );
      const authorizationId = rows[0]?.authorization_id;
      if (!authorizationId) return 'none';
      // `/transfer/get` by the authorization: the transfer made with it, if Plaid has one. Its
      // error (no such transfer among them) is thrown, and the caller counts it as unknown.
      const { data } = await plaid.transferGet({ authorization_id: authorizationId });
      const state = TRANSFER_STATE[data.transfer.status];
      // Found: recorded as an answered transferCreate would be, so its events settle the request.
      await recordTransfer(request.token, authorizationId, data.transfer.id);
      return state;
    },

    async afterDebit(request, prepared) {
      const { accessToken, accountId, authorizationId, account } = prepared as Approved;
      try {
        const { data: created } = await plaid.transferCreate({
          access_token: accessToken,
          account_id: accountId,
          authorization_id: authorizationId,
          description: 'Payment',
          metadata: { paypage_token: request.token },
          idempotency_key: `paypage-${authorizationId}`.slice(0, 50),
        });
        await recordTransfer(request.token, authorizationId, created.transfer.id);
        // The receipt's account and reference, kept until the transfer's event pays the request.
        const details: PaymentDetails = {
          brand: null,
          lastFour: null,
          bankName: account.bankName,
          accountMask: account.mask && /^\d{2,4}$/.test(account.mask) ? account.mask : null,
          reference: created.transfer.id,
        };
        await db.query(
          `update payment_requests set pending_details = $2::text::jsonb
           where token = $1 and status = 'PROCESSING'`,
          [request.token, JSON.stringify(details)],
        );
        return null;
      } catch {
        // No transfer: the request goes back to what it was (if nothing else moved it meanwhile).
        await db.transaction(async (tx) => {
          const { rows } = await tx.query<{
            status: string;
            previous: string;
            held_event: string | null;
          }>(
            `select r.status, a.detail->>'previous' as previous, a.detail->>'heldEvent' as held_event
             from payment_requests r join payment_attempts a on a.payment_request_token = r.token
             where r.token = $1 and a.outcome = 'Processing' and a.detail->>'authorizationId' = $2
             for update of r`,
            [request.token, authorizationId],
          );
          const row = rows[0];
          if (row?.status === 'PROCESSING') {
            // The merchant never heard of this payment: nothing to tell of its end either.
            const untold = !row.held_event || (await dropHeldEvent(tx, row.held_event));
            await forceStatusIn(
              tx,
              request.token,
              {
                status: row.previous as 'UNPAID' | 'PAYMENT_FAILED',
                event: untold ? 'none' : 'send',
              },
              options.publicOrigin,
            );
          }
          await recordAttempt(tx, request.token, 'payByBank', 'Transfer not created', {
            provider: 'plaid',
            authorizationId,
          });
        });
        return { status: 422, body: { message: 'Failed to initiate payment' } };
      }
    },
  };
}

/**
 * A transfer's status (`/transfer/get`) → what the provider says of the payment
 * (providers/provider-call.ts). A transfer Plaid holds, not failed, is the payment taken as an
 * answered transferCreate takes it (its events settle it); failed, cancelled or returned is
 * Plaid's refusal.
 */
export const TRANSFER_STATE = {
  pending: 'succeeded',
  posted: 'succeeded',
  settled: 'succeeded',
  funds_available: 'succeeded',
  failed: 'failed',
  cancelled: 'failed',
  returned: 'failed',
} as const satisfies Record<TransferStatus, ProviderPaymentState>;

/** Plaid's transfer event types → the request's outcome (the others are progress only). */
const OUTCOME_OF = {
  settled: 'PAID',
  failed: 'PAYMENT_FAILED',
  returned: 'PAYMENT_FAILED',
  cancelled: 'PAYMENT_FAILED',
} as const;

export class PlaidWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlaidWebhookError';
  }
}

/**
 * Verifies a webhook as Plaid documents it: `Plaid-Verification` is an ES256 JWT whose key
 * (`kid`) comes from `/webhook_verification_key/get`, issued at most five minutes ago, whose
 * `request_body_sha256` is the SHA-256 of the raw body.
 */
export async function verifyPlaidWebhook(
  plaid: PlaidApi,
  rawBody: string,
  header: string | undefined,
): Promise<void> {
  if (!header) throw new PlaidWebhookError('Missing Plaid-Verification.');
  let kid: string | undefined;
  try {
    const protectedHeader = decodeProtectedHeader(header);
    if (protectedHeader.alg !== 'ES256') throw new Error('alg');
    kid = protectedHeader.kid;
  } catch {
    throw new PlaidWebhookError('Invalid Plaid-Verification.');
  }
  if (!kid) throw new PlaidWebhookError('Invalid Plaid-Verification.');
  const { data } = await plaid.webhookVerificationKeyGet({ key_id: kid });
  if (data.key.expired_at !== null) throw new PlaidWebhookError('Expired verification key.');
  try {
    const key = await importJWK({ ...data.key }, 'ES256');
    const { payload } = await jwtVerify(header, key, { algorithms: ['ES256'], maxTokenAge: '5m' });
    const digest = createHash('sha256').update(rawBody, 'utf8').digest('hex');
    if (payload.request_body_sha256 !== digest) throw new Error('body');
  } catch {
    throw new PlaidWebhookError('Invalid Plaid-Verification.');
  }
}

/**
 * A verified TRANSFER_EVENTS_UPDATE: reads the new transfer events (after the last one this
 * service applied) and applies those of its transfers, each once.
 */
export async function syncTransferEvents(
  plaid: PlaidApi,
  db: Db,
  publicOrigin: string | undefined,
): Promise<EventResult[]> {
  const { rows } = await db.query<{ last: string | null }>(
    `select max((detail->>'eventId')::bigint)::text as last from payment_attempts
     where detail->>'provider' = 'plaid' and detail->>'eventId' is not null`,
  );
  let afterId = Number(rows[0]?.last ?? 0);
  const results: EventResult[] = [];
  for (;;) {
    const { data } = await plaid.transferEventSync({ after_id: afterId, count: 25 });
    for (const event of data.transfer_events) {
      afterId = Math.max(afterId, event.event_id);
      if (event.refund_id) {
        results.push(await settlePlaidRefund(db, event, publicOrigin));
        continue;
      }
      const outcome = OUTCOME_OF[event.event_type as keyof typeof OUTCOME_OF];
      if (!outcome) continue;
      const owner = await db.query<{ token: string }>(
        `select payment_request_token as token from payment_attempts
         where detail->>'provider' = 'plaid' and detail->>'transferId' = $1 limit 1`,
        [event.transfer_id],
      );
      const token = owner.rows[0]?.token;
      if (!token) continue;
      results.push(
        await applyProviderEvent(
          db,
          {
            provider: 'plaid',
            eventId: String(event.event_id),
            token,
            outcome,
            method: 'payByBank',
          },
          publicOrigin,
        ),
      );
    }
    if (!data.has_more || data.transfer_events.length === 0) return results;
  }
}

/** A refund's end among the transfer events: settled → succeeded; failed, cancelled → failed. */
const REFUND_OUTCOME: Record<string, 'succeeded' | 'failed'> = {
  'refund.settled': 'succeeded',
  'refund.failed': 'failed',
  'refund.cancelled': 'failed',
};

async function settlePlaidRefund(
  db: Db,
  event: {
    event_type: string;
    transfer_id: string;
    refund_id?: string | null;
    failure_reason?: unknown;
  },
  publicOrigin: string | undefined,
): Promise<EventResult> {
  const status = REFUND_OUTCOME[event.event_type];
  const refund =
    (await findRefundByReference(db, 'plaid', event.refund_id!)) ??
    (await unansweredRefundOf(db, event.transfer_id));
  if (!refund) return 'not-found';
  if (refund.status !== 'pending') return 'ignored';
  if (!status) {
    // A step on the way (`refund.posted`): the refund's id, if its call's answer never came.
    if (refund.providerReference !== null) return 'ignored';
    await settleRefund(
      db,
      refund.id,
      { status: 'pending', providerReference: event.refund_id!, failureReason: null },
      publicOrigin,
    );
    return 'changed';
  }
  const reason = (event.failure_reason as { description?: string } | null)?.description;
  await settleRefund(
    db,
    refund.id,
    {
      status,
      providerReference: event.refund_id!,
      failureReason: status === 'failed' ? (reason ?? 'Refused by Plaid.') : null,
    },
    publicOrigin,
  );
  return 'changed';
}

/**
 * The pending refund of the transfer's request whose refund call was never answered
 * (docs/api-contract.md "Refunds"): Plaid's event names the transfer beside the refund.
 */
async function unansweredRefundOf(db: Db, transferId: string) {
  const owner = await db.query<{ token: string }>(
    `select payment_request_token as token from payment_attempts
     where detail->>'provider' = 'plaid' and detail->>'transferId' = $1 limit 1`,
    [transferId],
  );
  const token = owner.rows[0]?.token;
  return token ? findUnansweredRefund(db, 'plaid', token) : null;
}
