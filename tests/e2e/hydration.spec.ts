/**
 * The server-rendered first screen hydrates in place (issue 21): nothing is logged while the page
 * becomes live, and the ids the server wrote are the ones the browser renders (the kit wires its
 * labels, hints and toggles with `useId`): every reference (aria-labelledby, aria-describedby,
 * aria-controls, a label's for) names an element of the page, on the hydrated screen and on the
 * same screen rendered again by the browser; and each id the server wrote is the one the browser's
 * render gives that element.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
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
 * Where the hydrated page's id wiring differs from the render the browser made of it. Preact
 * hydrates without touching attributes, so an id the server wrote differently stays in the page
 * while the browser wires new elements to its own: each rendered element's props are compared with
 * its element's attributes (Preact's tree: a container's `__k` is its rendered vnode, a vnode's
 * `__k` its children and `__e` its element). React DOM patches and reports a difference itself
 * (a console error, caught below), and there is nothing to walk.
 */
const idsUnlikeTheRender = (page: Page) =>
  page.evaluate(() => {
    type VNode = {
      type: unknown;
      props: Record<string, unknown>;
      __k?: (VNode | null)[];
      __e?: Element;
    };
    const root = (document.getElementById('root') as (HTMLElement & { __k?: VNode }) | null)?.__k;
    const differing: string[] = [];
    const attributes: [string, string][] = [
      ['id', 'id'],
      ['htmlFor', 'for'],
      ['for', 'for'],
      ['aria-labelledby', 'aria-labelledby'],
      ['aria-describedby', 'aria-describedby'],
      ['aria-controls', 'aria-controls'],
    ];
    const visit = (vnode: VNode | null | undefined) => {
      if (!vnode) return;
      if (typeof vnode.type === 'string' && vnode.__e instanceof Element) {
        for (const [prop, attribute] of attributes) {
          const value = vnode.props[prop];
          if (value == null || value === false) continue;
          const actual = vnode.__e.getAttribute(attribute);
          if (actual !== String(value))
            differing.push(`${attribute}: "${actual}" rendered "${value}"`);
        }
      }
      vnode.__k?.forEach(visit);
    };
    visit(root);
    return { walked: root !== undefined, differing };
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
  expect(hydrated.walked).toBe(true);
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
