/**
 * The webhook outbox's queries (docs/api-contract.md "Webhooks"): a key's endpoint, claiming due
 * deliveries, recording each attempt, and the delivery log the merchant API reads. The events
 * themselves are written with the status changes (recordStatusEvent in ./payment-requests.ts).
 */
import type { WebhookDelivery, WebhookEvent, WebhookEventPayload } from '@paypage/contract';
import type { Queryable } from './db.ts';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** Sets (or with `url` null removes) a key's endpoint and its sealed signing secret. */
export async function setKeyWebhook(
  db: Queryable,
  keyId: string,
  endpoint: { url: string; sealedSecret: string } | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `update api_keys set webhook_url = $2, webhook_secret = $3
     where id = $1 and revoked_at is null returning id`,
    [keyId, endpoint?.url ?? null, endpoint?.sealedSecret ?? null],
  );
  return rows.length === 1;
}

export async function keyWebhookUrl(db: Queryable, keyId: string): Promise<string | null> {
  const { rows } = await db.query<{ webhook_url: string | null }>(
    'select webhook_url from api_keys where id = $1',
    [keyId],
  );
  return rows[0]?.webhook_url ?? null;
}

/** A delivery claimed for one attempt: where it goes, with what, and the event. */
export type ClaimedDelivery = {
  id: string;
  eventId: string;
  /** The key whose endpoint it goes to (concurrency and the circuit breaker are per endpoint). */
  keyId: string;
  /** This attempt's number (1 = the first). */
  attempt: number;
  /** The key's endpoint now (null: removed) and sealed secret; `live`: the key is not revoked. */
  url: string | null;
  sealedSecret: string | null;
  live: boolean;
  payload: WebhookEventPayload;
};

/**
 * Claims up to `limit` due deliveries for one attempt each: their `next_attempt_at` moves
 * `leaseMs` on (past the attempt's timeout) and their attempt count up, in one statement whose
 * rows are locked `for update skip locked`. Two servers claiming at once get different rows, so no
 * attempt is sent twice; a server that dies mid-attempt leaves the delivery due again when the
 * lease ends (the merchant may then see the event twice, with the same id).
 *
 * Fair between endpoints: each key's endpoint gets at most `slots[keyId]` deliveries (else
 * `perEndpoint`; 0 leaves it out), taken round-robin (every endpoint's oldest due delivery, then
 * every endpoint's second…), so one endpoint's backlog never fills a claim.
 */
export async function claimDueDeliveries(
  db: Queryable,
  options: {
    limit: number;
    leaseMs: number;
    perEndpoint?: number;
    slots?: Readonly<Record<string, number>>;
  },
): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<{
    id: string | number;
    event_id: string;
    key_id: string;
    attempt_count: number;
    webhook_url: string | null;
    webhook_secret: string | null;
    revoked_at: Date | null;
    payload: WebhookEventPayload | string;
  }>(
    `with endpoints as (
       select distinct key_id from webhook_deliveries
       where status = 'pending' and next_attempt_at <= now()
         and (claimed_until is null or claimed_until <= now())
         and coalesce(($3::jsonb ->> key_id)::integer, $4::integer) > 0
     ), candidates as (
       select c.* from endpoints k cross join lateral (
         select id, key_id, next_attempt_at from webhook_deliveries
         where key_id = k.key_id and status = 'pending' and next_attempt_at <= now()
           and (claimed_until is null or claimed_until <= now())
         order by next_attempt_at, id limit $4 for update skip locked
       ) c
     ), picked as (
       select id from (
         select id, next_attempt_at,
           row_number() over (partition by key_id order by next_attempt_at, id) as place,
           coalesce(($3::jsonb ->> key_id)::integer, $4::integer) as slots
         from candidates
       ) ranked
       where place <= slots order by place, next_attempt_at, id limit $1
     )
     update webhook_deliveries d set
       attempt_count = d.attempt_count + 1,
       last_attempt_at = now(),
       next_attempt_at = now() + $2::integer * interval '1 millisecond',
       claimed_until = now() + $2::integer * interval '1 millisecond',
       url = coalesce(k.webhook_url, d.url)
     from picked, api_keys k, webhook_events e
     where d.id = picked.id and k.id = d.key_id and e.id = d.event_id
     returning d.id, d.event_id, d.key_id, d.attempt_count, k.webhook_url, k.webhook_secret,
       k.revoked_at, e.payload`,
    [
      options.limit,
      options.leaseMs,
      JSON.stringify(options.slots ?? {}),
      options.perEndpoint ?? options.limit,
    ],
  );
  return rows.map((row) => ({
    id: String(row.id),
    eventId: row.event_id,
    keyId: row.key_id,
    attempt: row.attempt_count,
    url: row.webhook_url,
    sealedSecret: row.webhook_secret,
    live: row.revoked_at === null,
    payload: (typeof row.payload === 'string'
      ? JSON.parse(row.payload)
      : row.payload) as WebhookEventPayload,
  }));
}

/**
 * Records an attempt's outcome: delivered; or failed, then due again in `retryInMs` (null: no
 * more attempts, the delivery failed). Only the attempt that holds the claim records it.
 */
export async function recordAttemptOutcome(
  db: Queryable,
  delivery: { id: string; attempt: number },
  outcome: {
    delivered: boolean;
    statusCode: number | null;
    error: string | null;
    retryInMs: number | null;
  },
): Promise<void> {
  const status = outcome.delivered
    ? 'delivered'
    : outcome.retryInMs === null
      ? 'failed'
      : 'pending';
  await db.query(
    `update webhook_deliveries set
       status = $3,
       last_status_code = $4,
       last_error = $5,
       delivered_at = case when $3 = 'delivered' then now() else delivered_at end,
       claimed_until = null,
       next_attempt_at = case when $3 = 'pending' then now() + $6::integer * interval '1 millisecond'
                              else next_attempt_at end
     where id = $1::bigint and attempt_count = $2 and status = 'pending'`,
    [
      delivery.id,
      delivery.attempt,
      status,
      outcome.statusCode,
      outcome.error,
      outcome.retryInMs ?? 0,
    ],
  );
}

type EventRow = { id: string; seq: string | number; payload: WebhookEventPayload | string };
type DeliveryRow = {
  event_id: string;
  url: string;
  status: string;
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
};

async function withDeliveries(db: Queryable, events: EventRow[]): Promise<WebhookEvent[]> {
  const ids = events.map((event) => event.id);
  const { rows } = await db.query<DeliveryRow>(
    `select event_id, url, status, attempt_count, last_status_code, last_error, next_attempt_at,
       delivered_at
     from webhook_deliveries where event_id = any($1::text[]) order by id`,
    [ids],
  );
  return events.map((event) => ({
    ...((typeof event.payload === 'string'
      ? JSON.parse(event.payload)
      : event.payload) as WebhookEventPayload),
    deliveries: rows
      .filter((row) => row.event_id === event.id)
      .map((row): WebhookDelivery => ({
        url: row.url,
        status: row.status,
        attempts: row.attempt_count,
        lastStatusCode: row.last_status_code,
        lastError: row.last_error,
        nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
        deliveredAt: iso(row.delivered_at),
      })),
  }));
}

/** A page of an account's events, newest first, before `before` (a `seq`); `next`: where to go on. */
export async function listWebhookEvents(
  db: Queryable,
  query: { account: string; before: string | null; limit: number },
): Promise<{ events: WebhookEvent[]; next: string | null }> {
  const { rows } = await db.query<EventRow>(
    `select id, seq, payload from webhook_events
     where account = $1 and ($2::bigint is null or seq < $2::bigint)
     order by seq desc limit $3`,
    [query.account, query.before, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    events: await withDeliveries(db, page),
    next: rows.length > query.limit && last ? String(last.seq) : null,
  };
}

/**
 * Sends an account's event again, now: each of its deliveries is due (a failed one gets one more
 * attempt; a delivered one is sent again), and an endpoint set since the event gets one. A
 * delivery whose attempt is in flight is left to it (not sent twice at once). Null: no such event
 * of this account.
 */
export async function retryWebhookEvent(
  db: Queryable,
  account: string,
  id: string,
): Promise<WebhookEvent | null> {
  const { rows } = await db.query<EventRow>(
    'select id, seq, payload from webhook_events where id = $1 and account = $2',
    [id, account],
  );
  const event = rows[0];
  if (!event) return null;
  await db.query(
    `insert into webhook_deliveries (event_id, key_id, url)
     select $1, id, webhook_url from api_keys
     where name = $2 and revoked_at is null and webhook_url is not null
     on conflict (event_id, key_id) do nothing`,
    [id, account],
  );
  await db.query(
    `update webhook_deliveries set status = 'pending', next_attempt_at = now(), delivered_at = null
     where event_id = $1 and (claimed_until is null or claimed_until <= now())`,
    [id],
  );
  const [answer] = await withDeliveries(db, [event]);
  return answer ?? null;
}
