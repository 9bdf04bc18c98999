/**
 * Click to Pay and the fast-checkout sign-up in the demo shop: the embedded widget
 * mounted with a session whose setup turns them on (the shop's address asks for them:
 * `?ctpRecognised=`, `?ctp=`, `?fastCheckout=1`). A recognised shopper pays with a saved card;
 * the one-time code after a wrong one and a resend; 'Not you'; NotAvailable after the slow
 * shopper; manual entry; a sign-up whose consent reaches the API. As in embed.spec, Chromium's local network access checks are off (the frames are on
 * localhost).
 */
// Playwright's own test: the demo shop is a merchant's page, which never marks itself ready.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import * as flows from './support/card-flows';
import { fillCard, TEST_CARD } from './support/embed';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const complete = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 10_000 });

/**
 * The fast-checkout consent of the newest demo-shop request that has one (the shop's server made
 * the request; the page never sees its token). Only this test signs up in the demo shop (a phone
 * only, not '@desktop'), so another test's request running beside it has none.
 */
async function lastDemoConsent(request: APIRequestContext): Promise<unknown> {
  const answer = await request.get('/api/v1/sandbox/payment-requests');
  const { paymentRequests } = (await answer.json()) as {
    paymentRequests: { token: string; label: string | null }[];
  };
  const demo = paymentRequests.filter((entry) => entry.label === 'demo-shop').reverse();
  for (const { token } of demo) {
    const consent = (await flows.attemptsOf(request, token)).find((a) => a.detail.fastCheckout);
    if (consent) return consent.detail.fastCheckout;
  }
  return undefined;
}

test('@desktop a recognised shopper pays with a saved card in the demo shop', async ({ page }) => {
  await page.goto('/demo/checkout?ctpRecognised=sam@example.com');
  await flows.clickToPay(page).getByRole('button', { name: 'Pay $20.50' }).click();
  await complete(page);
});

test('the demo shop: the one-time code after a wrong one and a resend', async ({ page }) => {
  await page.goto('/demo/checkout?ctp=sam@example.com');
  await flows.enterCodeAfterAWrongOneAndAResend(page);
  await flows.clickToPay(page).getByRole('button', { name: 'Pay $20.50' }).click();
  await complete(page);
});

test("the demo shop: 'Not you' logs the shopper out", async ({ page }) => {
  await page.goto('/demo/checkout?ctpRecognised=sam@example.com');
  await flows.notYouThenANewShopper(page);
});

test('the demo shop: Click to Pay is not available after the slow shopper', async ({ page }) => {
  await page.goto('/demo/checkout?ctp=slow@example.com');
  await flows.notAvailableAfterTheSlowShopper(
    page,
    page.frameLocator('iframe[title="Iframe for secured card number"]').locator('#field'),
  );
});

test('the demo shop: manual card entry pays with the test card', async ({ page }) => {
  await page.goto('/demo/checkout?ctpRecognised=one.card@example.com');
  // The number's frame takes the focus by the host's command: the frames are ready first.
  await expect(page.locator('[data-slot="card-widget"]')).toHaveAttribute('data-status', 'ready', {
    timeout: 10_000,
  });
  await flows.manualCardEntry(
    page,
    page.frameLocator('iframe[title="Iframe for secured card number"]').locator('#field'),
  );
  await fillCard(page, TEST_CARD);
  await page.locator('form').getByRole('button', { name: 'Pay $20.50' }).click();
  await complete(page);
});

test('the demo shop: a sign-up with a phone number, its consent at the API', async ({
  page,
  request,
}) => {
  await page.goto('/demo/checkout?fastCheckout=1');
  await fillCard(page, TEST_CARD);
  await flows.signUpWithPhone(page);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  await complete(page);
  expect(await lastDemoConsent(request)).toEqual({
    ...flows.SIGNED_UP,
    fastlaneSessionId: 'demo-fastlane-session',
    consentVersion: 'v1',
  });
});
