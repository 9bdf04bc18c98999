/**
 * A payment whose answer the page does not get stays unknown for the payer: "We're checking your
 * payment…" (no other method, no second payment) while the page re-reads the request, then the
 * real outcome (docs/payer-page.md#states). A gateway in front answers 504 at once while the call
 * goes on to the server (`route.fetch()` sends it, the route answers 504). The page's re-reads
 * are held until the checking state has been seen, so no step races a timer. The server's bound
 * on provider calls (PROVIDER_CALL_TIMEOUT_MS) and the sandbox bank's slow delay (SLOW_MS) are
 * set for the e2e server in tests/playwright.config.ts.
 */
import type { Page } from '@playwright/test';
import { allowConsole, expect, test } from './support/test';
import { cardWidget, expectFramesReady, fillSecuredCard } from './support/secured-fields';
import { createPaymentRequest, HELD_SETTLEMENT, linkBank } from './support/sandbox';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  recipient: { email: 'sam@example.com', phoneNumber: '+14155550123' },
  // A payment stays PROCESSING until the test settles it: the processing screen is there to be
  // seen however slow the machine.
  sandbox: HELD_SETTLEMENT,
};

const CHECKING = "We're checking your payment…";

/**
 * Calls matching `pay` reach the server while the page gets a gateway's 504 at once; from then on
 * the page's re-reads of the request wait for `release()`.
 */
async function gatewayGivesUp(page: Page, pay: RegExp, token: string) {
  let paid = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reaching: Promise<unknown>[] = [];
  allowConsole(page, /504/);
  await page.route(pay, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    paid = true;
    reaching.push(route.fetch().catch(() => null));
    await route.fulfill({ status: 504, contentType: 'text/plain', body: 'Gateway Timeout' });
  });
  await page.route(new RegExp(`/api/v1/collect/${token}$`), async (route) => {
    if (paid) await released;
    await route.fallback();
  });
  return { release, reaching };
}

async function expectChecking(page: Page) {
  await expect(page.getByText(CHECKING)).toBeVisible();
  // No other method and no second payment while the payment may be in flight.
  await expect(page.getByRole('button', { name: 'Back to payment methods' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Choose another payment method/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByText(/went wrong|declined|technical issue/)).toHaveCount(0);
}

async function expectProcessing(page: Page, token: string) {
  await expect(page).toHaveURL(new RegExp(`/pay/${token}/processing$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
  await expect(page.getByText(/went wrong|Account number/)).toHaveCount(0);
}

test('a slow bank payment behind a gateway that gives up: checking, then PROCESSING when the server’s bound passes, then PAID', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const created = await createPaymentRequest(request, REQUEST, {
    paymentMethod: ['PayByBank', 'ACH'],
    sandbox: { ...HELD_SETTLEMENT, failCalls: { 'plaid/payment': 'slow' } },
  });
  const gateway = await gatewayGivesUp(page, /\/plaid\/payment$/, created.token);
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await linkBank(page);
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  await expectChecking(page);
  gateway.release();
  // The server's bound passes with the sandbox bank still silent: PROCESSING, outcome unknown.
  await expectProcessing(page, created.token);
  // The sandbox bank answers late: until then nothing waits to settle (409), then its payment
  // waits for the test to settle it.
  await expect
    .poll(
      async () =>
        (await request.post(`/api/v1/sandbox/payment-requests/${created.token}/settle`)).status(),
      { timeout: 30_000 },
    )
    .toBe(200);
  const settled = await request.get(`/api/v1/collect/${created.token}`);
  expect(((await settled.json()) as { status: string }).status).toBe('PAID');
  await Promise.all(gateway.reaching);
});

test('a card payment whose answer is replaced by a gateway’s 504: checking, then the real outcome', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(request, REQUEST, { paymentMethod: ['Card'] });
  const gateway = await gatewayGivesUp(
    page,
    /\/sandbox\/adyen\/sessions\/[^/]+\/payments$/,
    created.token,
  );
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectFramesReady(page);
  await page.getByLabel('Name on card').fill('Sam Rivera');
  await fillSecuredCard(page, { number: '4111111111111111' });
  await page.getByLabel('Street address').fill('500 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('94105');
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  await expectChecking(page);
  await Promise.all(gateway.reaching);
  gateway.release();
  await expectProcessing(page, created.token);
});
