/**
 * The address search in the demo shop, as `npm start` serves it: `?addressSearch`
 * mounts the widget with the billing address and the demo's sample lookup (apps/api/demo/shop.js).
 * An address found by search and chosen with the keyboard is paid; the payments call's
 * billingAddress is read as it leaves the page and the API's answer ('Payment complete') taken.
 */
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('an address found by search is paid with the card', async ({ page }) => {
  await page.goto('/demo/checkout?addressSearch');
  await expect(page.locator('[data-slot="card-widget"][data-status="ready"]')).toBeVisible({
    timeout: 15_000,
  });
  const frame = (title: string) =>
    page.frameLocator(`iframe[title="Iframe for secured card ${title}"]`).locator('#field');
  await frame('number').pressSequentially('4111111111111111');
  await frame('expiry date').pressSequentially('0330');
  await frame('security code').pressSequentially('737');

  const search = page.getByRole('combobox', { name: 'Find your address' });
  await search.pressSequentially('market');
  await expect(page.getByRole('option')).toHaveCount(2);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByLabel('City')).toHaveValue('San Francisco');
  await expect(page.getByLabel('State')).toHaveValue('CA');

  const payments = page.waitForRequest((call) => call.url().endsWith('/payments'));
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  const body = (await payments).postDataJSON() as { billingAddress?: Record<string, string> };
  expect(body.billingAddress).toEqual({
    street: '500 Market St',
    houseNumberOrName: '',
    postalCode: '94105',
    city: 'San Francisco',
    stateOrProvince: 'CA',
    country: 'US',
  });
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
});
