import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { securityHeaders, type ServerMode } from './security.ts';

export type AppOptions = {
  /** The built page (apps/pay/dist). Without it only the API is served. */
  staticDir?: string;
  mode: ServerMode;
};

export type AppEnv = { Variables: { frameAncestors?: string } };

/** The HTTP application: `/api/v1` and the page, on one origin. */
export function createApp(options: AppOptions) {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(options.mode));

  const api = new Hono<AppEnv>();
  api.get('/health', (c) => c.json({ ok: true, mode: options.mode }));
  api.all('*', (c) => c.json({ message: 'Not found' }, 404));
  app.route('/api/v1', api);

  const staticDir = options.staticDir;
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) {
    const indexHtml = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    app.use(
      '/assets/*',
      serveStatic({
        root: path.relative(process.cwd(), staticDir),
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use('*', serveStatic({ root: path.relative(process.cwd(), staticDir), index: '' }));
    // Every other page route is the single-page app.
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request' }, error.status);
    }
    // Never a stack trace to the client; the log keeps the error (without request tokens).
    console.error(`[api] ${c.req.method} ${redactPath(c.req.path)}: ${error.message}`);
    return c.json({ message: 'Internal server error' }, 500);
  });
  return app;
}

/** Replaces payment-request tokens in a path so that logs never hold one. */
export function redactPath(pathname: string): string {
  return pathname.replace(/\/(collect|pay|email-tracking|payment-requests)\/[^/]+/g, '/$1/:token');
}
