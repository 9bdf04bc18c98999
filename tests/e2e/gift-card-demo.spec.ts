/**
 * Orders and partial payments in the demo shop (docs/widget.md#states): the embedded
 * widget offered gift cards (`?giftcard=1`), the sandbox's $5.00 test gift card paying part of
 * the $20.50 cart through an order, the Pay button naming the $15.50 left, a card paying the
 * rest; the API shows both payments of the order, and the request paid. The gift card's number
 * and PIN are typed in their secured frames (another origin): the merchant page's DOM, what its
 * script can read and every request it sends never hold them (secured-isolation.spec's search).
 * As in embed.spec, Chromium's local network access checks are off (the frames are on localhost).
 */
// Playwright's own test: the demo shop is a merchant's page, which never marks itself ready.
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_CLIENT_KEY } from '@paypage/contract';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { fillCard, TEST_CARD } from './support/embed';
import { expectNoCardData, hostView, watchHost } from './support/host-search';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const FIVE_DOLLARS = { number: '6036280000000035', pin: '1234' };

const giftFrame = (page: Page, title: string) =>
  page.frameLocator(`iframe[title="${title}"]`).locator('#field');

/** Types the gift card in its frames and checks its balance (by Enter in the PIN, or the button). */
async function useGiftCard(
  page: Page,
  card: { number: string; pin: string },
  submit: 'button' | 'enter' = 'button',
) {
  await page.getByRole('button', { name: 'Pay with a gift card' }).click();
  await expect(page.locator('[data-slot="gift-card-form"]')).toHaveAttribute(
    'data-status',
    'ready',
    { timeout: 15_000 },
  );
  await giftFrame(page, 'Iframe for secured gift card number').pressSequentially(card.number);
  const pin = giftFrame(page, 'Iframe for secured gift card PIN');
  await pin.pressSequentially(card.pin);
  if (submit === 'enter') await pin.press('Enter');
  else await page.getByRole('button', { name: 'Check balance' }).click();
}

/** The gift card's number, and its PIN as a value the page sent or holds. */
async function expectNoGiftCard(page: Page, seen: string[], card: { number: string; pin: string }) {
  // Mostly zeros (runs of six zeros are everywhere): the number itself, spaced too.
  await expectNoCardData(page, seen, card.number, false);
  const host = `${seen.join('\n')}\n${await hostView(page)}`;
  expect(host).not.toMatch(/"(number|cvc|pin)"\s*:\s*"\d/);
  const values = await page.evaluate(() =>
    [...document.querySelectorAll('input')].map((input) => input.value),
  );
  expect(values).not.toContain(card.pin);
}

test('a gift card pays $5.00 of the cart, a card the $15.50 left; the API shows both', async ({
  page,
  request,
}) => {
  const { seen } = watchHost(page);
  await page.goto('/demo/checkout?giftcard=1');
  await expect(page.getByRole('button', { name: 'Pay $20.50' })).toBeVisible({ timeout: 15_000 });
  await useGiftCard(page, FIVE_DOLLARS);
  await expect(page.getByText('Balance: $5.00')).toBeVisible();
  const balance = seen.find((line) => line.includes('/paymentMethodBalance'));
  expect(balance).toMatch(/"encryptedCardNumber":"[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+"/);
  expect(balance).toMatch(/"encryptedSecurityCode":"[\w-]+\./);
  const partial = page.waitForResponse((answer) => answer.url().endsWith('/payments'));
  await page.getByRole('button', { name: 'Pay $5.00 with this gift card' }).click();
  const { order } = (await (await partial).json()) as {
    order: { orderData: string; remainingAmount: { value: number } };
  };
  expect(order.remainingAmount.value).toBe(1_550);

  // The order under way: Pay names what is left, and the order shows what was paid.
  await expect(page.getByText('Left to pay', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeHidden();
  await fillCard(page, TEST_CARD);
  await page.getByRole('button', { name: 'Pay $15.50' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoGiftCard(page, seen, FIVE_DOLLARS);

  const status = await request.post(
    `/api/v1/sandbox/adyen/v1/order/status?clientKey=${SANDBOX_CLIENT_KEY}`,
    { data: { orderData: order.orderData } },
  );
  expect(await status.json()).toMatchObject({
    status: 'completed',
    amount: { value: 2_050 },
    remainingAmount: { value: 0 },
    paymentMethods: [
      { type: 'giftcard', lastFour: '0035', amount: { value: 500, currency: 'USD' } },
      { type: 'card', amount: { value: 1_550, currency: 'USD' } },
    ],
  });
});

test('the order cancelled: Pay names the whole cart again, and the gift card its $5.00', async ({
  page,
}) => {
  const { seen } = watchHost(page);
  await page.goto('/demo/checkout?giftcard=1');
  await useGiftCard(page, FIVE_DOLLARS, 'enter');
  await page.getByRole('button', { name: 'Pay $5.00 with this gift card' }).click();
  await expect(page.getByRole('button', { name: 'Pay $15.50' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel gift card payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay $20.50' })).toBeVisible();
  await useGiftCard(page, FIVE_DOLLARS);
  await expect(page.getByText('Balance: $5.00')).toBeVisible();
  await expectNoGiftCard(page, seen, FIVE_DOLLARS);
});

test('a reload keeps the order: the gift card paid $5.00, a card pays the $15.50 left, the request is paid', async ({
  page,
  request,
}) => {
  const created = page.waitForResponse((answer) => answer.url().endsWith('/demo/checkout/session'));
  await page.goto('/demo/checkout?giftcard=1');
  const { paymentRequest } = (await (await created).json()) as { paymentRequest: string };
  await useGiftCard(page, FIVE_DOLLARS);
  await page.getByRole('button', { name: 'Pay $5.00 with this gift card' }).click();
  await expect(page.getByRole('button', { name: 'Pay $15.50' })).toBeVisible();

  // The shop keeps its session, the widget the order: after the reload both are there again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pay $15.50' })).toBeVisible({ timeout: 15_000 });
  const order = page.locator('[data-slot="gift-card-order"]');
  await expect(order).toContainText('Paid with gift card');
  await expect(order).toContainText('$5.00');
  await expect(order).toContainText('$15.50');
  await fillCard(page, TEST_CARD);
  await page.getByRole('button', { name: 'Pay $15.50' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/v1/collect/${paymentRequest}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 20_000 },
    )
    .toBe('PAID');

  // Paid: a reload starts a new payment of the whole cart, with no order.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pay $20.50' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Pay with a gift card' })).toBeVisible();
});
