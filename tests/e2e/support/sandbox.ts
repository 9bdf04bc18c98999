/**
 * What the e2e suites share: requests created, forced and settled through the local API's sandbox
 * scenario API, and moving focus with the Tab key alone.
 */
import { MAX_SETTLEMENT_DELAY_MS } from '@paypage/contract';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type Created = { token: string; url: string; trackingToken: string };

/** POST /api/v1/sandbox/payment-requests: `defaults` overridden by `data`, field by field. */
export async function createPaymentRequest(
  request: APIRequestContext,
  defaults: Record<string, unknown>,
  data: Record<string, unknown> = {},
): Promise<Created> {
  const response = await request.post('/api/v1/sandbox/payment-requests', {
    data: { ...defaults, ...data },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

/** What has focus, for failure messages: its tag and the start of its text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent?.trim().slice(0, 40)}` : '';
  });

/** Presses Tab until `target` has focus (at most `limit` times). */
export async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the target (focus: ${await focused(page)})`);
}

/**
 * The sandbox setting that keeps a payment PROCESSING past any test (the longest delay the sandbox
 * takes): a test that reads the processing screen does not race the settlement timer however
 * loaded the machine is, and `settle` settles the payment when the test says so.
 */
export const HELD_SETTLEMENT = { settlementDelayMs: MAX_SETTLEMENT_DELAY_MS } as const;

/**
 * POST /api/v1/sandbox/payment-requests/{token}/settle: settles the request's held payment now
 * (docs/sandbox.md "Scenario API"); the request's status once settled.
 */
export async function settle(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post(`/api/v1/sandbox/payment-requests/${token}/settle`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/**
 * Settles the request's held payment, then reloads its processing page once: that screen does
 * not poll, and a PAID request's processing address leads to the receipt.
 */
export async function settleToReceipt(page: Page, request: APIRequestContext, token: string) {
  await expect(page).toHaveURL(new RegExp(`/pay/${token}/processing$`));
  expect(await settle(request, token)).toBe('PAID');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/pay/${token}/receipt$`));
  await expect(page.getByRole('heading', { name: 'Receipt of payment' })).toBeVisible();
}

/** POST /api/v1/sandbox/payment-requests/{token}/status: forces the request's status. */
export async function forceStatus(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(`/api/v1/sandbox/payment-requests/${token}/status`, {
    data: body,
  });
  expect(response.ok()).toBe(true);
}

/** The sandbox bank link, from its bank list through to the linked account (step 1). */
export async function linkBank(page: Page, account: RegExp = /Plaid Checking/) {
  await page.getByRole('button', { name: 'First Platypus Bank' }).click();
  await page.getByLabel('Username').fill('user_good');
  await page.getByLabel('Password').fill('pass_good');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('radio', { name: account }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Authenticated bank' })).toBeVisible();
}
