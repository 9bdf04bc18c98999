/**
 * The bin lookup with callbacks: a plain merchant page mounts the script-tag build with
 * `clientKey` and `context` and its own `onSubmit`, no session. The shop's server still opens a
 * card session for the frames' origin and key (its setup answer's `securedFields`), but the widget
 * is given none of the session: it makes the lookup itself, at
 * `{context}/sandbox/adyen/v3/bin/binLookup?token={clientKey}` (§7's client-key call), with the
 * number frame's encrypted BIN. A dual-brand BIN shows the switcher; the brand chosen reaches
 * `onSubmit`. Chromium's local network access checks are off as in embed.spec.
 */
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { demoSession, fillCard, TEST_CARD } from './support/embed';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

/** The merchant's page: the widget with callbacks; what `onSubmit` got is kept in `submitted`. */
async function callbacksPage(page: Page, options: Record<string, unknown>) {
  await page.route('**/merchant-callbacks.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A shop</title>
<link rel="stylesheet" href="/demo/widget/paypage-widget-0.1.0.css">
<script src="/demo/widget/paypage-widget-0.1.0.js"></script></head>
<body><main><h1>A shop</h1><div id="card-widget"></div></main>
<script>
  window.submitted = [];
  Paypage.mountCardWidget('#card-widget', {
    ...${JSON.stringify(options)},
    context: location.origin + '/api/v1',
    onSubmit: (state) => window.submitted.push(state.data),
    onAdditionalDetails: () => {},
  });
</script></body></html>`,
    }),
  );
  await page.goto('/merchant-callbacks.html');
}

test('with callbacks and a client key, a dual-brand BIN is looked up and shows the switcher', async ({
  page,
  request,
  baseURL,
}) => {
  const answer = await demoSession(request);
  const session = answer.session as { id: string; sessionData: string };
  const setup = await request.post(`/api/v1/sandbox/adyen/sessions/${session.id}/setup`, {
    data: { sessionData: session.sessionData },
  });
  expect(setup.status()).toBe(200);
  const { amount, securedFields } = (await setup.json()) as Record<string, unknown>;
  const clientKey = answer.clientKey as string;
  const lookups: { url: string; body: Record<string, unknown> }[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/binLookup'))
      lookups.push({ url: call.url(), body: call.postDataJSON() as Record<string, unknown> });
  });
  const sessionCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/sessions/')) sessionCalls.push(call.url());
  });

  // Cartes Bancaires among the brands, as the demo shop accepts it (the default is amex, mc, visa).
  const brands = ['visa', 'mc', 'amex', 'cartebancaire'];
  await callbacksPage(page, { amount, securedFields, clientKey, environment: 'sandbox', brands });
  await fillCard(page, { ...TEST_CARD, number: '4035501000000008' });

  await expect(page.getByRole('radio', { name: 'Carte Bancaire' })).toBeChecked();
  const lookupUrl = `${new URL(baseURL!).origin}/api/v1/sandbox/adyen/v3/bin/binLookup?token=${encodeURIComponent(clientKey)}`;
  expect(lookups.map((lookup) => lookup.url)).toContain(lookupUrl);
  const sent = lookups.find((lookup) => lookup.url === lookupUrl)!.body;
  expect(sent).toMatchObject({ encryptedBin: expect.any(String), requestId: expect.any(String) });
  // The BIN leaves the page encrypted only.
  expect(JSON.stringify(lookups)).not.toContain('403550');

  await page.getByRole('radio', { name: 'Visa' }).click();
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { submitted: unknown[] }).submitted))
    .toEqual([
      expect.objectContaining({
        paymentMethod: expect.objectContaining({ type: 'scheme', brand: 'visa' }),
      }),
    ]);
  // No session call: the widget was given no session.
  expect(sessionCalls).toEqual([]);
});
