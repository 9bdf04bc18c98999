/**
 * The bin lookup's cards in the demo shop, as `npm start` serves it: a dual-brand card
 * paid with its non-lead brand, a Korean card with Korean authentication, a Brazilian card with a
 * CPF. Each payment's data is read as it leaves the page, and the API's sandbox processor accepts
 * it only when it carries what the card needs (the brand on the card, the tax number and the
 * encrypted card password, the CPF/CNPJ; docs/api-contract.md): 'Payment complete' is its word.
 * Chromium's local network access checks are off as in embed.spec (the frames are on localhost).
 */
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const frame = (page: Page, title: string) =>
  page.frameLocator(`iframe[title="${title}"]`).locator('#field');

async function typeCard(page: Page, number: string, { securityCode = '737' } = {}) {
  await expect(page.locator('[data-slot="card-widget"][data-status="ready"]')).toBeVisible({
    timeout: 15_000,
  });
  await frame(page, 'Iframe for secured card number').pressSequentially(number);
  await frame(page, 'Iframe for secured card expiry date').pressSequentially('0330');
  if (securityCode)
    await frame(page, 'Iframe for secured card security code').pressSequentially(securityCode);
}

/** Pays and answers the payments call's body and the page's outcome. */
async function pay(page: Page) {
  const payments = page.waitForRequest((call) => call.url().endsWith('/payments'));
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  const body = (await payments).postDataJSON() as {
    paymentMethod: Record<string, string>;
    socialSecurityNumber?: string;
  };
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  return body;
}

const JWE = /^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/;

test('a dual-brand card is paid with its non-lead brand', async ({ page }) => {
  await page.goto('/demo/checkout');
  await typeCard(page, '4035501000000008');
  const lead = page.getByRole('radio', { name: 'Carte Bancaire' });
  await expect(lead).toBeChecked();
  await page.getByRole('radio', { name: 'Visa' }).click();
  await expect(page.getByRole('radio', { name: 'Visa' })).toBeChecked();
  const body = await pay(page);
  expect(body.paymentMethod).toMatchObject({ type: 'scheme', brand: 'visa' });
  expect(JSON.stringify(body)).not.toContain('403550');
});

test('a Korean card asks for Korean authentication and pays with it', async ({ page }) => {
  await page.goto('/demo/checkout?korean');
  await expect(page.locator('iframe[title="Iframe for secured card password"]')).toBeHidden({
    timeout: 15_000,
  });
  await typeCard(page, '4561000000000003');
  const taxNumber = page.getByLabel('Birth date (YYMMDD)');
  await taxNumber.fill('900131');
  await frame(page, 'Iframe for secured card password').pressSequentially('12');
  const body = await pay(page);
  expect(body.paymentMethod).toMatchObject({
    brand: 'visa',
    taxNumber: '900131',
    encryptedPassword: expect.stringMatching(JWE),
  });
});

test('a Brazilian card asks for the CPF (auto mode, from the lookup) and pays with it', async ({
  page,
}) => {
  await page.goto('/demo/checkout');
  await typeCard(page, '4539500000000001');
  const cpf = page.getByLabel('CPF/CNPJ (optional)');
  await cpf.pressSequentially('12345678909');
  await expect(cpf).toHaveValue('123.456.789-09');
  const body = await pay(page);
  expect(body.socialSecurityNumber).toBe('123.456.789-09');
});
