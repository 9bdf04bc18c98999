/**
 * A lost pay answer: the server accepted the payment but its answer never reached the page. The
 * page re-reads the request before it says anything and follows it: the payment went through, so
 * the processing screen, never a failure. A request still payable is checked ("We're checking
 * your payment…") until the check's window is over (the page's clock moved on here). The answer is dropped after the
 * server has it (`route.fetch()` sends the call on, then the route aborts), for the card payment,
 * the card flow's status update and pay by bank.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cardWidget, expectFramesReady, fillSecuredCard } from './support/secured-fields';
import { passCheckingWindow } from './support/checking';
import { createPaymentRequest, HELD_SETTLEMENT, linkBank } from './support/sandbox';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  recipient: { email: 'sam@example.com', phoneNumber: '+14155550123' },
  sandbox: HELD_SETTLEMENT,
};

const CHECKING = "We're checking your payment…";
/** Past the page's check of an unknown outcome (90 s, docs/payer-page.md#states). */
const CHECK_OVER_MS = 95_000;

const create = (request: APIRequestContext, paymentMethod: string[]) =>
  createPaymentRequest(request, REQUEST, { paymentMethod });

/** Lets calls matching `url` reach the server, then drops their answers. */
async function dropAnswers(page: Page, url: RegExp, dropped = () => {}) {
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    dropped();
    await route.abort('connectionreset');
  });
}

async function payByCard(page: Page, url: string, number = '4111111111111111') {
  await page.goto(url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectFramesReady(page);
  await page.getByLabel('Name on card').fill('Sam Rivera');
  await fillSecuredCard(page, { number });
  await page.getByLabel('Street address').fill('500 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('94105');
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
}

async function expectProcessing(page: Page, token: string) {
  await expect(page).toHaveURL(new RegExp(`/pay/${token}/processing$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
  await expect(page.getByText(/declined|technical issue|went wrong/)).toHaveCount(0);
}

test('a card payment whose answer is lost goes to processing, not a failure', async ({
  page,
  request,
}) => {
  const created = await create(request, ['Card']);
  await dropAnswers(page, /\/sandbox\/adyen\/sessions\/[^/]+\/payments$/);
  await payByCard(page, created.url);
  await expectProcessing(page, created.token);
});

test('a card payment whose answer is lost, the request still payable: checking, then, the check over, the failure and Try again', async ({
  page,
  request,
}) => {
  const created = await create(request, ['Card']);
  await dropAnswers(page, /\/sandbox\/adyen\/sessions\/[^/]+\/payments$/);
  // The page's clock: the check's 90 s pass when the test says.
  await page.clock.install();
  // A refused card: the sandbox refuses it, the request stays payable.
  await payByCard(page, created.url, '4000000000000002');
  await expect(page.getByText(CHECKING)).toBeVisible();
  await expect(page.getByText(/technical issue/)).toHaveCount(0);
  await passCheckingWindow(page, created.token, page.getByText(/technical issue|couldn't confirm/));
  await expect(page.getByText(/technical issue/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a lost answer and re-reads failing through the check: the outcome is not known yet, with Refresh', async ({
  page,
  request,
}) => {
  const created = await create(request, ['Card']);
  let paid = false;
  await dropAnswers(page, /\/sandbox\/adyen\/sessions\/[^/]+\/payments$/, () => {
    paid = true;
  });
  await page.route(new RegExp(`/api/v1/collect/${created.token}$`), (route) =>
    paid ? route.abort('connectionreset') : route.fallback(),
  );
  await page.clock.install();
  await payByCard(page, created.url);
  await expect(page.getByText(CHECKING)).toBeVisible();
  await page.clock.fastForward(CHECK_OVER_MS);
  await expect(page.getByText(/couldn't confirm your payment yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByText(/declined|failed/i)).toHaveCount(0);
});

test('a status update whose answer is lost goes to processing', async ({ page, request }) => {
  const created = await create(request, ['Card']);
  await dropAnswers(page, new RegExp(`/collect/${created.token}/status$`));
  await payByCard(page, created.url);
  await expectProcessing(page, created.token);
  await expect(page.getByText(/encountered a technical issue/)).toHaveCount(0);
});

test('a pay-by-bank payment whose answer is lost goes to processing', async ({ page, request }) => {
  const created = await create(request, ['PayByBank', 'ACH']);
  await dropAnswers(page, /\/plaid\/payment$/);
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await linkBank(page);
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  await expectProcessing(page, created.token);
  await expect(page.getByText(/Account number/)).toHaveCount(0);
});
