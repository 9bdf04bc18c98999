/**
 * The embeddable card widget as `npm start` serves it ( d): the demo shop pays end to end
 * (also through a 3-D Secure challenge) and shows a refusal; the script-tag build mounts, from
 * the README's plain-page snippet, in a page with no React of its own; an integration error (a
 * mount target not found) throws §8's message.
 * The card fields are filled in their secured frames. The README snippet's page is answered by the
 * test (not by a server of the loopback address space), so Chromium's local network access checks,
 * which stop a public page from framing localhost (the frames), are off for this file, as in
 * embed-cross-origin.spec.
 */
// Playwright's own test: the demo shop is a merchant's page, which never marks itself ready.
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import {
  CHALLENGE_CARD,
  demoSession,
  fillCard,
  lazyChunks,
  plainPage,
  REFUSED_CARD,
  TEST_CARD,
  watch,
} from './support/embed';

const FINGERPRINT_CARD = { ...TEST_CARD, number: '4000000000003014' };
const FINGERPRINT_THEN_CHALLENGE_CARD = { ...TEST_CARD, number: '4000000000003022' };
const decoded = (value: string) => JSON.parse(Buffer.from(value, 'base64').toString('utf8'));

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('@desktop the demo shop pays end to end with the test card', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/demo/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('$20.50').first()).toBeVisible();
  await fillCard(page, TEST_CARD);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await expect(page.locator('#payment')).toBeHidden();
  // The page has no React: the script tag brings its own (in its chunks, not a global), and each
  // of its files loads once.
  expect(await page.evaluate(() => typeof (window as { React?: unknown }).React)).toBe('undefined');
  const scripts = seen.requests.filter((url) => /\.m?js(\?|$)/.test(url));
  expect(scripts.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining(['/demo/widget/paypage-widget-0.1.0.js', '/demo/shop.js']),
  );
  const widgetFiles = scripts.filter((url) => url.includes('/demo/widget/'));
  expect(widgetFiles.filter((url, index) => widgetFiles.indexOf(url) !== index)).toEqual([]);
  expect(seen.requests.some((url) => url.includes('/sandbox/adyen/sessions/'))).toBe(true);
  expect(seen.errors).toEqual([]);
});

test('the demo shop pays after a 3-D Secure challenge: the session sends the details itself', async ({
  page,
}) => {
  await page.goto('/demo/checkout');
  await fillCard(page, CHALLENGE_CARD);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  const bank = page.frameLocator('iframe[title="Bank verification"]');
  await bank.getByLabel('Verification code').fill('1234');
  const details = page.waitForRequest((call) => call.url().endsWith('/paymentDetails'));
  await bank.getByRole('button', { name: 'Submit' }).click();
  expect((await details).url()).toMatch(
    /\/api\/v1\/sandbox\/adyen\/sessions\/CS[0-9A-F]+\/paymentDetails$/,
  );
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
});

test('the demo shop pays after a frictionless 3-D Secure fingerprint (4000 0000 0000 3014): the session submits it with the client key', async ({
  page,
}) => {
  const fingerprint = page.waitForRequest((call) =>
    call.url().includes('/sandbox/adyen/v1/submitThreeDS2Fingerprint?token=sandbox_'),
  );
  const details = page.waitForRequest((call) => call.url().endsWith('/paymentDetails'));
  await page.goto('/demo/checkout');
  await fillCard(page, FINGERPRINT_CARD);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  const sent = (await fingerprint).postDataJSON() as { fingerprintResult: string };
  expect(decoded(sent.fingerprintResult)).toEqual({ threeDSCompInd: 'Y' });
  const completed = (await details).postDataJSON() as { details: { threeDSResult: string } };
  expect(decoded(completed.details.threeDSResult)).toEqual({ transStatus: 'Y' });
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
});

test('the demo shop pays after a fingerprint then a challenge (4000 0000 0000 3022): the code pays', async ({
  page,
}) => {
  await page.goto('/demo/checkout');
  await fillCard(page, FINGERPRINT_THEN_CHALLENGE_CARD);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  const bank = page.frameLocator('iframe[title="Bank verification"]');
  await bank.getByLabel('Verification code').fill('1234');
  await bank.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
});

test('the demo shop shows a refusal, and the widget stays to try again', async ({ page }) => {
  await page.goto('/demo/checkout');
  await fillCard(page, REFUSED_CARD);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The payment was refused. Check the card details, or pay with another card.',
  );
  await expect(page.getByRole('button', { name: 'Pay $20.50' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeHidden();
});

test('@desktop the script-tag build mounts from the README snippet in a page without React', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  // The session's calls chunk and the setup call go out together (no waterfall): the setup is
  // asked before the chunk has come.
  const order: string[] = [];
  page.on('request', (sent) => sent.url().endsWith('/setup') && order.push('setup asked'));
  page.on('requestfinished', (done) => {
    if (lazyChunks([done.url()]).includes('session-calls')) order.push('part in');
  });
  const session = await demoSession(request);
  await plainPage(page, session);
  await fillCard(page, TEST_CARD);
  expect(order).toEqual(['setup asked', 'part in']);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  expect(await page.evaluate(() => typeof (window as { React?: unknown }).React)).toBe('undefined');
  // A session without wallets, consent or challenge loads none of the widget's lazy chunks but the
  // session's calls (at its setup, beside the setup call; with the session client they share with
  // the order's calls), the bin lookup's client (at the first BIN typed) and the analytics sender
  // (its first batch).
  expect(lazyChunks(seen.requests)).toEqual([
    'analytics-sender',
    'bin-lookup-client',
    'session-calls',
    'session-client',
  ]);
  expect(seen.errors).toEqual([]);
});

test('the script-tag build shows the parts its options ask for (address, CPF/CNPJ, consent, wallets) in the form’s first render', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  // Whether the form, the first time it is in the page, already holds the consent and the wallets.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[data-slot="card-widget"] form')) return;
      (window as { firstForm?: string[] }).firstForm = ['store-details', 'wallets'].filter(
        (slot) => document.querySelector(`[data-slot="${slot}"]`) !== null,
      );
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const session = await demoSession(request);
  await plainPage(page, session, {
    options: {
      enableStoreDetails: true,
      wallets: { googlePay: true },
      billingAddressRequired: true,
      socialSecurityNumberMode: 'show',
    },
  });
  const widget = page.locator('[data-slot="card-widget"][data-status="ready"]');
  await expect(widget).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText('Save card for automatic future payments')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Pay with Google Pay' })).toBeVisible();
  await expect(widget.getByLabel('Street address')).toBeVisible();
  await expect(widget.getByLabel('CPF/CNPJ (optional)')).toBeVisible();
  expect(await page.evaluate(() => (window as { firstForm?: string[] }).firstForm)).toEqual([
    'store-details',
    'wallets',
  ]);
  // The address, the CPF/CNPJ, the consent and the wallet buttons are in the widget's module;
  // the session's calls and the analytics sender load as above (no BIN is typed here).
  expect(lazyChunks(seen.requests)).toEqual([
    'analytics-sender',
    'session-calls',
    'session-client',
  ]);
  expect(seen.errors).toEqual([]);
});

test('a mount target that is not there throws the integration error (docs/widget.md#errors)', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  const session = await demoSession(request);
  await plainPage(page, session, { target: '#nowhere' });
  await expect
    .poll(() => seen.errors)
    .toEqual(["The card widget's mount target was not found: #nowhere"]);
  await expect(page.locator('[data-slot="card-widget"]')).toHaveCount(0);
  const thrown = await page.evaluate(() => {
    try {
      (
        window as unknown as { Paypage: { mountCardWidget: (t: string, o: object) => void } }
      ).Paypage.mountCardWidget('#card-widget', {
        session: { sessionData: 'x' },
        clientKey: 'test_x',
        environment: 'live',
        context: 'x',
      });
      return null;
    } catch (error) {
      return { name: (error as Error).name, message: (error as Error).message };
    }
  });
  expect(thrown).toEqual({ name: 'CheckoutError', message: 'The card widget session needs an id' });
});
