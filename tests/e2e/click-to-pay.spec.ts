/**
 * Click to Pay and the fast-checkout sign-up on the payer page's card step, against the
 * local API: the scenario API turns them on for a request (`sandbox.clickToPay`,
 * `sandbox.fastCheckout`), the sandbox Click to Pay service plays the networks (test shoppers
 * and code 654321, docs/click-to-pay.md). A recognised shopper pays with a saved card; an e-mail
 * login with the one-time code (a wrong code, a resend with its countdown, the right code); 'Not
 * you'; manual entry; NotAvailable after a slow shopper; a sign-up whose consent reaches the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { exampleFastCheckoutConfig } from '@paypage/contract/fixtures';
import { expect, test } from './support/test';
import * as flows from './support/card-flows';
import { createPaymentRequest, HELD_SETTLEMENT } from './support/sandbox';
import { cardWidget, expectFramesReady, fillSecuredCard } from './support/secured-fields';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  paymentMethod: ['Card'],
};

const pay = (page: Page) => flows.clickToPay(page).getByRole('button', { name: 'Pay $640.00' });

/** A request with the sandbox options given, its card step open. */
async function openCardStep(
  page: Page,
  request: APIRequestContext,
  sandbox: Record<string, unknown>,
) {
  const created = await createPaymentRequest(request, REQUEST, {
    sandbox: { ...HELD_SETTLEMENT, ...sandbox },
  });
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment', level: 2 })).toBeVisible();
  return created;
}

const expectProcessing = (page: Page, token: string) =>
  expect(page).toHaveURL(new RegExp(`/pay/${token}/processing$`), { timeout: 10_000 });

/** The card form's own fields, the payer page's way (holder name and billing address too). */
async function fillCardForm(page: Page) {
  await page.getByLabel('Name on card').fill('Sam Rivera');
  await fillSecuredCard(page, { number: '4111111111111111' });
  await page.getByLabel('Street address').fill('500 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('94105');
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
}

test('@desktop a recognised shopper pays with a saved card: the card reaches the API', async ({
  page,
  request,
}) => {
  const { token } = await openCardStep(page, request, {
    clickToPay: { recognisedEmail: 'sam@example.com' },
  });
  await expect(flows.clickToPay(page).getByRole('combobox', { name: 'Card' })).toHaveValue(
    'ctp-visa-4242',
  );
  // The card form waits behind 'Manual card entry'.
  await expect(page.getByLabel('Name on card')).toBeHidden();
  await pay(page).click();
  await expectProcessing(page, token);
  const [attempt] = await flows.attemptsOf(request, token);
  expect(attempt).toMatchObject({
    method: 'card',
    outcome: 'Authorised',
    detail: { brand: 'visa', clickToPay: { srcDigitalCardId: 'ctp-visa-4242' } },
  });
});

test('an e-mail login with the one-time code: a wrong code, a resend with its countdown, the right code', async ({
  page,
  request,
}) => {
  const { token } = await openCardStep(page, request, {
    clickToPay: { shopperEmail: 'sam@example.com' },
  });
  await flows.enterCodeAfterAWrongOneAndAResend(page);
  await pay(page).click();
  await expectProcessing(page, token);
});

test("'Not you' logs the shopper out: the e-mail login, which finds a new shopper not enrolled", async ({
  page,
  request,
}) => {
  await openCardStep(page, request, { clickToPay: { recognisedEmail: 'sam@example.com' } });
  await flows.notYouThenANewShopper(page);
});

test('@desktop manual card entry shows the card form, which pays with a typed card', async ({
  page,
  request,
}) => {
  const { token } = await openCardStep(page, request, {
    clickToPay: { recognisedEmail: 'sam@example.com' },
  });
  await flows.manualCardEntry(page, page.getByLabel('Name on card'));
  await expectFramesReady(page);
  await fillCardForm(page);
  await page.locator('form').getByRole('button', { name: 'Pay $640.00' }).click();
  await expectProcessing(page, token);
});

test('Click to Pay is not available after a slow shopper (over 5 s): the card form shows', async ({
  page,
  request,
}) => {
  await openCardStep(page, request, { clickToPay: { shopperEmail: 'slow@example.com' } });
  await flows.notAvailableAfterTheSlowShopper(page, page.getByLabel('Name on card'));
});

test('@desktop a sign-up with a phone number: its consent reaches the API', async ({
  page,
  request,
}) => {
  const { token } = await openCardStep(page, request, { fastCheckout: exampleFastCheckoutConfig });
  await expectFramesReady(page);
  await fillCardForm(page);
  await flows.signUpWithPhone(page);
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  await expectProcessing(page, token);
  const [attempt] = await flows.attemptsOf(request, token);
  expect(attempt?.detail.fastCheckout).toEqual({
    ...flows.SIGNED_UP,
    fastlaneSessionId: 'fl-session-1',
    consentVersion: 'v2',
  });
});
