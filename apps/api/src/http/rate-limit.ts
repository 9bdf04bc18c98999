import { WIRE_MESSAGES, type TooManyRequestsBody } from '@paypage/contract';
import { ApiError } from './errors.ts';

/**
 * Requests allowed per window: per caller IP across all requests (`perIp`), per caller IP on one
 * payment request (`perIpToken`), and per payment request across all callers (`perToken`, a
 * ceiling against many clients). `perToken` is a multiple of `perIpToken`, so one link holder
 * alone can never use up a request's allowance and lock the payer out.
 */
export type Limit = { perIp: number; perIpToken: number; perToken: number };
export type LimitGroup = 'pay' | 'status' | 'write' | 'file';
export type RateLimits = { windowMs: number } & Record<LimitGroup, Limit> & {
    /** The merchant API: calls per window per secret key's account (unset: none). */
    merchant?: { perKey: number };
    /**
     * Refused calls per window per caller IP, of each kind (`RefusalKind`): past it, that IP's
     * calls of the kind answer 429 before any work (unset: none).
     */
    refused?: { perIp: number };
  };

/**
 * What is refused and counted against an IP: `body`, a body nested too deeply (a flood of them
 * costs the server more than a plain call); `key`, an unknown or revoked merchant API key
 * (guessing keys).
 */
export type RefusalKind = 'body' | 'key';

/**
 * Defaults. In sandbox mode they are generous (tests, demos and e2e runs from one IP must not be
 * throttled by accident); in production mode they are a card-testing and flooding defence: a
 * handful of pay attempts per request per minute. Groups: `pay` (card and bank payments),
 * `status` (GET collect, POST status), `write` (card sessions and fingerprints), `file` (the
 * invoice PDF).
 */
export const defaultRateLimits = {
  sandbox: {
    windowMs: 60_000,
    pay: { perIp: 600, perIpToken: 120, perToken: 600 },
    status: { perIp: 6000, perIpToken: 1200, perToken: 6000 },
    write: { perIp: 1200, perIpToken: 240, perToken: 1200 },
    file: { perIp: 600, perIpToken: 120, perToken: 600 },
    merchant: { perKey: 6000 },
    refused: { perIp: 60 },
  },
  production: {
    windowMs: 60_000,
    pay: { perIp: 30, perIpToken: 10, perToken: 30 },
    status: { perIp: 600, perIpToken: 120, perToken: 600 },
    write: { perIp: 120, perIpToken: 30, perToken: 120 },
    file: { perIp: 60, perIpToken: 20, perToken: 60 },
    merchant: { perKey: 600 },
    refused: { perIp: 20 },
  },
} as const satisfies Record<string, RateLimits>;

/**
 * The limits of one of `instances` servers behind one balancer: each count divided by the
 * number of instances (at least 1), so that together they allow no more than `limits`
 * (RATE_LIMIT_INSTANCES; docs/operations.md "Scaling out"). The counters stay in each process's memory.
 */
export function perInstance(limits: RateLimits, instances: number): RateLimits {
  if (instances <= 1) return limits;
  const share = (count: number) => Math.max(1, Math.floor(count / instances));
  const group = (limit: Limit): Limit => ({
    perIp: share(limit.perIp),
    perIpToken: share(limit.perIpToken),
    perToken: share(limit.perToken),
  });
  return {
    windowMs: limits.windowMs,
    pay: group(limits.pay),
    status: group(limits.status),
    write: group(limits.write),
    file: group(limits.file),
    ...(limits.merchant ? { merchant: { perKey: share(limits.merchant.perKey) } } : {}),
    ...(limits.refused ? { refused: { perIp: share(limits.refused.perIp) } } : {}),
  };
}

export const LIMIT_GROUPS = ['pay', 'status', 'write', 'file'] as const satisfies LimitGroup[];

/** The 429 of a hit limit: `Retry-After` and the same number of seconds in the body. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  const body = {
    message: WIRE_MESSAGES.tooManyRequests,
    retryAfterSeconds,
  } satisfies TooManyRequestsBody;
  return new ApiError(429, body.message, { 'Retry-After': String(retryAfterSeconds) }, body);
}

/**
 * Fixed-window counters in memory, per process: with several instances each one counts its own
 * share (`perInstance`, RATE_LIMIT_INSTANCES; docs/operations.md "Scaling out"). A refused request counts
 * nowhere: a client over its own limit does not eat into the request's.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #limits: RateLimits | null;
  readonly #now: () => number;

  constructor(limits: RateLimits | null, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  /** Counts one request; throws a 429 ApiError (with Retry-After) when a limit is exceeded. */
  hit(group: LimitGroup, ip: string, token: string | null) {
    const limits = this.#limits;
    if (!limits) return;
    const limit = limits[group];
    const checks: [string, number][] = [[`${group}:ip:${ip}`, limit.perIp]];
    if (token) {
      checks.push([`${group}:ip-token:${ip}:${token}`, limit.perIpToken]);
      checks.push([`${group}:token:${token}`, limit.perToken]);
    }
    this.#count(checks, limits.windowMs);
  }

  /** Counts one request in each window, or none when one of them is full (then a 429). */
  #count(checks: [string, number][], windowMs: number) {
    const now = this.#now();
    if (this.#windows.size > 50_000) this.prune(now);
    const windows = checks.map(([key, max]) => {
      let window = this.#windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        this.#windows.set(key, window);
      }
      return { window, max };
    });
    const full = windows.filter(({ window, max }) => window.count >= max);
    if (full.length > 0) {
      const resetAt = Math.max(...full.map(({ window }) => window.resetAt));
      throw tooManyRequests(Math.max(1, Math.ceil((resetAt - now) / 1000)));
    }
    for (const { window } of windows) window.count += 1;
  }

  /** Counts one merchant API call of the key's `account`; a 429 past its limit. */
  hitKey(account: string) {
    const limits = this.#limits;
    if (!limits?.merchant) return;
    this.#count([[`merchant:key:${account}`, limits.merchant.perKey]], limits.windowMs);
  }

  /** A 429 when `ip` has used up its refusals of `kind` in this window (checked before the work). */
  checkRefusals(kind: RefusalKind, ip: string) {
    const limits = this.#limits;
    if (!limits?.refused) return;
    const now = this.#now();
    const window = this.#windows.get(`refused:${kind}:${ip}`);
    if (window && window.resetAt > now && window.count >= limits.refused.perIp) {
      throw tooManyRequests(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
    }
  }

  /** Counts one refusal of `kind` against `ip` (never throws: the refusal answers for itself). */
  countRefusal(kind: RefusalKind, ip: string) {
    const limits = this.#limits;
    if (!limits?.refused) return;
    const now = this.#now();
    if (this.#windows.size > 50_000) this.prune(now);
    const key = `refused:${kind}:${ip}`;
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limits.windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
  }

  prune(now = this.#now()) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
