/**
 * The wallets on the payer page against the local API: a press on Google Pay or Apple
 * Pay opens the sandbox wallet sheet; the request's `sandbox.walletOutcome` chooses the outcome —
 * paid (processing, the attempt recorded for the wallet), cancelled (the form as it was, nothing
 * shown, nothing paid), unavailable and script-error (no wallet button, nothing shown), an
 * authorisation error (shown in the sheet; closing it shows the page's refusal with Try again).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createPaymentRequest, HELD_SETTLEMENT } from './support/sandbox';
import { openCardStep } from './support/card-payment';
import { attemptsOf } from './support/card-flows';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  paymentMethod: ['Card'],
};

async function openWith(page: Page, request: APIRequestContext, walletOutcome?: string) {
  const created = await createPaymentRequest(request, REQUEST, {
    sandbox: { ...HELD_SETTLEMENT, ...(walletOutcome ? { walletOutcome } : {}) },
  });
  await openCardStep(page, created.url);
  return created;
}

const walletButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Pay with ${name}` });

async function openSheet(page: Page, name: string) {
  await walletButton(page, name).click();
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Bluebird Plumbing & Heating')).toBeVisible();
  return sheet;
}

/** Counts the payments calls the page makes. */
function countPayments(page: Page) {
  const seen: unknown[] = [];
  page.on('request', (call) => {
    if (call.method() === 'POST' && /\/sessions\/[^/]+\/payments$/.test(call.url()))
      seen.push(call.postDataJSON());
  });
  return seen;
}

test('@desktop paid: the Google Pay sheet pays with its address; the page goes to processing', async ({
  page,
  request,
}) => {
  const created = await openWith(page, request);
  const payments = countPayments(page);
  const sheet = await openSheet(page, 'Google Pay');
  await sheet.getByRole('button', { name: 'Pay $640.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${created.token}/processing$`), {
    timeout: 10_000,
  });
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({
    paymentMethod: { type: 'googlepay', googlePayToken: 'sandbox', googlePayCardNetwork: 'VISA' },
    billingAddress: { houseNumberOrName: 'ZZ', firstName: 'Sam', lastName: 'Rivera' },
  });
  const attempts = await attemptsOf(request, created.token);
  expect(attempts.map(({ method, outcome }) => ({ method, outcome }))).toEqual([
    { method: 'googlePay', outcome: 'Authorised' },
  ]);
});

test('cancelled: the Apple Pay sheet closes, the card form stays, nothing shown or paid', async ({
  page,
  request,
}) => {
  await openWith(page, request);
  const payments = countPayments(page);
  const sheet = await openSheet(page, 'Apple Pay');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await expect(walletButton(page, 'Apple Pay')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Pay $640.00' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Escape cancels too.
  await openSheet(page, 'Google Pay');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(payments).toHaveLength(0);
});

for (const outcome of ['unavailable', 'script-error']) {
  test(`${outcome}: no wallet button, the card form as ever, nothing shown`, async ({
    page,
    request,
  }) => {
    await openWith(page, request, outcome);
    await expect(page.getByRole('button', { name: 'Pay $640.00' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay with/ })).toHaveCount(0);
    await expect(page.getByText('or pay with')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('authorisation error: shown in the sheet; closing it shows the refusal with Try again', async ({
  page,
  request,
}) => {
  const created = await openWith(page, request, 'authorisation-error');
  const sheet = await openSheet(page, 'Apple Pay');
  await sheet.getByRole('button', { name: 'Pay $640.00' }).click();
  await expect(sheet.getByRole('alert')).toHaveText(
    'The payment was not authorised. Try again, or pay another way.',
  );
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/^Your card was declined\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const attempts = await attemptsOf(request, created.token);
  expect(attempts.map(({ method, outcome }) => ({ method, outcome }))).toEqual([
    { method: 'applePay', outcome: 'Refused' },
  ]);
});
