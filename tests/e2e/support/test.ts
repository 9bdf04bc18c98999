/**
 * Playwright's `test` with two changes:
 * - a page load (`goto`, `reload`) of the app returns once the app is live, not only loaded. A
 *   payment page comes rendered from the server and the browser hydrates it after its first
 *   paint; the app marks `<html data-ready>` when it has mounted, so a test's first click reaches
 *   a live page, as a payer's does a moment after the page appears;
 * - a test fails when its page logged a hydration mismatch: the server's markup and the browser's
 *   first render differed, so React rendered the page again (apps/pay/src/hydrate.tsx logs it),
 *   or React reported the difference itself. Every journey checks that the server renders what
 *   the browser renders.
 */
import { test as base, expect, type Page, type Response } from '@playwright/test';

async function live(page: Page, response: Response | null): Promise<Response | null> {
  const html = (response?.headers()['content-type'] ?? '').includes('text/html');
  if (html) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return response;
}

/** What a hydration that did not match logs (ours, and React's own wording). */
export const HYDRATION_MISMATCH =
  /server-rendered page was rendered again|hydrat\w*\b[^\n]*\b(match|differ)/i;

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => live(page, await goto(url, options));
    page.reload = async (options) => live(page, await reload(options));
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_MISMATCH.test(message.text())) mismatches.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_MISMATCH.test(error.message)) mismatches.push(error.message);
    });
    await use(page);
    expect(mismatches, 'hydration mismatches logged').toEqual([]);
  },
});

export { expect };
