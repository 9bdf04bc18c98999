/**
 * The wallets in the demo shop: the embedded widget with a session whose wallets the
 * shop's address turns on with their sandbox outcome (`?wallet=paid|unavailable|script-error|
 * authorisation-error`). As in embed.spec, Chromium's local network access checks are off (the
 * frames are on localhost).
 */
// Playwright's own test: the demo shop is a merchant's page, which never marks itself ready.
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { watch } from './support/embed';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

async function shop(page: Page, wallet: string) {
  const seen = watch(page);
  await page.goto(`/demo/checkout?wallet=${wallet}`);
  await expect(page.getByRole('button', { name: 'Pay $20.50' })).toBeVisible();
  return seen;
}

async function openSheet(page: Page, name: string) {
  await page.getByRole('button', { name: `Pay with ${name}` }).click();
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet.getByText('Corner Bakery')).toBeVisible();
  return sheet;
}

test('@desktop paid: the Apple Pay sheet pays and the shop completes', async ({ page }) => {
  const seen = await shop(page, 'paid');
  const sheet = await openSheet(page, 'Apple Pay');
  await sheet.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({
    timeout: 10_000,
  });
  expect(seen.errors).toEqual([]);
});

test('cancelled: the Google Pay sheet closes and the shop shows nothing', async ({ page }) => {
  const seen = await shop(page, 'paid');
  const sheet = await openSheet(page, 'Google Pay');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pay $20.50' })).toBeVisible();
  await expect(page.getByText(/The payment (was refused|did not go through)/)).toBeHidden();
  expect(seen.errors).toEqual([]);
});

for (const outcome of ['unavailable', 'script-error']) {
  test(`${outcome}: no wallet button, no error on the page`, async ({ page }) => {
    const seen = await shop(page, outcome);
    await expect(page.locator('[data-slot="card-widget"]')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByRole('button', { name: /^Pay with/ })).toHaveCount(0);
    expect(seen.errors).toEqual([]);
  });
}

test('authorisation error: shown in the sheet; closing it shows the shop its refusal', async ({
  page,
}) => {
  await shop(page, 'authorisation-error');
  const sheet = await openSheet(page, 'Google Pay');
  await sheet.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect(sheet.getByRole('alert')).toHaveText(
    'The payment was not authorised. Try again, or pay another way.',
  );
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByText('The payment was refused. Check the card details, or pay with another card.'),
  ).toBeVisible();
});
