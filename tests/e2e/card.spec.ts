/**
 * Card payment against the local API (`npm start`'s server): the sandbox card widget, its card
 * number, expiry date and security code typed in the secured-field frames (served from their own
 * origin; Playwright types in them as a payer does), with the sandbox processor's test cards — Authorised to processing and on to the receipt once settled,
 * the 3-D Secure challenge (right code, wrong code, cancel), a refusal and Try again, a request
 * paid in another tab, a double click, and a payment made with the keyboard alone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createPaymentRequest, HELD_SETTLEMENT, settleToReceipt, tabTo } from './support/sandbox';
import { type Card, fillCard, openCardStep } from './support/card-payment';
import { cardWidget, expectFramesReady, securedInput } from './support/secured-fields';
import { pdfText } from '../../apps/api/test/support/pdf-text';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  paymentMethod: ['Card'],
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

/**
 * A request whose payment stays PROCESSING until the test settles it, so its processing screen is
 * there to be seen however slow the machine (a timer of any length is a race on a loaded one).
 */
const createRequest = (request: APIRequestContext, data: Record<string, unknown> = {}) =>
  createPaymentRequest(request, REQUEST, {
    ...data,
    sandbox: { ...HELD_SETTLEMENT, ...(data.sandbox as Record<string, unknown>) },
  });

const AUTHORISED: Card = { number: '4111111111111111' };
const CHALLENGE: Card = { number: '4212345678910006' };
const REFUSED: Card = { number: '4000000000000002' };

const secured = securedInput;

// A payer's page logs nothing in normal use: a console warning or error fails a test here.
test.use({ failOnConsole: true });

/** A compact JWE: five base64url parts. */
const JWE = /^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/;

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay $640.00' });

/** A new request, its card step, the form filled with `card`, and Pay pressed. */
async function payWith(
  page: Page,
  request: APIRequestContext,
  card: Card,
  data: Record<string, unknown> = {},
) {
  const created = await createRequest(request, data);
  await openCardStep(page, created.url);
  await fillCard(page, card);
  await payButton(page).click();
  return created;
}

/** Counts the card payments the page sends to the sandbox processor. */
function countPayments(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/sandbox\/adyen\/sessions\/[^/]+\/payments$/.test(request.url())
    ) {
      seen.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return seen;
}

async function expectProcessing(page: Page, token: string) {
  await expect(page).toHaveURL(new RegExp(`/pay/${token}/processing$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
}

test('the card step in the page has one back arrow, as every step, and it leads back', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await openCardStep(page, created.url);
  const back = page.getByRole('button', { name: 'Back to payment methods' });
  await expect(back).toHaveCount(1);
  await back.click();
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
});

test('@desktop pay with the Authorised test card: processing, then the receipt once settled', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await openCardStep(page, created.url);
  await fillCard(page, AUTHORISED);
  await expect(secured(page, 'number')).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByRole('img', { name: 'Visa' }).first()).toBeVisible();

  const historyLength = await page.evaluate(() => history.length);
  const payment = page.waitForRequest((call) => call.url().endsWith('/payments'));
  const status = page.waitForRequest((call) =>
    call.url().endsWith(`/collect/${created.token}/status`),
  );
  await payButton(page).click();
  const body = (await payment).postData() ?? '';
  expect(body).not.toContain('4111111111111111');
  expect(JSON.parse(body)).toMatchObject({
    paymentMethod: {
      type: 'scheme',
      holderName: 'Sam Rivera',
      encryptedCardNumber: expect.stringMatching(JWE),
      encryptedExpiryMonth: expect.stringMatching(JWE),
      encryptedExpiryYear: expect.stringMatching(JWE),
      encryptedSecurityCode: expect.stringMatching(JWE),
      brand: 'visa',
    },
    billingAddress: {
      street: '500 Market St',
      city: 'San Francisco',
      stateOrProvince: 'CA',
      postalCode: '94105',
      country: 'US',
    },
  });
  expect((await status).postDataJSON()).toEqual({ status: 'PROCESSING' });

  await expectProcessing(page, created.token);
  // Replaced, not pushed: Back does not return to the form that was just paid.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  await settleToReceipt(page, request, created.token);
  // The receipt names the card (brand and last four) and the processor's reference.
  const row = (label: string) =>
    page.locator('[data-slot="status-detail"]', { hasText: label }).locator('dd');
  await expect(row('Payment method')).toHaveText('Visa ending in 1111');
  await expect(row('Reference')).toHaveText(/^[0-9A-Z]{16}$/);
  const reference = (await row('Reference').textContent()) ?? '';
  // Its PDF says the same, dated in the payer's time zone.
  const link = page.getByRole('link', { name: 'Download PDF' });
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await pdf.body()));
  expect(text).toContain('Visa ending in 1111');
  expect(text).toContain(reference);
  expect(text).toMatch(/at \d{1,2}:\d{2} [AP]M E[SD]T/);
});

test('@desktop the 3-D Secure challenge: the right code pays', async ({ page, request }) => {
  const created = await payWith(page, request, CHALLENGE, {
    sandbox: { challengeWindowSize: '03' },
  });

  const challenge = page.locator('[data-slot="three-ds-challenge"]');
  await expect(challenge).toHaveAttribute('data-window-size', '03');
  await expect(
    page.getByRole('heading', { name: 'Confirm this payment with your bank' }),
  ).toBeFocused();
  const bank = page.frameLocator('iframe[title="Bank verification"]');
  await bank.getByLabel('Verification code').fill('1234');
  const details = page.waitForRequest((call) => call.url().endsWith('/paymentDetails'));
  await bank.getByRole('button', { name: 'Submit' }).click();
  const threeDSResult = ((await details).postDataJSON() as { details: { threeDSResult: string } })
    .details.threeDSResult;
  expect(JSON.parse(Buffer.from(threeDSResult, 'base64').toString('utf8'))).toEqual({
    transStatus: 'Y',
  });
  await expectProcessing(page, created.token);
});

test('the 3-D Secure challenge: a wrong code is refused, and the payer can try again', async ({
  page,
  request,
}) => {
  const created = await payWith(page, request, CHALLENGE);
  const bank = page.frameLocator('iframe[title="Bank verification"]');
  await bank.getByLabel('Verification code').fill('0000');
  await bank.getByRole('button', { name: 'Submit' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your card was declined.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectFramesReady(page);
  await expect(secured(page, 'number')).toHaveValue('');
  const state = await request.get(`/api/v1/collect/${created.token}`);
  expect(((await state.json()) as { status: string }).status).toBe('UNPAID');
});

test('the 3-D Secure challenge cancelled: the form is back as it was', async ({
  page,
  request,
}) => {
  await payWith(page, request, CHALLENGE);
  await page
    .frameLocator('iframe[title="Bank verification"]')
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(secured(page, 'number')).toBeVisible();
  await expect(secured(page, 'number')).toHaveValue('4212 3456 7891 0006');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(payButton(page)).toBeFocused();
});

test('@desktop refused, then Try again keeps what the payer typed in the page; another card pays', async ({
  page,
  request,
}) => {
  const created = await payWith(page, request, REFUSED);
  // The text says what to do, once: no 'Please try again.' after it.
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined. This can happen because of insufficient funds or an expired card. Try another card or contact your bank.Try again',
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectFramesReady(page);
  // Only the secured fields start empty.
  for (const field of ['number', 'expiry', 'code'] as const) {
    await expect(secured(page, field)).toHaveValue('');
  }
  await expect(page.getByLabel('Name on card')).toHaveValue('Sam Rivera');
  await expect(page.getByLabel('Street address')).toHaveValue('500 Market St');
  await expect(page.getByLabel('City')).toHaveValue('San Francisco');
  await expect(page.getByLabel('State')).toHaveValue('CA');
  await expect(page.getByLabel('ZIP code')).toHaveValue('94105');
  await secured(page, 'number').fill(AUTHORISED.number);
  await secured(page, 'expiry').fill('03/30');
  await secured(page, 'code').fill('737');
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  await payButton(page).click();
  await expectProcessing(page, created.token);
});

test('each secured frame: its title, its input’s placeholder and name, and the page’s label naming it', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await openCardStep(page, created.url);
  const frames = [
    ['number', 'Iframe for secured card number', '1234 5678 9012 3456', 'Card number'],
    ['expiry', 'Iframe for secured card expiry date', 'MM/YY', 'Expiry date'],
    ['code', 'Iframe for secured card security code', '3 digits', 'Security code'],
  ] as const;
  for (const [field, title, placeholder, label] of frames) {
    const frame = page.locator(`iframe[title="${title}"]`);
    await expect(frame).toHaveCount(1);
    // The page's label names the frame (an iframe is not labelable: aria-labelledby).
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('title', title);
    await expect(secured(page, field)).toHaveAttribute('placeholder', placeholder);
    await expect(secured(page, field)).toHaveAttribute('aria-label', label);
  }
});

test('@desktop a secured frame holding the focus: the page’s box around it shows the focus ring; an amex asks 4 digits', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await openCardStep(page, created.url);
  await expectFramesReady(page);
  const box = (title: string) =>
    page
      .locator('[data-slot="secured-field-box"]')
      .filter({ has: page.locator(`iframe[title="${title}"]`) });
  const numberBox = box('Iframe for secured card number');
  const outline = () => numberBox.evaluate((node) => getComputedStyle(node).outlineStyle);
  expect(await outline()).toBe('none');
  // Chromium matches no :focus-within on the page's side of a frame of another origin: the ring
  // comes from the frame's focus report.
  await secured(page, 'number').click();
  await expect(secured(page, 'number')).toBeFocused();
  await expect.poll(outline).toBe('solid');
  expect(await numberBox.evaluate((node) => node.matches(':focus-within'))).toBe(false);
  await expect(numberBox).toHaveAttribute('data-focused', '');
  // An Amex BIN: the security code's placeholder says 4 digits, as its hint does.
  await page.keyboard.type('3714');
  await expect(secured(page, 'code')).toHaveAttribute('placeholder', '4 digits');
  await expect(page.getByText('4 digits on front of card')).toBeVisible();
  // The focus moved on: the ring goes with it.
  await secured(page, 'code').click();
  await expect.poll(outline).toBe('none');
  await expect(box('Iframe for secured card security code')).toHaveAttribute('data-focused', '');
});

test('paid in another tab: This payment request has already been processed.', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await openCardStep(page, created.url);
  await fillCard(page, AUTHORISED);
  const payments = countPayments(page);
  // Meanwhile another tab paid it.
  const forced = await request.post(`/api/v1/sandbox/payment-requests/${created.token}/status`, {
    data: { status: 'PAID', methodPaidWith: 'card', datePaid: new Date().toISOString() },
  });
  expect(forced.ok()).toBe(true);
  await payButton(page).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'This payment request has already been processed.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  expect(payments).toHaveLength(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
});

test('double-clicking Pay pays once', async ({ page, request }) => {
  const created = await createRequest(request);
  await openCardStep(page, created.url);
  await fillCard(page, AUTHORISED);
  const payments = countPayments(page);
  await payButton(page).dblclick();
  await expectProcessing(page, created.token);
  expect(payments).toHaveLength(1);
});

test('@desktop a payment made with the keyboard alone', async ({ page, request }) => {
  const created = await createRequest(request);
  await page.goto(created.url);
  const continueButton = page.getByRole('button', { name: 'Continue to payment' });
  await expect(continueButton).toBeVisible();
  // Tab to Continue to payment (the card is selected by default) and press Enter.
  await tabTo(page, continueButton, 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Card payment', level: 2 })).toBeVisible();

  // From the step's Back button into the form.
  const name = page.getByLabel('Name on card');
  await expect(name).toBeVisible();
  await tabTo(page, name, 15);
  await expectFramesReady(page);
  await page.keyboard.type('Sam Rivera');
  // Tab goes into the number's frame (another origin): the keyboard types there.
  await page.keyboard.press('Tab');
  await expect(secured(page, 'number')).toBeFocused();
  await page.keyboard.type('4111111111111111');
  // A complete number moves focus on to the expiry date, and a complete date to the code.
  await expect(secured(page, 'expiry')).toBeFocused();
  await page.keyboard.type('0330');
  await expect(secured(page, 'code')).toBeFocused();
  await page.keyboard.type('737');
  // Shift-Tab goes back through the frames, and out of the first to the name.
  await page.keyboard.press('Shift+Tab');
  await expect(secured(page, 'expiry')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(secured(page, 'number')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(secured(page, 'code')).toBeFocused();
  await page.keyboard.press('Tab'); // Country: United States already
  await page.keyboard.press('Tab');
  await page.keyboard.type('500 Market St');
  await page.keyboard.press('Tab'); // Apt, suite: optional
  await page.keyboard.press('Tab');
  await page.keyboard.type('San Francisco');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('State')).toBeFocused();
  await page.keyboard.type('California');
  await expect(page.getByLabel('State')).toHaveValue('CA');
  await page.keyboard.press('Tab');
  await page.keyboard.type('94105');
  // Enter in a field submits the form.
  await page.keyboard.press('Enter');
  await expectProcessing(page, created.token);
});

test('a slow re-fetch after Authorised: Payment accepted, then a busy Pay until processing, never Pay again', async ({
  page,
  request,
}) => {
  const created = await createRequest(request);
  await openCardStep(page, created.url);
  await fillCard(page, AUTHORISED);
  // Once the payment has been made, every read of the request takes 3 s.
  let paid = false;
  page.on('request', (call) => {
    if (call.url().endsWith('/payments')) paid = true;
  });
  await page.route(`**/api/v1/collect/${created.token}`, async (route) => {
    if (paid && route.request().method() === 'GET') {
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    await route.continue();
  });
  await payButton(page).click();
  await expect(page.getByRole('button', { name: 'Payment accepted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment accepted' })).toBeHidden();
  // After its completed second the button is loading (busy), not a Pay the payer could press.
  await expect(page).toHaveURL(new RegExp(`/pay/${created.token}$`));
  await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
  await expectProcessing(page, created.token);
});
