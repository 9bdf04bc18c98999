import { SANDBOX_DEMO_SHOPPER, SANDBOX_STORED_CARDS } from '@paypage/contract';
import type { Db } from './db.ts';

/** The demo shopper's stored cards (contract sandbox.ts) as the rows of migration 11. */
function storedCardRows(): string {
  const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return SANDBOX_STORED_CARDS.map((card, index) =>
    [
      text(card.id),
      text(SANDBOX_DEMO_SHOPPER),
      text(card.card),
      text(card.brand),
      text(card.expiryMonth),
      text(card.expiryYear),
      text(card.holderName),
      text(`{${card.supportedShopperInteractions.join(',')}}`),
      String(index + 1),
    ].join(', '),
  )
    .map((row) => `(${row})`)
    .join(', ');
}

/**
 * The schema, as numbered migrations applied once each, in order, on start. Never edit a released
 * migration: add the next one.
 */
export const migrations: readonly string[] = [
  /* 1: payment requests and everything hanging off them */ `
  create table payment_requests (
    token text primary key,
    seq bigserial not null unique,
    label text,
    status text not null,
    status_update_date timestamptz,
    merchant jsonb not null,
    requester jsonb not null,
    recipient jsonb not null,
    amount_in_cents bigint not null check (amount_in_cents >= 0),
    description text,
    due_date date,
    payment_method jsonb not null,
    processor_type text not null,
    organization_id text not null,
    ach_details jsonb,
    merchant_invoice jsonb,
    referral_link text,
    method_paid_with text,
    date_paid timestamptz,
    tracking_token text not null unique,
    sandbox jsonb not null default '{}',
    -- an accepted payment waiting for settlement
    pending_method text,
    settle_at timestamptz,
    settle_outcome text,
    stripe_client_secret text,
    link_first_opened_at timestamptz,
    link_open_count integer not null default 0,
    created_at timestamptz not null default now()
  );
  create index payment_requests_settle_at on payment_requests (settle_at) where settle_at is not null;

  create table attachments (
    file_key text primary key,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    position integer not null,
    file_name text not null,
    content_type text not null,
    content bytea not null
  );
  create index attachments_request on attachments (payment_request_token, position);

  create table fingerprints (
    id bigserial primary key,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    source text not null,
    fingerprint jsonb not null,
    client_ip text,
    created_at timestamptz not null default now()
  );

  create table card_sessions (
    id text primary key,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    session_data text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  );

  create table three_ds_challenges (
    acs_trans_id text primary key,
    three_ds_server_trans_id text not null unique,
    session_id text not null references card_sessions (id) on delete cascade,
    payment jsonb not null,
    trans_status text,
    consumed boolean not null default false,
    created_at timestamptz not null default now()
  );
  create index three_ds_challenges_session on three_ds_challenges (session_id, created_at);

  create table bank_links (
    link_token text primary key,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  );

  create table bank_public_tokens (
    public_token text primary key,
    link_token text not null references bank_links (link_token) on delete cascade,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    institution_id text not null,
    account_ids jsonb not null,
    created_at timestamptz not null default now()
  );

  create table payment_attempts (
    id bigserial primary key,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    method text not null,
    outcome text not null,
    detail jsonb not null default '{}',
    created_at timestamptz not null default now()
  );
  create index payment_attempts_request on payment_attempts (payment_request_token);

  create table idempotency_keys (
    scope text not null,
    key text not null,
    request_hash text not null,
    response_status integer,
    response_body jsonb,
    created_at timestamptz not null default now(),
    primary key (scope, key)
  );

  create table meta (
    key text primary key,
    value text not null
  );
  `,
  /* 2: the attachment list on the request row (GET collect reads one row, no subquery) */ `
  alter table payment_requests add column attachment_list jsonb not null default '[]';
  update payment_requests pr set attachment_list = coalesce(
    (select jsonb_agg(jsonb_build_object('fileKey', a.file_key, 'fileName', a.file_name)
                      order by a.position)
     from attachments a where a.payment_request_token = pr.token), '[]'::jsonb);
  `,
  /* 3: no plain hash of card data is kept: request hashes are keyed (HMAC) from now on; older
     rows (they expire within a day) keep their answer and replay it for any request */ `
  update idempotency_keys set request_hash = 'legacy';
  `,
  /* 4: the RSA key set the secured fields encrypt card data for (docs/api-contract.md) */ `
  create table card_encryption_keys (
    kid text primary key,
    public_jwk jsonb not null,
    private_jwk jsonb not null,
    created_at timestamptz not null default now(),
    retired_at timestamptz
  );
  create index card_encryption_keys_created on card_encryption_keys (created_at desc);
  `,
  /* 5: bounded writes: a live card session is reused for the same request and
     client (client_key: a hash of its IP and user agent); the retention job deletes by age */ `
  alter table card_sessions add column client_key text;
  create index card_sessions_reuse on card_sessions (payment_request_token, client_key, expires_at);
  create index card_sessions_expires on card_sessions (expires_at);
  create index fingerprints_request on fingerprints (payment_request_token, client_ip);
  create index fingerprints_created on fingerprints (created_at);
  create index idempotency_keys_created on idempotency_keys (created_at);
  `,
  /* 6: the merchant API: secret API keys, stored as SHA-256 hashes of the key, and the
     account that created each request (a key's name; null: made by the scenario API or samples) */ `
  create table api_keys (
    id text primary key,
    name text not null,
    key_hash text not null unique,
    key_hint text not null,
    created_at timestamptz not null default now(),
    revoked_at timestamptz
  );
  alter table payment_requests add column merchant_account text;
  create index payment_requests_account on payment_requests (merchant_account, seq);
  `,
  /* 7: webhooks to the merchant: a key's endpoint and signing secret (sealed with
     WEBHOOK_SECRET_KEY when set, docs/api-contract.md "Webhooks"), the outbox of events (written
     in the transaction of each status change; the payload as sent, json keeps its text) and one
     delivery per event and endpoint (retried from next_attempt_at; an attempt is claimed by
     pushing next_attempt_at past its timeout, so no two servers send one attempt) */ `
  alter table api_keys add column webhook_url text;
  alter table api_keys add column webhook_secret text;
  create table webhook_events (
    id text primary key,
    seq bigserial not null unique,
    account text not null,
    type text not null,
    payment_request_token text,
    payload json not null,
    created_at timestamptz not null default now()
  );
  create index webhook_events_account on webhook_events (account, seq);
  create table webhook_deliveries (
    id bigserial primary key,
    event_id text not null references webhook_events (id) on delete cascade,
    key_id text not null references api_keys (id) on delete cascade,
    url text not null,
    status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempt_count integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    last_attempt_at timestamptz,
    -- set while an attempt is in flight (its claim's end): a retry asked for meanwhile waits for it
    claimed_until timestamptz,
    last_status_code integer,
    last_error text,
    delivered_at timestamptz,
    unique (event_id, key_id)
  );
  create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
  `,
  /* 8: the sandbox's 3-D Secure fingerprints and redirects */ `
  create table three_ds_fingerprints (
    three_ds_server_trans_id text primary key,
    payment_data text not null unique,
    session_id text not null references card_sessions (id) on delete cascade,
    -- what the test card asks for next: frictionless, challenge or timeout (never posts back)
    next_step text not null,
    payment jsonb not null,
    method_completed boolean not null default false,
    consumed boolean not null default false,
    created_at timestamptz not null default now()
  );

  create table sandbox_redirects (
    ref text primary key,
    session_id text not null references card_sessions (id) on delete cascade,
    return_url text not null,
    payment jsonb not null,
    -- set by the issuer page: approved or declined, and the result the payer returns with
    outcome text,
    redirect_result text unique,
    consumed boolean not null default false,
    created_at timestamptz not null default now()
  );
  `,
  /* 9: the sandbox's orders and partial payments: an order for a request's amount, what
     is left of it, and the payments that paid part of it (a gift card's last four digits, never
     its number or PIN); a gift card's balance is its test balance less its payments of the
     request's completed or open orders */ `
  create table sandbox_orders (
    psp_reference text primary key,
    order_data text not null unique,
    session_id text not null references card_sessions (id) on delete cascade,
    payment_request_token text not null,
    amount_in_cents integer not null check (amount_in_cents > 0),
    remaining_in_cents integer not null check (remaining_in_cents >= 0),
    status text not null default 'open' check (status in ('open', 'completed', 'cancelled')),
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  );
  create index sandbox_orders_session on sandbox_orders (session_id, status);
  create index sandbox_orders_request on sandbox_orders (payment_request_token);
  create table sandbox_order_payments (
    id bigserial primary key,
    psp_reference text not null references sandbox_orders (psp_reference) on delete cascade,
    method text not null,
    last_four text,
    amount_in_cents integer not null check (amount_in_cents > 0),
    created_at timestamptz not null default now()
  );
  create index sandbox_order_payments_order on sandbox_order_payments (psp_reference);
  `,
  /* 10: the sandbox's analytics: checkout attempts and their events */ `
  create table analytics_attempts (
    id text primary key,
    -- the card session the widget named, when the API knows it (events then list by request)
    session_id text references card_sessions (id) on delete cascade,
    created_at timestamptz not null default now()
  );
  create table analytics_events (
    seq bigserial primary key,
    checkout_attempt_id text not null references analytics_attempts (id) on delete cascade,
    event jsonb not null,
    received_at timestamptz not null default now()
  );
  create index analytics_events_attempt on analytics_events (checkout_attempt_id);
  `,
  /* 11: the checkout attempt id a payment carried (docs/widget.md#options paymentMethod
     .checkoutAttemptId): which analytics attempt paid, listed with the request's events */ `
  create table analytics_payments (
    seq bigserial primary key,
    payment_request_token text not null,
    checkout_attempt_id text not null,
    method text not null,
    received_at timestamptz not null default now()
  );
  create index analytics_payments_request on analytics_payments (payment_request_token);
    `,
  /* 12: the sandbox's stored cards per shopper; the sample rows are sandbox.ts's */ `
  create table sandbox_stored_cards (
    id text primary key,
    shopper_reference text not null,
    -- a sandbox test card (the vault's copy): decides the payment, never sent out nor logged
    card_number text not null,
    brand text not null,
    expiry_month text not null,
    expiry_year text not null,
    holder_name text,
    shopper_interactions text[] not null,
    position integer not null
  );
  create index sandbox_stored_cards_shopper on sandbox_stored_cards (shopper_reference, position);
  insert into sandbox_stored_cards values ${storedCardRows()};
    `,
  /* 13: the billing address each card payment call sent, checked against the
     contract's billingAddressSchema before it is stored */ `
  create table payment_billing_addresses (
    id bigserial primary key,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    session_id text not null references card_sessions (id) on delete cascade,
    billing_address jsonb not null,
    created_at timestamptz not null default now()
  );
  create index payment_billing_addresses_request on payment_billing_addresses (payment_request_token, id);
  `,
  /* 14: refunds of paid requests (docs/api-contract.md "Refunds"): one pending at a time per
     request (the unique partial index); the succeeded ones also on the request row, as the
     receipt reads them */ `
  create table refunds (
    id text primary key,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    account text not null,
    amount_in_cents bigint not null check (amount_in_cents > 0),
    status text not null check (status in ('pending', 'succeeded', 'failed')),
    provider text not null,
    provider_reference text,
    failure_reason text,
    created_at timestamptz not null default now(),
    settled_at timestamptz
  );
  create index refunds_request on refunds (payment_request_token, created_at);
  create unique index refunds_one_pending on refunds (payment_request_token) where status = 'pending';
  create index refunds_provider_reference on refunds (provider, provider_reference);
  alter table payment_requests add column refund_list jsonb not null default '[]';
  `,
  /* 15: the pages that may embed a key's card widget (exact origins, docs/widget.md "Origins"),
     and the processor's card sessions made for a request (the widget reports a session's result
     by its id, so the API knows whose request and origins it is without asking the processor) */ `
  alter table api_keys add column embed_origins jsonb not null default '[]';
  create table provider_card_sessions (
    id text primary key,
    payment_request_token text not null references payment_requests (token) on delete cascade,
    created_at timestamptz not null default now()
  );
  create index provider_card_sessions_request on provider_card_sessions (payment_request_token);
  `,
  /* 16: what paid a request (card brand and last four, bank and mask, the processor's reference;
     never a full card or account number): kept with a pending payment until it settles, and the
     card a session last opened, for a payment authorised after 3-D Secure */ `
  alter table payment_requests add column payment_details jsonb;
  alter table payment_requests add column pending_details jsonb;
  alter table card_sessions add column card_details jsonb;
  `,
  /* 17: the reference a payer writes on an ACH or wire transfer (domain/transfer-reference.ts);
     requests made before it get one of the same form from their token's md5 (hex letters are
     Crockford letters) */ `
  alter table payment_requests add column transfer_reference text;
  update payment_requests set transfer_reference = 'PP-' || upper(substr(md5(token), 1, 4)) || '-'
    || upper(substr(md5(token), 5, 4)) || '-' || upper(substr(md5(token), 9, 4));
  alter table payment_requests alter column transfer_reference set not null;
  create unique index payment_requests_transfer_reference on payment_requests (transfer_reference);
  `,
  /* 18: receipt e-mail: one per paid request (the primary key), queued with the status change and
     sent by the mailer (mail/receipt-mailer.ts), retried on failure; `message` is what was sent
     (the sandbox's outbox lists it) */ `
  create table receipt_emails (
    token text primary key references payment_requests(token) on delete cascade,
    recipient text not null,
    status text not null default 'pending',
    attempt_count integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    message jsonb
  );
  create index receipt_emails_due on receipt_emails (next_attempt_at) where status = 'pending';
  `,
];

/** The advisory lock every migration step takes: servers starting together take turns. */
const MIGRATION_LOCK = 7263001;

/**
 * Applies the migrations not yet applied, each once even when several servers start together on
 * one PostgreSQL database: every step (creating schema_migrations, then each migration) is a
 * transaction that first takes a transaction-level advisory lock, then checks whether another
 * server did it already. (`create table if not exists` alone is not safe: two at once collide on
 * the catalogue's unique index.) On PGlite, a single process, the lock is free.
 */
export async function migrate(db: Db, list: readonly string[] = migrations): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query(
      'create table if not exists schema_migrations (version integer primary key, applied_at timestamptz not null default now())',
    );
  });
  let applied = 0;
  for (const [index, sql] of list.entries()) {
    const version = index + 1;
    const done = await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const { rows } = await tx.query('select 1 from schema_migrations where version = $1', [
        version,
      ]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (done) applied += 1;
  }
  return applied;
}

/** Removes every table of the API (DATA_RESET on a PostgreSQL server). */
export async function dropAll(db: Db): Promise<void> {
  await db.query(
    `drop table if exists provider_card_sessions, refunds, payment_billing_addresses, sandbox_stored_cards, analytics_payments, analytics_events, analytics_attempts, sandbox_order_payments, sandbox_orders, sandbox_redirects, three_ds_fingerprints, receipt_emails, webhook_deliveries, webhook_events, api_keys, idempotency_keys, payment_attempts, bank_public_tokens, bank_links,
       three_ds_challenges, card_sessions, card_encryption_keys, fingerprints, attachments, payment_requests, meta,
       schema_migrations cascade`,
  );
}

/** Splits a migration into statements (the extended protocol takes one at a time). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
