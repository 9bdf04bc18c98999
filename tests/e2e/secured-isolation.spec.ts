/**
 * Card data never reaches the host page ( b): the card number, expiry date and security
 * code are typed in the secured-field frames (another origin), and the page's own JavaScript,
 * DOM, console and outgoing requests never hold the number — only its BIN, for the brand. For
 * each journey (Authorised, 3-D Secure, refused then another card, the keyboard alone, the
 * browser's autofill) every request the page sends (with its body), every console message, the
 * page's HTML and every input's value, and what the page's script can read from `window` and its
 * storage are searched for the number and for every run of six of its digits beyond the BIN.
 * A frame's document cannot be read from the page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoCardData, watchHost } from './support/host-search';
import { expect, test } from './support/test';
import { createPaymentRequest, HELD_SETTLEMENT, tabTo } from './support/sandbox';
import {
  cardWidget,
  expectFramesReady,
  fillSecuredCard,
  frameOf,
  securedInput,
} from './support/secured-fields';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  paymentMethod: ['Card'],
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

/** Authorised, with digits that do not repeat much: its runs cannot turn up by chance. */
const MASTERCARD = '5555341244441115';
const CHALLENGE = '4212345678910006';
const REFUSED = '4000000000000002';

async function openCardStep(page: Page, request: APIRequestContext) {
  const created = await createPaymentRequest(request, REQUEST, {
    sandbox: HELD_SETTLEMENT,
  });
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectFramesReady(page);
  return created;
}

async function fillHostFields(page: Page) {
  await page.getByLabel('Name on card').fill('Sam Rivera');
  await page.getByLabel('Street address').fill('500 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('94105');
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay $640.00' });

async function expectProcessing(page: Page, token: string) {
  await expect(page).toHaveURL(new RegExp(`/pay/${token}/processing$`), { timeout: 10_000 });
}

test('@desktop a frame’s document cannot be read from the page; the frames are on another origin', async ({
  page,
  request,
}) => {
  await openCardStep(page, request);
  const read = await page.evaluate(() =>
    [...document.querySelectorAll('iframe')].map((frame) => {
      let documentRead: string;
      try {
        documentRead = frame.contentDocument === null ? 'null' : 'readable';
      } catch {
        documentRead = 'throws';
      }
      let windowRead: string;
      try {
        windowRead = frame.contentWindow?.document ? 'readable' : 'null';
      } catch {
        windowRead = 'throws';
      }
      return { title: frame.title, origin: new URL(frame.src).origin, documentRead, windowRead };
    }),
  );
  expect(read).toHaveLength(3);
  for (const frame of read) {
    expect(frame.origin).not.toBe(new URL(page.url()).origin);
    expect(frame.documentRead).toBe('null');
    expect(frame.windowRead).toBe('throws');
  }
});

test('the search itself finds a number the page would hold (an input value, a window property, a request)', async ({
  page,
  request,
}) => {
  const { seen } = watchHost(page);
  await openCardStep(page, request);
  await expectNoCardData(page, seen, MASTERCARD);
  // A page that copied the card's digits past the BIN anywhere it can read would be caught.
  await page.getByLabel('Street address').fill(`Flat ${MASTERCARD.slice(9, 15)}`);
  await expect(expectNoCardData(page, seen, MASTERCARD)).rejects.toThrow(/on the page/);
  await page.getByLabel('Street address').fill('');
  await page.evaluate((number) => {
    (window as unknown as Record<string, unknown>).leaked = { card: number };
  }, MASTERCARD);
  await expect(expectNoCardData(page, seen, MASTERCARD)).rejects.toThrow(/on the page/);
  await page.evaluate(() => delete (window as unknown as Record<string, unknown>).leaked);
  await page.evaluate(
    (number) => fetch(`/api/v1/health?n=${number}`).catch(() => undefined),
    MASTERCARD,
  );
  await expect(expectNoCardData(page, seen, MASTERCARD)).rejects.toThrow(/on the page/);
});

test('@desktop Authorised: the page never holds the number, its body carries JWE only', async ({
  page,
  request,
}) => {
  const { seen, framesOrigins } = watchHost(page);
  const created = await openCardStep(page, request);
  framesOrigins.add(
    new URL((await page.locator('iframe').first().getAttribute('src')) ?? '').origin,
  );
  await fillHostFields(page);
  await fillSecuredCard(page, { number: MASTERCARD });
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  await expect(page.getByRole('img', { name: 'Mastercard' }).first()).toBeVisible();
  await expectNoCardData(page, seen, MASTERCARD);
  const payment = page.waitForRequest((call) => call.url().endsWith('/payments'));
  await payButton(page).click();
  const body = (await payment).postData() ?? '';
  expect(body).toContain('encryptedCardNumber');
  await expectProcessing(page, created.token);
  await expectNoCardData(page, seen, MASTERCARD);
});

test('3-D Secure: through the challenge, the page never holds the number', async ({
  page,
  request,
}) => {
  const { seen } = watchHost(page);
  const created = await openCardStep(page, request);
  await fillHostFields(page);
  await fillSecuredCard(page, { number: CHALLENGE });
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  await payButton(page).click();
  const bank = page.frameLocator('iframe[title="Bank verification"]');
  await bank.getByLabel('Verification code').fill('1234');
  await expectNoCardData(page, seen, CHALLENGE);
  await bank.getByRole('button', { name: 'Submit' }).click();
  await expectProcessing(page, created.token);
  await expectNoCardData(page, seen, CHALLENGE);
});

test('refused, then another card: neither number reaches the page', async ({ page, request }) => {
  const { seen } = watchHost(page);
  const created = await openCardStep(page, request);
  await fillHostFields(page);
  await fillSecuredCard(page, { number: REFUSED });
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  await payButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectFramesReady(page);
  await fillHostFields(page);
  await fillSecuredCard(page, { number: MASTERCARD });
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  await payButton(page).click();
  await expectProcessing(page, created.token);
  // The refused number is mostly zeros (runs of six zeros are everywhere): the number itself.
  await expectNoCardData(page, seen, REFUSED, false);
  await expectNoCardData(page, seen, MASTERCARD);
});

test('@desktop the keyboard alone: Tab into and through the frames, Shift-Tab back, Enter in a frame pays', async ({
  page,
  request,
}) => {
  const { seen } = watchHost(page);
  const created = await openCardStep(page, request);
  await fillHostFields(page);
  const name = page.getByLabel('Name on card');
  await tabTo(page, name, 20);
  await page.keyboard.press('Tab');
  await expect(securedInput(page, 'number')).toBeFocused();
  await page.keyboard.type(MASTERCARD);
  await expect(securedInput(page, 'expiry')).toBeFocused();
  await page.keyboard.type('0330');
  await expect(securedInput(page, 'code')).toBeFocused();
  await page.keyboard.type('737');
  await page.keyboard.press('Shift+Tab');
  await expect(securedInput(page, 'expiry')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(securedInput(page, 'number')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  // Focus moves into another origin's frame (another process) before the next key reaches it.
  await page.keyboard.press('Tab');
  await expect(securedInput(page, 'number')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(securedInput(page, 'expiry')).toBeFocused();
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
  // Enter in a frame submits the form.
  await page.keyboard.press('Enter');
  await expectProcessing(page, created.token);
  await expectNoCardData(page, seen, MASTERCARD);
});

test('autofill: the expiry the browser puts in the number frame’s catcher reaches the expiry frame', async ({
  page,
  request,
}) => {
  const { seen } = watchHost(page);
  await openCardStep(page, request);
  await securedInput(page, 'number').fill(MASTERCARD);
  // The browser's autofill fills the whole card from the number field: the hidden cc-exp input
  // beside it in the number's frame catches the expiry, relayed by the page to the expiry frame.
  await frameOf(page, 'number').locator('input[data-catch="cc-exp"]').fill('03/2030');
  await expect(securedInput(page, 'expiry')).toHaveValue('03/30');
  await frameOf(page, 'number').locator('input[data-catch="cc-name"]').fill('Sam Rivera');
  await expect(page.getByLabel('Name on card')).toHaveValue('Sam Rivera');
  await expectNoCardData(page, seen, MASTERCARD);
});
