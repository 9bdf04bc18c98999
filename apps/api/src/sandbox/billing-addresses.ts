/**
 * The billing address of a card payment call (docs/widget.md#options): checked against the
 * contract's `billingAddressSchema` before anything is claimed (422 `{ message, field }` naming
 * the field), stored with the request and the session it paid with, and shown by the sandbox's
 * `GET /sandbox/payment-requests` (the request's last one).
 */
import type { BillingAddressRecord } from '@paypage/contract/schemas';
import type { Queryable } from '../db/db.ts';

export async function recordBillingAddress(
  db: Queryable,
  token: string,
  sessionId: string,
  address: BillingAddressRecord,
): Promise<void> {
  await db.query(
    `insert into payment_billing_addresses (payment_request_token, session_id, billing_address)
     values ($1, $2, $3::text::jsonb)`,
    [token, sessionId, JSON.stringify(address)],
  );
}

/** Each request's last recorded billing address, by token. */
export async function lastBillingAddresses(
  db: Queryable,
): Promise<Map<string, BillingAddressRecord>> {
  const { rows } = await db.query<{ token: string; address: BillingAddressRecord }>(
    `select distinct on (payment_request_token) payment_request_token as token,
            billing_address as address
       from payment_billing_addresses
      order by payment_request_token, id desc`,
  );
  return new Map(rows.map((row) => [row.token, row.address]));
}
