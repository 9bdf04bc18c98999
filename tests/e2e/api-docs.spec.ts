/**
 * The API reference (`/docs/api`) in a real browser: Redoc renders the OpenAPI document under the
 * page's own policy, with nothing fetched from another origin and nothing in the console (the
 * sidebar badge's logo, which Redoc would fetch from its CDN, is served in the page).
 */
import { expect, test } from '@playwright/test';

test('the API reference renders the merchant API offline, under its policy @desktop', async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/docs/api');
  // A heading's name starts with its anchor link's (`tag/Merchant-API/operation/…`).
  const create = page.getByRole('heading', { name: / Create a payment request$/ });
  await expect(create).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: / Merchant API$/ })).toBeVisible();

  // The search runs in a worker started from a blob, which the policy allows. At a phone's width
  // Redoc folds the sidebar, and its search, behind a menu button.
  if (testInfo.project.name === 'desktop') {
    await page.getByPlaceholder('Search...').fill('cancel');
    await expect(
      page.getByRole('menuitem', { name: 'Cancel a payment request that has no payment' }),
    ).toBeVisible();
  }

  // The badge's logo is the page's own image (at a phone's width the sidebar holding it is folded).
  await expect(page.locator('img[alt="redocly logo"]')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml,/,
  );
  expect(elsewhere).toEqual([]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
