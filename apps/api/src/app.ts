import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isWellFormedToken, parsePayerPath } from '@paypage/contract/payer-urls';
import type { ResponseOf } from '@paypage/contract';
import { type AppEnv, ipOf, type Services } from './context.ts';
import { bodyGuard } from './http/body.ts';
import { databaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './db/unavailable.ts';
import { embedOrigins } from './http/embed-origins.ts';
import { ApiError, redactSecrets } from './http/errors.ts';
import { apiDocsRoutes, openApiRoutes } from './routes/api-docs.ts';
import { applePayRoutes } from './routes/apple-pay.ts';
import { bankRoutes } from './routes/bank.ts';
import { cardSessionRoutes } from './routes/card.ts';
import { collectRoutes } from './routes/collect.ts';
import { datasetRoutes } from './routes/datasets.ts';
import { demoRoutes, type DemoOptions } from './routes/demo.ts';
import { fileRoutes } from './routes/files.ts';
import { webhookRoutes } from './routes/provider-webhooks.ts';
import { merchantRoutes } from './routes/merchant.ts';
import { sessionKeyOrigins, widgetRoutes } from './routes/widget.ts';
import { failureSwitches } from './sandbox/failure-switches.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { type LogFormat, redactPath, requestIdOf, requestLine } from './http/log.ts';
import { inlineScriptHashes, securityHeaders } from './security.ts';

export { redactPath } from './http/log.ts';

export type { AppEnv } from './context.ts';

/** Where the API is served. */
export const API_BASE = '/api/v1';

export type AppOptions = {
  services: Services;
  /** The built page (apps/pay/dist). Without it only the API is served. */
  staticDir?: string;
  /** Receives one line per API request (method, path with tokens redacted, status, time). */
  log?: (line: string) => void;
  /** The request lines' format (default text; LOG_FORMAT). */
  logFormat?: LogFormat;
  /**
   * Renders a payment page's first screen on the server (apps/pay's `renderPayPage`, from its
   * server build). Without it, or when it declines or fails, the page is the browser-rendered app.
   */
  renderPage?: PageRenderer;
  /** The secured field frames' origin, allowed in the page's `frame-src`. */
  framesOrigin?: string;
  /**
   * The pages that embed the card widget (SECURED_FIELDS_PARENTS, the frames' parents): the
   * widget's calls answer them cross-origin (CORS), and in sandbox mode any loopback page
   * (http/embed-origins.ts); the page's own origin needs nothing.
   */
  widgetOrigins?: readonly string[];
  /** The demo shop's files (`/demo/checkout`, sandbox mode only). */
  demo?: Omit<DemoOptions, 'sandboxKey'>;
};

/** A server-rendered first screen (see apps/pay/src/entry-server.tsx). */
export type RenderedPage = { status: number; title: string; html: string; dataScript: string };

export type PageRenderer = (options: {
  url: string;
  /** Answers `/api/v1` requests in process, as this app does for the browser. */
  fetchApi: typeof fetch;
}) => Promise<RenderedPage | null>;

/** The HTTP application: `/api/v1` and the page, on one origin. */
export function createApp(options: AppOptions) {
  const mode = options.services.config.mode;
  const app = new Hono<AppEnv>();
  const staticDir = options.staticDir;
  const indexHtml =
    staticDir && existsSync(path.join(staticDir, 'index.html'))
      ? readFileSync(path.join(staticDir, 'index.html'), 'utf8')
      : undefined;
  app.use(
    '*',
    securityHeaders(mode, {
      framesOrigin: options.framesOrigin,
      live: options.services.config.liveProviders,
      // The built page's inline script (the early-tap recorder, which starts the app).
      scriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
    }),
  );
  app.route(API_BASE, apiApp(options));
  app.route('/', apiDocsRoutes(mode, API_BASE));
  if (options.demo && mode === 'sandbox') {
    const { services } = options;
    const demo = { ...options.demo, sandboxKey: services.config.sandboxKey };
    app.use('/demo/*', bodyGuard({ limiter: services.limiter, ipOf: (c) => ipOf(c, services) }));
    app.route(
      '/demo',
      demoRoutes(demo, async (request, c) => app.request(request, undefined, c.env)),
    );
  }
  if (staticDir && indexHtml !== undefined)
    servePage(app, staticDir, indexHtml, options.renderPage);
  app.notFound(notFound);
  app.onError(onAppError);
  return app;
}

/** `/api/v1`: the request log, the body limit, the sandbox's switches and the routes. */
function apiApp(options: AppOptions) {
  const { services } = options;
  const mode = services.config.mode;
  const api = new Hono<AppEnv>();
  const log = options.log;
  const logFormat = options.logFormat ?? 'text';
  // Every answer carries its request id (the caller's X-Request-Id, else a new one), as its log line.
  api.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    c.header('X-Request-Id', requestId);
    if (!log) return;
    const ms = Math.round(performance.now() - started);
    log(
      requestLine(logFormat, {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms,
        requestId,
      }),
    );
  });
  // The embedded widget's calls from merchants' pages (http/embed-origins.ts): its session calls,
  // its bin lookup and Apple Pay's merchant validation.
  const widgetCalls = embedOrigins({ mode, origins: options.widgetOrigins ?? [] });
  api.use('/sandbox/adyen/sessions/*', widgetCalls);
  api.use('/sandbox/adyen/v3/*', widgetCalls);
  api.use('/adyen/v1/*', widgetCalls);
  // A processor session's result from the widget: also the pages the request's merchant allows.
  api.use(
    '/widget/sessions/*',
    embedOrigins({ mode, origins: options.widgetOrigins ?? [] }, sessionKeyOrigins(services)),
  );
  // Bodies: at most 64 kB, nested at most 32 levels, checked before anything reads them.
  api.use('*', bodyGuard({ limiter: services.limiter, ipOf: (c) => ipOf(c, services) }));
  // The sandbox's failure switches stand in front of the routes they break (sandbox mode only).
  if (mode === 'sandbox') api.use('*', failureSwitches(services, API_BASE));
  api.get('/health', (c) => c.json({ ok: true, mode } satisfies ResponseOf<'GET /health'>));
  // Readiness: the database answers and is migrated, and the server is not shutting down.
  api.get('/health/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    const unready = await services.readiness.check();
    return unready
      ? c.json(unready, 503)
      : c.json({ status: 'ready', mode } satisfies ResponseOf<'GET /health/ready'>);
  });
  api.route('/', openApiRoutes());
  api.route('/', datasetRoutes());
  api.route('/', collectRoutes(services));
  api.route('/', cardSessionRoutes(services));
  api.route('/', widgetRoutes(services));
  api.route('/', applePayRoutes(services));
  api.route('/', bankRoutes(services));
  api.route('/', fileRoutes(services));
  api.route('/', merchantRoutes(services));
  api.route('/', webhookRoutes(services));
  if (mode === 'sandbox') api.route('/sandbox', sandboxRoutes(services));
  api.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return api;
}

/** The built page: its assets, stray routes refused, every other route the app (maybe rendered). */
function servePage(
  app: Hono<AppEnv>,
  staticDir: string,
  indexHtml: string,
  renderPage: PageRenderer | undefined,
) {
  // Stray routes: no dotfile (the build's .vite/manifest.json) and no directory is served, an
  // asset that is not there is not the app, and `/` is the app's not-found screen, with 404.
  app.use('*', async (c, next) => {
    const pathname = c.req.path;
    if (pathname.startsWith(`${API_BASE}/`)) return next();
    if (pathname === '/') {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml, 404);
    }
    const strayAsset = pathname === '/assets' || pathname.startsWith('/assets/');
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return notFound(c);
    if (isDirectory(staticDir, pathname)) return notFound(c);
    await next();
    if (strayAsset && c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res = undefined;
      c.res = notFound(c);
    }
  });
  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), staticDir),
      // The build writes .br and .gz beside each text asset: sent by Accept-Encoding.
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: path.relative(process.cwd(), staticDir), index: '' }));
  // Every other page route is the single-page app; a payment page's first screen comes rendered.
  app.get('*', async (c) => {
    if (renderPage && payPageToken(c.req.path)) {
      const rendered = await renderedPage(app, c, renderPage, indexHtml);
      if (rendered) return rendered;
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(pageHtml(indexHtml, c.req.path));
  });
}

/**
 * The API in process for the server render. It sees the page's client: its socket (c.env), its
 * user agent (a card session is reused per client), behind a trusted proxy its forwarded IP (rate
 * limits count per client, not per proxy), and its cookies (the sandbox's failure switches). What
 * the calls set for the browser (the switch cookie, set by GET collect) is kept in `cookies`.
 */
function inProcessApi(app: Hono<AppEnv>, c: Context<AppEnv>) {
  const client = CLIENT_HEADERS.flatMap((name) => {
    const value = c.req.header(name);
    return value === undefined ? [] : [[name, value] as const];
  });
  const cookies: string[] = [];
  const fetchApi: typeof fetch = async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    const missing = client.filter(([name]) => !request.headers.has(name));
    let answer: Response;
    if (missing.length === 0) answer = await app.request(request, undefined, c.env);
    else {
      const headers = new Headers(request.headers);
      for (const [name, value] of missing) headers.set(name, value);
      answer = await app.request(new Request(request, { headers }), undefined, c.env);
    }
    cookies.push(...answer.headers.getSetCookie());
    return answer;
  };
  return { fetchApi, cookies };
}

/** A payment page's first screen rendered on the server, or null (declined or failed). */
async function renderedPage(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  renderPage: PageRenderer,
  indexHtml: string,
): Promise<Response | null> {
  const { fetchApi, cookies } = inProcessApi(app, c);
  const rendered = await renderPage({ url: c.req.url, fetchApi }).catch((error: unknown) => {
    console.error(
      `[page] GET ${redactPath(c.req.path)}: not rendered on the server: ${redactSecrets(
        error instanceof Error ? error.message : String(error),
      )}`,
    );
    return null;
  });
  if (!rendered) return null;
  // The calls' cookies go out with the page, as they would after the browser's own calls.
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  // It holds this load's card session: never stored, never reused.
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Accept-Encoding');
  const html = renderedPageHtml(indexHtml, rendered);
  const encoded = encodeHtml(html, c.req.header('Accept-Encoding'));
  if (!encoded) return c.html(html, rendered.status as 200 | 404);
  c.header('Content-Encoding', encoded.encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(encoded.body, rendered.status as 200 | 404);
}

function onAppError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.body, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.message || 'Bad request' }, error.status);
  }
  // Never a stack trace to the client; the log keeps the error (without request tokens).
  const id = c.get('requestId');
  const where = `[api] ${c.req.method} ${redactPath(c.req.path)}${id ? ` (${id})` : ''}`;
  // The database cannot be reached: the call may be made again (the pool reconnects by itself).
  if (databaseUnavailable(error)) {
    console.error(`${where}: the database is unavailable: ${redactSecrets(error.message)}`);
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ message: UNAVAILABLE_MESSAGE }, 503);
  }
  console.error(`${where}: ${redactSecrets(error.message)}`);
  return c.json({ message: 'Internal server error' }, 500);
}

export const UNAVAILABLE_MESSAGE =
  'The service is unavailable for a moment. Please try again shortly.';

/** What the server render's API calls carry over from the page's request. */
const CLIENT_HEADERS = ['user-agent', 'x-forwarded-for', 'cookie'] as const;

const notFound = (c: Context) => c.json({ message: 'Not found' }, 404);

/** Whether `pathname` names a directory of the built page. */
function isDirectory(staticDir: string, pathname: string): boolean {
  try {
    return statSync(
      path.join(staticDir, path.normalize(decodeURIComponent(pathname))),
    ).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The app's HTML for a page address. On a payment page (`/pay/{token}` and its screens) the
 * payment request's fetch is preloaded from the HTML, so it runs beside the JavaScript instead of
 * after it (the app's early fetch then takes the preloaded answer: same URL, mode and
 * credentials). Only a well-formed token (16–64 base64url characters) is written into the page.
 */
export function pageHtml(indexHtml: string, pathname: string): string {
  const token = payPageToken(pathname);
  if (!token) return indexHtml;
  const preload = `<link rel="preload" href="/api/v1/collect/${token}" as="fetch" crossorigin="anonymous">`;
  return indexHtml.replace('</head>', `    ${preload}\n  </head>`);
}

/** The token of a payment page's address (a well-formed one only), else `null`. */
export function payPageToken(pathname: string): string | null {
  const page = parsePayerPath(pathname);
  return page && isWellFormedToken(page.token) ? page.token : null;
}

const escapeHtmlText = (text: string) =>
  text.replace(/[&<>]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character]!);

/**
 * The app's HTML with a server-rendered first screen: its markup in `#root`, the data it was made
 * from right after (read by the app to hydrate), and its title. Replacements are functions, so a
 * `$` in the markup is kept as written.
 */
export function renderedPageHtml(indexHtml: string, page: RenderedPage): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlText(page.title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.dataScript}`);
}

/**
 * A server-rendered page compressed for the wire, by the request's Accept-Encoding: Brotli at
 * quality 5 (about a millisecond for a page), else gzip; `null` when the client takes neither.
 */
export function encodeHtml(
  html: string,
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip'; body: Uint8Array<ArrayBuffer> } | null {
  const accepts = (name: string) =>
    (acceptEncoding ?? '').split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      return (
        coding?.trim().toLowerCase() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
      );
    });
  const copy = (buffer: Buffer) => new Uint8Array(buffer);
  if (accepts('br')) {
    return {
      encoding: 'br',
      body: copy(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })),
    };
  }
  if (accepts('gzip')) return { encoding: 'gzip', body: copy(gzipSync(html, { level: 6 })) };
  return null;
}
