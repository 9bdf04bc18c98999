/**
 * The secured field frames' own origin: a second HTTP server in the API process that
 * serves only the frame build (`packages/checkout/dist/frames`: documents, script, stylesheet,
 * fonts), so card data typed in a frame lives on another origin than the page. In production the
 * frames may live on any static host instead (`SECURED_FIELDS_ORIGIN`); the page's CSP names
 * that origin in `frame-src`, and the frame documents may be framed only by `SECURED_FIELDS_PARENTS`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { isFramesOrigin } from '@paypage/contract/schemas';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

export type SecuredFieldsConfig = {
  /** The frames server's port (0: none is started, the frames live elsewhere). */
  port: number;
  /** The origin the page loads frames from. */
  origin: string;
  /** The origins allowed to frame them (the page's own). */
  parents: string[];
};

const ORIGIN = /^https?:\/\/[^/?#\s]+$/;

/** From the environment (docs/operations.md "Local API"): SECURED_FIELDS_PORT, _ORIGIN, _PARENTS. */
export function securedFieldsConfig(env: NodeJS.ProcessEnv, pagePort: number): SecuredFieldsConfig {
  const rawPort = env.SECURED_FIELDS_PORT;
  const port = rawPort === undefined || rawPort === '' ? pagePort + 443 : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(
      `SECURED_FIELDS_PORT must be a whole number from 0 to 65535, not "${rawPort}".`,
    );
  }
  const origin = env.SECURED_FIELDS_ORIGIN || `http://localhost:${port}`;
  const parents = (
    env.SECURED_FIELDS_PARENTS || `http://localhost:${pagePort} http://127.0.0.1:${pagePort}`
  )
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const value of [origin, ...parents]) {
    if (!ORIGIN.test(value)) throw new Error(`"${value}" is not an origin (scheme://host[:port]).`);
  }
  if (!isFramesOrigin(origin)) {
    throw new Error(
      `SECURED_FIELDS_ORIGIN must be https (http only on localhost, 127.0.0.1 or [::1]), not "${origin}".`,
    );
  }
  return { port, origin, parents };
}

/**
 * The frames' origin the card sessions publish: the configured one when frames are served (this
 * process's frames server, or SECURED_FIELDS_ORIGIN's host when SECURED_FIELDS_PORT is 0); none
 * when SECURED_FIELDS_PORT is 0 and no origin is configured.
 */
export function publishedFramesOrigin(
  env: NodeJS.ProcessEnv,
  config: SecuredFieldsConfig,
): string | undefined {
  return config.port === 0 && !env.SECURED_FIELDS_ORIGIN ? undefined : config.origin;
}

/**
 * Any loopback page, any port: the frames' parents in sandbox mode beside the configured ones
 * (README "Embedding the card widget"; the session calls allow the same, http/embed-origins.ts).
 * Not [::1]: CSP source expressions have no IPv6 hosts (docs/decisions.md).
 */
export const LOOPBACK_PARENTS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** The frame documents' policy: nothing but their own script, style and fonts; framed by parents. */
export function framePolicy(parents: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parents.join(' ')}`,
  ].join('; ');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The frames' app: GET of a file in `dir` with one of the types above; anything else is 404. */
export function createFramesApp(options: { dir: string; parents: readonly string[] }) {
  const app = new Hono();
  const policy = framePolicy(options.parents);
  app.get('/:file{[a-z0-9-]+\\.(html|js|css|woff2)}', async (c) => {
    const file = c.req.param('file');
    const type = TYPES[path.extname(file)];
    let body: Buffer;
    try {
      body = await readFile(path.join(options.dir, path.basename(file)));
    } catch {
      return c.notFound();
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': type ?? 'application/octet-stream',
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-cache',
    });
  });
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** Serves the frames app on its own port; resolves with the port and a close. */
export function listenFrames(
  app: Hono,
  options: { port: number; host: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: options.host },
      (info) => {
        resolve({
          port: (info as AddressInfo).port,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      },
    );
    server.once('error', reject);
  });
}

/**
 * The start line about the frames: where they are served and who may frame them, or that no card
 * session can name an origin for them (SECURED_FIELDS_PORT=0 without SECURED_FIELDS_ORIGIN).
 */
export function framesStartLine(
  published: string | undefined,
  servedHere: boolean,
  parents: readonly string[],
): string {
  if (!published) {
    return 'not served (SECURED_FIELDS_PORT is 0 and SECURED_FIELDS_ORIGIN is not set): card sessions have no frames origin';
  }
  return `${published}${servedHere ? '' : ' (served elsewhere)'}, framed by ${parents.join(' ')}`;
}
