/**
 * A Korean card on the payer page's card step, against the local API: the scenario API
 * turns Korean authentication on for a request (`sandbox.koreanAuthenticationRequired`), the card
 * session passes it to the card widget, and the sandbox's Korean test card (4561 0000 0000 0003,
 * issuing country KR from the bin lookup) asks for the tax number and the card password's first 2
 * digits. The sandbox processor refuses a Korean card without them (docs/api-contract.md), so the
 * attempt's `koreanAuthentication` is the API's word that they arrived.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { attemptsOf } from './support/card-flows';
import { createPaymentRequest, HELD_SETTLEMENT } from './support/sandbox';
import {
  cardWidget,
  expectFramesReady,
  fillSecuredCard,
  securedInput,
} from './support/secured-fields';

const REQUEST = {
  merchant: { name: 'Seoul Stationery Co.' },
  amountInCents: 4_500,
  paymentMethod: ['Card'],
};

async function openCardStep(page: Page, request: APIRequestContext, korean: boolean) {
  const created = await createPaymentRequest(request, REQUEST, {
    sandbox: {
      ...HELD_SETTLEMENT,
      ...(korean ? { koreanAuthenticationRequired: true } : {}),
    },
  });
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment', level: 2 })).toBeVisible();
  await expectFramesReady(page);
  return created;
}

async function fillHolderAndAddress(page: Page) {
  await page.getByLabel('Name on card').fill('Min-jun Kim');
  await page.getByLabel('Street address').fill('500 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('94105');
}

test('a Korean card pays with its tax number and card password', async ({ page, request }) => {
  // A whole payment with a bin lookup and two more fields: room on a loaded machine.
  test.slow();
  const { token } = await openCardStep(page, request, true);
  await expect(page.locator('iframe[title="Iframe for secured card password"]')).toBeHidden();
  // The number first, as a payer types it: the bin lookup's answer brings the Korean fields.
  await securedInput(page, 'number').pressSequentially('4561000000000003');
  const taxNumber = page.getByLabel('Birth date (YYMMDD)');
  await expect(taxNumber).toBeVisible({ timeout: 10_000 });
  await securedInput(page, 'expiry').pressSequentially('0330');
  await securedInput(page, 'code').pressSequentially('737');
  await fillHolderAndAddress(page);
  await expect(page.locator('iframe[title="Iframe for secured card password"]')).toBeVisible();
  // Without them the form is not valid: Pay shows what is missing.
  await page.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(page.getByText('Enter the first 2 digits of the card password')).toBeVisible();
  await taxNumber.fill('900131');
  await securedInput(page, 'password').fill('12');
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  await page.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${token}/processing$`), { timeout: 10_000 });
  const [attempt] = await attemptsOf(request, token);
  expect(attempt).toMatchObject({
    method: 'card',
    outcome: 'Authorised',
    detail: { brand: 'visa', koreanAuthentication: true },
  });
});

test('without the scenario switch the Korean fields stay away', async ({ page, request }) => {
  await openCardStep(page, request, false);
  await fillSecuredCard(page, { number: '4561000000000003' });
  await expect(page.getByLabel('Name on card')).toBeVisible();
  await expect(page.getByLabel('Birth date (YYMMDD)')).toHaveCount(0);
  await expect(page.locator('iframe[title="Iframe for secured card password"]')).toHaveCount(0);
});
