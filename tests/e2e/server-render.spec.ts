/**
 * A server-rendered first load behaves like a browser-rendered one (items 10 and 12):
 * the sandbox failure switches of the token-less calls (client-info, plaid/institution-logo)
 * apply from the first load on, and attachment links in the HTML point at the page's own origin
 * (relative), never at `http://localhost/`.
 */
import { expect, test } from './support/test';
import { createPaymentRequest } from './support/sandbox';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

test('failure switches for token-less calls apply on the first, server-rendered load', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(request, REQUEST, {
    sandbox: { failCalls: { 'client-info': '500', 'plaid/institution-logo': '500' } },
  });
  const response = await page.goto(created.url);
  // Rendered on the server: the browser never called GET collect itself.
  expect(await response?.text()).toContain('id="paypage-data"');
  const statuses = await page.evaluate(async () => {
    const info = await fetch('/api/v1/client-info');
    const logo = await fetch('/api/v1/plaid/institution-logo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ institutionId: 'ins_sandbox_first' }),
    });
    return [info.status, logo.status];
  });
  expect(statuses).toEqual([500, 500]);

  // A request without switches clears them again, on a server-rendered load as well.
  const plain = await createPaymentRequest(request, REQUEST);
  await page.goto(plain.url);
  const info = await page.evaluate(async () => (await fetch('/api/v1/client-info')).status);
  expect(info).toBe(200);
});

test('attachment links in the server-rendered HTML are relative to the page', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(request, REQUEST, {
    attachments: [{ fileName: 'Planting plan.pdf' }],
  });
  const html = await (await request.get(created.url)).text();
  expect(html).not.toContain('http://localhost/');
  expect(html).toMatch(/href="\/api\/v1\/files\/att_[A-Za-z0-9_-]+\/Planting%20plan\.pdf"/);

  // Hydrated, the link stays the same and opens from the page's origin.
  await page.goto(created.url);
  const link = page.getByRole('link', { name: /Planting plan\.pdf/ });
  await expect(link).toHaveAttribute('href', /^\/api\/v1\/files\/att_/);
});

test('the first screen paints from the HTML alone: its styles come with it, no stylesheet is fetched', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(request, REQUEST);
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
  });
  // Every stylesheet request fails: a page that needed one would paint unstyled.
  await page.route(/\.css(\?|$)/, (route) => route.abort());
  await page.goto(created.url);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Bluebird Plumbing & Heating');
  const styled = await heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return { font: style.fontFamily, display: getComputedStyle(document.body).display };
  });
  // The kit's font stack (with its metric-matched fallback) applies: the styles are in the page.
  expect(styled.font).toContain('Inter Variable');
  expect(styled.font).toContain('Inter Fallback');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  expect(stylesheets).toEqual([]);
});
