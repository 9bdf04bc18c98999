/**
 * Merchant- and request-supplied text that tries to spoof or break the page (items 11
 * and 16): bidi controls are isolated where they are shown and dropped from file and download
 * names; long unbroken strings wrap (or are cut with the whole text available) on every screen,
 * with no sideways scrolling at 320 or 375 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectFramesReady } from './support/secured-fields';
import { createPaymentRequest, forceStatus } from './support/sandbox';

const RLO = '\u202E';

/** A merchant, a requester, an attachment and an invoice number each carrying an override. */
const BIDI_REQUEST = {
  merchant: { name: `Bluebird ${RLO}gnp.exe Plumbing` },
  requester: { name: `Avery ${RLO}nehC`, email: 'avery@example.com' },
  recipient: { email: 'sam@example.com', phoneNumber: null },
  amountInCents: 64_000,
  description: `Water heater ${RLO}fdp.exe replacement`,
  merchantInvoice: {
    customerInvoiceId: `INV-${RLO}7fdp`,
    lineItems: [{ description: `Heater ${RLO}fdp.exe`, quantity: 1, unitPrice: 64_000 }],
  },
  attachments: [{ fileName: `invoice${RLO}fdp.exe` }],
  achDetails: {
    routingNumber: '021000021',
    accountNumber: '9876543210',
    beneficiaryName: `Bluebird ${RLO}CLL`,
    beneficiaryAddress: '500 Market St, San Francisco, CA 94105',
    type: 'Checking',
    bankName: 'Evolve Bank & Trust',
  },
};

/**
 * Text nodes holding a bidi control that are not inside a `<bdi>` or an element with `dir`
 * (each the start of its text), the page's own `<script>` data left out.
 */
async function unisolated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style')) continue;
      if (!controls.test(node.textContent ?? '')) continue;
      if (parent.closest('bdi, [dir]') && !parent.closest('bdi, [dir]')?.matches('html')) continue;
      found.push(`${parent.tagName}: ${(node.textContent ?? '').slice(0, 30)}`);
    }
    return found;
  });
}

test('bidi controls in supplied text are isolated on every screen, and gone from file names', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(request, BIDI_REQUEST, {
    paymentMethod: ['Card', 'ACH', 'PayByWire'],
  });
  await page.goto(created.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sent you an invoice');
  expect(await unisolated(page)).toEqual([]);

  // The attachment's name is shown and served without its override.
  const link = page.getByRole('link', { name: /invoice/ });
  await expect(link).toContainText('invoicefdp.exe');
  expect(await link.textContent()).not.toContain(RLO);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).not.toMatch(/%E2%80%AE/i);
  const file = await request.get(href);
  expect(file.ok()).toBe(true);
  const disposition = file.headers()['content-disposition'] ?? '';
  expect(disposition).toContain('invoicefdp.exe');
  expect(disposition).not.toMatch(/%E2%80%AE|\u202E/i);

  // The wire step: beneficiary and the instruction naming the merchant.
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('radio', { name: /Wire transfer/ }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Wire Transfer' })).toBeVisible();
  expect(await unisolated(page)).toEqual([]);

  for (const status of ['CANCELED', 'EXPIRED'] as const) {
    const notice = await createPaymentRequest(request, BIDI_REQUEST);
    await forceStatus(request, notice.token, { status });
    await page.goto(notice.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await unisolated(page), status).toEqual([]);
  }

  const paid = await createPaymentRequest(request, BIDI_REQUEST);
  await forceStatus(request, paid.token, {
    status: 'PAID',
    methodPaidWith: 'card',
    datePaid: '2026-11-21T15:12:00.000Z',
  });
  await page.goto(`${paid.url}/receipt`);
  await expect(page.getByRole('heading', { name: 'Receipt of payment' })).toBeVisible();
  expect(await unisolated(page)).toEqual([]);
});

/** Long unbroken strings in every supplied field (the issue's: 120, 64 characters). */
const LONG_REQUEST = {
  merchant: { name: 'W'.repeat(120) },
  requester: { name: 'M'.repeat(120), email: `${'m'.repeat(64)}@${'w'.repeat(60)}.example` },
  recipient: { email: `${'r'.repeat(64)}@${'w'.repeat(60)}.example`, phoneNumber: null },
  amountInCents: 64_000,
  description: 'D'.repeat(400),
  merchantInvoice: {
    customerInvoiceId: 'I'.repeat(32) + 'W'.repeat(32),
    discountName: 'W'.repeat(100),
    lineItems: [{ description: 'W'.repeat(500), quantity: 1, unitPrice: 64_000 }],
    taxTotal: 5_120,
  },
  attachments: [{ fileName: `${'W'.repeat(190)}.pdf` }],
  achDetails: {
    routingNumber: '021000021',
    accountNumber: '9876543210',
    beneficiaryName: 'W'.repeat(120),
    beneficiaryAddress: 'W'.repeat(200),
    type: 'Checking',
    bankName: 'W'.repeat(120),
    bankAddress: 'W'.repeat(200),
  },
};

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function screens(request: APIRequestContext) {
  const unpaid = await createPaymentRequest(request, LONG_REQUEST, {
    paymentMethod: ['Card', 'ACH', 'PayByWire'],
  });
  const made: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [];
  const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  made.push({ name: 'payment form', url: unpaid.url, ready: h1 });
  for (const status of ['CANCELED', 'EXPIRED', 'PROCESSING', 'PAID'] as const) {
    const created = await createPaymentRequest(request, LONG_REQUEST);
    await forceStatus(request, created.token, {
      status,
      ...(status === 'PAID'
        ? { methodPaidWith: 'card', datePaid: '2026-11-21T15:12:00.000Z' }
        : {}),
    });
    made.push({ name: status, url: created.url, ready: h1 });
    if (status === 'PAID' || status === 'PROCESSING') {
      made.push({ name: `${status} receipt`, url: `${created.url}/receipt`, ready: h1 });
    }
  }
  return { unpaid, made };
}

for (const width of [320, 375]) {
  test(`no sideways scrolling at ${width} px with long unbroken text, on every screen`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { made } = await screens(request);
    const wide: string[] = [];
    for (const screen of made) {
      await page.goto(screen.url);
      await screen.ready(page);
      const by = await overflow(page);
      if (by > 0) wide.push(`${screen.name}: ${by} px`);
    }
    // The method steps of the payment form: the invoice details open, the card and wire steps.
    await page.goto(made[0]!.url);
    await page.getByRole('button', { name: 'See line items' }).click();
    if ((await overflow(page)) > 0) wide.push(`line items: ${await overflow(page)} px`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expectFramesReady(page);
    if ((await overflow(page)) > 0) wide.push(`card step: ${await overflow(page)} px`);
    await page.getByRole('button', { name: 'Back to payment methods' }).click();
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('radio', { name: /Wire transfer/ }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Wire Transfer' })).toBeVisible();
    if ((await overflow(page)) > 0) wide.push(`wire step: ${await overflow(page)} px`);
    expect(wide).toEqual([]);
  });
}
