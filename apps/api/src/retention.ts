import type { Db } from './db/db.ts';

/** How long written rows are kept, and how often the job deletes older ones. */
export type Retention = {
  /** Between two runs of the job (0: no timer; `run()` still works). */
  intervalMs: number;
  /** An expired card session (and its 3-D Secure challenges) is kept this long after expiry. */
  sessionsAfterExpiryMs: number;
  /** A fingerprint is kept this long. */
  fingerprintsMs: number;
  /** An idempotency key (its stored answer) is kept this long. */
  idempotencyMs: number;
  /**
   * A webhook delivery delivered or failed (its retries over) is kept this long after its last
   * attempt, and an event until none of its deliveries is left and it is this old (unset: 30
   * days).
   */
  webhooksMs?: number;
};

const HOUR = 60 * 60 * 1000;

/**
 * How long a processor's card session lives: Adyen's `/sessions` expire an hour after they are
 * made when no `expiresAt` is asked for (the API asks for none, providers/live/adyen.ts).
 */
export const PROVIDER_SESSION_LIFETIME_MS = HOUR;

/** Defaults (docs/operations.md "Local API", docs/api-contract.md "Retention"). */
export const defaultRetention = {
  intervalMs: 10 * 60 * 1000,
  sessionsAfterExpiryMs: HOUR,
  fingerprintsMs: 30 * 24 * HOUR,
  idempotencyMs: 24 * HOUR,
  webhooksMs: 30 * 24 * HOUR,
} as const satisfies Retention;

export type Swept = {
  cardSessions: number;
  /** The ids of processors' sessions (`provider_card_sessions`), kept as long as card sessions. */
  providerCardSessions: number;
  fingerprints: number;
  idempotencyKeys: number;
  webhookDeliveries: number;
  webhookEvents: number;
};

const olderThan = (column: string, table: string) =>
  `with gone as (delete from ${table}
     where ${column} < now() - ($1::bigint * interval '1 millisecond') returning 1)
   select count(*)::integer as count from gone`;

/** Deletes the rows older than their retention; answers how many of each went. */
export async function sweepExpired(db: Db, retention: Retention): Promise<Swept> {
  const count = async (sql: string, ms: number) => {
    const { rows } = await db.query<{ count: number }>(sql, [ms]);
    return Number(rows[0]?.count ?? 0);
  };
  const webhooksMs = retention.webhooksMs ?? defaultRetention.webhooksMs;
  return {
    cardSessions: await count(
      olderThan('expires_at', 'card_sessions'),
      retention.sessionsAfterExpiryMs,
    ),
    // Past its expiry (made + Adyen's lifetime) by as long as an expired card session is kept.
    providerCardSessions: await count(
      olderThan('created_at', 'provider_card_sessions'),
      PROVIDER_SESSION_LIFETIME_MS + retention.sessionsAfterExpiryMs,
    ),
    fingerprints: await count(olderThan('created_at', 'fingerprints'), retention.fingerprintsMs),
    idempotencyKeys: await count(
      olderThan('created_at', 'idempotency_keys'),
      retention.idempotencyMs,
    ),
    // The outbox: finished deliveries first, then the events left without any (a pending
    // delivery, still being retried, keeps its event).
    webhookDeliveries: await count(
      `with gone as (delete from webhook_deliveries
         where status in ('delivered', 'failed')
           and coalesce(delivered_at, last_attempt_at, next_attempt_at)
             < now() - ($1::bigint * interval '1 millisecond') returning 1)
       select count(*)::integer as count from gone`,
      webhooksMs,
    ),
    webhookEvents: await count(
      `with gone as (delete from webhook_events e
         where created_at < now() - ($1::bigint * interval '1 millisecond')
           and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)
         returning 1)
       select count(*)::integer as count from gone`,
      webhooksMs,
    ),
  };
}

/**
 * The retention job: `sweepExpired` every `intervalMs` on an unref'd timer (it never keeps the
 * process alive), and on demand with `run()`. Runs never overlap.
 */
export class RetentionJob {
  readonly #db: Db;
  readonly #retention: Retention;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<Swept> | null = null;

  constructor(db: Db, retention: Retention) {
    this.#db = db;
    this.#retention = retention;
  }

  start() {
    if (this.#retention.intervalMs <= 0 || this.#timer) return;
    this.#timer = setInterval(
      () => void this.run().catch(() => undefined),
      this.#retention.intervalMs,
    );
    this.#timer.unref();
  }

  run(): Promise<Swept> {
    this.#running ??= sweepExpired(this.#db, this.#retention)
      .catch((error: Error) => {
        console.error(`[retention] ${error.message}`);
        throw error;
      })
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  async stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
  }
}
