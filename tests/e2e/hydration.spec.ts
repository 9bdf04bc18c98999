/**
 * The server-rendered first screen hydrates in place: nothing is logged while the page
 * becomes live, and the ids the server wrote are the ones the browser renders (the kit wires its
 * labels, hints and toggles with `useId`): every reference (aria-labelledby, aria-describedby,
 * aria-controls, a label's for) names an element of the page, on the hydrated screen and on the
 * same screen rendered again by the browser; and each id the server wrote is the one the browser's
 * render gives that element.
 */
import { test as plainTest, type Page } from '@playwright/test';
import { expect, HYDRATION_MISMATCH, test } from './support/test';
import { createPaymentRequest } from './support/sandbox';

const REQUEST = {
  merchant: { name: 'Juniper Landscape Studio', brandColor: '#0f7b5f' },
  amountInCents: 125_000,
  paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
  description:
    'Spring planting for the front and back gardens: soil preparation, twelve shrubs, two maples, mulch for every bed and a season of watering visits, as agreed on site.',
};

/** Every id reference on the page that names no element. */
const danglingReferences = (page: Page) =>
  page.evaluate(() => {
    const dangling: string[] = [];
    const attributes = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'];
    for (const attribute of attributes) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${attribute}="${id}"`);
        }
      }
    }
    return dangling;
  });

/**
 * Where the hydrated page's id wiring differs from the render the browser made of it. React DOM
 * in production neither patches nor reports an attribute that differs from its render while it
 * hydrates (a differing text is reported: the page is rendered again, and logged), so a differing
 * id would stay in the page while the browser wires new elements to its own. Each element React
 * hydrated holds the props it rendered for it (React DOM's `__reactProps$…` key): they are
 * compared with the element's attributes.
 */
const idsUnlikeTheRender = (page: Page) =>
  page.evaluate(() => {
    const differing: string[] = [];
    const attributes: [string, string][] = [
      ['id', 'id'],
      ['htmlFor', 'for'],
      ['aria-labelledby', 'aria-labelledby'],
      ['aria-describedby', 'aria-describedby'],
      ['aria-controls', 'aria-controls'],
    ];
    let walked = 0;
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      if (!key) continue;
      walked += 1;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]!;
      for (const [prop, attribute] of attributes) {
        const value = props[prop];
        if (value == null || value === false) continue;
        const actual = element.getAttribute(attribute);
        if (actual !== String(value))
          differing.push(`${attribute}: "${actual}" rendered "${value}"`);
      }
    }
    return { walked, differing };
  });

test('@desktop a server-rendered page hydrates silently, its ids the ones the browser renders', async ({
  page,
  request,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  const created = await createPaymentRequest(request, REQUEST);

  const response = await page.goto(created.url);
  expect(await response?.text()).toContain('id="paypage-data"');
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  expect(await danglingReferences(page)).toEqual([]);
  const hydrated = await idsUnlikeTheRender(page);
  expect(hydrated.walked).toBeGreaterThan(20);
  expect(hydrated.differing).toEqual([]);

  // The hydrated toggle controls the text it names.
  await page.getByRole('button', { name: 'see more' }).click();
  await expect(page.getByRole('button', { name: 'see less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await danglingReferences(page)).toEqual([]);
  // Nothing logged while the page became live and its first control was used (the steps below
  // log on their own: the bank step's sandbox has no institution logo).
  expect(logged).toEqual([]);

  // Into a step and back: the method selection, rendered by the browser now, is wired alike.
  await page.getByRole('radio', { name: 'Pay by bank' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Back to payment methods', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  expect(await danglingReferences(page)).toEqual([]);
  expect((await idsUnlikeTheRender(page)).differing).toEqual([]);
});

test('an id the server wrote unlike the browser’s render is found (the check above can fail)', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(request, REQUEST);
  // The server's markup with one of React's ids renamed everywhere (element and references).
  await page.route(created.url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const id = /\sid="(_R_[^"]+)"/.exec(html)?.[1];
    expect(id).toBeDefined();
    await route.fulfill({ response, body: html.replaceAll(id!, 'server-only-id') });
  });
  await page.goto(created.url);
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  expect(await danglingReferences(page)).toEqual([]);
  const { differing } = await idsUnlikeTheRender(page);
  expect(differing).toContainEqual(expect.stringMatching(/^id: "server-only-id" rendered "_R_/));
});

// Playwright's own `test`: the suite's fails any test whose page logs a mismatch, as this one must.
plainTest(
  'a server text unlike the browser’s render is logged as a hydration mismatch',
  async ({ page, request }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const created = await createPaymentRequest(request, REQUEST);
    // The markup's description changed, not the data it was rendered from (the JSON block after it).
    await page.route(created.url, async (route) => {
      const response = await route.fetch();
      const [markup, data] = (await response.text()).split('id="paypage-data"');
      expect(markup).toContain('Spring planting');
      const body = `${markup!.replace('Spring planting', 'Autumn planting')}id="paypage-data"${data}`;
      await route.fulfill({ response, body });
    });
    await page.goto(created.url);
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // React rendered the page again from the data.
    await expect(page.getByText(/Autumn planting/)).toHaveCount(0);
    expect(logged.filter((text) => HYDRATION_MISMATCH.test(text))).not.toEqual([]);
  },
);
