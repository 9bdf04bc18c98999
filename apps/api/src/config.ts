import path from 'node:path';
import type { ServerConfig } from './context.ts';
import {
  defaultRateLimits,
  LIMIT_GROUPS,
  type Limit,
  type LimitGroup,
  perInstance,
  type RateLimits,
} from './http/rate-limit.ts';
import { type LogFormat, logFormatFrom } from './http/log.ts';
import { liveProvidersConfig } from './providers/live/config.ts';
import { defaultRetention } from './retention.ts';
import { parseAllowCidrs } from './webhooks/addresses.ts';
import { defaultWebhookConfig } from './webhooks/sender.ts';
import type { ServerMode } from '@paypage/contract';

export type StartConfig = ServerConfig & {
  port: number;
  host: string;
  /** Where PGlite keeps its files (ignored with databaseUrl). */
  dataDir: string;
  /** Start from an empty database (plus the sample data in sandbox mode). */
  dataReset: boolean;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  staticDir: string;
  /** How long in-flight requests may take to finish after SIGTERM (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Log lines as JSON or text (LOG_FORMAT; json by default in production). */
  logFormat: LogFormat;
};

/**
 * The configuration from the environment (docs/operations.md "Local API" lists every variable). Invalid
 * values stop the server with a message rather than starting with a surprise.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  defaultStaticDir: string,
): StartConfig {
  const mode: ServerMode = env.PAYPAGE_MODE === 'production' ? 'production' : 'sandbox';
  if (env.PAYPAGE_MODE && !['production', 'sandbox'].includes(env.PAYPAGE_MODE)) {
    throw new Error(`PAYPAGE_MODE must be "sandbox" or "production", not "${env.PAYPAGE_MODE}".`);
  }
  const number = (name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
    }
    return value;
  };
  return {
    mode,
    port: number('PORT', 3000, 0, 65_535),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    dataReset: env.DATA_RESET === '1' || env.DATA_RESET === 'true',
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.STATIC_DIR ?? defaultStaticDir,
    shutdownGraceMs: number('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    logFormat: logFormatFrom(env),
    settlementDelayMs: number('SETTLEMENT_DELAY_MS', 5000, 0, 600_000),
    slowMs: number('SLOW_MS', 3000, 0, 600_000),
    providerCallTimeoutMs: number('PROVIDER_CALL_TIMEOUT_MS', 60_000, 100, 60_000),
    // TRUST_PROXY: how many proxies of your own stand in front (`true`: one).
    trustProxy: { true: 1, false: 0 }[env.TRUST_PROXY ?? ''] ?? number('TRUST_PROXY', 0, 0, 10),
    rateLimits: rateLimitsFrom(env, mode, number),
    idempotencySecret: env.IDEMPOTENCY_SECRET || undefined,
    sandboxKey: sandboxKeyFrom(env),
    publicOrigin: publicOriginFrom(env, number('PORT', 3000, 0, 65_535)),
    liveProviders: mode === 'production' ? liveProvidersConfig(env) : undefined,
    pdfWorkers: env.PDF_WORKERS ? number('PDF_WORKERS', 1, 0, 2) : undefined,
    mail: mailFrom(env),
    webhooks: {
      backoffMs: number('WEBHOOK_BACKOFF_MS', defaultWebhookConfig.backoffMs, 1, 3_600_000),
      timeoutMs: number('WEBHOOK_TIMEOUT_MS', defaultWebhookConfig.timeoutMs, 100, 60_000),
      sweepMs: number('WEBHOOK_SWEEP_MS', defaultWebhookConfig.sweepMs, 10, 600_000),
      secretKey: webhookSecretKeyFrom(env),
      allowCidrs: parseAllowCidrs(env.WEBHOOK_ALLOW_CIDRS),
      concurrency: number('WEBHOOK_CONCURRENCY', defaultWebhookConfig.concurrency, 1, 1000),
      perEndpoint: number('WEBHOOK_ENDPOINT_CONCURRENCY', defaultWebhookConfig.perEndpoint, 1, 100),
    },
    retention: {
      intervalMs: number('RETENTION_INTERVAL_MS', defaultRetention.intervalMs),
      sessionsAfterExpiryMs:
        number('SESSION_RETENTION_HOURS', defaultRetention.sessionsAfterExpiryMs / HOUR) * HOUR,
      fingerprintsMs:
        number('FINGERPRINT_RETENTION_DAYS', defaultRetention.fingerprintsMs / DAY) * DAY,
      idempotencyMs:
        number('IDEMPOTENCY_RETENTION_HOURS', defaultRetention.idempotencyMs / HOUR) * HOUR,
      webhooksMs: number('WEBHOOK_RETENTION_DAYS', defaultRetention.webhooksMs / DAY) * DAY,
    },
  };
}

/** PUBLIC_ORIGIN: an http(s) origin without a path; unset: `http://localhost:PORT`. */
function publicOriginFrom(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_ORIGIN;
  if (!raw) return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an origin like https://pay.example.com, not "${raw}".`);
  }
  return url.origin;
}

/**
 * Receipt e-mail (docs/operations.md "Receipt e-mail"): SMTP_URL (`smtp://` or `smtps://`, with
 * its user and password) and MAIL_FROM, the sender, set together. Unset: none (the sandbox still
 * keeps its outbox; production sends no receipts and the page claims none).
 */
function mailFrom(env: NodeJS.ProcessEnv): { smtpUrl?: string; from?: string } {
  const smtpUrl = env.SMTP_URL || undefined;
  const from = env.MAIL_FROM || undefined;
  if (smtpUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      protocol = '';
    }
    // The URL holds the password: never echoed in the message.
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new Error('SMTP_URL must be an smtp:// or smtps:// URL.');
    }
    if (!from) throw new Error('MAIL_FROM must be set with SMTP_URL (e.g. receipts@example.com).');
  }
  if (from !== undefined && (from.length > 254 || /[\r\n]/.test(from))) {
    throw new Error('MAIL_FROM must be one address of at most 254 characters.');
  }
  return { ...(smtpUrl ? { smtpUrl } : {}), ...(from ? { from } : {}) };
}

/** WEBHOOK_SECRET_KEY seals the webhook signing secrets at rest: at least 32 characters. */
function webhookSecretKeyFrom(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.WEBHOOK_SECRET_KEY || undefined;
  if (key !== undefined && key.length < 32) {
    throw new Error('WEBHOOK_SECRET_KEY must be at least 32 characters.');
  }
  return key;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

/**
 * The scenario API's key: open on loopback (unless SANDBOX_KEY is set); beyond loopback only with
 * SANDBOX_KEY (at least 32 characters), else off (null).
 */
function sandboxKeyFrom(env: NodeJS.ProcessEnv): string | null | undefined {
  const key = env.SANDBOX_KEY || undefined;
  if (key !== undefined && key.length < 32) {
    throw new Error('SANDBOX_KEY must be at least 32 characters.');
  }
  if (key) return key;
  return LOOPBACK_HOSTS.includes(env.HOST || '127.0.0.1') ? undefined : null;
}

function rateLimitsFrom(
  env: NodeJS.ProcessEnv,
  mode: ServerMode,
  number: (name: string, fallback: number, min?: number, max?: number) => number,
): RateLimits | null {
  if (env.RATE_LIMIT === 'off') return null;
  const base = defaultRateLimits[mode];
  const limit = (group: LimitGroup): Limit => {
    const prefix = `RATE_LIMIT_${group.toUpperCase()}`;
    return {
      perIp: number(`${prefix}_PER_IP`, base[group].perIp, 1),
      perIpToken: number(`${prefix}_PER_IP_TOKEN`, base[group].perIpToken, 1),
      perToken: number(`${prefix}_PER_TOKEN`, base[group].perToken, 1),
    };
  };
  const limits: RateLimits = {
    windowMs: number('RATE_LIMIT_WINDOW_MS', base.windowMs, 1000),
    ...(Object.fromEntries(LIMIT_GROUPS.map((group) => [group, limit(group)])) as Record<
      LimitGroup,
      Limit
    >),
    merchant: { perKey: number('RATE_LIMIT_MERCHANT_PER_KEY', base.merchant.perKey, 1) },
    refused: { perIp: number('RATE_LIMIT_REFUSED_PER_IP', base.refused.perIp, 1) },
  };
  // Several instances behind one balancer: each enforces its share (docs/operations.md "Scaling out").
  return perInstance(limits, number('RATE_LIMIT_INSTANCES', 1, 1, 1000));
}
