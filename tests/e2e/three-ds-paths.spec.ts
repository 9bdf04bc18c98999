/**
 * The card payment's other paths against the local API, each by its sandbox test card:
 * a frictionless 3-D Secure fingerprint, a fingerprint then a challenge, a fingerprint whose
 * method page never answers (the frame's 20 s timeout, on the page's fake clock), and a redirect to the sandbox issuer and back.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createPaymentRequest, HELD_SETTLEMENT } from './support/sandbox';
import { fillCard, openCardStep } from './support/card-payment';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  paymentMethod: ['Card'],
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

async function payWith(page: Page, request: APIRequestContext, number: string) {
  const created = await createPaymentRequest(request, REQUEST, {
    sandbox: HELD_SETTLEMENT,
  });
  await openCardStep(page, created.url);
  await fillCard(page, { number });
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  return created;
}

const decoded = (value: string) => JSON.parse(Buffer.from(value, 'base64').toString('utf8'));

async function expectProcessing(page: Page, token: string) {
  await expect(page).toHaveURL(new RegExp(`/pay/${token}/processing$`), { timeout: 15_000 });
}

test('a frictionless fingerprint (4000 0000 0000 3014): the hidden frame answers Y and the payment goes on', async ({
  page,
  request,
}) => {
  const fingerprint = page.waitForRequest((call) =>
    call.url().includes('/submitThreeDS2Fingerprint?token=sandbox_paypage_local'),
  );
  const details = page.waitForRequest((call) => call.url().endsWith('/paymentDetails'));
  const created = await payWith(page, request, '4000000000003014');
  const body = (await fingerprint).postDataJSON() as { fingerprintResult: string };
  expect(decoded(body.fingerprintResult)).toEqual({ threeDSCompInd: 'Y' });
  const sent = (await details).postDataJSON() as { details: { threeDSResult: string } };
  expect(decoded(sent.details.threeDSResult)).toEqual({ transStatus: 'Y' });
  await expectProcessing(page, created.token);
});

test('a fingerprint then a challenge (4000 0000 0000 3022): the code pays', async ({
  page,
  request,
}) => {
  const created = await payWith(page, request, '4000000000003022');
  const bank = page.frameLocator('iframe[title="Bank verification"]');
  await bank.getByLabel('Verification code').fill('1234');
  await bank.getByRole('button', { name: 'Submit' }).click();
  await expectProcessing(page, created.token);
});

test('a fingerprint that never answers (4000 0000 0000 3030): after 20 s N with timeout, then paid', async ({
  page,
  request,
}) => {
  // The page's clock runs as usual until it is moved on past the frame's timeout.
  await page.clock.install();
  let sent = false;
  const fingerprint = page.waitForRequest((call) => {
    const match = call.url().includes('/submitThreeDS2Fingerprint');
    if (match) sent = true;
    return match;
  });
  const created = await payWith(page, request, '4000000000003030');
  await expect(page.locator('[data-slot="three-ds-fingerprint"]')).toHaveAttribute(
    'data-state',
    'retrievingFingerPrint',
  );
  await expect(page.getByText('Checking with your bank…')).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(page.locator('[data-slot="three-ds-fingerprint"]')).toHaveAttribute(
    'data-state',
    'retrievingFingerPrint',
  );
  expect(sent).toBe(false);
  await page.clock.fastForward(10_000);
  const body = (await fingerprint).postDataJSON() as { fingerprintResult: string };
  expect(decoded(body.fingerprintResult)).toEqual({ threeDSCompInd: 'N', errorCode: 'timeout' });
  await expectProcessing(page, created.token);
});

for (const [number, method] of [
  ['4000000000003048', 'GET'],
  ['4000000000003055', 'POST'],
] as const) {
  test(`a ${method} redirect (${number}): to the sandbox issuer, Approve, and back to pay`, async ({
    page,
    request,
  }) => {
    const created = await payWith(page, request, number);
    await expect(page).toHaveURL(/\/api\/v1\/sandbox\/issuer/, { timeout: 15_000 });
    await expect(page.locator('main')).toHaveAttribute('data-method', method);
    await expect(page.getByText('Bluebird Plumbing & Heating')).toBeVisible();
    const details = page.waitForRequest((call) => call.url().endsWith('/paymentDetails'));
    // Back on the page with the result (the page then takes it out of the address).
    const back = page.waitForRequest(
      (call) =>
        call.isNavigationRequest() &&
        new RegExp(`/pay/${created.token}\\?sessionId=CS`).test(call.url()),
    );
    await page.getByRole('button', { name: 'Approve' }).click();
    await back;
    const sent = (await details).postDataJSON() as { details: { redirectResult: string } };
    expect(sent.details.redirectResult).toMatch(/^Rr/);
    await expectProcessing(page, created.token);
  });
}

test('a redirect declined at the issuer: back on the page, the card was declined', async ({
  page,
  request,
}) => {
  await payWith(page, request, '4000000000003048');
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/issuer/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.', {
    timeout: 15_000,
  });
});

test('a reload after the return from a redirect does not send its result again', async ({
  page,
  request,
}) => {
  const created = await payWith(page, request, '4000000000003048');
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/issuer/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.', {
    timeout: 15_000,
  });
  // The return's parameters are gone from the address: a reload is a plain visit of the page.
  await expect(page).toHaveURL(new RegExp(`/pay/${created.token}$`));
  const sent: string[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith('/paymentDetails')) sent.push(call.url());
  });
  const failed: number[] = [];
  page.on('response', (answer) => {
    if (answer.status() >= 400 && answer.url().includes('/api/')) failed.push(answer.status());
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(failed).toEqual([]);
});
