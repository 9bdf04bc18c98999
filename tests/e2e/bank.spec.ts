/**
 * Pay by bank against the local API (`npm start`'s server): the sandbox bank link, the payment,
 * processing, the receipt once settled; the ACH debit limit; the automatic start of an `?email=`
 * link; a double-clicked Pay; Plaid Link's connection failure.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { allowConsole, expect, test } from './support/test';
import {
  createPaymentRequest,
  HELD_SETTLEMENT,
  linkBank,
  settleToReceipt,
} from './support/sandbox';

// A payer's page logs nothing in normal use: a console warning or error fails a test here.
test.use({ failOnConsole: true });

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  paymentMethod: ['PayByBank'],
  recipient: { email: 'sam@example.com', phoneNumber: '+14155550123' },
  // A payment stays PROCESSING until a test settles it: the processing screen is there to be
  // seen however slow the machine.
  sandbox: HELD_SETTLEMENT,
};

const createRequest = (request: APIRequestContext, data: Record<string, unknown> = {}) =>
  createPaymentRequest(request, REQUEST, data);

/** Method selection → the bank step (pay by bank is the only method, so it is selected). */
async function openBankStep(page: Page) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Bank payment', level: 2 })).toBeVisible();
}

/** Counts the pay-by-bank submissions the page sends. */
function countPayments(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/plaid/payment')) {
      seen.push(request.url());
    }
  });
  return seen;
}

test('@desktop pay by bank through the sandbox bank link, to processing, then the receipt', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await page.goto(created.url);
  const linkTokenCall = page.waitForRequest((call) => call.url().endsWith('/plaid/link-token'));
  await openBankStep(page);

  await expect(page.getByRole('heading', { name: 'Select your bank' })).toBeVisible();
  expect((await linkTokenCall).postDataJSON()).toEqual({
    paymentRequestToken: created.token,
    phoneNumber: '+14155550123',
  });
  await expect(page.locator('[data-slot="sandbox-bank-link"]')).toHaveCSS('height', '263px');

  await linkBank(page, /Plaid Saving/);
  const linked = page.locator('[data-slot="linked-bank"]');
  await expect(linked).toContainText('First Platypus Bank');
  await expect(linked).toContainText('Savings');
  await expect(linked).toContainText('•••• 1111');
  await expect(linked.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  const historyLength = await page.evaluate(() => history.length);
  const payment = page.waitForRequest((call) => call.url().endsWith('/plaid/payment'));
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  const body = (await payment).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    publicToken: expect.stringMatching(/^public-sandbox-/),
    paymentRequestToken: created.token,
    accountId: 'acc_savings_1111',
  });
  expect(body.fingerprint).toMatchObject({ deviceId: expect.stringMatching(/^[0-9a-f]{64}$/) });

  await expect(page).toHaveURL(new RegExp(`/pay/${created.token}/processing$`));
  await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
  // Replaced, not pushed: Back does not return to the form that was just paid.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  // Settled: the processing address now leads to the receipt, paid by bank.
  await settleToReceipt(page, request, created.token);
  await expect(page.getByText('Bank Payment')).toBeVisible();
});

test('the ACH debit limit: Unable to process, and another method', async ({ page, request }) => {
  allowConsole(page, /status of 422 \(Unprocessable Entity\)/);
  const created = await createRequest(request, {
    paymentMethod: ['PayByBank', 'ACH'],
    sandbox: { achDebitLimitExceeded: true },
  });
  await page.goto(created.url);
  await openBankStep(page);
  await linkBank(page);
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to process');
  await expect(alert).toContainText(
    'This client cannot receive any more payments through pay by bank. Please select another payment method.',
  );
  await page.getByRole('button', { name: 'Choose another payment method' }).click();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  // Nothing was paid.
  const state = await request.get(`/api/v1/collect/${created.token}`);
  expect(((await state.json()) as { status: string }).status).toBe('UNPAID');
});

test('@desktop an ?email= link starts pay by bank by itself, once', async ({ page, request }) => {
  // Every method allowed: without the e-mail parameter the card would be the default.
  const created = await createRequest(request, {
    paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
  });
  await page.goto(`${created.url}?email=${encodeURIComponent('sam@example.com')}`);
  await expect(page.getByRole('heading', { name: 'Bank payment', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select your bank' })).toBeVisible();

  // Back to the methods: it does not start again.
  await page.getByRole('button', { name: 'Back to payment methods' }).click();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: 'Bank payment', level: 2 })).toHaveCount(0);
});

test('without ?email= the payment form waits for the payer', async ({ page, request }) => {
  const created = await createRequest(request);
  await page.goto(created.url);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: 'Bank payment', level: 2 })).toHaveCount(0);
});

test('double-clicking Pay submits once', async ({ page, request }) => {
  const created = await createRequest(request);
  const payments = countPayments(page);
  await page.goto(created.url);
  await openBankStep(page);
  await linkBank(page);
  await page.getByRole('button', { name: 'Pay $640.00' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/pay/${created.token}/processing$`));
  await page.waitForTimeout(300);
  expect(payments).toHaveLength(1);
});

test('Plaid Link that cannot be reached: We are having issues connecting with Plaid', async ({
  page,
  request,
}) => {
  allowConsole(page, /cdn\.plaid\.com.*Content Security Policy/);
  const created = await createRequest(request);
  // A Plaid link token selects react-plaid-link; Plaid's script cannot load here (no network,
  // and the page's policy allows no other script host in sandbox mode).
  await page.route('**/api/v1/plaid/link-token', (route) =>
    route.fulfill({ json: { linkToken: 'link-sandbox-4f2c9e1a-7b3d-4c8e-9a6f-1d2e3f4a5b6c' } }),
  );
  await page.goto(created.url);
  await openBankStep(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We are having issues connecting with Plaid', {
    timeout: 25_000,
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

/** Signs in at `bank` in the sandbox bank link and picks its checking account. */
async function linkBankAt(page: Page, bank: string) {
  await page.getByRole('button', { name: bank }).click();
  await page.getByLabel('Username').fill('user_good');
  await page.getByLabel('Password').fill('pass_good');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('radio', { name: /Plaid Checking/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Authenticated bank' })).toBeVisible();
}

/** The banks whose logo the page asks for. */
function logoCallsOf(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/plaid/institution-logo')) {
      seen.push((request.postDataJSON() as { institutionId: string }).institutionId);
    }
  });
  return seen;
}

test('a bank without a logo: its neutral mark, no logo asked, nothing logged', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  const logoCalls = logoCallsOf(page);
  await page.goto(created.url);
  await openBankStep(page);
  await linkBankAt(page, 'Tartan Bank');
  const linked = page.locator('[data-slot="linked-bank"]');
  await expect(linked).toContainText('Tartan Bank');
  await expect(
    linked.locator('[data-slot="institution-logo"][data-state="placeholder"]'),
  ).toBeVisible();
  // The bank list asks for First Platypus Bank's logo; Tartan Bank's is never asked for.
  expect(logoCalls).not.toContain('ins_sandbox_tartan');
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${created.token}/processing$`));
});

test('a live bank without a logo (answered logo: null): the neutral mark, nothing logged', async ({
  page,
  request,
}) => {
  // What the API answers, in production, for a Plaid institution without a logo
  // (apps/api/test/live-providers.test.ts): the page cannot know it before asking.
  await page.route('**/api/v1/plaid/institution-logo', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"logo":null}' }),
  );
  const created = await createRequest(request);
  const logoCalls = logoCallsOf(page);
  await page.goto(created.url);
  await openBankStep(page);
  await linkBankAt(page, 'First Platypus Bank');
  const linked = page.locator('[data-slot="linked-bank"]');
  await expect(
    linked.locator('[data-slot="institution-logo"][data-state="placeholder"]'),
  ).toBeVisible();
  expect(logoCalls).toContain('ins_sandbox_first');
});
