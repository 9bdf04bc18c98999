/**
 * The script-tag build on a merchant page of another origin than the API's ( d): the
 * page at 127.0.0.1 (among the frames' parents by default, SECURED_FIELDS_PARENTS) loads the
 * widget from localhost and the session calls answer it cross-origin. The page is answered by
 * the test (not a server of the loopback address space), so Chromium's local network access
 * checks, which would stop a public page reaching localhost, are off for this file.
 */
// Playwright's own test: the merchant's page never marks itself ready.
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { demoSession, fillCard, plainPage, TEST_CARD, watch } from './support/embed';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('the script-tag build pays from a merchant page on another origin than the API’s', async ({
  page,
  request,
  baseURL,
}) => {
  const api = new URL(baseURL!).origin;
  const shop = api.replace('localhost', '127.0.0.1');
  const seen = watch(page);
  const session = await demoSession(request);
  await plainPage(page, session, { api, pageOrigin: shop });
  expect(new URL(page.url()).origin).toBe(shop);
  await fillCard(page, TEST_CARD);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  expect(seen.requests).toContain(
    `${api}/api/v1/sandbox/adyen/sessions/${(session.session as { id: string }).id}/payments`,
  );
  expect(seen.errors).toEqual([]);
});
