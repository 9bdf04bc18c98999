// `npm run probe`: the server's availability figures against a fresh sandbox API (PGlite, a
// free port, in a child process). Prints:
//   1. /health p50/p99 alone, and while 20 invoice PDFs (200 long line items each) download in
//      parallel (20 requests: 20 generations; then 20 downloads of one request: one shared);
//   2. 250 concurrent card payments of one request → how many were accepted (must be 1);
//   3. the rows a flood of card-session and fingerprint calls from one client leaves
//      (`--seconds`, default 60), before and after the retention job, and a month later.
// Options: --seconds N (flood length), --pdfs N (20), --pays N (250), --flooders N (16);
// --compare: only part 1, with the PDFs rendered on the event loop (PDF_WORKERS=0, as before the
// worker pool), to compare on the same machine.
// Pay limits are raised for the probe (every pay must reach the server); the write and file
// limits are the sandbox defaults.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deviceFingerprint } from '@paypage/contract/fixtures';
import { CompactEncrypt, importJWK } from 'jose';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const seconds = arg('seconds', 60);
const pdfCount = arg('pdfs', 20);
const payCount = arg('pays', 250);
const flooders = arg('flooders', 16);
const compare = process.argv.includes('--compare');

const child = fork(path.join(root, 'scripts/lib/probe-server.mjs'), {
  cwd: root,
  execArgv: ['--import', 'tsx'],
  env: {
    ...process.env,
    LOG_REQUESTS: '0',
    ...(compare ? { PDF_WORKERS: '0' } : {}),
    RATE_LIMIT_PAY_PER_IP: '100000',
    RATE_LIMIT_PAY_PER_IP_TOKEN: '100000',
    RATE_LIMIT_PAY_PER_TOKEN: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
let nextId = 1;
const waiting = new Map();
let ready;
const started = new Promise((resolve) => (ready = resolve));
child.on('message', (message) => {
  if (message.type === 'ready') return ready(message.url);
  const { resolve, reject } = waiting.get(message.id);
  waiting.delete(message.id);
  if (message.error) reject(new Error(message.error));
  else resolve(message.result);
});
const ask = (type, args = {}) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    child.send({ id, type, ...args });
  });

const base = await started;
const call = (pathname, { json, headers = {}, ...init } = {}) =>
  fetch(`${base}${pathname}`, {
    ...init,
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(json) : undefined,
  });
const post = (pathname, json, headers) => call(pathname, { method: 'POST', json, headers });

async function createRequest(body) {
  const response = await post('/api/v1/sandbox/payment-requests', body);
  if (response.status !== 201)
    throw new Error(`create: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function healthOnce() {
  const t0 = performance.now();
  const response = await call('/api/v1/health');
  await response.arrayBuffer();
  return performance.now() - t0;
}

/** /health one call after another until `done` settles (and the server's event-loop delay). */
async function healthDuring(done) {
  let finished = false;
  void done.finally(() => (finished = true));
  const times = [];
  while (!finished) times.push(await healthOnce());
  return times;
}

const loopLine = (delay) =>
  `  server event-loop delay: p50 ${ms(delay.p50)}, p99 ${ms(delay.p99)}, max ${ms(delay.max)}`;

const heavyInvoice = (name) => ({
  merchant: { name },
  merchantInvoice: {
    customerInvoiceId: `INV-${name}`,
    lineItems: Array.from({ length: 200 }, (_, i) => ({
      description:
        `Line ${i + 1}: ${'consulting, design and implementation work '.repeat(6)}`.slice(0, 200),
      quantity: 1,
      unitPrice: 1_000 + i,
    })),
  },
});

async function downloads(tokens) {
  const t0 = performance.now();
  const statuses = await Promise.all(
    tokens.map(async (token) => {
      const response = await call(`/api/v1/files/invoices/${token}.pdf`);
      await response.arrayBuffer();
      return response.status;
    }),
  );
  return { statuses, wallMs: performance.now() - t0 };
}

const report = (label, times) =>
  console.log(
    `  ${label}: ${times.length} calls, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`,
  );

console.log(
  `paypage probe — API at ${base} (sandbox, PGlite)${compare ? ' — PDFs on the event loop (--compare)' : ''}`,
);
console.log('\n1. /health while invoice PDFs are generated (200 line items of 200 characters)');
for (let i = 0; i < 50; i += 1) await healthOnce(); // warm-up, not counted
const idle = [];
await ask('loopStart');
for (let i = 0; i < 200; i += 1) idle.push(await healthOnce());
report('/health alone', idle);
console.log(loopLine(await ask('loopStop')));
const tokens = [];
for (let i = 0; i < pdfCount; i += 1)
  tokens.push(await createRequest(heavyInvoice(`Merchant ${i}`)));
{
  await ask('loopStart');
  const run = downloads(tokens);
  const times = await healthDuring(run);
  const { statuses, wallMs } = await run;
  report(`/health during ${pdfCount} parallel PDFs of ${pdfCount} requests`, times);
  console.log(loopLine(await ask('loopStop')));
  console.log(
    `  the ${pdfCount} PDFs: ${statuses.filter((s) => s === 200).length} × 200 in ${ms(wallMs)}`,
  );
}
{
  const token = await createRequest(heavyInvoice('Shared'));
  await ask('loopStart');
  const run = downloads(Array.from({ length: pdfCount }, () => token));
  const times = await healthDuring(run);
  const { statuses, wallMs } = await run;
  report(`/health during ${pdfCount} parallel PDFs of one request`, times);
  console.log(loopLine(await ask('loopStop')));
  console.log(
    `  the ${pdfCount} PDFs: ${statuses.filter((s) => s === 200).length} × 200 in ${ms(wallMs)}`,
  );
}

if (compare) {
  await ask('stop').catch(() => undefined);
  process.exit(0);
}

console.log(`\n2. ${payCount} concurrent card payments of one request`);
{
  const token = await createRequest({});
  const { organizationId } = await (await call(`/api/v1/collect/${token}`)).json();
  const session = await (
    await post(`/api/v1/collect/${token}/adyen/session`, { organizationId })
  ).json();
  // The card as the secured frames send it: each field a JWE to the session's public card key.
  const { key } = session.securedFields;
  const publicKey = await importJWK({ kty: 'RSA', n: key.n, e: key.e }, 'RSA-OAEP-256');
  const generationtime = new Date().toISOString();
  const seal = (payload) =>
    new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ ...payload, generationtime })))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
      .encrypt(publicKey);
  const card = {
    type: 'scheme',
    encryptedCardNumber: await seal({ number: '4111111111111111' }),
    encryptedExpiryMonth: await seal({ expiryMonth: '03' }),
    encryptedExpiryYear: await seal({ expiryYear: '2030' }),
    encryptedSecurityCode: await seal({ cvc: '737' }),
  };
  const answers = await Promise.all(
    Array.from({ length: payCount }, async () => {
      const response = await post(
        `/api/v1/sandbox/adyen/sessions/${session.id}/payments`,
        { sessionData: session.sessionData, paymentMethod: card },
        { 'Idempotency-Key': randomUUID() },
      );
      const body = await response.json().catch(() => ({}));
      return `${response.status}${body.resultCode ? ` ${body.resultCode}` : ''}`;
    }),
  );
  const tally = {};
  for (const answer of answers) tally[answer] = (tally[answer] ?? 0) + 1;
  const { status } = await (await call(`/api/v1/collect/${token}`)).json();
  console.log(`  answers: ${JSON.stringify(tally)}`);
  console.log(`  accepted: ${tally['200 Authorised'] ?? 0} (request now ${status})`);
}

console.log(`\n3. A ${seconds} s flood of card-session and fingerprint calls from one client`);
{
  const token = await createRequest({});
  const { organizationId } = await (await call(`/api/v1/collect/${token}`)).json();
  const before = await ask('counts');
  const tally = { session: {}, fingerprint: {} };
  const end = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: flooders }, async () => {
      while (Date.now() < end) {
        n += 1;
        const kind = n % 2 === 0 ? 'session' : 'fingerprint';
        const response =
          kind === 'session'
            ? await post(`/api/v1/collect/${token}/adyen/session`, { organizationId })
            : await post(`/api/v1/collect/${token}/fingerprint`, {
                // Each call a new capture; every other one a new device (a scripted client).
                fingerprint: {
                  ...deviceFingerprint,
                  capturedAt: new Date().toISOString(),
                  deviceId: n % 4 === 1 ? deviceFingerprint.deviceId : String(n).padStart(64, '0'),
                },
              });
        await response.arrayBuffer();
        tally[kind][response.status] = (tally[kind][response.status] ?? 0) + 1;
      }
    }),
  );
  const calls = n;
  console.log(
    `  ${calls} calls (${Math.round(calls / seconds)}/s): sessions ${JSON.stringify(tally.session)}, fingerprints ${JSON.stringify(tally.fingerprint)}`,
  );
  const rows = (counts) =>
    `card_sessions ${counts.card_sessions}, fingerprints ${counts.fingerprints}, idempotency_keys ${counts.idempotency_keys}`;
  console.log(`  rows before the flood:            ${rows(before)}`);
  console.log(`  rows after the flood:             ${rows(await ask('counts'))}`);
  const swept = await ask('retention');
  console.log(
    `  after the retention job (now):    ${rows(await ask('counts'))} (deleted ${JSON.stringify(swept)})`,
  );
  await ask('age', { days: 31 });
  const later = await ask('retention');
  console.log(
    `  after the retention job, 31 days: ${rows(await ask('counts'))} (deleted ${JSON.stringify(later)})`,
  );
}

await ask('stop').catch(() => undefined);
