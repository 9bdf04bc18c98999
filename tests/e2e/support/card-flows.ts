/**
 * What the Click to Pay and fast-checkout suites share (click-to-pay.spec on the payer page,
 * click-to-pay-demo.spec in the demo shop): the section, the one-time code with a wrong code and a
 * resend, the sign-up with a phone number, and the attempts the sandbox API recorded.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The sandbox Click to Pay service's one-time code (docs/click-to-pay.md). */
export const CTP_CODE = '654321';

/** The Click to Pay section. */
export const clickToPay = (page: Page) => page.getByRole('region', { name: 'Click to Pay' });

/**
 * The code sent to the shopper: a wrong one first (its message), then 'Resend code' ('Code
 * resent', then the 60 s countdown), then the right one: the cards show.
 */
export async function enterCodeAfterAWrongOneAndAResend(page: Page) {
  const section = clickToPay(page);
  await expect(section.getByText('Enter the code we sent to s••@example.com')).toBeVisible({
    timeout: 10_000,
  });
  const code = section.getByLabel('One-time code');
  await code.fill('000000');
  await section.getByRole('button', { name: 'Continue' }).click();
  // The message under the field (the section's live region says it too).
  await expect(
    section.getByText('That code is not right. Check it and try again').first(),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Resend code' }).click();
  await expect(section.getByText('Code resent').first()).toBeVisible();
  await expect(section.getByText(/Resend code in (60|59|58) s/)).toBeVisible({ timeout: 5_000 });
  await code.fill(CTP_CODE);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('combobox', { name: 'Card' })).toBeVisible();
}

/** 'Not you' on a recognised shopper: the e-mail login, where a new shopper is not found. */
export async function notYouThenANewShopper(page: Page) {
  const section = clickToPay(page);
  await section.getByRole('button', { name: 'Not you' }).click();
  const email = section.getByLabel('Email');
  await expect(email).toBeVisible();
  await email.fill('new@example.com');
  await section.getByRole('button', { name: 'Continue' }).click();
  // The message under the field (the live region says it too).
  const notFound =
    'No Click to Pay account was found for this email. Check it or enter your card details manually';
  await expect(section.getByText(notFound).first()).toBeVisible();
}

/**
 * 'Manual card entry': the card form shows with the focus in its first field (`firstField`), the
 * section folds, and one Pay button is on screen (the card form's 'Pay $…'; the wallets' 'Pay with
 * Google Pay' and the page's 'Payment request' are other buttons).
 */
export async function manualCardEntry(page: Page, firstField: Locator) {
  await clickToPay(page).getByRole('button', { name: 'Manual card entry' }).click();
  await expect(firstField).toBeFocused();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(1);
  await expect(page.locator('form').getByRole('button', { name: /^Pay \$/ })).toBeVisible();
  await expect(
    clickToPay(page).getByRole('button', { name: 'Back to Click to Pay' }),
  ).toBeVisible();
}

/** The slow shopper's calls pass the 5 s timeout: the section goes, the card form shows. */
export async function notAvailableAfterTheSlowShopper(page: Page, cardField: Locator) {
  await expect(clickToPay(page)).toBeVisible();
  await expect(clickToPay(page)).toBeHidden({ timeout: 12_000 });
  await expect(cardField).toBeVisible();
}

/** Turns the sign-up on and gives a mobile number (the card typed must be a visa or mc). */
export async function signUpWithPhone(page: Page, digits = '4155550132') {
  await page.getByRole('switch', { name: 'Save my details for faster checkout' }).click();
  await page.getByLabel('Mobile number').fill(digits);
  await expect(page.getByLabel('Mobile number')).toHaveValue('415 555 0132');
}

export type Attempt = { method: string; outcome: string; detail: Record<string, unknown> };

/** The attempts the sandbox API recorded for a request (GET …/{token}/attempts). */
export async function attemptsOf(request: APIRequestContext, token: string): Promise<Attempt[]> {
  const answer = await request.get(`/api/v1/sandbox/payment-requests/${token}/attempts`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { attempts: Attempt[] }).attempts;
}

/** The consent a sign-up with `signUpWithPhone` sends, as the API decoded and kept it. */
export const SIGNED_UP = {
  consentShown: true,
  consentGiven: true,
  telephoneNumber: '4155550132',
};
