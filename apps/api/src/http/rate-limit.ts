import { ApiError } from './errors.ts';

/** Requests allowed per window, per caller IP and per payment request. */
export type Limit = { perIp: number; perToken: number };
export type RateLimits = { windowMs: number; pay: Limit; status: Limit };
export type LimitGroup = 'pay' | 'status';

/**
 * Defaults. In sandbox mode they are generous (tests, demos and e2e runs from one IP must not be
 * throttled by accident); in production mode they are a card-testing defence: a handful of pay
 * attempts per request per minute.
 */
export const defaultRateLimits = {
  sandbox: {
    windowMs: 60_000,
    pay: { perIp: 600, perToken: 120 },
    status: { perIp: 6000, perToken: 1200 },
  },
  production: {
    windowMs: 60_000,
    pay: { perIp: 30, perToken: 10 },
    status: { perIp: 600, perToken: 120 },
  },
} as const satisfies Record<string, RateLimits>;

/** Fixed-window counters in memory (one process; a shared store would be needed for several). */
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
    const now = this.#now();
    if (this.#windows.size > 50_000) this.prune(now);
    const checks: [string, number][] = [[`${group}:ip:${ip}`, limits[group].perIp]];
    if (token) checks.push([`${group}:token:${token}`, limits[group].perToken]);
    for (const [key, max] of checks) {
      let window = this.#windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + limits.windowMs };
        this.#windows.set(key, window);
      }
      window.count += 1;
      if (window.count > max) {
        const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
        throw new ApiError(429, 'Too many requests. Please wait a moment and try again.', {
          'Retry-After': String(retryAfter),
        });
      }
    }
  }

  prune(now = this.#now()) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
