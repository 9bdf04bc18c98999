import { isoDateInDays } from '../domain/dates.ts';
import {
  MAX_AMOUNT_MINOR,
  PAYABLE_STATUSES,
  stripBidiControls,
  type AchDetails,
  type CreatePaymentRequest,
  type KnownPaymentRequestStatus,
  type MerchantInvoice,
  type MerchantPaymentRequest,
  type PaymentDetails,
  type PaymentRequest,
  type Refund,
  type SandboxOptions,
  type WebhookEventPayload,
  type WebhookEventType,
} from '@paypage/contract';
import { payerPath, payerUrl } from '@paypage/contract/payer-urls';
import {
  amountAgainstInvoice,
  amountOverBound,
  completeInvoice,
} from '../domain/payment-request.ts';
import { badRequest } from '../http/errors.ts';
import { newId, newToken } from '../domain/tokens.ts';
import { newTransferReference } from '../domain/transfer-reference.ts';
import { sampleAttachment } from '../files/sample-files.ts';
import type { Db, Queryable } from './db.ts';
import { queueReceiptEmail } from './receipt-emails.ts';

/** A payment request as stored: the wire shape plus what only the server knows. */
export type StoredRequest = PaymentRequest & {
  label: string | null;
  trackingToken: string;
  sandbox: SandboxOptions;
  createdAt: Date;
  stripeClientSecret: string | null;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

const selectColumns = `
  pr.token, pr.label, pr.status, pr.status_update_date, pr.merchant, pr.requester, pr.recipient,
  pr.amount_in_cents, pr.description, pr.due_date::text as due_date, pr.payment_method,
  pr.processor_type, pr.organization_id, pr.ach_details, pr.merchant_invoice, pr.referral_link,
  pr.method_paid_with, pr.date_paid, pr.payment_details, pr.transfer_reference, pr.tracking_token,
  pr.sandbox, pr.created_at, pr.stripe_client_secret, pr.attachment_list as attachments,
  pr.refund_list as refunds,
  (select re.status from receipt_emails re where re.token = pr.token) as receipt_email`;

type RequestRow = {
  token: string;
  label: string | null;
  status: string;
  status_update_date: Date | null;
  merchant: { name: string; brandColor?: string | null };
  requester: { name: string; email?: string | null };
  recipient: { email?: string | null; phoneNumber?: string | null };
  amount_in_cents: number | string;
  description: string | null;
  due_date: string | null;
  payment_method: string[];
  processor_type: 'ADYEN' | 'STRIPE';
  organization_id: string;
  ach_details: AchDetails | null;
  merchant_invoice: MerchantInvoice | null;
  referral_link: string | null;
  method_paid_with: string | null;
  date_paid: Date | null;
  payment_details: PaymentDetails | null;
  transfer_reference: string;
  tracking_token: string;
  sandbox: SandboxOptions;
  created_at: Date;
  stripe_client_secret: string | null;
  attachments: { fileKey: string; fileName: string }[];
  refunds: { amountInCents: number; refundedAt: string }[];
  receipt_email: string | null;
};

/**
 * The URL an attachment is served at (the file name, without bidi controls, is only for the
 * browser's title and save).
 */
export const attachmentUrl = (fileKey: string, fileName: string) =>
  `/api/v1/files/${fileKey}/${encodeURIComponent(stripBidiControls(fileName))}`;

function fromRow(row: RequestRow): StoredRequest {
  return {
    token: row.token,
    status: row.status,
    statusUpdateDate: iso(row.status_update_date),
    merchant: { name: row.merchant.name, brandColor: row.merchant.brandColor ?? null },
    requester: { name: row.requester.name, email: row.requester.email ?? null },
    recipient: {
      email: row.recipient.email ?? null,
      phoneNumber: row.recipient.phoneNumber ?? null,
    },
    amountInCents: Number(row.amount_in_cents),
    description: row.description,
    dueDate: row.due_date,
    paymentMethod: row.payment_method,
    processor: { type: row.processor_type },
    organizationId: row.organization_id,
    achDetails: row.ach_details,
    attachments: row.attachments.map((a) => ({
      ...a,
      previewUrl: attachmentUrl(a.fileKey, a.fileName),
    })),
    merchantInvoice: row.merchant_invoice,
    referralLink: row.referral_link,
    methodPaidWith: row.method_paid_with,
    datePaid: iso(row.date_paid),
    paymentDetails: row.payment_details,
    transferReference: row.transfer_reference,
    refunds: row.refunds,
    receiptEmailed: row.receipt_email === 'pending' || row.receipt_email === 'sent',
    label: row.label,
    trackingToken: row.tracking_token,
    sandbox: row.sandbox,
    createdAt: row.created_at,
    stripeClientSecret: row.stripe_client_secret,
  };
}

/** The wire shape of a stored request (what `GET /collect/{token}` answers). */
export function toWire(request: StoredRequest): PaymentRequest {
  const {
    label: _label,
    trackingToken: _tracking,
    sandbox: _sandbox,
    createdAt: _created,
    stripeClientSecret: _secret,
    ...wire
  } = request;
  return wire;
}

/**
 * A request as the merchant API answers it (and as its webhooks carry it): its payer URL on the
 * public origin (PUBLIC_ORIGIN; unset, in tests that build the app in process: the path alone).
 */
export function toMerchantWire(
  request: StoredRequest,
  publicOrigin: string | undefined,
): MerchantPaymentRequest {
  return {
    ...toWire(request),
    url: publicOrigin ? payerUrl(publicOrigin, request.token) : payerPath(request.token),
    createdAt: request.createdAt.toISOString(),
  };
}

/** The webhook event of each status a request may reach (docs/api-contract.md "Webhooks"). */
const EVENT_OF_STATUS: Partial<
  Record<KnownPaymentRequestStatus | (string & {}), WebhookEventType>
> = {
  PROCESSING: 'payment_request.processing',
  PAID: 'payment_request.paid',
  PAYMENT_FAILED: 'payment_request.payment_failed',
  CANCELED: 'payment_request.canceled',
  EXPIRED: 'payment_request.expired',
};

/**
 * The outbox: writes the webhook event of the request's status as it now stands, in the
 * transaction `tx` that changed it, with one delivery per endpoint of the request's account (the
 * live keys of its name that have one). Every status change calls it; a request without an
 * account (made by the scenario API or the samples) has no one to tell, and a status without an
 * event (UNPAID) none to send. Answers the event's id, or null. A request that became PAID also
 * gets its receipt e-mail queued (./receipt-emails.ts), with or without an account.
 *
 * `held`: the deliveries wait (HELD_EVENT_DELAY) for `releaseHeldEvent`, or are dropped by
 * `dropHeldEvent`: a status change whose payment is started after its transaction (a Plaid
 * transfer) is told only once the payment exists. A server stopped in between still tells it,
 * after the delay: the request is then in that status.
 */
export async function recordStatusEvent(
  tx: Queryable,
  token: string,
  publicOrigin: string | undefined,
  held = false,
  eventType?: WebhookEventType,
): Promise<string | null> {
  const read = async () =>
    (
      await tx.query<RequestRow & { merchant_account: string | null }>(
        `select ${selectColumns}, pr.merchant_account from payment_requests pr where pr.token = $1`,
        [token],
      )
    ).rows[0];
  let row = await read();
  if (row?.status === 'PAID' && !eventType) {
    await queueReceiptEmail(tx, token, row.recipient.email ?? null);
    // The event carries the request as the merchant API now shows it: its receipt e-mail queued.
    row = await read();
  }
  const type = row ? (eventType ?? EVENT_OF_STATUS[row.status]) : undefined;
  if (!row?.merchant_account || !type) return null;
  return recordEvent(tx, row, type, publicOrigin, held);
}

/**
 * The outbox for a refund that ended (`refund.succeeded`, `refund.failed`): the event carries
 * the request as it now stands and the refund, in the transaction that settled it.
 */
export async function recordRefundEvent(
  tx: Queryable,
  token: string,
  type: 'refund.succeeded' | 'refund.failed',
  refund: Refund,
  publicOrigin: string | undefined,
): Promise<string | null> {
  const { rows } = await tx.query<RequestRow & { merchant_account: string | null }>(
    `select ${selectColumns}, pr.merchant_account from payment_requests pr where pr.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row?.merchant_account) return null;
  return recordEvent(tx, row, type, publicOrigin, false, refund);
}

async function recordEvent(
  tx: Queryable,
  row: RequestRow & { merchant_account: string | null },
  type: WebhookEventType,
  publicOrigin: string | undefined,
  held: boolean,
  refund?: Refund,
): Promise<string> {
  const token = row.token;
  const id = newId('evt_').slice(0, 26);
  const created = new Date();
  const payload: WebhookEventPayload = {
    id,
    type,
    created: created.toISOString(),
    data: {
      object: toMerchantWire(fromRow(row), publicOrigin),
      ...(refund ? { refund } : {}),
    },
  };
  await tx.query(
    `insert into webhook_events (id, account, type, payment_request_token, payload, created_at)
     values ($1, $2, $3, $4, $5::text::json, $6::timestamptz)`,
    [id, row.merchant_account, type, token, JSON.stringify(payload), created.toISOString()],
  );
  await tx.query(
    `insert into webhook_deliveries (event_id, key_id, url, next_attempt_at)
     select $1, id, webhook_url, now() + $3::integer * interval '1 second' from api_keys
     where name = $2 and revoked_at is null and webhook_url is not null`,
    [id, row.merchant_account, held ? HELD_EVENT_DELAY_SECONDS : 0],
  );
  return id;
}

/** How long a held event waits for its release before it is sent anyway. */
export const HELD_EVENT_DELAY_SECONDS = 600;

/** Sends a held event now (its payment exists). */
export async function releaseHeldEvent(db: Queryable, eventId: string): Promise<void> {
  await db.query(
    `update webhook_deliveries set next_attempt_at = now()
     where event_id = $1 and status = 'pending' and attempt_count = 0 and claimed_until is null`,
    [eventId],
  );
}

/**
 * Drops a held event (its payment was never started), unless a delivery of it was already tried:
 * then the merchant was told, and the answer is false (the change back must be told too).
 */
export async function dropHeldEvent(db: Queryable, eventId: string): Promise<boolean> {
  const { rows } = await db.query(
    `delete from webhook_events e where e.id = $1 and not exists (
       select 1 from webhook_deliveries d
       where d.event_id = e.id and (d.attempt_count > 0 or d.claimed_until is not null))
     returning e.id`,
    [eventId],
  );
  if (rows.length === 1) return true;
  const { rows: left } = await db.query('select 1 from webhook_events where id = $1', [eventId]);
  return left.length === 0;
}

export async function findRequest(db: Queryable, token: string): Promise<StoredRequest | null> {
  const { rows } = await db.query<RequestRow>(
    `select ${selectColumns} from payment_requests pr where pr.token = $1`,
    [token],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function findRequestByTrackingToken(
  db: Queryable,
  trackingToken: string,
): Promise<StoredRequest | null> {
  const { rows } = await db.query<RequestRow>(
    `select ${selectColumns} from payment_requests pr where pr.tracking_token = $1`,
    [trackingToken],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function listRequests(db: Queryable): Promise<StoredRequest[]> {
  const { rows } = await db.query<RequestRow>(
    `select ${selectColumns} from payment_requests pr order by pr.seq`,
  );
  return rows.map(fromRow);
}

/** A merchant account's request by its transfer reference (stored form). */
export async function findMerchantRequestByReference(
  db: Queryable,
  reference: string,
  account: string,
): Promise<StoredRequest | null> {
  const { rows } = await db.query<RequestRow>(
    `select ${selectColumns} from payment_requests pr
     where pr.transfer_reference = $1 and pr.merchant_account = $2`,
    [reference, account],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** A merchant account's request (null: unknown, or another account's). */
export async function findMerchantRequest(
  db: Queryable,
  token: string,
  account: string,
): Promise<StoredRequest | null> {
  const { rows } = await db.query<RequestRow>(
    `select ${selectColumns} from payment_requests pr where pr.token = $1 and pr.merchant_account = $2`,
    [token, account],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * A page of a merchant account's requests, newest first: those created before `before` (a `seq`),
 * of `status` when given; `next` is the `seq` to continue from, null on the last page.
 */
export async function listMerchantRequests(
  db: Queryable,
  query: { account: string; status: string | null; before: string | null; limit: number },
): Promise<{ requests: StoredRequest[]; next: string | null }> {
  const { rows } = await db.query<RequestRow & { seq: string | number }>(
    `select ${selectColumns}, pr.seq from payment_requests pr
     where pr.merchant_account = $1 and ($2::text is null or pr.status = $2)
       and ($3::bigint is null or pr.seq < $3::bigint)
     order by pr.seq desc limit $4`,
    [query.account, query.status, query.before, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    requests: page.map(fromRow),
    next: rows.length > query.limit && last ? String(last.seq) : null,
  };
}

/** Defaults of the scenario API (docs/api-contract.md). */
export const defaults = {
  merchant: { name: 'Northwind Studio', brandColor: null },
  requester: { name: 'Avery Chen', email: 'avery@northwind.example' },
  recipient: { email: 'sam@example.com', phoneNumber: null },
  amountInCents: 25_000,
  dueInDays: 14,
  paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
  achDetails: {
    routingNumber: '021000021',
    accountNumber: '9876543210',
    beneficiaryName: 'Northwind Studio LLC',
    beneficiaryAddress: '500 Market St, San Francisco, CA 94105',
    type: 'Checking',
    bankName: 'Evolve Bank & Trust',
    bankAddress: '6070 Poplar Ave, Memphis, TN 38119',
  } satisfies AchDetails,
};

/** Creates a payment request (with generated attachment files) and answers its tokens. */
export async function createRequest(
  db: Db,
  input: CreatePaymentRequest,
  now: Date = new Date(),
): Promise<{ token: string; trackingToken: string }> {
  const insert = await prepareRequest(input, now);
  await db.transaction(insert);
  return { token: insert.token, trackingToken: insert.trackingToken };
}

/**
 * Everything that a new request needs but the database (tokens, defaults, generated files),
 * as a function that inserts it in a given transaction.
 */
export async function prepareRequest(
  input: CreatePaymentRequest,
  now: Date,
  checks: { amountMatchesInvoice?: boolean } = {},
) {
  const token = newToken();
  const trackingToken = newToken();
  const sandbox = input.sandbox ?? {};
  const merchant = { ...defaults.merchant, ...input.merchant };
  const invoice = input.merchantInvoice
    ? completeInvoice(input.merchantInvoice, () => newId('inv_'))
    : null;
  const amountInCents =
    input.amountInCents ?? invoice?.grandTotal ?? invoice?.lineItemTotal ?? defaults.amountInCents;
  const overBound = amountOverBound(invoice, amountInCents);
  if (overBound) throw badRequest(`${overBound}: at most ${MAX_AMOUNT_MINOR} (minor units)`);
  // The merchant API: an amount other than the invoice's total only with the payer's reason.
  const mismatch = checks.amountMatchesInvoice
    ? amountAgainstInvoice(invoice, amountInCents)
    : null;
  if (mismatch) throw badRequest(mismatch);
  // An amount taken from an invoice whose discount ate its total: no payment of 0 is ever asked.
  if (amountInCents < 1) {
    throw badRequest('amountInCents: at least 1; the invoice totals 0, and nothing can be paid');
  }
  const dueDate =
    input.dueDate !== undefined
      ? input.dueDate
      : isoDateInDays(sandbox.dueInDays ?? defaults.dueInDays, sandbox.timeZone, now);
  const files = await Promise.all(
    (input.attachments ?? []).map(async (attachment, position) => ({
      fileKey: newId('att_'),
      position,
      fileName: attachment.fileName,
      ...(await sampleAttachment(attachment.fileName, {
        merchant: merchant.name,
        brandColor: merchant.brandColor ?? null,
        created: now,
      })),
    })),
  );
  const { label, ...options } = sandbox;

  const insert = async (tx: Queryable) => {
    await tx.query(
      `insert into payment_requests (
         token, label, status, status_update_date, merchant, requester, recipient, amount_in_cents,
         description, due_date, payment_method, processor_type, organization_id, ach_details,
         merchant_invoice, referral_link, method_paid_with, date_paid, tracking_token, sandbox,
         created_at, attachment_list, payment_details, transfer_reference)
       values ($1, $2, $3, $4::timestamptz, $5::text::jsonb, $6::text::jsonb, $7::text::jsonb, $8,
         $9, $10::date, $11::text::jsonb, $12, $13, $14::text::jsonb, $15::text::jsonb, $16, $17,
         $18::timestamptz, $19, $20::text::jsonb, $21::timestamptz, $22::text::jsonb,
         $23::text::jsonb, $24)`,
      [
        token,
        label ?? null,
        input.status ?? 'UNPAID',
        input.statusUpdateDate ?? null,
        json(merchant),
        json({ ...defaults.requester, ...input.requester }),
        json({ ...defaults.recipient, ...input.recipient }),
        amountInCents,
        input.description ?? null,
        dueDate,
        json([...new Set(input.paymentMethod ?? defaults.paymentMethod)]),
        input.processor?.type ?? 'ADYEN',
        input.organizationId ?? newId('org_').slice(0, 16),
        input.achDetails === undefined ? json(defaults.achDetails) : json(input.achDetails),
        json(invoice),
        input.referralLink ?? null,
        input.methodPaidWith ?? null,
        input.datePaid ?? null,
        trackingToken,
        json(options),
        now.toISOString(),
        json(files.map((file) => ({ fileKey: file.fileKey, fileName: file.fileName }))),
        json(input.paymentDetails ?? null),
        newTransferReference(),
      ],
    );
    for (const file of files) {
      await tx.query(
        `insert into attachments (file_key, payment_request_token, position, file_name, content_type, content)
         values ($1, $2, $3, $4, $5, $6)`,
        [file.fileKey, token, file.position, file.fileName, file.contentType, file.content],
      );
    }
  };
  return Object.assign(insert, { token, trackingToken });
}

/** Statuses that end a request without payment; reached only from a payable status. */
const ENDING_STATUSES = ['CANCELED', 'EXPIRED'];
const payableList = PAYABLE_STATUSES.map((s) => `'${s}'`).join(', ');

export type StatusChange = 'changed' | 'not-found' | 'not-payable';

/**
 * Forces a status (scenario API); clears any pending settlement. CANCELED and EXPIRED are reached
 * only from UNPAID or PAYMENT_FAILED, in one conditional update, so that a cancel never strands an
 * accepted payment (docs/api-contract.md "Status changes and money"). The change and its
 * webhook event are one transaction.
 */
export function forceStatus(
  db: Db,
  token: string,
  change: StatusForce,
  publicOrigin: string | undefined,
): Promise<StatusChange> {
  return db.transaction((tx) => forceStatusIn(tx, token, change, publicOrigin));
}

export type StatusForce = {
  status: string;
  statusUpdateDate?: string | null;
  methodPaidWith?: string | null;
  datePaid?: string | null;
  /** What paid it (set with the method; unset: kept as it is). */
  paymentDetails?: PaymentDetails | null;
  /** The merchant's event of the change: sent (default), held (`recordStatusEvent`), or none. */
  event?: 'send' | 'held' | 'none';
};

/** `forceStatus` inside a transaction the caller holds (a provider's event applied with its record). */
export async function forceStatusIn(
  tx: Queryable,
  token: string,
  change: StatusForce,
  publicOrigin: string | undefined,
): Promise<StatusChange> {
  const ending = ENDING_STATUSES.includes(change.status);
  const before = await tx.query<{ status: string }>(
    'select status from payment_requests where token = $1 for update',
    [token],
  );
  const { rows } = await tx.query(
    `update payment_requests set
       status = $2,
       status_update_date = coalesce($3::timestamptz, now()),
       method_paid_with = case when $4::boolean then $5 else method_paid_with end,
       date_paid = case when $6::boolean then $7::timestamptz else date_paid end,
       payment_details = case when $8::boolean then $9::text::jsonb else payment_details end,
       -- a provider's pending payment keeps what it knows of the payer's account until it is paid
       pending_details = case when $2 = 'PROCESSING' then pending_details end,
       pending_method = null, settle_at = null, settle_outcome = null
     where token = $1 ${ending ? `and status in (${payableList})` : ''} returning token`,
    [
      token,
      change.status,
      change.statusUpdateDate ?? null,
      change.methodPaidWith !== undefined,
      change.methodPaidWith ?? null,
      change.datePaid !== undefined,
      change.datePaid ?? null,
      change.paymentDetails !== undefined,
      json(change.paymentDetails ?? null),
    ],
  );
  if (rows.length === 1) {
    // A status forced to what it was is no change to tell the merchant about.
    if (before.rows[0]?.status !== change.status && change.event !== 'none') {
      await recordStatusEvent(tx, token, publicOrigin, change.event === 'held');
    }
    return 'changed';
  }
  return (await exists(tx, token)) ? 'not-payable' : 'not-found';
}

const exists = async (db: Queryable, token: string) =>
  (await db.query('select 1 from payment_requests where token = $1', [token])).rows.length === 1;

/** `voided`: the request was canceled or expired first; the authorisation is not kept. */
export type Acceptance = 'accepted' | 'not-payable' | 'voided' | 'not-found';

/**
 * Accepts a payment: one conditional update, so that of any number of concurrent attempts on one
 * request exactly one moves it from UNPAID (or PAYMENT_FAILED) to PROCESSING. `tx` is the
 * caller's transaction: the webhook event is written in it.
 */
export async function acceptPayment(
  tx: Queryable,
  token: string,
  payment: {
    method: string;
    settleInMs: number;
    outcome: 'succeed' | 'fail';
    /** What pays it, kept until it settles (then the receipt's). */
    details?: PaymentDetails | null;
  },
  publicOrigin: string | undefined,
): Promise<Acceptance> {
  const { rows } = await tx.query(
    `update payment_requests set
       status = 'PROCESSING', status_update_date = now(),
       pending_method = $2, settle_outcome = $3,
       settle_at = now() + ($4::integer * interval '1 millisecond'),
       pending_details = $5::text::jsonb
     where token = $1 and status in (${payableList}) and amount_in_cents > 0
     returning token`,
    [token, payment.method, payment.outcome, payment.settleInMs, json(payment.details ?? null)],
  );
  if (rows.length === 1) {
    await recordStatusEvent(tx, token, publicOrigin);
    return 'accepted';
  }
  const current = await tx.query<{ status: string }>(
    'select status from payment_requests where token = $1',
    [token],
  );
  const status = current.rows[0]?.status;
  if (status === undefined) return 'not-found';
  return ENDING_STATUSES.includes(status) ? 'voided' : 'not-payable';
}

/**
 * A payment call past its bound whose outcome the provider could not tell
 * (providers/provider-call.ts): the request becomes PROCESSING with nothing to settle (no second
 * payment can start), and the merchant is told `payment_request.processing` and
 * `payment_request.outcome_unknown`. The provider's later answer settles it
 * (`settleUnknownOutcome`) or its events move it on. False when the request was no longer payable.
 */
export async function markOutcomeUnknown(
  tx: Queryable,
  token: string,
  method: string,
  publicOrigin: string | undefined,
): Promise<boolean> {
  const { rows } = await tx.query(
    `update payment_requests set
       status = 'PROCESSING', status_update_date = now(),
       pending_method = $2, settle_outcome = null, settle_at = null
     where token = $1 and status in (${payableList}) and amount_in_cents > 0
     returning token`,
    [token, method],
  );
  if (rows.length !== 1) return false;
  await recordStatusEvent(tx, token, publicOrigin);
  await recordStatusEvent(tx, token, publicOrigin, false, 'payment_request.outcome_unknown');
  return true;
}

/**
 * The provider's late answer to a payment left with an unknown outcome: a request still
 * PROCESSING with nothing to settle settles as `outcome` after `settleInMs`. False otherwise.
 */
export async function settleUnknownOutcome(
  db: Queryable,
  token: string,
  payment: { method: string; settleInMs: number; outcome: 'succeed' | 'fail' },
): Promise<boolean> {
  const { rows } = await db.query(
    `update payment_requests set
       settle_outcome = $3, settle_at = now() + ($4::integer * interval '1 millisecond')
     where token = $1 and status = 'PROCESSING' and pending_method = $2 and settle_at is null
     returning token`,
    [token, payment.method, payment.outcome, payment.settleInMs],
  );
  return rows.length === 1;
}

export type SettleNow = 'due' | 'not-found' | 'nothing-pending';

/**
 * Makes `token`'s pending settlement due now (the scenario API's settle call): the next settlement
 * pass settles it. `nothing-pending` when the request is not PROCESSING with a settlement to come
 * (unpaid, settled, forced to PROCESSING, or waiting for a provider's answer of unknown outcome).
 */
export async function settleNow(db: Queryable, token: string): Promise<SettleNow> {
  const { rows } = await db.query(
    `update payment_requests set settle_at = now()
     where token = $1 and status = 'PROCESSING' and settle_at is not null returning token`,
    [token],
  );
  if (rows.length === 1) return 'due';
  return (await exists(db, token)) ? 'nothing-pending' : 'not-found';
}

/**
 * Settles every accepted payment whose time has come: PAID, or PAYMENT_FAILED, each with its
 * webhook event, in one transaction. Two servers settling at once each settle other requests (a
 * row the first one updated no longer matches the second's condition).
 */
export async function settleDue(db: Db, publicOrigin: string | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ token: string }>(
      `update payment_requests set
       status = case when settle_outcome = 'fail' then 'PAYMENT_FAILED' else 'PAID' end,
       status_update_date = now(),
       method_paid_with = case when settle_outcome = 'fail' then method_paid_with else pending_method end,
       date_paid = case when settle_outcome = 'fail' then date_paid else now() end,
       payment_details = case when settle_outcome = 'fail' then payment_details else pending_details end,
       pending_method = null, pending_details = null, settle_at = null, settle_outcome = null
     where status = 'PROCESSING' and settle_at <= now() returning token`,
    );
    for (const { token } of rows) await recordStatusEvent(tx, token, publicOrigin);
    return rows.length;
  });
}

/** When the next pending settlement is due (null when none is). */
export async function nextSettlement(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    "select min(settle_at) as at from payment_requests where status = 'PROCESSING'",
  );
  return rows[0]?.at ?? null;
}

export async function recordAttempt(
  db: Queryable,
  token: string,
  method: string,
  outcome: string,
  detail: Record<string, unknown> = {},
) {
  await db.query(
    `insert into payment_attempts (payment_request_token, method, outcome, detail)
     values ($1, $2, $3, $4::text::jsonb)`,
    [token, method, outcome, json(detail)],
  );
}
