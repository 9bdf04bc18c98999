// Throughput of GET /api/v1/collect/{token}: starts the built API (apps/api/dist/main.js, so run
// `npm run build -w @paypage/api` first) on a free loopback port with a fresh data directory and
// no rate limits, then loads one sample request's URL with autocannon.
//
//   node apps/api/bench/collect.mjs [--connections 10] [--duration 10] [--json out.json]
//
// Prints requests per second (mean), latency p50/p99 and the error count. DATABASE_URL is passed
// through, so the same run measures a PostgreSQL server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const connections = Number(option('--connections', '10'));
const duration = Number(option('--duration', '10'));
const jsonOut = option('--json', undefined);

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.join(here, '../dist/main.js');

const port = await new Promise((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
  probe.once('error', reject);
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paypage-bench-'));
const server = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATA_RESET: '1',
    RATE_LIMIT: 'off',
    LOG_REQUESTS: '0',
    STATIC_DIR: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  await new Promise((resolve, reject) => {
    server.once('exit', (code) =>
      reject(new Error(`the API exited (${code}) before it was ready`)),
    );
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('paypage is running')) resolve();
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const list = await (await fetch(`${base}/api/v1/sandbox/payment-requests`)).json();
  const sample = list.paymentRequests.find((r) => r.label === 'invoice-all-methods');
  const url = `${base}/api/v1/collect/${sample.token}`;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `GET /api/v1/collect/{token} on ${database}: ${connections} connections, ${duration} s`,
  );

  const result = await autocannon({ url, connections, duration });
  const summary = {
    database,
    connections,
    durationSeconds: duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(
    `${summary.requestsPerSecond} req/s, latency p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, ` +
      `${summary.requests} requests, ${summary.non2xx} non-2xx, ${summary.errors} errors`,
  );
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(summary, null, 2)}\n`);
  if (summary.non2xx > 0 || summary.errors > 0) process.exitCode = 1;
} finally {
  stop();
}
