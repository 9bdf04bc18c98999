/**
 * A payer's card payment against a running paypage (docs/operations.md "Running with Docker"): a request made
 * with a merchant key, its page opened in Chromium, the sandbox's Authorised test card typed into
 * the secured frames, paid, and the request read back PAID through the merchant API.
 *
 *   PAYPAGE_URL=http://localhost:3000 PAYPAGE_KEY=pp_sk_… node scripts/docker/smoke.mjs
 *
 * Sandbox mode only (the test card). Prints each step and its time; exits 1 on the first failure.
 */
import { chromium } from 'playwright-core';

const base = process.env.PAYPAGE_URL ?? 'http://localhost:3000';
const key = process.env.PAYPAGE_KEY;
if (!key) throw new Error('PAYPAGE_KEY: a merchant key (npm run keys -- create --name shop)');
const started = Date.now();
const step = (text) => console.log(`${((Date.now() - started) / 1000).toFixed(1)} s  ${text}`);

const merchant = async (path, init = {}) => {
  const response = await fetch(`${base}/api/v1/merchant${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

const created = await merchant('/payment-requests', {
  method: 'POST',
  body: JSON.stringify({
    merchant: { name: 'Northwind Studio' },
    requester: { name: 'Avery Chen', email: 'avery@northwind.example' },
    recipient: { email: 'sam.rivera@example.com' },
    amountInCents: 64_000,
    description: 'Docker smoke test',
    dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    paymentMethod: ['Card'],
    processor: { type: 'ADYEN' },
  }),
});
step(`request ${created.status}: ${created.url.replace(created.token, '<token>')}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.goto(created.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.locator('[data-slot="card-widget"][data-status="ready"]').waitFor({ timeout: 30_000 });
  step('card form ready (frames from their own origin)');
  const frame = (title) => page.frameLocator(`iframe[title="${title}"]`).locator('#field');
  await page.getByLabel('Name on card').fill('Sam Rivera');
  await frame('Iframe for secured card number').fill('4111 1111 1111 1111');
  await frame('Iframe for secured card expiry date').fill('03/30');
  await frame('Iframe for secured card security code').fill('737');
  await page.getByLabel('Street address').fill('500 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('94105');
  await page.getByRole('button', { name: 'Pay $640.00' }).click();
  step('paid: waiting for the receipt');
  await page.waitForURL(/\/(processing|complete|receipt)/, { timeout: 30_000 });
  step(`page at ${new URL(page.url()).pathname.replace(created.token, '<token>')}`);
} finally {
  await browser.close();
}
for (let tries = 0; ; tries += 1) {
  const { status } = await merchant(`/payment-requests/${created.token}`);
  if (status === 'PAID') break;
  if (tries === 60) throw new Error(`the request is ${status}, not PAID`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
step('the merchant API reads it PAID');
