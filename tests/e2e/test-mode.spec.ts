/**
 * A sandbox page says it is one (item 13): every screen of a request the local API
 * serves in sandbox mode shows the 'Test mode' badge in its header, from the server render on, so
 * no payer takes it for a real payment. (Production mode answers `mode: 'production'` and shows
 * no badge: pay-page-layout.test.tsx and status-screens.test.tsx.)
 */
import { expect, test } from './support/test';
import { createPaymentRequest, forceStatus } from './support/sandbox';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating', brandColor: '#1d4ed8' },
  amountInCents: 64_000,
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

test('@desktop every sandbox screen shows the Test mode badge, in the server-rendered HTML too', async ({
  page,
  request,
}) => {
  const badge = page.getByRole('banner').getByText('Test mode', { exact: true });

  const unpaid = await createPaymentRequest(request, REQUEST);
  const html = await (await request.get(unpaid.url)).text();
  expect(html).toContain('data-slot="test-mode-badge"');
  await page.goto(unpaid.url);
  await expect(badge).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(badge).toBeVisible();

  const canceled = await createPaymentRequest(request, REQUEST);
  await forceStatus(request, canceled.token, { status: 'CANCELED' });
  await page.goto(canceled.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('canceled');
  await expect(badge).toBeVisible();

  const paid = await createPaymentRequest(request, REQUEST);
  await forceStatus(request, paid.token, {
    status: 'PAID',
    methodPaidWith: 'card',
    datePaid: '2026-11-21T15:12:00.000Z',
  });
  await page.goto(`${paid.url}/receipt`);
  await expect(page.getByRole('heading', { name: 'Receipt of payment' })).toBeVisible();
  await expect(badge).toBeVisible();
});
