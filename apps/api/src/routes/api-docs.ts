/**
 * The API's reference. `GET /api/v1/openapi.json` is the OpenAPI document made from the contract
 * (`@paypage/contract/openapi`), built on the first request and then kept: it changes only with
 * the code. `GET /docs/api` renders it with Redoc's standalone bundle, served from the npm
 * package (no CDN, nothing fetched from another origin), under a policy of its own (`docsPolicy`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ResponseOf } from '@paypage/contract';
import { openApiDocument } from '@paypage/contract/openapi';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { docsPolicy, securityHeaders } from '../security.ts';
import type { ServerMode } from '@paypage/contract';

/** Where the rendered reference is served, and its renderer's script. */
export const API_DOCS_PATH = '/docs/api';
const RENDERER_PATH = `${API_DOCS_PATH}/redoc.standalone.js`;

const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

/** The document as JSON, made once per process. */
const openApiJson = once(() =>
  JSON.stringify(openApiDocument() satisfies ResponseOf<'GET /openapi.json'>),
);

/**
 * The one address Redoc's bundle loads from another origin: the logo of its sidebar's "API docs by
 * Redocly" badge. The page's policy allows images only from itself and `data:`, and the reference
 * must work offline, so the badge gets a plain mark of ours instead (its text and link stay).
 */
export const REDOC_BADGE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const BADGE_MARK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="2" y="2" width="12" height="12" rx="3" fill="#8c8c8c"/></svg>',
  );

/** Redoc's standalone bundle, read from its package once, its badge's logo made local. */
const renderer = once(() => {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
    'utf8',
  );
  const parts = bundle.split(REDOC_BADGE_LOGO);
  // Another Redoc may load something else from elsewhere: fail loudly rather than serve it.
  if (parts.length !== 2)
    throw new Error(
      `Redoc's bundle names ${REDOC_BADGE_LOGO} ${parts.length - 1} times, not once.`,
    );
  return Buffer.from(parts.join(BADGE_MARK));
});

/** The page: Redoc reads `spec-url` when its script runs (after the element); no inline script. */
const page = (specUrl: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>paypage API reference</title>
    <link rel="icon" href="data:,">
  </head>
  <body>
    <redoc spec-url="${specUrl}"></redoc>
    <script src="${RENDERER_PATH}"></script>
  </body>
</html>
`;

/** `GET /openapi.json`, under the API's base. */
export function openApiRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/openapi.json', (c) => {
    c.header('Content-Type', 'application/json; charset=UTF-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(openApiJson());
  });
  return routes;
}

/** `GET /docs/api` and its renderer, outside the API's base (`apiBase`: where the document is). */
export function apiDocsRoutes(mode: ServerMode, apiBase: string) {
  const routes = new Hono<AppEnv>();
  const headers = securityHeaders(mode, { policy: docsPolicy });
  routes.get(API_DOCS_PATH, headers, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(page(`${apiBase}/openapi.json`));
  });
  routes.get(RENDERER_PATH, headers, (c) => {
    c.header('Content-Type', 'text/javascript; charset=UTF-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(renderer()));
  });
  return routes;
}
