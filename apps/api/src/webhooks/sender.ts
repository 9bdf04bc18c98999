/**
 * Sends the webhook outbox (docs/api-contract.md "Webhooks"): a sweep every `sweepMs` (and each
 * finished attempt) claims due deliveries for the free slots (../db/webhooks.ts), fairly between
 * endpoints, and POSTs each event, signed, to its endpoint. A 2xx answer
 * delivers it; anything else (another status, a timeout, no connection) is retried on the
 * backoff schedule (./schedule.ts) until it fails. Every state is in the database, so a restart,
 * or another server on the same PostgreSQL database, carries on where this one stopped. Logs name
 * the event, the attempt and the endpoint's origin: never the secret, the signature or the body.
 */
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signPaypagePayload } from '@paypage/contract/webhooks';
import type { Db } from '../db/db.ts';
import { claimDueDeliveries, recordAttemptOutcome, type ClaimedDelivery } from '../db/webhooks.ts';
import type { Cidr } from './addresses.ts';
import { type EndpointPolicy, openSecret, type Resolve, resolveAll } from './endpoints.ts';
import { type Clock, postWebhook, systemClock } from './post.ts';
import { retryDelayMs } from './schedule.ts';
import {
  type BreakerSettings,
  type BreakerState,
  breakerSlots,
  breakerStep,
  closedBreaker,
  defaultBreakerSettings,
} from './breaker.ts';

export type WebhookConfig = {
  /** The first retry's wait; each next one doubles (WEBHOOK_BACKOFF_MS). */
  backoffMs: number;
  /** How long an attempt may take, answer included (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** How often the outbox is swept for due deliveries (WEBHOOK_SWEEP_MS). */
  sweepMs: number;
  /** The key sealing signing secrets at rest (WEBHOOK_SECRET_KEY); unset: stored as they are. */
  secretKey?: string | undefined;
  /** Address ranges opened to endpoints beside the public ones (WEBHOOK_ALLOW_CIDRS). */
  allowCidrs: readonly Cidr[];
  /** Endpoints on loopback (http or https): the sandbox's only (set from the mode, not the env). */
  allowLoopback: boolean;
  /** A host name's addresses (the system resolver; a stub in tests). */
  resolve: Resolve;
  /** The attempts' timers and the circuit breakers' time. */
  clock: Clock;
  /** Attempts in flight at once, in all (WEBHOOK_CONCURRENCY) and per key's endpoint. */
  concurrency: number;
  perEndpoint: number;
  /** When an endpoint's breaker opens and for how long (./breaker.ts). */
  breaker: BreakerSettings;
};

export const defaultWebhookConfig = {
  backoffMs: 30_000,
  timeoutMs: 10_000,
  sweepMs: 1000,
  allowCidrs: [],
  allowLoopback: false,
  resolve: resolveAll,
  clock: systemClock,
  concurrency: 32,
  perEndpoint: 2,
  breaker: defaultBreakerSettings,
} as const satisfies WebhookConfig;

/** What endpoints may be: https only and public addresses, the sandbox adding loopback. */
export const endpointPolicy = (config: Readonly<WebhookConfig>): EndpointPolicy => ({
  httpsOnly: !config.allowLoopback,
  allowLoopback: config.allowLoopback,
  allowCidrs: config.allowCidrs,
});

/** A claim outlives its attempt's timeout by this much before the delivery is due again. */
const LEASE_MARGIN_MS = 60_000;

export class WebhookSender {
  readonly #db: Db;
  readonly #config: WebhookConfig;
  readonly #log: (line: string) => void;
  #sweep: NodeJS.Timeout | undefined;
  #claiming: Promise<void> | null = null;
  #stopped = false;
  readonly #attempts = new Set<Promise<void>>();
  readonly #inFlight = new Map<string, number>();
  readonly #breakers = new Map<string, BreakerState>();

  constructor(
    db: Db,
    config: Partial<WebhookConfig> = {},
    log: (line: string) => void = (line) => console.warn(line),
  ) {
    this.#db = db;
    this.#config = { ...defaultWebhookConfig, ...config };
    this.#log = log;
  }

  get config(): Readonly<WebhookConfig> {
    return this.#config;
  }

  get policy(): EndpointPolicy {
    return endpointPolicy(this.#config);
  }

  start() {
    this.#sweep = setInterval(() => void this.run(), this.#config.sweepMs);
    this.#sweep.unref();
    void this.run();
  }

  /** The attempts in flight, per key's endpoint and in all. */
  get inFlight(): { total: number; byEndpoint: ReadonlyMap<string, number> } {
    return { total: this.#attempts.size, byEndpoint: this.#inFlight };
  }

  /** An endpoint's circuit breaker as it is now (closed when it has none). */
  breaker(keyId: string): BreakerState {
    const now = this.#config.clock.now();
    return breakerStep(this.#breakers.get(keyId) ?? closedBreaker, { type: 'tick', now });
  }

  /**
   * One sweep: claims as many due deliveries as there are free slots and starts their attempts
   * without waiting for them (none overlap; a sweep asked for during another is that one). An
   * endpoint's slots are `perEndpoint` less its attempts in flight, none while its breaker is
   * open, one when half-open: one slow endpoint holds its own slots, never another's.
   */
  run(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    this.#claiming ??= this.#claim()
      .catch((error: Error) => this.#log(`[webhooks] sweep failed: ${error.message}`))
      .finally(() => {
        this.#claiming = null;
      });
    return this.#claiming;
  }

  async #claim() {
    const free = this.#config.concurrency - this.#attempts.size;
    if (free <= 0) return;
    const slots: Record<string, number> = {};
    for (const keyId of new Set([...this.#inFlight.keys(), ...this.#breakers.keys()])) {
      const open = breakerSlots(this.breaker(keyId), this.#config.perEndpoint);
      slots[keyId] = Math.max(0, open - (this.#inFlight.get(keyId) ?? 0));
    }
    const claimed = await claimDueDeliveries(this.#db, {
      limit: free,
      leaseMs: this.#config.timeoutMs + LEASE_MARGIN_MS,
      perEndpoint: this.#config.perEndpoint,
      slots,
    });
    for (const delivery of claimed) this.#start(delivery);
  }

  #start(delivery: ClaimedDelivery) {
    const { keyId } = delivery;
    this.#inFlight.set(keyId, (this.#inFlight.get(keyId) ?? 0) + 1);
    const attempt = this.#attempt(delivery)
      .catch((error: Error) => this.#log(`[webhooks] attempt failed: ${error.message}`))
      .finally(() => {
        const left = (this.#inFlight.get(keyId) ?? 1) - 1;
        if (left === 0) this.#inFlight.delete(keyId);
        else this.#inFlight.set(keyId, left);
        this.#attempts.delete(attempt);
        // A slot is free: the next due delivery need not wait for the next sweep.
        void this.run();
      });
    this.#attempts.add(attempt);
  }

  async #attempt(delivery: ClaimedDelivery) {
    const outcome = await this.#send(delivery);
    const delivered =
      outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const now = this.#config.clock.now();
    // The breaker counts attempts without an answer (a timeout holds a slot for its length); any
    // answer, even a 500, shows the endpoint up and quick: the retry schedule handles it.
    const answered = outcome.statusCode !== null;
    const next = breakerStep(
      this.breaker(delivery.keyId),
      answered ? { type: 'succeeded' } : { type: 'failed', now },
      this.#config.breaker,
    );
    if (next.state === 'closed' && next.failures === 0) this.#breakers.delete(delivery.keyId);
    else this.#breakers.set(delivery.keyId, next);
    const retryInMs =
      delivered || outcome.final ? null : retryDelayMs(delivery.attempt, this.#config.backoffMs);
    await recordAttemptOutcome(this.#db, delivery, {
      delivered,
      statusCode: outcome.statusCode,
      error: outcome.error,
      retryInMs,
    });
    if (!delivered) {
      const then =
        retryInMs === null ? 'no more attempts: failed' : `next in ${duration(retryInMs)}`;
      const opened =
        next.state === 'open' ? `; endpoint paused for ${duration(next.cooldownMs)}` : '';
      this.#log(
        `[webhooks] ${delivery.eventId} attempt ${delivery.attempt} to ${originOf(delivery.url)}: ${outcome.error}; ${then}${opened}`,
      );
    }
  }

  /** One attempt: the endpoint's HTTP status, or why there was none. */
  async #send(
    delivery: ClaimedDelivery,
  ): Promise<{ statusCode: number | null; error: string | null; final?: boolean }> {
    if (!delivery.url || !delivery.sealedSecret || !delivery.live) {
      return {
        statusCode: null,
        error: 'The endpoint was removed, or its key revoked.',
        final: true,
      };
    }
    let secret: string;
    try {
      secret = openSecret(delivery.sealedSecret, this.#config.secretKey);
    } catch (error) {
      return { statusCode: null, error: (error as Error).message };
    }
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const outcome = await postWebhook(
      delivery.url,
      {
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'paypage-webhooks/1',
          [SIGNATURE_HEADER]: signPaypagePayload(body, secret, timestamp),
          [EVENT_ID_HEADER]: delivery.eventId,
        },
        body,
      },
      { ...this.#config, policy: this.policy },
    );
    if ('failure' in outcome) return { statusCode: null, error: outcome.failure };
    const ok = outcome.statusCode >= 200 && outcome.statusCode < 300;
    return { statusCode: outcome.statusCode, error: ok ? null : `HTTP ${outcome.statusCode}` };
  }

  async stop() {
    this.#stopped = true;
    clearInterval(this.#sweep);
    await this.#claiming;
    await Promise.all(this.#attempts);
  }
}

const originOf = (url: string | null) => {
  try {
    return url ? new URL(url).origin : 'no endpoint';
  } catch {
    return 'no endpoint';
  }
};

/** A wait in words: `850 ms`, `42 s`, `16 min`, `6 h`. */
function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 7_200_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 3_600_000)} h`;
}
