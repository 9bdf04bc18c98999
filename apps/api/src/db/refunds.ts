/**
 * Refunds of paid requests (`/merchant/payment-requests/{token}/refunds`, docs/api-contract.md
 * "Refunds") in two transactions around the provider's call, which is made with none open:
 * `beginRefund` locks the request's row, applies the rules (../merchant/refunds.ts) to the
 * refunds made so far and records the new one `pending`; `settleRefund` records what the
 * provider answered (at once, or later by its webhook), adds a success to the request's
 * `refund_list` (what the receipt reads) and writes the merchant's `refund.*` event.
 *
 * One pending refund per request is held by the row lock and, on PostgreSQL, by the unique
 * partial index `refunds_one_pending` too (migration 14).
 */
import type { Refund } from '@paypage/contract';
import { ApiError } from '../http/errors.ts';
import { newId } from '../domain/tokens.ts';
import { refundProblem } from '../merchant/refunds.ts';
import type { RefundOutcome } from '../providers/providers.ts';
import type { Queryable } from './db.ts';
import { recordRefundEvent } from './payment-requests.ts';

type RefundRow = {
  id: string;
  payment_request_token: string;
  amount_in_cents: number | string;
  status: Refund['status'];
  provider: string;
  provider_reference: string | null;
  failure_reason: string | null;
  created_at: Date;
  settled_at: Date | null;
};

const columns = `id, payment_request_token, amount_in_cents, status, provider, provider_reference,
  failure_reason, created_at, settled_at`;

/** A refund as the merchant API answers it. */
export type StoredRefund = Refund & { provider: string; providerReference: string | null };

function fromRow(row: RefundRow): StoredRefund {
  return {
    id: row.id,
    paymentRequestToken: row.payment_request_token,
    amountInCents: Number(row.amount_in_cents),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
    failureReason: row.failure_reason,
    provider: row.provider,
    providerReference: row.provider_reference,
  };
}

/** The wire shape: without the provider's names, which stay on the server. */
export function toRefundWire(refund: StoredRefund): Refund {
  const { provider: _provider, providerReference: _reference, ...wire } = refund;
  return wire;
}

/** A request's refunds, oldest first (its account's only). */
export async function listRefunds(
  db: Queryable,
  token: string,
  account: string,
): Promise<StoredRefund[]> {
  const { rows } = await db.query<RefundRow>(
    `select ${columns} from refunds where payment_request_token = $1 and account = $2
     order by created_at, id`,
    [token, account],
  );
  return rows.map(fromRow);
}

export async function findRefund(db: Queryable, id: string): Promise<StoredRefund | null> {
  const { rows } = await db.query<RefundRow>(`select ${columns} from refunds where id = $1`, [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The refund a provider names (its reference), for its webhook. */
export async function findRefundByReference(
  db: Queryable,
  provider: string,
  reference: string,
): Promise<StoredRefund | null> {
  const { rows } = await db.query<RefundRow>(
    `select ${columns} from refunds where provider = $1 and provider_reference = $2`,
    [provider, reference],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * The request's pending refund through `provider` whose call was never answered (no reference
 * yet): what a provider's event names by the payment when its refund's own id never came back.
 * One pending refund per request at most, so the match is the one.
 */
export async function findUnansweredRefund(
  db: Queryable,
  provider: string,
  token: string,
): Promise<StoredRefund | null> {
  const { rows } = await db.query<RefundRow>(
    `select ${columns} from refunds where provider = $1 and payment_request_token = $2
     and status = 'pending' and provider_reference is null`,
    [provider, token],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * In the caller's transaction: locks the request's row (its account's only; null when none),
 * checks the refund against the rules and the refunds so far (an `ApiError` when refused) and
 * records it `pending` through `provider`.
 */
export async function beginRefund(
  tx: Queryable,
  token: string,
  account: string,
  refund: { amountInCents: number; provider: string | null },
): Promise<StoredRefund | null> {
  const { rows } = await tx.query<{
    status: string;
    amount_in_cents: number | string;
    method_paid_with: string | null;
  }>(
    `select status, amount_in_cents, method_paid_with from payment_requests
     where token = $1 and merchant_account = $2 for update`,
    [token, account],
  );
  const request = rows[0];
  if (!request) return null;
  const past = await listRefunds(tx, token, account);
  const problem = refundProblem(
    {
      status: request.status,
      amountInCents: Number(request.amount_in_cents),
      methodPaidWith: request.method_paid_with,
      provider: refund.provider,
    },
    past,
    refund.amountInCents,
  );
  if (problem) throw new ApiError(problem.status, problem.message);
  const inserted = await tx.query<RefundRow>(
    `insert into refunds (id, payment_request_token, account, amount_in_cents, status, provider)
     values ($1, $2, $3, $4, 'pending', $5) returning ${columns}`,
    [newId('rf_').slice(0, 25), token, account, refund.amountInCents, refund.provider],
  );
  return fromRow(inserted.rows[0]!);
}

/**
 * Records what the provider answered for a pending refund: its reference (kept while still
 * pending), or its end, the request's `refund_list` and the merchant's event in one
 * transaction. A refund already settled is left as it is (a webhook delivered twice).
 */
export async function settleRefund(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  id: string,
  outcome: RefundOutcome,
  publicOrigin: string | undefined,
): Promise<StoredRefund | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<RefundRow>(
      `update refunds set
         status = $2,
         provider_reference = coalesce($3, provider_reference),
         failure_reason = $4,
         settled_at = case when $2 = 'pending' then null else now() end
       where id = $1 and status = 'pending' returning ${columns}`,
      [id, outcome.status, outcome.providerReference, outcome.failureReason],
    );
    const row = rows[0];
    if (!row) return findRefund(tx, id);
    const refund = fromRow(row);
    if (refund.status === 'pending') return refund;
    if (refund.status === 'succeeded') {
      await tx.query(
        `update payment_requests set refund_list = refund_list || jsonb_build_array(
           jsonb_build_object('amountInCents', $2::bigint, 'refundedAt', $3::text))
         where token = $1`,
        [refund.paymentRequestToken, refund.amountInCents, refund.settledAt],
      );
    }
    await recordRefundEvent(
      tx,
      refund.paymentRequestToken,
      refund.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed',
      toRefundWire(refund),
      publicOrigin,
    );
    return refund;
  });
}
