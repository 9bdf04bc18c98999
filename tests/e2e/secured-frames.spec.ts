/**
 * The secured field frames as `npm start` serves them: on their own origin, announced
 * by the card session, each a document that draws its field in the kit's font, served beside it
 * (the frames' policy allows fonts from 'self' only), and framed by nobody but their parents.
 */
// Playwright's own test: a frame document is not the app, and never marks itself ready.
import { expect, test } from '@playwright/test';
import { createPaymentRequest } from './support/sandbox';

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating', brandColor: '#1d4ed8' },
  amountInCents: 64_000,
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

test('@desktop the card session names the frames’ origin; a frame draws its field in the kit’s font', async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await createPaymentRequest(request, REQUEST);
  const loaded = await request.get(`/api/v1/collect/${token}`);
  const { organizationId } = (await loaded.json()) as { organizationId: string };
  const answer = await request.post(`/api/v1/collect/${token}/adyen/session`, {
    data: { organizationId },
  });
  expect(answer.status()).toBe(200);
  const { securedFields } = (await answer.json()) as { securedFields?: { origin: string } };
  expect(securedFields?.origin).toBeDefined();
  const origin = securedFields!.origin;
  expect(origin).not.toBe(new URL(baseURL!).origin);

  const font = await request.get(`${origin}/inter-latin-wght-normal.woff2`);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');

  await page.goto(`${origin}/card-number.html`);
  const field = page.locator('#field');
  await expect(field).toHaveAttribute('autocomplete', 'cc-number');
  await field.fill('4111');
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(document.getElementById('field')!).fontFamily,
      loaded: [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
      ),
    };
  });
  expect(drawn.family).toMatch(/^"?Inter Variable"?,/);
  expect(drawn.loaded).toBe(true);
});
