/**
 * The merchant API (docs/api-contract.md "Merchant API"), in sandbox and production mode: a
 * business creates, reads, lists, cancels and expires its payment requests with a secret key
 * (`Authorization: Bearer pp_sk_…`). A key sees only its account's requests (404 for others).
 */
import { WIRE_MESSAGES, type ResponseOf } from '@paypage/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { type AppContext, type AppEnv, ipOf, type Services } from '../context.ts';
import { idempotencyKey, idempotent } from '../db/idempotency.ts';
import {
  findMerchantRequest,
  findMerchantRequestByReference,
  forceStatus,
  listMerchantRequests,
  prepareRequest,
  toMerchantWire,
  type StoredRequest,
} from '../db/payment-requests.ts';
import { bodyOf, queryOf, tokenParam } from '../http/body.ts';
import { normalizeTransferReference } from '../domain/transfer-reference.ts';
import { ApiError, badRequest, notFoundError } from '../http/errors.ts';
import {
  keyWebhookUrl,
  listWebhookEvents,
  retryWebhookEvent,
  setKeyWebhook,
} from '../db/webhooks.ts';
import { liveKey } from '../merchant/keys.ts';
import {
  checkEmbedOrigins,
  keyEmbedOrigins,
  setKeyEmbedOrigins,
} from '../merchant/embed-origins.ts';
import { transferProblem } from '../merchant/transfers.ts';
import { recordTransfer } from '../db/transfers.ts';
import {
  beginRefund,
  findRefund,
  listRefunds,
  settleRefund,
  type StoredRefund,
  toRefundWire,
} from '../db/refunds.ts';
import { refundableInCents, refundedInCents, refundErrorOutcome } from '../merchant/refunds.ts';
import { unavailableMethodMessage, unavailableMethods } from '../providers/offered-methods.ts';
import { DEFAULT_PROVIDER_CALL_TIMEOUT_MS, withinBound } from '../providers/provider-call.ts';
import type { RefundOutcome } from '../providers/providers.ts';

import {
  checkWebhookTarget,
  checkWebhookUrl,
  newSigningSecret,
  sealSecret,
} from '../webhooks/endpoints.ts';

export const MERCHANT_MESSAGES = {
  missingKey: 'The merchant API needs Authorization: Bearer <secret API key>.',
  badKey: 'This API key is not valid: unknown or revoked.',
} as const;

const unauthorized = (message: string) =>
  new ApiError(401, message, { 'WWW-Authenticate': 'Bearer realm="paypage"' });

/** The caller's account from its secret key; 401 for a missing, malformed, unknown or revoked key. */
const secretKeyRequired =
  (services: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // Both mounts match the collection's own path: its key is checked (and counted) once.
    if (c.get('merchantAccount') !== undefined) return next();
    // Guessing keys: an address past its refusals gets 429 before any key is looked up.
    const ip = ipOf(c, services);
    services.limiter.checkRefusals('key', ip);
    const header = c.req.header('authorization');
    if (!header) {
      services.limiter.countRefusal('key', ip);
      throw unauthorized(MERCHANT_MESSAGES.missingKey);
    }
    const match = /^Bearer +(\S+) *$/i.exec(header);
    const key = match ? await liveKey(services.db, match[1]!) : null;
    if (key === null) {
      services.limiter.countRefusal('key', ip);
      throw unauthorized(MERCHANT_MESSAGES.badKey);
    }
    // Per key's account (RATE_LIMIT_MERCHANT_PER_KEY): a runaway integration cannot flood the API.
    services.limiter.hitKey(key.name);
    c.set('merchantAccount', key.name);
    c.set('merchantKeyId', key.id);
    c.header('Cache-Control', 'no-store');
    await next();
  };

const accountOf = (c: AppContext) => c.get('merchantAccount')!;

/** A request as the merchant API answers it: its payer URL on the public origin. */
function answerOf(services: Services, c: AppContext, request: StoredRequest) {
  const origin = services.config.publicOrigin ?? new URL(c.req.url).origin;
  return toMerchantWire(
    request,
    origin,
  ) satisfies ResponseOf<'GET /merchant/payment-requests/:token'>;
}

/**
 * An opaque cursor: the position of the last request of a page, base64url (its form is checked
 * by the contract's query schema, what it holds here).
 */
const encodeCursor = (seq: string) => Buffer.from(seq).toString('base64url');
function decodeCursor(cursor: string): string {
  const seq = Buffer.from(cursor, 'base64url').toString();
  if (!/^[1-9][0-9]{0,17}$/.test(seq)) throw badRequest('cursor: Not a cursor this API gave');
  return seq;
}

/** A page of at most `limit` (1–100, default 20), after `cursor`. */
const pageOf = ({
  limit,
  cursor,
}: {
  limit?: string | undefined;
  cursor?: string | undefined;
}) => ({
  before: cursor === undefined ? null : decodeCursor(cursor),
  limit: limit === undefined ? 20 : Number(limit),
});

export function merchantRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();
  const bound = services.config.providerCallTimeoutMs ?? DEFAULT_PROVIDER_CALL_TIMEOUT_MS;
  const timer = services.config.providerCallTimer;
  const settle = (id: string, outcome: RefundOutcome) =>
    settleRefund(db, id, outcome, services.config.publicOrigin);

  /**
   * Asks the provider for a pending refund, its call bounded (PROVIDER_CALL_TIMEOUT_MS), and
   * records what it answered. Past the bound, or on an error that is not the provider's word
   * (refundErrorOutcome), the refund stays pending with its outcome unknown: the late answer, the
   * provider's event, or a retry with the same Idempotency-Key settles it (docs/api-contract.md
   * "Refunds").
   */
  async function askForRefund(
    request: StoredRequest,
    refund: { id: string; amountInCents: number; provider: string },
  ): Promise<StoredRefund | null> {
    const afterError = async (error: unknown) => {
      const refused = refundErrorOutcome(error);
      return refused ? settle(refund.id, refused) : findRefund(db, refund.id);
    };
    let call;
    try {
      call = await withinBound(services.providers.refunds.refund(request, refund), bound, timer);
    } catch (error) {
      return afterError(error);
    }
    if (call.answered) return settle(refund.id, call.value);
    void call.late
      .then(
        (outcome) => settle(refund.id, outcome),
        (error: unknown) => {
          const refused = refundErrorOutcome(error);
          return refused ? settle(refund.id, refused) : null;
        },
      )
      .catch((error: Error) => console.error(`[refunds] ${refund.id}: ${error.message}`));
    return findRefund(db, refund.id);
  }

  routes.use('/merchant/payment-requests', secretKeyRequired(services));
  routes.use('/merchant/payment-requests/*', secretKeyRequired(services));
  routes.use('/merchant/webhook-endpoint', secretKeyRequired(services));
  routes.use('/merchant/embed-origins', secretKeyRequired(services));
  routes.use('/merchant/webhook-events', secretKeyRequired(services));
  routes.use('/merchant/webhook-events/*', secretKeyRequired(services));

  routes.post(
    '/merchant/payment-requests',
    bodyOf('POST /merchant/payment-requests'),
    async (c) => {
      const key = idempotencyKey(c);
      const body = c.req.valid('json');
      const account = accountOf(c);
      // A method no configured provider can take would reach the payer as an error: refuse it here.
      const [missing] = unavailableMethods(
        body.paymentMethod ?? [],
        body.processor?.type ?? 'ADYEN',
        services.config.mode,
        services.config.liveProviders,
      );
      if (missing) throw badRequest(unavailableMethodMessage(missing));
      const insert = await prepareRequest(
        {
          ...body,
          status: 'UNPAID',
          requester: { email: null, ...body.requester },
          recipient: { email: null, phoneNumber: null, ...body.recipient },
          dueDate: body.dueDate ?? null,
          achDetails: body.achDetails ?? null,
        },
        new Date(),
        { amountMatchesInvoice: true },
      );
      const answer = await idempotent(db, `merchant-create:${account}`, key, body, async (tx) => {
        await insert(tx);
        await tx.query('update payment_requests set merchant_account = $2 where token = $1', [
          insert.token,
          account,
        ]);
        const created = await findMerchantRequest(tx, insert.token, account);
        if (!created) throw new Error('The created request was not found.');
        return { status: 201, body: answerOf(services, c, created) };
      });
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(
        answer.body as ResponseOf<'POST /merchant/payment-requests'>,
        answer.status as 201,
      );
    },
  );

  routes.get('/merchant/payment-requests', async (c) => {
    const query = queryOf('GET /merchant/payment-requests', c);
    const page = await listMerchantRequests(db, {
      account: accountOf(c),
      status: query.status ?? null,
      ...pageOf(query),
    });
    return c.json({
      paymentRequests: page.requests.map((request) => answerOf(services, c, request)),
      nextCursor: page.next === null ? null : encodeCursor(page.next),
    } satisfies ResponseOf<'GET /merchant/payment-requests'>);
  });

  routes.get('/merchant/payment-requests/:token', async (c) => {
    const request = await findMerchantRequest(db, tokenParam(c), accountOf(c));
    if (!request) throw notFoundError();
    return c.json(answerOf(services, c, request));
  });

  /** CANCELED or EXPIRED, only from a payable status (docs/api-contract.md "Status changes and money"). */
  const end = (status: 'CANCELED' | 'EXPIRED') => async (c: AppContext) => {
    const token = tokenParam(c);
    const account = accountOf(c);
    const before = await findMerchantRequest(db, token, account);
    if (!before) throw notFoundError();
    if (before.status !== status) {
      const change = await forceStatus(db, token, { status }, services.config.publicOrigin);
      if (change === 'not-found') throw notFoundError();
      if (change === 'not-payable') {
        const now = await findMerchantRequest(db, token, account);
        if (now?.status !== status) throw new ApiError(409, WIRE_MESSAGES.paymentInProgress);
      }
    }
    const after = await findMerchantRequest(db, token, account);
    if (!after) throw notFoundError();
    return c.json(answerOf(services, c, after));
  };
  /** An ACH or wire transfer reached the merchant's bank: the request is paid with it. */
  routes.post(
    '/merchant/payment-requests/:token/transfer-received',
    bodyOf('POST /merchant/payment-requests/:token/transfer-received'),
    async (c) => {
      const account = accountOf(c);
      const body = c.req.valid('json');
      // The request's token, or the transfer reference the payer wrote on the transfer.
      const reference = normalizeTransferReference(c.req.param('token') ?? '');
      const before = reference
        ? await findMerchantRequestByReference(db, reference, account)
        : await findMerchantRequest(db, tokenParam(c), account);
      if (!before) throw notFoundError();
      const token = before.token;
      const now = new Date();
      const transfer = {
        method: body.method,
        amountInCents: body.amountInCents,
        receivedAt: body.receivedAt ? new Date(body.receivedAt) : now,
      };
      const problem = transferProblem(before, transfer, now);
      if (problem) throw new ApiError(problem.status, problem.message);
      const recorded = await recordTransfer(
        db,
        token,
        account,
        transfer,
        services.config.publicOrigin,
      );
      const after = await findMerchantRequest(db, token, account);
      if (!after) throw notFoundError();
      // The status changed in between (a payment started): say what it is now.
      if (!recorded) {
        const late = transferProblem(after, transfer, now);
        throw new ApiError(late?.status ?? 409, late?.message ?? WIRE_MESSAGES.paymentInProgress);
      }
      return c.json(answerOf(services, c, after));
    },
  );
  /**
   * A refund of a PAID request, in full or in part (docs/api-contract.md "Refunds"): recorded
   * pending, asked of the provider that took the payment with no transaction open, then settled
   * with what it answered (or left pending when no answer came in time). The Idempotency-Key is
   * required: a retry answers the same refund as it now stands, never a second one; a retry of a
   * refund whose provider never answered asks again under the same refund id, the provider's
   * idempotency key.
   */
  routes.post(
    '/merchant/payment-requests/:token/refunds',
    bodyOf('POST /merchant/payment-requests/:token/refunds'),
    async (c) => {
      const key = idempotencyKey(c);
      if (key === undefined) {
        throw badRequest(
          'Idempotency-Key: A refund needs one (a retry with it never refunds twice).',
        );
      }
      const token = tokenParam(c);
      const account = accountOf(c);
      const body = c.req.valid('json');
      const request = await findMerchantRequest(db, token, account);
      if (!request) throw notFoundError();
      const provider = await services.providers.refunds.paidThrough(db, request);
      const answer = await idempotent(
        db,
        `merchant-refund:${account}:${token}`,
        key,
        body,
        async (tx) => {
          const refund = await beginRefund(tx, token, account, {
            amountInCents: body.amountInCents,
            provider,
          });
          if (!refund) throw notFoundError();
          return { status: 201, body: toRefundWire(refund) };
        },
      );
      const begun = answer.body as ResponseOf<'POST /merchant/payment-requests/:token/refunds'>;
      if (answer.replayed) {
        c.header('Idempotent-Replayed', 'true');
        const now = await findRefund(db, begun.id);
        const unanswered = now?.status === 'pending' && now.providerReference === null;
        const asked = unanswered ? await askForRefund(request, now) : now;
        return c.json(asked ? toRefundWire(asked) : begun, 201);
      }
      const settled = await askForRefund(request, {
        id: begun.id,
        amountInCents: begun.amountInCents,
        provider: provider!,
      });
      return c.json(toRefundWire(settled!), 201);
    },
  );

  routes.get('/merchant/payment-requests/:token/refunds', async (c) => {
    const token = tokenParam(c);
    const account = accountOf(c);
    const request = await findMerchantRequest(db, token, account);
    if (!request) throw notFoundError();
    const refunds = await listRefunds(db, token, account);
    return c.json({
      refunds: refunds.map(toRefundWire),
      refundedInCents: refundedInCents(refunds),
      refundableInCents:
        request.status === 'PAID' ? refundableInCents(request.amountInCents, refunds) : 0,
    } satisfies ResponseOf<'GET /merchant/payment-requests/:token/refunds'>);
  });

  routes.post('/merchant/payment-requests/:token/cancel', end('CANCELED'));
  routes.post('/merchant/payment-requests/:token/expire', end('EXPIRED'));

  /** The calling key's webhook endpoint: a new signing secret each time it is set, shown once. */
  routes.post(
    '/merchant/webhook-endpoint',
    bodyOf('POST /merchant/webhook-endpoint'),
    async (c) => {
      const { url } = c.req.valid('json');
      const { policy, config } = services.webhooks;
      // Production resolves the host now (each attempt checks the address it dials again).
      const checked =
        services.config.mode === 'production'
          ? await checkWebhookTarget(url, policy, config.resolve)
          : checkWebhookUrl(url, policy);
      if ('error' in checked) throw badRequest(`url: ${checked.error}`);
      const secret = newSigningSecret();
      const sealedSecret = sealSecret(secret, services.webhooks.config.secretKey);
      if (!(await setKeyWebhook(db, c.get('merchantKeyId')!, { url: checked.url, sealedSecret }))) {
        throw unauthorized(MERCHANT_MESSAGES.badKey);
      }
      return c.json({
        url: checked.url,
        secret,
      } satisfies ResponseOf<'POST /merchant/webhook-endpoint'>);
    },
  );

  routes.get('/merchant/webhook-endpoint', async (c) =>
    c.json({
      url: await keyWebhookUrl(db, c.get('merchantKeyId')!),
    } satisfies ResponseOf<'GET /merchant/webhook-endpoint'>),
  );

  /**
   * The pages that may embed the calling key's card widget (docs/widget.md "Origins"): set as a
   * whole list, read back. Only the calling key's own: another key's, even of the same account,
   * is set with that key.
   */
  routes.post('/merchant/embed-origins', bodyOf('POST /merchant/embed-origins'), async (c) => {
    const checked = checkEmbedOrigins(c.req.valid('json').origins, services.config.mode);
    if ('error' in checked) throw badRequest(`origins: ${checked.error}`);
    if (!(await setKeyEmbedOrigins(db, c.get('merchantKeyId')!, checked.origins))) {
      throw unauthorized(MERCHANT_MESSAGES.badKey);
    }
    return c.json({
      origins: checked.origins,
    } satisfies ResponseOf<'POST /merchant/embed-origins'>);
  });

  routes.get('/merchant/embed-origins', async (c) =>
    c.json({
      origins: await keyEmbedOrigins(db, c.get('merchantKeyId')!),
    } satisfies ResponseOf<'GET /merchant/embed-origins'>),
  );

  /** The delivery log: the account's events, newest first, with each delivery's state. */
  routes.get('/merchant/webhook-events', async (c) => {
    const page = await listWebhookEvents(db, {
      account: accountOf(c),
      ...pageOf(queryOf('GET /merchant/webhook-events', c)),
    });
    return c.json({
      webhookEvents: page.events,
      nextCursor: page.next === null ? null : encodeCursor(page.next),
    } satisfies ResponseOf<'GET /merchant/webhook-events'>);
  });

  routes.post('/merchant/webhook-events/:id/retry', async (c) => {
    const id = c.req.param('id');
    const event = /^evt_[A-Za-z0-9_-]{1,60}$/.test(id)
      ? await retryWebhookEvent(db, accountOf(c), id)
      : null;
    if (!event) throw notFoundError('No such webhook event.');
    void services.webhooks.run();
    return c.json(event satisfies ResponseOf<'POST /merchant/webhook-events/:id/retry'>);
  });

  return routes;
}
