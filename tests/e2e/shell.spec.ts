import { expect, test } from './support/test';

test('a payment link opens the page', async ({ page }) => {
  await page.goto('/pay/some-token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/paypage|Payment|Invoice/);
});

test('an unknown address explains what to open instead', async ({ page }) => {
  await page.goto('/not-a-payment-link');
  await expect(page.getByRole('heading', { name: 'This page doesn’t exist' })).toBeVisible();
});

test('the page is served with the security headers', async ({ request }) => {
  const response = await request.get('/pay/some-token');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('an unknown API path answers JSON 404 without a stack trace', async ({ request }) => {
  const response = await request.get('/api/v1/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Not found' });
});

test('the Latin font comes after the first paint and is the one the page uses', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/pay/some-token');
  // Nothing but the HTML before the first paint: no font preload, no font face in its stylesheet.
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Fetched once, only the Latin subset, requested after the first paint.
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const [paint, font] = await page.evaluate(() => [
    performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
    performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))
      ?.startTime ?? -1,
  ]);
  expect(font).toBeGreaterThan(paint!);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
});
