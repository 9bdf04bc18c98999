/**
 * A stored card in the demo shop (docs/widget.md#views), as `npm start` serves it with
 * `?stored=1`: the demo shopper's 'Saved cards' list; the Visa •••• 1111 chosen shows the
 * stored-card form (the read-only expiry, the security code's frame only) and is paid with its
 * security code alone — the payments call's body carries `storedPaymentMethodId` and no card
 * number or expiry, and the sandbox API recorded the stored card with the authorised attempt.
 * The form's analytics reach the sandbox API marked `isStoredPaymentMethod` (§3), and the payment
 * carries their checkout attempt id. The Amex •••• 0002 (ContAuth only) shows the §5 error instead
 * of a form.
 */
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { attemptsOf } from './support/card-flows';

type Listed = {
  events: { checkoutAttemptId: string; event: Record<string, unknown> }[];
  payments: { checkoutAttemptId: string; method: string }[];
};

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('a saved Visa paid with its security code only: the API gets its id, no card number', async ({
  page,
  request,
}) => {
  await page.goto('/demo/checkout?stored=1');
  const saved = page.getByRole('group', { name: 'Saved cards' });
  await expect(saved.getByRole('radio', { name: /Visa •••• 1111/ })).toBeChecked();
  const widget = page.locator('[data-slot="card-widget"][data-status="ready"]');
  await expect(widget).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('03 / 30');
  await expect(widget.getByRole('textbox', { name: 'Expiry date' })).toHaveAttribute('readonly');
  await expect(page.locator('iframe[title="Iframe for secured card number"]')).toHaveCount(0);
  // Pay with no security code: its error (an analytics validationError).
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect(widget.getByText('Enter the security code', { exact: true })).toBeVisible();
  await page
    .frameLocator('iframe[title="Iframe for secured card security code"]')
    .locator('#field')
    .pressSequentially('737');
  const payments = page.waitForRequest((call) => call.url().endsWith('/payments'));
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  const body = (await payments).postDataJSON() as { paymentMethod: Record<string, unknown> };
  expect(body.paymentMethod).toMatchObject({
    type: 'scheme',
    storedPaymentMethodId: 'sc_demo_visa_1111',
    brand: 'visa',
  });
  expect(body.paymentMethod.encryptedSecurityCode).toEqual(expect.any(String));
  expect(Object.keys(body.paymentMethod)).not.toContain('encryptedCardNumber');
  expect(Object.keys(body.paymentMethod)).not.toContain('encryptedExpiryMonth');
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({
    timeout: 10_000,
  });

  const answer = await request.get('/api/v1/sandbox/payment-requests');
  const { paymentRequests } = (await answer.json()) as {
    paymentRequests: { token: string; label: string | null }[];
  };
  const demo = paymentRequests.filter((entry) => entry.label === 'demo-shop');
  const attempts = (await Promise.all(demo.map(({ token }) => attemptsOf(request, token)))).flat();
  // The stored card's analytics, in the API (sent with the submit).
  const listed = async () =>
    (
      await Promise.all(
        demo.map(async ({ token }) => {
          const listing = await request.get(`/api/v1/sandbox/payment-requests/${token}/analytics`);
          return (await listing.json()) as Listed;
        }),
      )
    ).reduce<Listed>(
      (all, one) => ({
        events: [...all.events, ...one.events],
        payments: [...all.payments, ...one.payments],
      }),
      { events: [], payments: [] },
    );
  const storedTypes = async () =>
    (await listed()).events
      .filter(({ event }) => event.isStoredPaymentMethod === true)
      .map(({ event }) => `${String(event.type)} ${String(event.target ?? event.brand)}`);
  await expect
    .poll(storedTypes, { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        'rendered visa',
        'validationError encryptedSecurityCode',
        'focus encryptedSecurityCode',
        'unfocus encryptedSecurityCode',
        'submit visa',
      ]),
    );
  const analytics = await listed();
  const { events } = analytics;
  const submit = events.find(({ event }) => event.type === 'submit' && event.isStoredPaymentMethod);
  expect(analytics.payments).toContainEqual(
    expect.objectContaining({ checkoutAttemptId: submit?.checkoutAttemptId, method: 'scheme' }),
  );
  // The security code nowhere (beside an id or a timestamp, where digits are chance).
  const recorded = events.map(({ event: { id: _id, timestamp: _t, ...rest } }) => rest);
  expect(JSON.stringify(recorded)).not.toContain('737');
  expect(
    attempts.some(
      (attempt) =>
        attempt.outcome === 'Authorised' &&
        attempt.detail.storedPaymentMethodId === 'sc_demo_visa_1111',
    ),
  ).toBe(true);
});

test('a saved card without Ecommerce shows the error, not a form', async ({ page }) => {
  await page.goto('/demo/checkout?stored=1');
  await page.getByRole('radio', { name: /American Express •••• 0002/ }).check();
  await expect(page.locator('[data-stored-card-error="notEcommerce"]')).toContainText(
    'This saved card can’t be used for this payment.',
  );
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
});
