import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageRenderer } from './app.ts';
import { loadConfig, type StartConfig } from './config.ts';
import { logFormatFrom, useJsonConsole } from './http/log.ts';
import { describeDatabase } from './db/describe.ts';
import { liveProviderLines } from './providers/live/config.ts';
import { activeCardKey } from './sandbox/card-keys.ts';
import { sampleLinks, seedSamples } from './sandbox/samples.ts';
import {
  createFramesApp,
  LOOPBACK_PARENTS,
  listenFrames,
  framesStartLine,
  publishedFramesOrigin,
  securedFieldsConfig,
} from './secured-fields.ts';
import { productionSettingsError } from './production-settings.ts';
import { createServices, listen, openDatabase } from './server.ts';

// src/main.ts (dev) and dist/main.js (npm start) sit at the same depth under apps/api.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

// In json format every line printed is one JSON object (LOG_FORMAT; json in production).
try {
  if (logFormatFrom(process.env) === 'json') useJsonConsole();
} catch (error) {
  console.error(`[api] ${(error as Error).message}`);
  process.exit(1);
}

let config: StartConfig;
let frames: ReturnType<typeof securedFieldsConfig>;
try {
  config = loadConfig(process.env, repoRoot, path.resolve(here, '../../pay/dist'));
  frames = securedFieldsConfig(process.env, config.port);
  const unsafe = config.mode === 'production' ? productionSettingsError(process.env) : null;
  if (unsafe) throw new Error(unsafe);
} catch (error) {
  console.error(`[api] ${(error as Error).message}`);
  process.exit(1);
}

const started = performance.now();
let db;
try {
  db = await openDatabase({ ...config, reset: config.dataReset });
} catch (error) {
  console.error(`[api] ${(error as Error).message}`);
  process.exit(1);
}
const securedFieldsOrigin = publishedFramesOrigin(process.env, frames);
const services = await createServices(db, { ...config, securedFieldsOrigin });
// The card key exists before the first card session (RSA-2048 generation takes 0.4–1.2 s here).
if (config.mode === 'sandbox' && securedFieldsOrigin) await activeCardKey(db);
const seeded = config.mode === 'sandbox' ? await seedSamples(db) : false;
const renderPage = config.staticDir ? await loadPageRenderer() : undefined;
const server = await listen(services, {
  port: config.port,
  host: config.host,
  staticDir: config.staticDir || undefined,
  renderPage,
  framesOrigin: frames.origin,
  // The pages allowed to frame the card fields may call the embedded widget's session calls.
  widgetOrigins: frames.parents,
  // The demo shop (/demo/checkout): its page here, the widget's script-tag build.
  demo: {
    pageDir: path.join(repoRoot, 'apps/api/demo'),
    widgetDir: path.join(repoRoot, 'packages/widget/dist/cdn'),
  },
  logFormat: config.logFormat,
  // Request lines are formatted already (JSON in json format): written as they are.
  log: process.env.LOG_REQUESTS === '0' ? undefined : (line) => process.stdout.write(`${line}\n`),
});

// The secured field frames on their own origin (SECURED_FIELDS_PORT; 0: served elsewhere).
const framesServer =
  frames.port === 0
    ? undefined
    : await listenFrames(
        createFramesApp({
          dir: path.join(repoRoot, 'packages/checkout/dist/frames'),
          // In sandbox mode any loopback page too, as for the widget's calls (http/embed-origins.ts).
          parents:
            config.mode === 'sandbox' ? [...frames.parents, ...LOOPBACK_PARENTS] : frames.parents,
        }),
        { port: frames.port, host: config.host },
      );

const origin = `http://localhost:${server.port}`;
const database = describeDatabase(config, process.cwd());
console.log(
  `paypage is running at ${origin} (${config.mode} mode) in ${Math.round(performance.now() - started)} ms`,
);
console.log(`  database: ${database}${seeded ? ', sample data created' : ''}`);
console.log(`  API:      ${origin}/api/v1/health`);
console.log(
  `  frames:   ${framesStartLine(securedFieldsOrigin, Boolean(framesServer), frames.parents)}`,
);
if (config.mode === 'production') {
  for (const line of liveProviderLines(config.liveProviders ?? {}, config.publicOrigin ?? origin))
    console.log(line);
}
if (config.mode === 'sandbox') {
  for (const line of await sampleLinks(db, origin)) console.log(line);
  console.log(`  demo shop:    ${origin}/demo/checkout`);
  console.log(`  scenario API: ${origin}/api/v1/sandbox/payment-requests${scenarioAccess(config)}`);
}

function scenarioAccess(config: StartConfig): string {
  if (config.sandboxKey === null) {
    return ' — OFF: the server listens beyond loopback without SANDBOX_KEY (set it to use the scenario API)';
  }
  return config.sandboxKey ? ' (Authorization: Bearer <SANDBOX_KEY>)' : '';
}

/**
 * The page's server render (apps/pay's server build, written by `npm run build` beside its
 * browser build). `SERVER_RENDER=off` serves the browser-rendered app only (for comparison).
 */
async function loadPageRenderer(): Promise<PageRenderer | undefined> {
  if (process.env.SERVER_RENDER === 'off') return undefined;
  const entry = path.resolve(here, '../../pay/dist-server/entry-server.js');
  if (!existsSync(entry)) {
    console.warn('[page] no server build (apps/pay/dist-server): pages render in the browser');
    return undefined;
  }
  const module = (await import(pathToFileURL(entry).href)) as { renderPayPage: PageRenderer };
  return module.renderPayPage;
}

/**
 * Graceful shutdown (SIGTERM from Docker or an orchestrator, SIGINT from Ctrl-C): unready at
 * once, no new connections, requests in flight finish (up to SHUTDOWN_GRACE_MS), then settlement
 * and the other workers stop, the database closes and the process exits 0. A second signal
 * exits at once.
 */
let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    const begun = performance.now();
    console.log(`[api] ${signal}: shutting down (grace ${config.shutdownGraceMs} ms)`);
    void Promise.all([server.shutdown(config.shutdownGraceMs), framesServer?.close()])
      .then(([{ cut }]) => {
        const ms = Math.round(performance.now() - begun);
        console.log(`[api] stopped in ${ms} ms${cut ? `, ${cut} connection(s) cut` : ''}`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(`[api] shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      });
  });
}
