/**
 * The sandbox's orders in its database (docs/api-contract.md "Orders and partial
 * payments"): an order for a request's whole amount, the partial payments that cover it (a gift
 * card's, then the rest by card), and each test gift card's balance, fresh for every payment
 * request. Apart from the routes (./orders.ts) so `authorise` (./card-sessions.ts) can close the
 * session's order without the two modules naming each other.
 */
import { randomBytes } from 'node:crypto';
import { SANDBOX_ORDER_TTL_MS, type Order, type SandboxGiftCard } from '@paypage/contract';
import type { Queryable } from '../db/db.ts';

export type OrderRow = {
  psp_reference: string;
  order_data: string;
  session_id: string;
  amount_in_cents: number;
  remaining_in_cents: number;
  status: 'open' | 'completed' | 'cancelled';
  expired: boolean;
  expires_at: Date;
};

const ORDER_COLUMNS = `psp_reference, order_data, session_id, amount_in_cents, remaining_in_cents,
  status, expires_at, expires_at <= now() as expired`;

/** An order as the API answers it. */
export function orderOf(row: OrderRow): Order {
  const amount = (value: number) => ({ value: Number(value), currency: 'USD' });
  return {
    orderData: row.order_data,
    pspReference: row.psp_reference,
    amount: amount(row.amount_in_cents),
    remainingAmount: amount(row.remaining_in_cents),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Takes the request's row lock: every order and gift card change of one request waits for the
 * one before (two pays of one order at once never spend one balance twice).
 */
export async function lockRequest(tx: Queryable, token: string): Promise<void> {
  await tx.query('select token from payment_requests where token = $1 for update', [token]);
}

/** The session's open order that has not expired, if any (locked with the request). */
export async function openOrderOf(tx: Queryable, sessionId: string): Promise<OrderRow | null> {
  const { rows } = await tx.query<OrderRow>(
    `select ${ORDER_COLUMNS} from sandbox_orders
     where session_id = $1 and status = 'open' and expires_at > now()
     order by created_at desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/** The order `orderData` names (any status), if any. */
export async function orderByData(tx: Queryable, orderData: string): Promise<OrderRow | null> {
  const { rows } = await tx.query<OrderRow>(
    `select ${ORDER_COLUMNS} from sandbox_orders where order_data = $1`,
    [orderData],
  );
  return rows[0] ?? null;
}

/** A new open order for `amountInCents`, living SANDBOX_ORDER_TTL_MS. */
export async function insertOrder(
  tx: Queryable,
  sessionId: string,
  token: string,
  amountInCents: number,
): Promise<OrderRow> {
  const { rows } = await tx.query<OrderRow>(
    `insert into sandbox_orders
       (psp_reference, order_data, session_id, payment_request_token, amount_in_cents,
        remaining_in_cents, expires_at)
     values ($1, $2, $3, $4, $5, $5, now() + ($6::integer * interval '1 millisecond'))
     returning ${ORDER_COLUMNS}`,
    [
      `OR${randomBytes(8).toString('hex').toUpperCase()}`,
      `Ab02${randomBytes(24).toString('base64url')}`,
      sessionId,
      token,
      amountInCents,
      SANDBOX_ORDER_TTL_MS,
    ],
  );
  return rows[0] as OrderRow;
}

/** A partial payment of the order: its remaining amount goes down by `amountInCents`. */
export async function payPartOfOrder(
  tx: Queryable,
  order: OrderRow,
  method: string,
  amountInCents: number,
  lastFour: string | null,
): Promise<OrderRow> {
  await tx.query(
    `insert into sandbox_order_payments (psp_reference, method, last_four, amount_in_cents)
     values ($1, $2, $3, $4)`,
    [order.psp_reference, method, lastFour, amountInCents],
  );
  const { rows } = await tx.query<OrderRow>(
    `update sandbox_orders set remaining_in_cents = remaining_in_cents - $2
     where psp_reference = $1 returning ${ORDER_COLUMNS}`,
    [order.psp_reference, amountInCents],
  );
  return rows[0] as OrderRow;
}

/**
 * What a test gift card has left for a request: its balance less what it paid of the request's
 * orders that are completed, or open and not expired (a cancelled or expired order gave it back).
 */
export async function giftCardBalance(
  tx: Queryable,
  token: string,
  card: SandboxGiftCard,
): Promise<number> {
  const { rows } = await tx.query<{ spent: number | string | null }>(
    `select sum(p.amount_in_cents) as spent
     from sandbox_order_payments p join sandbox_orders o on o.psp_reference = p.psp_reference
     where o.payment_request_token = $1 and p.method = 'giftcard' and p.last_four = $2
       and (o.status = 'completed' or (o.status = 'open' and o.expires_at > now()))`,
    [token, card.number.slice(-4)],
  );
  return card.balanceInCents - Number(rows[0]?.spent ?? 0);
}

/**
 * A payment of the whole request was accepted (`authorise`): the session's open order, if any, is
 * completed, `method` paying what was left of it. A payment that is not part of an order pays the
 * whole amount as before.
 */
export async function completeOpenOrder(
  tx: Queryable,
  sessionId: string,
  method: string,
): Promise<void> {
  const order = await openOrderOf(tx, sessionId);
  if (!order) return;
  const left = Number(order.remaining_in_cents);
  if (left > 0) await payPartOfOrder(tx, order, method, left, null);
  await tx.query(`update sandbox_orders set status = 'completed' where psp_reference = $1`, [
    order.psp_reference,
  ]);
}

/** The order's partial payments, oldest first. */
export async function orderPayments(tx: Queryable, pspReference: string) {
  const { rows } = await tx.query<{
    method: string;
    last_four: string | null;
    amount_in_cents: number;
  }>(
    `select method, last_four, amount_in_cents from sandbox_order_payments
     where psp_reference = $1 order by id`,
    [pspReference],
  );
  return rows;
}
