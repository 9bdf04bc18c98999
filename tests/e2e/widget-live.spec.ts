/**
 * The card widget in the `test` environment, end to end without the network, against local
 * fakes only:
 *
 * - the paypage API in production mode (PGlite), with ADYEN_ENVIRONMENT=TEST and
 *   ADYEN_CHECKOUT_URL at the Adyen Checkout API fake (apps/api/test/support/fake-adyen.ts), which
 *   stands for Adyen's `/sessions` and `/sessions/{id}` (server side) and for the session
 *   endpoints Adyen Web calls from the browser (`checkoutshopper/v1/sessions/{id}/setup`,
 *   `…/payments`);
 * - Adyen's test host (checkoutshopper-test.adyen.com) routed by Playwright: the secured-fields
 *   page answered by the stand-in (support/adyen-secured-fields.html, the messages Adyen Web
 *   6.45.2 sends and expects), the session calls forwarded to the fake, analytics and images
 *   answered empty;
 * - the merchant's page at https://shop.example and the API at https://pay.example.com, both
 *   answered through Playwright's routing (the API's calls forwarded to the spawned server).
 *
 * The page is the README's script-tag snippet with `environment: 'test'` and the test client
 * key; it pays, and no request to this project's API carries the card in any form.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { expect, type Request, type Route, test } from '@playwright/test';
import {
  type FakeAdyen,
  fakeAdyenEnv,
  startFakeAdyen,
} from '../../apps/api/test/support/fake-adyen';
import { type ApiProcess, spawnApi } from '../../apps/api/test/support/spawn-api';

const root = path.resolve(import.meta.dirname, '../..');
const SHOP = 'https://shop.example';
const PAY = 'https://pay.example.com';
const CARD = { number: '4111111111111111', expiry: '03/30', code: '737' };
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const STAND_IN = readFileSync(path.join(import.meta.dirname, 'support/adyen-secured-fields.html'));
const WIDGET_DIR = path.join(root, 'packages/widget/dist/cdn');

test.describe.configure({ mode: 'serial' });

let adyen: FakeAdyen;
let api: ApiProcess;
let dataDir: string;
let env: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  adyen = await startFakeAdyen();
  dataDir = mkdtempSync(path.join(tmpdir(), 'paypage-live-widget-'));
  env = {
    PAYPAGE_MODE: 'production',
    DATA_DIR: dataDir,
    WEBHOOK_SECRET_KEY: 'k'.repeat(32),
    SECURED_FIELDS_ORIGIN: 'https://frames.example.com',
    // PUBLIC_ORIGIN is the fake's https://pay.example.com, the API's address in this test.
    ...fakeAdyenEnv(adyen),
    ADYEN_HMAC_KEY: HMAC_KEY,
  };
  // The merchant's key, with the shop's page as its embedding origin (the keys CLI, before the
  // server opens the database).
  const created = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/keys-cli.ts', 'create', '--name', 'shop', '--embed-origin', SHOP],
      { cwd: path.join(root, 'apps/api'), env: { ...process.env, ...env } },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });
  env.KEY = /pp_sk_[A-Za-z0-9_-]{43}/.exec(created)![0];
  api = await spawnApi(env);
});

test.afterAll(async () => {
  if (api?.child.exitCode === null) {
    api.child.kill('SIGTERM');
    await api.exited;
  }
  await adyen?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The merchant's server: a request with its key, then the card session (README). */
async function merchantSession() {
  const created = await fetch(`${api.url}/api/v1/merchant/payment-requests`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...REQUEST_EXAMPLES['POST /merchant/payment-requests'],
      amountInCents: 2050,
      paymentMethod: ['Card'],
    }),
  });
  expect(created.status).toBe(201);
  const { token, organizationId } = (await created.json()) as Record<string, string>;
  const session = await fetch(`${api.url}/api/v1/collect/${token}/adyen/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ organizationId }),
  });
  expect(session.status).toBe(200);
  return { token: token!, session: (await session.json()) as Record<string, unknown> };
}

/** Answers a routed request from another server, keeping its method, headers and body. */
const forward = (route: Route, to: string) =>
  route.fetch({ url: to }).then((answer) => route.fulfill({ response: answer }));

test('a merchant page in the test environment pays through Adyen’s fields, and no card data reaches the API', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token, session } = await merchantSession();
  const clientConfig = session.clientConfig as { key: string; environment: string };
  expect(clientConfig.environment).toBe('test');

  const toApi: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${PAY}/`)) toApi.push(request);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // Adyen's hosts: the stand-in page, the session calls at the fake, the rest answered empty.
  await page.route(/^https:\/\/[a-z-]+\.(cdn\.)?adyen\.com\//, (route) => {
    const url = new URL(route.request().url());
    if (/\/securedfields\/[^/]+\/[\d.]+\/securedFields\.html$/.test(url.pathname)) {
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: STAND_IN });
    }
    if (url.pathname.startsWith('/checkoutshopper/v1/sessions/')) {
      return forward(route, `${adyen.url}${url.pathname}${url.search}`);
    }
    if (url.pathname.includes('/analytics/')) {
      return route.fulfill({ json: { checkoutAttemptId: 'fake-attempt' } });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  // The API's public address, answered by the spawned server.
  await page.route(`${PAY}/**`, (route) => {
    const url = new URL(route.request().url());
    return forward(route, `${api.url}${url.pathname}${url.search}`);
  });
  // The shop: its page (the README's snippet) and the widget's files it serves.
  await page.route(`${SHOP}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/widget/')) {
      const file = path.join(WIDGET_DIR, url.pathname.slice('/widget/'.length));
      return route.fulfill({ path: file });
    }
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A shop</title>
<link rel="stylesheet" href="/widget/paypage-widget-0.1.0.css">
<script src="/widget/paypage-widget-0.1.0.js"></script></head>
<body><main><h1>A shop</h1><div id="card-widget"></div></main>
<script>
  const session = ${JSON.stringify(session)};
  Paypage.mountCardWidget('#card-widget', {
    session: { id: session.id, sessionData: session.sessionData }, // from your server
    clientKey: session.clientConfig.key, environment: session.clientConfig.environment,
    context: '${PAY}/api/v1', onPaymentCompleted: () => location.assign('#thanks'),
  });
  addEventListener('hashchange', () => (document.querySelector('h1').textContent = 'Thank you'));
</script></body></html>`,
    });
  });

  await page.goto(`${SHOP}/checkout`);
  const widget = page.locator('[data-slot="card-widget"][data-status="ready"]');
  await expect(widget).toBeVisible({ timeout: 30_000 });
  for (const [field, value] of [
    ['encryptedCardNumber', CARD.number],
    ['encryptedExpiryDate', CARD.expiry],
    ['encryptedSecurityCode', CARD.code],
  ] as const) {
    await page
      .frameLocator(`[data-cse="${field}"] iframe`)
      .locator('#field')
      .pressSequentially(value);
  }
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible({ timeout: 15_000 });

  // The request is paid: the API asked Adyen for the session's result.
  const answer = await fetch(`${api.url}/api/v1/collect/${token}`);
  expect(((await answer.json()) as { status: string }).status).toBe('PAID');

  // Adyen (the fake) got the payment, with the stand-in's encrypted fields only.
  const payments = adyen.calls.filter((call) => call.path.includes('/payments?clientKey='));
  expect(payments).toHaveLength(1);
  const paid = JSON.parse(payments[0]!.body) as { paymentMethod: Record<string, string> };
  expect(Object.keys(paid.paymentMethod).sort()).toEqual(
    expect.arrayContaining([
      'encryptedCardNumber',
      'encryptedExpiryMonth',
      'encryptedExpiryYear',
      'encryptedSecurityCode',
    ]),
  );

  // The page called this project's API once: the result, with the client key and Adyen's
  // sessionResult only; no request to it carries the card, in digits or anything derived.
  expect(toApi.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
    `POST /api/v1/widget/sessions/${String(session.id)}/result`,
  ]);
  const body = JSON.parse(toApi[0]!.postData() ?? '{}') as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['clientKey', 'sessionResult']);
  const cardForms = [
    /4\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1\D?1/,
    /03\s*\/\s*(20)?30/,
    /encrypted/i,
    ...Object.values(paid.paymentMethod).map((blob) => new RegExp(blob.slice(-24))),
  ];
  for (const request of toApi) {
    const text = `${request.url()} ${request.postData() ?? ''}`;
    for (const form of cardForms) expect(text).not.toMatch(form);
  }
  expect(errors).toEqual([]);
});
