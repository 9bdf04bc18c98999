/**
 * The payment form against the local API (`npm start`'s server): choosing a method with the
 * keyboard alone, copying the transfer details, opening the invoice PDF and the attachments in
 * new tabs (no opener, no referrer), and what the payer sees when those fail. Every test creates
 * the requests it needs through the sandbox scenario API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { allowConsole, expect, test } from './support/test';
import { createPaymentRequest, tabTo } from './support/sandbox';

// A payer's page logs nothing in normal use: a console warning or error fails a test here.
test.use({ failOnConsole: true });

const MERCHANT = 'Juniper Landscape Studio';
const ACH_DETAILS = {
  routingNumber: '021000021',
  accountNumber: '9876543210',
  beneficiaryName: 'Juniper Landscape Studio LLC',
  beneficiaryAddress: '500 Market St, San Francisco, CA 94105',
  type: 'Checking',
  bankName: 'Evolve Bank & Trust',
  bankAddress: '6070 Poplar Ave, Memphis, TN 38119',
};

const REQUEST = {
  merchant: { name: MERCHANT, brandColor: '#0f7b5f' },
  amountInCents: 125_000,
  paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
  achDetails: ACH_DETAILS,
};

const createRequest = (request: APIRequestContext, data: Record<string, unknown> = {}) =>
  createPaymentRequest(request, REQUEST, data);

const radio = (page: Page, name: string) => page.getByRole('radio', { name });
test('@desktop choosing a method with the keyboard alone, then back', async ({ page, request }) => {
  const created = await createRequest(request);
  await page.goto(created.url);
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();

  // Tab lands on the group's selected option: card, the default.
  await tabTo(page, radio(page, 'Credit or debit card'));
  await expect(radio(page, 'Credit or debit card')).toBeChecked();

  // Arrows move and select.
  await page.keyboard.press('ArrowDown');
  await expect(radio(page, 'Pay by bank')).toBeChecked();
  await expect(radio(page, 'Pay by bank')).toBeFocused();

  // Tab leaves the group for 'More options'; Enter shows ACH and wire.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'More options' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Fewer options' })).toBeFocused();

  // Back into the group (on bank), down to wire; Space keeps it selected.
  await page.keyboard.press('Shift+Tab');
  await expect(radio(page, 'Pay by bank')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radio(page, 'ACH transfer')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radio(page, 'Wire transfer')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(radio(page, 'Wire transfer')).toBeChecked();

  // Tab past 'Fewer options' to 'Continue to payment'; Enter opens the wire step.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  const wire = page.getByRole('heading', { name: 'Wire Transfer' });
  await expect(wire).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Wire payment');

  // The back arrow is just before the heading; Enter returns with wire still chosen.
  await page.keyboard.press('Shift+Tab');
  await expect(
    page.getByRole('button', { name: 'Back to payment methods', exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeFocused();
  await expect(radio(page, 'Wire transfer')).toBeChecked();
});

test('@desktop the ACH panel copies the raw routing and account numbers and the reference', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const created = await createRequest(request, { paymentMethod: ['ACH'] });
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'ACH Transfer' })).toBeVisible();
  await expect(page.getByText('021 000 021')).toBeVisible();

  await page.getByRole('button', { name: 'Copy routing number' }).click();
  await expect(page.getByRole('tooltip')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('021000021');

  await page.getByRole('button', { name: 'Copy account number' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('9876543210');

  // The transfer's reference: the request's own, never its token.
  const { transferReference } = (await (
    await request.get(`/api/v1/collect/${created.token}`)
  ).json()) as { transferReference: string };
  await expect(page.getByText(transferReference)).toBeVisible();
  await page.getByRole('button', { name: 'Copy reference' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(transferReference);
  expect(transferReference).not.toContain(created.token);

  await page.getByRole('button', { name: 'Go back to payment methods' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
});

test('the wire panel of a request without a bank address names the banking partner', async ({
  page,
  request,
}) => {
  const created = await createRequest(request, {
    paymentMethod: ['PayByWire'],
    achDetails: { ...ACH_DETAILS, bankName: null, bankAddress: null },
  });
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Receiving bank' })).toBeVisible();
  await expect(page.getByText('Banking partner')).toBeVisible();
  await expect(page.getByText('6070 Poplar Ave, Memphis, TN 38119')).toBeVisible();
});

test("a request without account details says 'ACH details are missing!'", async ({
  page,
  request,
}) => {
  const created = await createRequest(request, { paymentMethod: ['ACH'], achDetails: null });
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert')).toContainText('ACH details are missing!');
});

test('@desktop Download PDF opens the invoice PDF in a new tab', async ({
  page,
  context,
  request,
}) => {
  const created = await createRequest(request, {
    merchantInvoice: {
      customerInvoiceId: 'INV-7',
      lineItems: [{ description: 'Garden design', quantity: 1, unitPrice: 125_000 }],
    },
  });
  await page.goto(created.url);
  const download = page.getByRole('button', { name: 'Download PDF' });
  const [tab] = await Promise.all([context.waitForEvent('page'), download.click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(download).not.toHaveAttribute('aria-busy');
  await expect(page.getByText('Failed to download invoice PDF')).toHaveCount(0);
});

test('a failed PDF download closes its tab and says so', async ({ page, context, request }) => {
  allowConsole(page, /status of 5\d\d/);
  const created = await createRequest(request, {
    merchantInvoice: {
      customerInvoiceId: 'INV-8',
      lineItems: [{ description: 'Garden design', quantity: 1, unitPrice: 125_000 }],
    },
    sandbox: { failCalls: { 'invoice/download': '500' } },
  });
  await page.goto(created.url);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  await expect(page.getByRole('alert')).toHaveText('Failed to download invoice PDF');
  await expect.poll(() => tab.isClosed()).toBe(true);
});

test('@desktop an attachment opens in a new tab with no opener and no referrer', async ({
  page,
  context,
  request,
}) => {
  const created = await createRequest(request, {
    attachments: [{ fileName: 'Planting plan.pdf' }, { fileName: 'Site photo.png' }],
  });
  await page.goto(created.url);
  await expect(page.getByRole('heading', { name: 'ATTACHMENTS' })).toBeVisible();
  const link = page.getByRole('link', { name: /Planting plan\.pdf/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  const fileRequest = context.waitForEvent(
    'request',
    (sent) => /\/api\/v1\/files\/att_[^/]+\/Planting/.test(sent.url()) && sent.method() === 'GET',
  );
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  const sent = await fileRequest;
  await expect.poll(() => tab.url()).toMatch(/\/api\/v1\/files\/att_[^/]+\/Planting/);
  expect(await sent.headerValue('referer')).toBeNull();
  expect(await tab.evaluate(() => [window.opener, document.referrer])).toEqual([null, '']);
  await expect(page.getByText('Error downloading file')).toHaveCount(0);
});
