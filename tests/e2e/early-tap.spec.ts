/**
 * A tap before the page is live is not lost: the served page paints before any of the
 * app's code runs, so a payer can press 'see more' or 'Continue to payment' before hydration. Here
 * the app's scripts are held back, both controls are pressed while `html[data-ready]` is absent,
 * then the scripts are let through: the description is expanded and the method step is reached.
 *
 * Playwright's own `test`: the suite's `page.goto` waits for `html[data-ready]`, which never comes
 * while the app's scripts are held.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { createPaymentRequest } from './support/sandbox';

const DESCRIPTION =
  'Annual maintenance of the heating system: boiler inspection, flue gas analysis, pressure ' +
  'check, radiator bleeding and a written report for the landlord.';

/** A new ACH request with a long description ('see more'). */
const createAchRequest = (request: APIRequestContext) =>
  createPaymentRequest(request, {
    merchant: { name: 'Bluebird Plumbing & Heating', brandColor: '#1d4ed8' },
    amountInCents: 64_000,
    recipient: { email: 'sam@example.com', phoneNumber: null },
    description: DESCRIPTION,
    paymentMethod: ['ACH'],
  });

/** Opens a new request's page with every module of the app (entry and chunks) held back. */
async function openBeforeLive(page: Page, request: APIRequestContext) {
  const created = await createAchRequest(request);
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^/?]+\.js(\?|$)/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  await page.goto(created.url, { waitUntil: 'commit' });
  // The recorder (the page's one script, written into it) listens.
  await page.waitForFunction(() => 'paypageEarlyActions' in window);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  // It requests the page's entry once the page has painted: held.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-ready');
  return async () => {
    await expect(page.locator('html')).not.toHaveAttribute('data-ready');
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  };
}

async function expectExpandedOnTheAchStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'ACH Transfer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'see less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/); // no native submit ('?') on the way
}

test('@desktop a tap on see more and Continue to payment before the page is live is replayed', async ({
  page,
  request,
}) => {
  const release = await openBeforeLive(page, request);
  await page.getByRole('button', { name: 'see more' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await release();
  await expectExpandedOnTheAchStep(page);
});

test('Enter and Space before the page is live are replayed too', async ({ page, request }) => {
  const release = await openBeforeLive(page, request);
  await page.getByRole('button', { name: 'see more' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Continue to payment' }).focus();
  await page.keyboard.press('Enter');
  await release();
  await expectExpandedOnTheAchStep(page);
});

test("the app is requested after the first paint, by the page's one inline script, which its policy allows", async ({
  page,
  request,
}) => {
  const created = await createAchRequest(request);
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(created.url);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  // The served page loads no script and preloads none: its one script is written in it.
  const html = await response!.text();
  expect(/<script[^>]*\ssrc=/.test(html), 'a <script src> in the HTML').toBe(false);
  expect(/<link[^>]*modulepreload/.test(html), 'a modulepreload link in the HTML').toBe(false);
  expect(/<script data-modules="\/assets\/index-[\w-]+\.js[^"]*"/.test(html)).toBe(true);
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  // Every module of the app was requested after the first contentful paint: none is in its path.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    modules: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.modules.length).toBeGreaterThan(10);
  expect(Math.min(...timing.modules)).toBeGreaterThanOrEqual(timing.paint);
  // At low priority, the entry and the hydration's preloads alike (out of the page's critical
  // chains); what the app preloads later itself is its own business.
  const priorities = await page.evaluate(() => {
    const tag = document.querySelector('script[data-modules]')!;
    const files = ['data-modules', 'data-preload'].flatMap((name) =>
      tag.getAttribute(name)!.split(' '),
    );
    return files.map(
      (file) =>
        document.querySelector<HTMLLinkElement>(`link[href="${file}"], script[src="${file}"]`)
          ?.fetchPriority ?? 'missing',
    );
  });
  expect(priorities.length).toBeGreaterThan(10);
  expect(new Set(priorities)).toEqual(new Set(['low']));
  await page.getByRole('button', { name: 'see more' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectExpandedOnTheAchStep(page);
});

test('a press while React hydrates is answered once: React answers it, the recorder has stopped', async ({
  page,
  request,
  context,
}) => {
  const created = await createAchRequest(request);
  // A phone-speed main thread many times over: the hydration spans several frames.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  // In the first frame where React listens on the page (its root is created) and the page is not
  // live yet, 'see more' is pressed; every change of its state is kept.
  await page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { seeMoreChanges: changes });
    const tick = () => {
      if (document.documentElement.hasAttribute('data-ready')) return;
      const root = document.getElementById('root');
      if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) {
        requestAnimationFrame(tick);
        return;
      }
      const toggle = document.querySelector<HTMLElement>('[data-early-action="see-more"]')!;
      new MutationObserver(() => changes.push(toggle.getAttribute('aria-expanded')!)).observe(
        toggle,
        { attributeFilter: ['aria-expanded'] },
      );
      changes.push('pressed');
      toggle.click();
    };
    requestAnimationFrame(tick);
  });
  await page.goto(created.url);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'see less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Pressed before the page was live, expanded once and left so (not pressed again by a replay).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(
    await page.evaluate(() => (window as unknown as { seeMoreChanges: string[] }).seeMoreChanges),
  ).toEqual(['pressed', 'true']);
});
