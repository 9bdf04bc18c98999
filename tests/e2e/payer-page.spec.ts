/**
 * The payer page's screens and routes against the local API (`npm start`'s server): the main
 * view of each status, the guards of spec §2 (redirect with replace), receipt polling ending when
 * the request settles, the e-mail tracking call made once, document titles, focus after a route
 * change, printing the receipt, and no layout shift when the request arrives.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { allowConsole, expect, test } from './support/test';
import { createPaymentRequest, forceStatus } from './support/sandbox';

// A payer's page logs nothing in normal use: a console warning or error fails a test here.
test.use({ failOnConsole: true });

const MERCHANT = 'Bluebird Plumbing & Heating';

const REQUEST = {
  merchant: { name: MERCHANT, brandColor: '#1d4ed8' },
  amountInCents: 64_000,
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

const createRequest = (request: APIRequestContext, data: Record<string, unknown> = {}) =>
  createPaymentRequest(request, REQUEST, data);

const PAID_BY_CARD = {
  status: 'PAID',
  methodPaidWith: 'card',
  datePaid: '2026-11-21T15:12:00.000Z',
  paymentDetails: { brand: 'mc', lastFour: '4444', reference: 'PSP8N2Q4K7XW3RZ5' },
};

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the main view of each status', () => {
  test('@desktop UNPAID: the payment form, titled with whom to pay and how much', async ({
    page,
    request,
  }) => {
    const created = await createRequest(request);
    await page.goto(created.url);
    await expect(h1(page)).toHaveText(`${MERCHANT} sent you a payment request`);
    await expect(page).toHaveTitle(`Pay ${MERCHANT} — $640.00`);
    await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  });

  test('PAYMENT_FAILED: the critical banner above the form', async ({ page, request }) => {
    const created = await createRequest(request);
    await forceStatus(request, created.token, {
      status: 'PAYMENT_FAILED',
      statusUpdateDate: '2026-11-20T16:30:00.000Z',
    });
    await page.goto(created.url);
    await expect(page.getByRole('alert')).toHaveText(
      'Payment failed to process on November 20, 2026. Please try again.',
    );
    await expect(h1(page)).toHaveText(`${MERCHANT} sent you a payment request`);
  });

  test('@desktop PROCESSING: the processing view', async ({ page, request }) => {
    const created = await createRequest(request);
    await forceStatus(request, created.token, { status: 'PROCESSING' });
    await page.goto(created.url);
    await expect(h1(page)).toHaveText('Payment Processing');
    await expect(
      page.getByText(
        `We're processing your payment to ${MERCHANT}. It will take 3-4 business days for the funds to be debited.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('Processing', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your receipt will be created once the payment is complete.'),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Payment processing — ${MERCHANT}`);
  });

  test('@desktop PAID: payment complete, View receipt opens the receipt with focus on its heading', async ({
    page,
    request,
  }) => {
    const created = await createRequest(request, { description: 'Water heater service' });
    await forceStatus(request, created.token, PAID_BY_CARD);
    await page.goto(created.url);
    await expect(h1(page)).toHaveText('Payment complete');
    await expect(page.getByText(`We've sent your payment to ${MERCHANT}.`)).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Payment complete — ${MERCHANT}`);
    // The first load leaves focus where the browser puts it.
    await expect(h1(page)).not.toBeFocused();

    await page.getByRole('button', { name: 'View receipt' }).click();
    await expect(page).toHaveURL(`${created.url}/receipt`);
    await expect(h1(page)).toHaveText('Receipt of payment');
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveTitle(`Receipt — ${MERCHANT}`);
    await expect(
      page.getByText('We emailed a copy of your receipt to sam@example.com'),
    ).toBeVisible();
    const rows = page.locator('[data-slot="status-detail"]');
    await expect(rows.locator('dt')).toHaveText([
      'Payee',
      'Amount paid',
      'Date paid',
      'Payment method',
      'Reference',
      'Note',
    ]);
    await expect(rows.locator('dd')).toHaveText([
      MERCHANT,
      '$640.00',
      'November 21, 2026 at 10:12 AM EST',
      'Mastercard ending in 4444',
      'PSP8N2Q4K7XW3RZ5',
      'Water heater service',
    ]);

    // Back returns to the complete view (the receipt was pushed), focus on its heading.
    await page.goBack();
    await expect(h1(page)).toHaveText('Payment complete');
    await expect(h1(page)).toBeFocused();
  });

  test('CANCELED: the canceled notice with the amount', async ({ page, request }) => {
    const created = await createRequest(request);
    await forceStatus(request, created.token, { status: 'CANCELED' });
    await page.goto(created.url);
    await expect(h1(page)).toHaveText(`${MERCHANT} canceled this payment request`);
    await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(page.getByText('$640.00')).toBeVisible();
    await expect(page).toHaveTitle(`Payment request canceled — ${MERCHANT}`);
  });

  test('EXPIRED: the expired notice of an invoice', async ({ page, request }) => {
    const created = await createRequest(request, {
      merchantInvoice: {
        customerInvoiceId: 'INV-7',
        lineItems: [{ description: 'Water heater', quantity: 1, unitPrice: 64_000 }],
      },
    });
    await forceStatus(request, created.token, { status: 'EXPIRED' });
    await page.goto(created.url);
    await expect(h1(page)).toHaveText(`Invoice from ${MERCHANT} has expired`);
    await expect(page.getByText('Expired', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please contact the requester if this payment request is still valid'),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Invoice expired — ${MERCHANT}`);
  });

  test('an unknown token: not found', async ({ page }) => {
    allowConsole(page, /status of 404 \(Not Found\)/);
    await page.goto('/pay/this-token-does-not-exist');
    await expect(h1(page)).toHaveText("We couldn't find this payment request.");
    await expect(page.getByText('It likely has been deleted or has expired.')).toBeVisible();
    await expect(page).toHaveTitle('Payment request not found');
  });

  test('a failed load: the apology, the error, and Try again', async ({ page, request }) => {
    allowConsole(page, /status of 500 \(Internal Server Error\)/);
    const created = await createRequest(request, { sandbox: { failCalls: { collect: '500' } } });
    await page.goto(created.url);
    await expect(h1(page)).toHaveText('Sorry, we had some trouble loading this payment request.');
    await expect(page.getByText('Failed to fetch payment data')).toBeVisible();
    await expect(page).toHaveTitle('Payment request unavailable');
    const again = page.waitForRequest((r) => r.url().endsWith(`/collect/${created.token}`));
    await page.getByRole('button', { name: 'Try again' }).click();
    await again;
    await expect(page.getByText('Failed to fetch payment data')).toBeVisible();
  });
});

test.describe('the guards: a disallowed route redirects, replacing history', () => {
  const cases = [
    { route: 'processing', status: null, to: '' },
    { route: 'processing', status: PAID_BY_CARD, to: '/receipt' },
    { route: 'complete', status: PAID_BY_CARD, to: '/receipt' },
    { route: 'complete', status: null, to: '' },
    { route: 'complete', status: { status: 'PROCESSING' }, to: '' },
    { route: 'receipt', status: null, to: '' },
    { route: 'receipt', status: { status: 'CANCELED' }, to: '' },
  ] as const;

  for (const { route, status, to } of cases) {
    test(`/${route} of a ${status?.status ?? 'UNPAID'} request → ${to || 'the main view'}`, async ({
      page,
      request,
    }) => {
      const created = await createRequest(request);
      if (status) await forceStatus(request, created.token, status);
      await page.goto(`${created.url}/${route}`);
      await expect(page).toHaveURL(`${created.url}${to}`);
      await expect(h1(page)).toBeVisible();
      // Replaced, not pushed: about:blank and this one address.
      expect(await page.evaluate(() => window.history.length)).toBe(2);
      await page.goBack();
      await expect(page).toHaveURL('about:blank');
    });
  }

  test('/receipt of an unknown token → the main view (not found)', async ({ page }) => {
    allowConsole(page, /status of 404 \(Not Found\)/);
    await page.goto('/pay/no-such-token/receipt');
    await expect(page).toHaveURL('/pay/no-such-token');
    await expect(h1(page)).toHaveText("We couldn't find this payment request.");
    expect(await page.evaluate(() => window.history.length)).toBe(2);
  });

  test('/processing and /receipt of a PROCESSING request render', async ({ page, request }) => {
    const created = await createRequest(request);
    await forceStatus(request, created.token, {
      status: 'PROCESSING',
      methodPaidWith: 'payByBank',
    });
    await page.goto(`${created.url}/processing`);
    await expect(h1(page)).toHaveText('Payment Processing');
    await expect(page).toHaveURL(`${created.url}/processing`);
    await page.goto(`${created.url}/receipt`);
    await expect(h1(page)).toHaveText('Receipt of payment');
    await expect(page.getByText('Bank Payment')).toBeVisible();
  });
});

test('@desktop receipt polling: placeholders while PROCESSING, the rows once the request settles', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await forceStatus(request, created.token, { status: 'PROCESSING' });
  const refetches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/collect/${created.token}`)) refetches.push(r.url());
  });
  await page.goto(`${created.url}/receipt`);
  await expect(h1(page)).toHaveText('Receipt of payment');
  const method = page.locator('[data-slot="status-detail"]', { hasText: 'Payment method' });
  await expect(method.locator('[data-slot="skeleton"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeDisabled();
  await expect.poll(() => refetches.length).toBeGreaterThan(1);

  await forceStatus(request, created.token, PAID_BY_CARD);
  await expect(method.locator('dd')).toHaveText('Mastercard ending in 4444');
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeEnabled();
  // Polling has ended: no more re-fetches.
  const settledAt = refetches.length;
  await page.waitForTimeout(2500);
  expect(refetches.length).toBe(settledAt);
});

test('printing the receipt prints the receipt alone, black on white', async ({ page, request }) => {
  const created = await createRequest(request);
  await forceStatus(request, created.token, PAID_BY_CARD);
  await page.goto(`${created.url}/receipt`);
  await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(h1(page)).toBeVisible();
  await expect(page.getByText(MERCHANT, { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  const colours = await h1(page).evaluate((heading) => {
    const style = getComputedStyle(heading);
    return { color: style.color, background: getComputedStyle(document.body).backgroundColor };
  });
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
});

test('@desktop an e-mail link is reported as opened once per page load', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await forceStatus(request, created.token, PAID_BY_CARD);
  const reports: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/email-tracking/${created.trackingToken}/link-opened`)) {
      reports.push(response.status());
    }
  });
  await page.goto(`${created.url}?tracking=${created.trackingToken}`);
  await expect(h1(page)).toHaveText('Payment complete');
  await page.getByRole('button', { name: 'View receipt' }).click();
  await expect(h1(page)).toHaveText('Receipt of payment');
  await page.goBack();
  await expect(h1(page)).toHaveText('Payment complete');
  await expect.poll(() => reports).toEqual([204]);
});

test('the first screen comes in the HTML: read with JavaScript off, hydrated without a fetch', async ({
  browser,
  page,
  request,
}) => {
  const created = await createRequest(request, {
    description: 'Boiler service </script><script>alert(1)</script> & parts',
  });
  // With JavaScript off, the payer still reads who asks, how much and by when.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  const response = await bare.goto(created.url);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(bare).toHaveTitle(`Pay ${MERCHANT} — $640.00`);
  await expect(h1(bare)).toHaveText(`${MERCHANT} sent you a payment request`);
  await expect(bare.getByText('$640.00', { exact: true })).toBeVisible();
  await expect(bare.getByText(/^Due /)).toBeVisible();
  // Request text is text: the description's markup is shown as written, never run.
  await expect(
    bare.getByText('</script><script>alert(1)</script>', { exact: false }),
  ).toBeVisible();
  await noScript.close();

  // With JavaScript, the page hydrates from the data in the HTML: no request for it, no
  // re-render warning, and it is live (a method can be chosen).
  const collects: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/v1/collect/${created.token}`) collects.push(r.url());
  });
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
  });
  page.on('dialog', (dialog) => warnings.push(`dialog: ${dialog.message()}`));
  await page.goto(created.url);
  await page.getByRole('radio', { name: /Pay by bank/ }).click();
  await expect(page.getByRole('radio', { name: /Pay by bank/ })).toBeChecked();
  await page.waitForTimeout(1500);
  expect(collects).toEqual([]);
  expect(warnings).toEqual([]);
});

test('a screen the guard leaves comes from the browser, its request preloaded by the HTML', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  const collects: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/v1/collect/${created.token}`) collects.push(r.url());
  });
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
  });
  // UNPAID has no receipt: the server does not render it; the app redirects to the form.
  await page.goto(`${created.url}/receipt`);
  await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveAttribute(
    'href',
    `/api/v1/collect/${created.token}`,
  );
  await expect(page).toHaveURL(new RegExp(`/pay/${created.token}$`));
  await expect(h1(page)).toBeVisible();
  // The app's fetch took the preloaded answer: one request, and no "preloaded but not used".
  await page.waitForTimeout(3500);
  expect(collects).toHaveLength(1);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test('@desktop no layout shift when the request arrives: the placeholders have the final sizes', async ({
  page,
  request,
}) => {
  // A typical invoice: all methods, a description of two lines on a phone.
  const created = await createRequest(request, {
    merchant: { name: 'Northwind Studio' },
    description: 'Website redesign, phase 2: audit, workshops and responsive page templates.',
    merchantInvoice: {
      customerInvoiceId: 'INV-2041',
      lineItems: [{ description: 'Design system audit', quantity: 1, unitPrice: 64_000 }],
    },
  });
  // The page as the browser renders it (as when the server's render is declined or fails): its
  // HTML without the server-rendered screen. The request answers late, so the placeholder page
  // shows first.
  await page.route(created.url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div id="root">[\s\S]*?<script type="application\/json" id="paypage-data">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    expect(html).not.toContain('id="paypage-data"');
    await route.fulfill({ response, body: html });
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/collect/${created.token}`, async (route) => {
    await held;
    await route.continue();
  });
  const boxes = () =>
    page.evaluate(() =>
      ['pay-page-summary', 'pay-page-payment'].map((slot) => {
        const box = document.querySelector(`[data-slot="${slot}"]`)!.getBoundingClientRect();
        return {
          top: Math.round(box.top),
          left: Math.round(box.left),
          height: Math.round(box.height),
        };
      }),
    );
  await page.goto(created.url, { waitUntil: 'commit' });
  await expect(page.getByText('Loading…')).toBeAttached();
  const loading = await boxes();
  release();
  await expect(h1(page)).toBeVisible();
  const loaded = await boxes();
  console.log(`placeholder ${JSON.stringify(loading)} → loaded ${JSON.stringify(loaded)}`);
  for (const [index, box] of loaded.entries()) {
    const before = loading[index]!;
    expect(box.top).toBe(before.top);
    expect(box.left).toBe(before.left);
    // Measured line for line against this typical request: the same height (to the pixel).
    expect(Math.abs(box.height - before.height)).toBeLessThanOrEqual(1);
  }
});
