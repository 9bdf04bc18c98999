// `npm run probe:load -- --url http://127.0.0.1:PORT`: load figures of a running sandbox API on
// loopback (start it with RATE_LIMIT=off so every call reaches the work): GET /pay/{token} (the
// server render), GET /api/v1/collect/{token} and POST pay-by-bank payments (each pays a request
// of its own, linked beforehand), each with a few connections for a bounded time or count, and
// the latency of /api/v1/health meanwhile. Prints one Markdown table row per load with req/s,
// p50, p99, the answers' statuses and the machine's load average (1 min) before and after.
// Options: --url (http://127.0.0.1:PORT only), --connections N (10–20, default 10),
// --seconds N (1–30, default 10), --payments N (10–500, default 200).
import os from 'node:os';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const bounded = (name, fallback, min, max) => {
  const value = Number(option(name, fallback));
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
};
const base = new URL(option('url', 'http://127.0.0.1:3000'));
if (base.protocol !== 'http:' || base.hostname !== '127.0.0.1') {
  throw new Error('--url must be http://127.0.0.1:PORT: the probe loads loopback only.');
}
const origin = base.origin;
const connections = bounded('connections', 10, 10, 20);
const seconds = bounded('seconds', 10, 1, 30);
const payments = bounded('payments', 200, 10, 500);

const post = async (path, body) => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

const createRequest = () =>
  post('/api/v1/sandbox/payment-requests', { paymentMethod: ['PayByBank', 'ACH'] });

/** A request linked to the sandbox bank, as the page leaves it before Pay. */
async function linkedRequest() {
  const { token } = await createRequest();
  const { linkToken } = await post('/api/v1/plaid/link-token', {
    paymentRequestToken: token,
    phoneNumber: null,
  });
  const { publicToken } = await post('/api/v1/sandbox/plaid/public-token', {
    linkToken,
    institutionId: 'ins_sandbox_first',
    username: 'user_good',
    password: 'pass_good',
    accountId: 'acc_checking_0000',
  });
  return { token, publicToken };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** /health, one call at a time, until `done` settles: p50 and p99 in ms. */
async function healthDuring(done) {
  const times = [];
  let over = false;
  done.finally(() => (over = true));
  while (!over) {
    const t0 = performance.now();
    await (await fetch(`${origin}/api/v1/health`)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length };
}

const load1 = () => os.loadavg()[0].toFixed(2);

async function measure(label, options) {
  const loadBefore = load1();
  const statuses = new Map();
  const run = new Promise((resolve, reject) => {
    const instance = autocannon({ connections, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, status) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    );
  });
  const health = healthDuring(run);
  const result = await run;
  const h = await health;
  const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  return `| ${label} | ${connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${answered} | ${h.p50.toFixed(1)} / ${h.p99.toFixed(1)} (${h.n}) | ${loadBefore} → ${load1()} |`;
}

const { token } = await createRequest();
const rows = [];
rows.push(await measure('GET /pay/{token}', { url: `${origin}/pay/${token}`, duration: seconds }));
rows.push(
  await measure('GET /api/v1/collect/{token}', {
    url: `${origin}/api/v1/collect/${token}`,
    duration: seconds,
  }),
);
const linked = [];
for (let i = 0; i < payments; i += 1) linked.push(await linkedRequest());
let next = 0;
rows.push(
  await measure(`POST …/plaid/payment (${payments} requests, one payment each)`, {
    url: origin,
    amount: payments,
    duration: seconds * 3,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const { token: paid, publicToken } = linked[next++ % linked.length];
          return {
            ...request,
            path: `/api/v1/collect/${paid}/plaid/payment`,
            body: JSON.stringify({
              publicToken,
              paymentRequestToken: paid,
              accountId: 'acc_checking_0000',
              fingerprint: null,
            }),
          };
        },
      },
    ],
  }),
);

console.log(`paypage load probe — ${origin}, ${os.cpus().length} cores`);
console.log(
  '| load | connections | req/s | p50 ms | p99 ms | answers | /health p50 / p99 ms (calls) | load avg 1 min |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
