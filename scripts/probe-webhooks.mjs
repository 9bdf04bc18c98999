// `npm run probe:webhooks`: how long merchant A's webhook takes while merchant B's endpoint never
// answers. A sandbox API in this process (PGlite in a temporary directory, 127.0.0.1, the default
// webhook settings: 10 s timeout, 32 attempts at once, 2 per endpoint); B has `--backlog` events
// (40) waiting, then A's request is canceled: the figure is the time from A's cancel to its
// event at A's endpoint, for `--rounds` events of A (5). Bounded: each wait gives up after 60 s.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { loadConfig } from '../apps/api/src/config.ts';
import { createApiKey } from '../apps/api/src/merchant/keys.ts';
import { createServices, listen, openDatabase } from '../apps/api/src/server.ts';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const backlog = arg('backlog', 40);
const rounds = arg('rounds', 5);

const listenOn = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}/hooks`)),
  );
let arrived = () => undefined;
const a = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200).end();
    arrived();
  });
});
const hanging = new Set();
const b = createServer((request) => {
  request.resume();
  hanging.add(request.socket);
  request.socket.on('close', () => hanging.delete(request.socket));
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paypage-probe-webhooks-'));
const config = loadConfig(
  { ...process.env, PAYPAGE_MODE: 'sandbox', DATA_DIR: dataDir, PORT: '0', LOG_REQUESTS: '0' },
  process.cwd(),
  '',
);
const db = await openDatabase({ dataDir, reset: true });
const services = await createServices(db, config);
const server = await listen(services, { port: 0, host: '127.0.0.1', log: () => undefined });
const warn = console.warn;
console.warn = () => undefined;

const call = (url, as, init = {}) =>
  fetch(`${server.url}/api/v1/merchant${url}`, {
    ...init,
    headers: { Authorization: `Bearer ${as}`, 'Content-Type': 'application/json' },
  });
const keyWith = async (name, url) => {
  const { secret } = await createApiKey(db, name);
  await call('/webhook-endpoint', secret, { method: 'POST', body: JSON.stringify({ url }) });
  return secret;
};
const cancelOne = async (key) => {
  const created = await call('/payment-requests', key, {
    method: 'POST',
    body: JSON.stringify(REQUEST_EXAMPLES['POST /merchant/payment-requests']),
  });
  const { token } = await created.json();
  await call(`/payment-requests/${token}/cancel`, key, { method: 'POST' });
};

const figures = [];
try {
  const keyA = await keyWith('merchant-a', await listenOn(a));
  const keyB = await keyWith('merchant-b', await listenOn(b));
  for (let i = 0; i < backlog; i += 1) await cancelOne(keyB);
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const got = new Promise((resolve, reject) => {
      const bound = setTimeout(() => reject(new Error('A’s event took over 60 s')), 60_000);
      arrived = () => {
        clearTimeout(bound);
        resolve();
      };
    });
    await cancelOne(keyA);
    await got;
    figures.push(performance.now() - started);
  }
  const sorted = [...figures].sort((x, y) => x - y);
  console.log(
    `A's event while B's endpoint hangs (${backlog} of B's waiting, ${rounds} rounds): ` +
      `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, ` +
      `max ${sorted.at(-1).toFixed(0)} ms; B's attempts open meanwhile: ${hanging.size}`,
  );
} finally {
  for (const socket of hanging) socket.destroy();
  await server.close();
  console.warn = warn;
  a.close();
  b.close();
  rmSync(dataDir, { recursive: true, force: true });
}
