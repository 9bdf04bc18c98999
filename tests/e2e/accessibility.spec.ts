/**
 * Accessibility of the real pages (WCAG 2.2 A and AA rules of axe-core, through
 * @axe-core/playwright) against the local API: the stories already run axe on every state; this
 * runs it on whole pages as the server renders and the browser hydrates them, with the app's CSS,
 * fonts and brand colour — the main view, the card step, a status notice and the receipt.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectFramesReady } from './support/secured-fields';
import { createPaymentRequest, forceStatus } from './support/sandbox';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating', brandColor: '#1d4ed8' },
  amountInCents: 64_000,
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

/** The violations of the page as it is, one line each (rule, impact, first target). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes[0]?.target.join(' ') ?? ''}`,
  );
}

test('@desktop the main view and the card step have no WCAG 2.2 AA violation', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(request, REQUEST);
  await page.goto(created.url);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const byCard = await createPaymentRequest(request, REQUEST, { paymentMethod: ['Card'] });
  await page.goto(byCard.url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectFramesReady(page);
  expect(await violations(page)).toEqual([]);
});

test('@desktop a canceled notice and a receipt have no WCAG 2.2 AA violation', async ({
  page,
  request,
}) => {
  const canceled = await createPaymentRequest(request, REQUEST);
  await forceStatus(request, canceled.token, { status: 'CANCELED' });
  await page.goto(canceled.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('canceled');
  expect(await violations(page)).toEqual([]);

  const paid = await createPaymentRequest(request, REQUEST);
  await forceStatus(request, paid.token, {
    status: 'PAID',
    methodPaidWith: 'card',
    datePaid: '2026-11-21T15:12:00.000Z',
  });
  await page.goto(`${paid.url}/receipt`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
