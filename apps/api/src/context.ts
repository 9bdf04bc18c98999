import type { ServerMode } from '@paypage/contract';
import type { Context } from 'hono';
import type { Db } from './db/db.ts';
import type { InvoicePdfs } from './files/invoice-pdfs.ts';
import type { StoredRequest } from './db/payment-requests.ts';
import type { BodyEnv } from './http/body.ts';
import { clientIp } from './http/client-ip.ts';
import type { RateLimiter, RateLimits } from './http/rate-limit.ts';
import type { LiveProvidersConfig } from './providers/live/config.ts';
import type { Readiness } from './ops/readiness.ts';
import type { BoundTimer } from './providers/provider-call.ts';
import type { Providers } from './providers/providers.ts';
import type { Retention, RetentionJob } from './retention.ts';
import type { Settlement } from './settlement.ts';
import type { WebhookConfig, WebhookSender } from './webhooks/sender.ts';
import type { Transporter } from 'nodemailer';
import type { ReceiptMailer } from './mail/receipt-mailer.ts';

export type { ServerMode };

export type ServerConfig = {
  /** `sandbox`: sandbox processors and the scenario API; `production`: real providers only. */
  mode: ServerMode;
  /** PROCESSING → PAID after this long (a request's `sandbox.settlementDelayMs` wins). */
  settlementDelayMs: number;
  /** How long a `slow` failure switch delays an answer. */
  slowMs: number;
  /**
   * The bound on every call to a payment provider (PROVIDER_CALL_TIMEOUT_MS, at most 60 s; the
   * payer page checks an unknown outcome for longer). Unset: 60 s.
   */
  providerCallTimeoutMs?: number;
  /** The timer that bound runs on (tests inject one they move); unset: the system's. */
  providerCallTimer?: BoundTimer;
  /**
   * How many proxies of your own stand in front (TRUST_PROXY; `true` is one, `false` none): the
   * client IP is the X-Forwarded-For entry that many from the right (http/client-ip.ts).
   */
  trustProxy: boolean | number;
  /** null: no rate limits. */
  rateLimits: RateLimits | null;
  /**
   * The scenario API's key (SANDBOX_KEY): undefined → open (the server listens on loopback only);
   * a string → `Authorization: Bearer <key>` required; null → off (beyond loopback without a key).
   */
  sandboxKey?: string | null | undefined;
  /** The key of idempotency request hashes (IDEMPOTENCY_SECRET); unset: one stored in the database. */
  idempotencySecret?: string | undefined;
  /**
   * Worker threads of the invoice PDF (PDF_WORKERS, 1–2; unset: one core fewer than the machine
   * has); 0 renders on the event loop (only to compare, e.g. `npm run probe -- --compare`).
   */
  pdfWorkers?: number | undefined;
  /** How long sessions, fingerprints and idempotency keys are kept (unset: the defaults). */
  retention?: Retention | undefined;
  /**
   * The secured field frames' origin (SECURED_FIELDS_ORIGIN), published with each sandbox card
   * session beside the card key; unset when no frames are served (the session carries none).
   */
  securedFieldsOrigin?: string | undefined;
  /**
   * The page's public origin (PUBLIC_ORIGIN, e.g. `https://pay.example.com`): the merchant API's
   * payer URLs are made on it. Unset (tests that build the app in process): the request's origin.
   */
  publicOrigin?: string | undefined;
  /**
   * The live providers' credentials (production mode; docs/operations.md "Production mode"): each one set
   * replaces its 503 provider and opens its webhook.
   */
  liveProviders?: LiveProvidersConfig | undefined;
  /**
   * Receipt e-mail (SMTP_URL, MAIL_FROM): production sends through SMTP when `smtpUrl` is set;
   * the sandbox never sends, it keeps the outbox (GET /sandbox/outbox). `transport` replaces the
   * transport (tests: nodemailer's JSON or stream transport).
   */
  mail?: { smtpUrl?: string; from?: string; transport?: Transporter } | undefined;
  /** Webhook delivery: backoff base, timeout, sweep, the key sealing signing secrets (unset: defaults). */
  webhooks?: Partial<WebhookConfig> | undefined;
};

/** What the routes and the providers share. */
export type BaseServices = {
  db: Db;
  config: ServerConfig;
  limiter: RateLimiter;
  settlement: Settlement;
  retention: RetentionJob;
  /** Sends the webhook outbox's due deliveries. */
  webhooks: WebhookSender;
  /** Sends the receipt e-mail outbox; null when this deployment sends no mail. */
  mailer: ReceiptMailer | null;
  /** Invoice PDFs, generated off the event loop and cached per request version. */
  invoicePdfs: InvoicePdfs;
  /** Whether the instance takes traffic (GET /api/v1/health/ready; unready while shutting down). */
  readiness: Readiness;
};

/** What the routes share: the base services and the payment providers of the configured mode. */
export type Services = BaseServices & { providers: Providers };

export type AppEnv = {
  Variables: BodyEnv['Variables'] & {
    /** The payment request a failure switch already looked up for this call. */
    paymentRequest?: StoredRequest | null;
    /** The merchant API's caller: the name of its secret key (set by the key check). */
    merchantAccount?: string;
    /** The id of the merchant API caller's key (its webhook endpoint is the key's). */
    merchantKeyId?: string;
    /** This call's id (X-Request-Id), in its log line and its error lines. */
    requestId?: string;
  };
};

export type AppContext = Context<AppEnv>;

export const ipOf = (c: Context, services: BaseServices) => clientIp(c, services.config.trustProxy);
