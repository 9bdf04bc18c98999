/**
 * The receipt e-mail outbox (docs/operations.md "Receipt e-mail"): one row per paid request with a
 * recipient e-mail, written in the transaction that made it PAID when this deployment sends mail
 * (`meta.receipt_mail` = `on`, set at start from the mode and SMTP_URL), then sent by the mailer
 * and retried on failure without holding up the payment.
 */
import type { Queryable } from './db.ts';

/** Whether requests that become PAID from now on get a receipt e-mail (set at every start). */
export async function setReceiptMail(db: Queryable, on: boolean): Promise<void> {
  await db.query(
    `insert into meta (key, value) values ('receipt_mail', $1)
     on conflict (key) do update set value = excluded.value`,
    [on ? 'on' : 'off'],
  );
}

/**
 * Queues the request's receipt e-mail, once: a request paid again (never, today) or a status
 * event written twice keeps the first row. Nothing without a recipient e-mail or with mail off.
 */
export async function queueReceiptEmail(tx: Queryable, token: string, recipient: string | null) {
  if (!recipient) return;
  await tx.query(
    `insert into receipt_emails (token, recipient)
     select $1, $2 where exists (select 1 from meta where key = 'receipt_mail' and value = 'on')
     on conflict (token) do nothing`,
    [token, recipient],
  );
}

export type DueReceiptEmail = { token: string; recipient: string; attempt: number };

/**
 * Claims up to `limit` due e-mails for one attempt each (`for update skip locked`: two servers
 * take different rows); each one's next attempt moves `leaseMs` on in case this one never ends.
 */
export async function claimDueReceiptEmails(
  db: Queryable,
  limit: number,
  leaseMs: number,
): Promise<DueReceiptEmail[]> {
  const { rows } = await db.query<{ token: string; recipient: string; attempt_count: number }>(
    `update receipt_emails r set attempt_count = r.attempt_count + 1,
       next_attempt_at = now() + $2::integer * interval '1 millisecond'
     where r.token in (
       select token from receipt_emails where status = 'pending' and next_attempt_at <= now()
       order by next_attempt_at limit $1 for update skip locked)
     returning r.token, r.recipient, r.attempt_count`,
    [limit, leaseMs],
  );
  return rows.map((row) => ({
    token: row.token,
    recipient: row.recipient,
    attempt: row.attempt_count,
  }));
}

export type StoredMessage = { to: string; from: string; subject: string; text: string };

export async function markReceiptEmailSent(db: Queryable, token: string, message: StoredMessage) {
  await db.query(
    `update receipt_emails set status = 'sent', sent_at = now(), message = $2::text::jsonb
     where token = $1`,
    [token, JSON.stringify(message)],
  );
}

/** After a failed attempt: due again after `retryInMs`, or `failed` for good when null. */
export async function markReceiptEmailFailed(
  db: Queryable,
  token: string,
  retryInMs: number | null,
) {
  await db.query(
    retryInMs === null
      ? `update receipt_emails set status = 'failed' where token = $1`
      : `update receipt_emails set next_attempt_at = now() + $2::integer * interval '1 millisecond'
         where token = $1`,
    retryInMs === null ? [token] : [token, retryInMs],
  );
}

export type OutboxEntry = {
  recipient: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  message: StoredMessage | null;
};

/** The newest `limit` receipt e-mails, newest first (the sandbox's outbox page). */
export async function listReceiptEmails(db: Queryable, limit = 100): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{
    recipient: string;
    status: string;
    created_at: Date;
    sent_at: Date | null;
    message: StoredMessage | string | null;
  }>(
    `select recipient, status, created_at, sent_at, message from receipt_emails
     order by created_at desc, token limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    recipient: row.recipient,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
    message:
      typeof row.message === 'string' ? (JSON.parse(row.message) as StoredMessage) : row.message,
  }));
}
