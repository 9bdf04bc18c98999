/**
 * A tap before the page is live is not lost (issue 21): the served page paints before any of the
 * app's code runs, so a payer can press 'see more' or 'Continue to payment' before hydration. Here
 * the app's scripts are held back, both controls are clicked while `html[data-ready]` is absent,
 * then the scripts are let through: the description is expanded and the method step is reached.
 *
 * Playwright's own `test`: the suite's `page.goto` waits for `html[data-ready]`, which never comes
 * while the app's scripts are held.
 */
import { expect, test, type Route } from '@playwright/test';
import { createPaymentRequest } from './support/sandbox';

const DESCRIPTION =
  'Annual maintenance of the heating system: boiler inspection, flue gas analysis, pressure ' +
  'check, radiator bleeding and a written report for the landlord.';

test('@desktop a tap on see more and Continue to payment before the page is live is replayed', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(request, {
    merchant: { name: 'Bluebird Plumbing & Heating', brandColor: '#1d4ed8' },
    amountInCents: 64_000,
    recipient: { email: 'sam@example.com', phoneNumber: null },
    description: DESCRIPTION,
    paymentMethod: ['ACH'],
  });

  // Hold every script of the app (the entry and its chunks) until released.
  const held: Route[] = [];
  let release = false;
  await page.route(/\/assets\/[^/?]+\.js(\?|$)/, async (route) => {
    if (release) await route.continue();
    else held.push(route);
  });

  await page.goto(created.url, { waitUntil: 'commit' });
  const html = page.locator('html');
  const seeMore = page.getByRole('button', { name: 'see more' });
  const next = page.getByRole('button', { name: 'Continue to payment' });
  // The recorder (a script of a few hundred bytes, loaded async from the page's origin) listens.
  await page.waitForFunction(() => 'paypageEarlyActions' in window);
  await expect(seeMore).toBeVisible();
  await expect(next).toBeEnabled();
  expect(held.length).toBeGreaterThan(0);

  await expect(html).not.toHaveAttribute('data-ready');
  await seeMore.click();
  await next.click();
  await expect(html).not.toHaveAttribute('data-ready');

  release = true;
  for (const route of held.splice(0)) await route.continue();

  await expect(html).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { name: 'ACH Transfer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'see less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
});
