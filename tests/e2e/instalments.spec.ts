/**
 * Instalments in the demo shop (docs/widget.md#options), as `npm start` serves it with
 * `?instalments=1`: a Visa paid in 6 instalments, a Mastercard paid revolving. The payments call's
 * body carries `installments`, and the sandbox API recorded it with the authorised attempt (read
 * back from `GET /sandbox/payment-requests/{token}/attempts` of the demo's requests: the
 * shop's server made them, the page never sees their token). Chromium's local network access
 * checks are off as in embed.spec (the frames are on localhost).
 */
import { isDeepStrictEqual } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { attemptsOf } from './support/card-flows';
import { fillCard, TEST_CARD } from './support/embed';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

/** Pays and answers the payments call's body once the page says 'Payment complete'. */
async function pay(page: Page) {
  const payments = page.waitForRequest((call) => call.url().endsWith('/payments'));
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  const body = (await payments).postDataJSON() as { installments?: unknown };
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({
    timeout: 10_000,
  });
  return body;
}

/** Whether one of the demo shop's requests has an authorised attempt with these. */
async function recorded(request: APIRequestContext, installments: unknown): Promise<boolean> {
  const answer = await request.get('/api/v1/sandbox/payment-requests');
  const { paymentRequests } = (await answer.json()) as {
    paymentRequests: { token: string; label: string | null }[];
  };
  // Every demo-shop request (the listing's order is the API's): one has it.
  const demo = paymentRequests.filter((entry) => entry.label === 'demo-shop');
  for (const { token } of demo) {
    const attempts = await attemptsOf(request, token);
    if (
      attempts.some(
        (attempt) =>
          attempt.outcome === 'Authorised' &&
          // The database's JSON keeps its own key order: compared by value.
          isDeepStrictEqual(attempt.detail.installments, installments),
      )
    )
      return true;
  }
  return false;
}

test('a Visa paid in 6 instalments: the payment data carries them, the API records them', async ({
  page,
  request,
}) => {
  await page.goto('/demo/checkout?instalments=1');
  await fillCard(page, TEST_CARD);
  const count = page.getByRole('combobox', { name: 'Number of instalments' });
  await expect(count).toHaveValue('3');
  await count.selectOption('6');
  const body = await pay(page);
  expect(body.installments).toEqual({ value: 6 });
  expect(await recorded(request, { value: 6 })).toBe(true);
});

test('a Mastercard paid revolving', async ({ page, request }) => {
  await page.goto('/demo/checkout?instalments=1');
  await fillCard(page, { ...TEST_CARD, number: '5555341244441115' });
  await page.getByRole('radio', { name: 'Revolving payment' }).click();
  const body = await pay(page);
  expect(body.installments).toEqual({ value: 1, plan: 'revolving' });
  expect(await recorded(request, { value: 1, plan: 'revolving' })).toBe(true);
});
