import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { ServerMode } from './security.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const mode: ServerMode = process.env.PAYPAGE_MODE === 'production' ? 'production' : 'sandbox';
const staticDir = process.env.STATIC_DIR ?? path.resolve(here, '../../pay/dist');

const app = createApp({ staticDir, mode });
const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  const origin = `http://localhost:${port}`;
  console.log(`paypage is running at ${origin} (${mode} mode)`);
  console.log(`  page:  ${origin}/`);
  console.log(`  API:   ${origin}/api/v1/health`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
