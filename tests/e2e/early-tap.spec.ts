/**
 * A tap before the page is live is not lost (issue 21): the served page paints before any of the
 * app's code runs, so a payer can press 'see more' or 'Continue to payment' before hydration. Here
 * the app's scripts are held back, both controls are pressed while `html[data-ready]` is absent,
 * then the scripts are let through: the description is expanded and the method step is reached.
 *
 * Playwright's own `test`: the suite's `page.goto` waits for `html[data-ready]`, which never comes
 * while the app's scripts are held.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { createPaymentRequest } from './support/sandbox';

const DESCRIPTION =
  'Annual maintenance of the heating system: boiler inspection, flue gas analysis, pressure ' +
  'check, radiator bleeding and a written report for the landlord.';

/** Opens a new request's page with every script of the app (entry and chunks) held back. */
/** A new ACH request with a long description ('see more'). */
const createAchRequest = (request: APIRequestContext) =>
  createPaymentRequest(request, {
    merchant: { name: 'Bluebird Plumbing & Heating', brandColor: '#1d4ed8' },
    amountInCents: 64_000,
    recipient: { email: 'sam@example.com', phoneNumber: null },
    description: DESCRIPTION,
    paymentMethod: ['ACH'],
  });

async function openBeforeLive(page: Page, request: APIRequestContext) {
  const created = await createAchRequest(request);
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^/?]+\.js(\?|$)/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  await page.goto(created.url, { waitUntil: 'commit' });
  // The recorder (a script of a few hundred bytes, loaded async from the page's origin) listens.
  await page.waitForFunction(() => 'paypageEarlyActions' in window);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  // The page's entry is requested with it (and waits for the paint), and held.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-ready');
  return async () => {
    await expect(page.locator('html')).not.toHaveAttribute('data-ready');
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  };
}

async function expectExpandedOnTheAchStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'ACH Transfer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'see less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/); // no native submit ('?') on the way
}

test('@desktop a tap on see more and Continue to payment before the page is live is replayed', async ({
  page,
  request,
}) => {
  const release = await openBeforeLive(page, request);
  await page.getByRole('button', { name: 'see more' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await release();
  await expectExpandedOnTheAchStep(page);
});

test('Enter and Space before the page is live are replayed too', async ({ page, request }) => {
  const release = await openBeforeLive(page, request);
  await page.getByRole('button', { name: 'see more' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Continue to payment' }).focus();
  await page.keyboard.press('Enter');
  await release();
  await expectExpandedOnTheAchStep(page);
});

test('the page starts without the recorder (early-actions.js not found)', async ({
  page,
  request,
}) => {
  const created = await createAchRequest(request);
  let refused = 0;
  await page.route(/\/early-actions\.js(\?|$)/, async (route) => {
    refused += 1;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  await page.goto(created.url);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  expect(refused).toBe(1);
  expect(await page.evaluate(() => 'paypageEarlyActions' in window)).toBe(false);
  await page.getByRole('button', { name: 'see more' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectExpandedOnTheAchStep(page);
});
