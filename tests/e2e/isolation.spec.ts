/**
 * Each payment method fails on its own (item 8): a card session that cannot be created
 * leaves the page, pay by bank, ACH and wire usable and shows the card method's own error with
 * Refresh; a server error on the bank payment shows the payer's message, never the raw
 * 'Internal server error'.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { passCheckingWindow } from './support/checking';
import { createPaymentRequest, linkBank } from './support/sandbox';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  recipient: { email: 'sam@example.com', phoneNumber: '+14155550123' },
  achDetails: {
    routingNumber: '021000021',
    accountNumber: '9876543210',
    beneficiaryName: 'Bluebird Plumbing & Heating LLC',
    beneficiaryAddress: '500 Market St, San Francisco, CA 94105',
    type: 'Checking',
    bankName: 'Evolve Bank & Trust',
  },
};

const create = (request: APIRequestContext, data: Record<string, unknown>) =>
  createPaymentRequest(request, REQUEST, data);

test('a failing card session: the card step says so with Refresh, ACH stays usable', async ({
  page,
  request,
}) => {
  const created = await create(request, {
    paymentMethod: ['Card', 'ACH'],
    sandbox: { failCalls: { 'adyen/session': '500' } },
  });
  await page.goto(created.url);
  await expect(page.getByText('Failed to fetch payment data')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const cardStep = page.getByRole('region', { name: 'Card payment' });
  await expect(cardStep.getByRole('alert')).toContainText(/card payment/i);
  await expect(cardStep.getByRole('button', { name: 'Refresh' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to payment methods' }).click();
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('radio', { name: 'ACH transfer' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await expect(page.getByText('9876 5432 10')).toBeVisible();
});

test("a server error on the bank payment: 'We're sorry, something went wrong.'", async ({
  page,
  request,
}) => {
  const created = await create(request, {
    paymentMethod: ['PayByBank'],
    sandbox: { failCalls: { 'plaid/payment': '500' } },
  });
  // A 5xx leaves the outcome unknown: the page checks first (docs/payer-page.md#states), and the
  // check's 90 s pass on the page's clock when the test says.
  await page.clock.install();
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await linkBank(page);
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  await expect(page.getByText("We're checking your payment…")).toBeVisible();
  const alert = page.getByRole('alert');
  // The check ends on the failure or, were a re-read lost, on "couldn't confirm": either ends it.
  await passCheckingWindow(
    page,
    created.token,
    alert.filter({ hasText: /went wrong|couldn't confirm/ }),
  );
  await expect(alert).toContainText("We're sorry, something went wrong. Please try again.");
  await expect(alert).not.toContainText('Internal server error');
});
