import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { boundedProviders } from './providers/bounded-providers.ts';
import { DEFAULT_PROVIDER_CALL_TIMEOUT_MS } from './providers/provider-call.ts';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, type AppOptions, type PageRenderer } from './app.ts';
import type { BaseServices, ServerConfig, Services } from './context.ts';
import { type Db, openPglite, openPostgres } from './db/db.ts';
import { dropAll, migrate } from './db/migrations.ts';
import { InvoicePdfs } from './files/invoice-pdfs.ts';
import { useIdempotencySecret } from './db/idempotency.ts';
import { RateLimiter } from './http/rate-limit.ts';
import type { LogFormat } from './http/log.ts';
import { Readiness } from './ops/readiness.ts';
import type { Providers } from './providers/providers.ts';
import { liveProviders } from './providers/live/live.ts';
import { sandboxProviders } from './sandbox/providers.ts';
import { defaultRetention, RetentionJob } from './retention.ts';
import { Settlement } from './settlement.ts';
import { WebhookSender } from './webhooks/sender.ts';
import { mailTransport, ReceiptMailer } from './mail/receipt-mailer.ts';
import { setReceiptMail } from './db/receipt-emails.ts';

/** The database of a configuration: PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  reset: boolean;
}): Promise<Db> {
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl);
    if (options.reset) await dropAll(db);
    return db;
  }
  const dir = path.join(options.dataDir, 'pglite');
  const unlock = lockDataDir(options.dataDir);
  try {
    if (options.reset) rmSync(dir, { recursive: true, force: true });
    const db = await openPglite(dir);
    return {
      ...db,
      close: async () => {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * One server per data directory: PGlite is a single-process database, and two processes on the
 * same files would corrupt them. A lock file holds the owner's pid; a stale one (its process is
 * gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another paypage server (pid ${owner}) uses ${dataDir}. Stop it, or set DATA_DIR to another directory.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The payment providers of the configured mode: the sandbox's, or in production mode the live
 * adapters whose credentials are configured (the others answer 503).
 */
export function providersFor(services: BaseServices): Providers {
  const providers =
    services.config.mode === 'sandbox'
      ? sandboxProviders(services)
      : liveProviders(services.config, services.db);
  return boundedProviders(
    providers,
    services.config.providerCallTimeoutMs ?? DEFAULT_PROVIDER_CALL_TIMEOUT_MS,
    services.config.providerCallTimer,
  );
}

/**
 * The receipt mailer of the mode (docs/operations.md "Receipt e-mail"): the sandbox's outbox
 * (nodemailer's JSON transport: nothing leaves the machine), SMTP in production when SMTP_URL is
 * set, or none.
 */
function createMailer(db: Db, config: ServerConfig): ReceiptMailer | null {
  const mail = config.mail ?? {};
  const sandbox = config.mode === 'sandbox';
  if (!sandbox && !mail.smtpUrl && !mail.transport) return null;
  return new ReceiptMailer(
    db,
    mail.transport ?? mailTransport(sandbox ? undefined : mail.smtpUrl),
    {
      ...(mail.from ? { from: mail.from } : {}),
      publicOrigin: config.publicOrigin,
    },
  );
}

/**
 * Migrates the database and starts what the routes share (settlement resumes pending payments,
 * the webhook sender the outbox's due deliveries).
 */
export async function createServices(db: Db, config: ServerConfig): Promise<Services> {
  await migrate(db);
  if (config.idempotencySecret) useIdempotencySecret(db, config.idempotencySecret);
  const settlement = new Settlement(db, config.publicOrigin);
  await settlement.start();
  const retention = new RetentionJob(db, config.retention ?? defaultRetention);
  retention.start();
  // Loopback endpoints are the sandbox's only: no setting opens them in production.
  const webhooks = new WebhookSender(db, {
    ...config.webhooks,
    allowLoopback: config.mode === 'sandbox',
  });
  webhooks.start();
  const mailer = createMailer(db, config);
  await setReceiptMail(db, mailer !== null);
  mailer?.start();
  const base = {
    db,
    config,
    limiter: new RateLimiter(config.rateLimits),
    settlement,
    retention,
    webhooks,
    mailer,
    invoicePdfs: new InvoicePdfs({ workers: config.pdfWorkers }),
    readiness: new Readiness(db),
  };
  return { ...base, providers: providersFor(base) };
}

export type RunningServer = {
  url: string;
  port: number;
  /** Stops at once: open connections are cut, then the workers and the database are closed. */
  close: () => Promise<void>;
  /**
   * Stops gracefully (SIGTERM): unready at once, no new connection accepted, the requests in
   * flight finish (up to `graceMs`, then their connections are cut), then the workers stop and
   * the database closes. Resolves with how many connections had to be cut.
   */
  shutdown: (graceMs: number) => Promise<{ cut: number }>;
};

/** Serves the app over HTTP; `close` stops accepting, ends settlement and closes the database. */
export function listen(
  services: Services,
  options: {
    port: number;
    host: string;
    staticDir?: string;
    log?: (line: string) => void;
    logFormat?: LogFormat;
    renderPage?: PageRenderer;
    framesOrigin?: string;
    demo?: AppOptions['demo'];
    widgetOrigins?: AppOptions['widgetOrigins'];
  },
): Promise<RunningServer> {
  const app = createApp({
    services,
    staticDir: options.staticDir,
    log: options.log,
    logFormat: options.logFormat,
    renderPage: options.renderPage,
    framesOrigin: options.framesOrigin,
    demo: options.demo,
    widgetOrigins: options.widgetOrigins,
  });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: options.host },
      (info) => {
        const { port } = info as AddressInfo;
        const http = server as HttpServer;
        const connections = new Set<Socket>();
        http.on('connection', (socket: Socket) => {
          connections.add(socket);
          socket.once('close', () => connections.delete(socket));
        });
        let stopping: Promise<{ cut: number }> | undefined;
        const stopWorkers = async () => {
          await services.settlement.stop();
          await services.webhooks.stop();
          await services.mailer?.stop();
          await services.retention.stop();
          await services.invoicePdfs.close();
          await services.db.close();
        };
        const stop = (graceMs: number) =>
          (stopping ??= (async () => {
            services.readiness.drain();
            const closed = new Promise<void>((done) => http.close(() => done()));
            // Idle keep-alive connections go now and as each request in flight ends.
            http.closeIdleConnections();
            const idle = setInterval(() => http.closeIdleConnections(), 50);
            let timer: NodeJS.Timeout | undefined;
            const graceOver = new Promise<'over'>((done) => {
              timer = setTimeout(() => done('over'), graceMs);
            });
            const outcome = await Promise.race([closed, graceOver]);
            clearInterval(idle);
            clearTimeout(timer);
            const cut = outcome === 'over' ? connections.size : 0;
            if (outcome === 'over') {
              http.closeAllConnections();
              await closed;
            }
            await stopWorkers();
            return { cut };
          })());
        resolve({
          url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`,
          port,
          close: async () => {
            await stop(0);
          },
          shutdown: stop,
        });
      },
    );
    server.once('error', reject);
  });
}
