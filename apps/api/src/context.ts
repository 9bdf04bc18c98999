import type { Context } from 'hono';
import type { Db } from './db/db.ts';
import type { StoredRequest } from './db/payment-requests.ts';
import { clientIp } from './http/client-ip.ts';
import type { RateLimiter, RateLimits } from './http/rate-limit.ts';
import type { ServerMode } from './security.ts';
import type { Settlement } from './settlement.ts';

export type ServerConfig = {
  mode: ServerMode;
  /** PROCESSING → PAID after this long (a request's `sandbox.settlementDelayMs` wins). */
  settlementDelayMs: number;
  /** How long a `slow` failure switch delays an answer. */
  slowMs: number;
  /** Take the client IP from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** null: no rate limits. */
  rateLimits: RateLimits | null;
};

/** What the routes share. */
export type Services = {
  db: Db;
  config: ServerConfig;
  limiter: RateLimiter;
  settlement: Settlement;
};

export type AppEnv = {
  Variables: {
    /** Set by a route that the page itself may frame (the 3-D Secure challenge). */
    frameAncestors?: string;
    /** Set by a route that answers a document with its own policy (files). */
    contentSecurityPolicy?: string;
    /** The payment request a failure switch already looked up for this call. */
    paymentRequest?: StoredRequest | null;
  };
};

export type AppContext = Context<AppEnv>;

export const ipOf = (c: Context, services: Services) => clientIp(c, services.config.trustProxy);
