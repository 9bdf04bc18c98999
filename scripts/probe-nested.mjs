// `npm run probe:nested`: `/health` latency while a few connections send deeply nested JSON
// bodies (`{"merchant":[[[…]]]}`, 32,000 levels: 64 kB, under the body limit) to the API's JSON
// routes, against a fresh sandbox API (PGlite, a free port on 127.0.0.1, in a child process).
// Prints /health p50/p99 alone, then during the flood, and how the flood was answered.
// Options: --seconds N (flood length, 5), --connections N (4), --depth N (32000);
// --no-limit: rate limits off (RATE_LIMIT=off), to see the depth check alone.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const seconds = arg('seconds', 5);
const connections = arg('connections', 4);
const depth = arg('depth', 32_000);
const noLimit = process.argv.includes('--no-limit');

const child = fork(path.join(root, 'scripts/lib/probe-server.mjs'), {
  cwd: root,
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, LOG_REQUESTS: '0', ...(noLimit ? { RATE_LIMIT: 'off' } : {}) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
let nextId = 1;
const waiting = new Map();
const base = await new Promise((resolve) => {
  child.on('message', (message) => {
    if (message.type === 'ready') return resolve(message.url);
    const { resolve: done } = waiting.get(message.id);
    waiting.delete(message.id);
    done(message.result);
  });
});
const ask = (type) =>
  new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, { resolve });
    child.send({ id, type });
  });

const created = await fetch(`${base}/api/v1/sandbox/payment-requests`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{}',
});
const { token } = await created.json();
const targets = [
  '/api/v1/sandbox/payment-requests',
  `/api/v1/collect/${token}/fingerprint`,
  `/api/v1/collect/${token}/status`,
  '/api/v1/plaid/link-token',
];
const nested = `{"merchant":${'['.repeat(depth)}${']'.repeat(depth)}}`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const summary = (times) =>
  `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${times.length} calls)`;

async function healthUntil(end) {
  const times = [];
  while (performance.now() < end) {
    const t0 = performance.now();
    await (await fetch(`${base}/api/v1/health`)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times;
}

const alone = await healthUntil(performance.now() + 2000);
console.log(`/health alone: ${summary(alone)}`);

const statuses = new Map();
const end = performance.now() + seconds * 1000;
await ask('loopStart');
const flood = Array.from({ length: connections }, async (_, i) => {
  let n = i;
  while (performance.now() < end) {
    const target = targets[n++ % targets.length];
    const response = await fetch(`${base}${target}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: nested,
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
});
const during = await healthUntil(end);
await Promise.all(flood);
const loop = await ask('loopStop');
console.log(
  `/health while ${connections} connections send ${depth}-deep bodies for ${seconds} s${noLimit ? ' (rate limits off)' : ''}: ${summary(during)}`,
);
console.log(
  `  server event-loop delay: p50 ${ms(loop.p50)}, p99 ${ms(loop.p99)}, max ${ms(loop.max)}`,
);
console.log(
  `  the flood's answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`,
);
await ask('stop');
