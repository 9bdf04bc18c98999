/**
 * Playwright's `test` with one change: a page load (`goto`, `reload`) of the app returns once the
 * app is live, not only loaded. A payment page comes rendered from the server and the browser
 * hydrates it after its first paint; the app marks `<html data-ready>` when it has mounted, so a
 * test's first click reaches a live page, as a payer's does a moment after the page appears.
 */
import { test as base, expect, type Page, type Response } from '@playwright/test';

async function live(page: Page, response: Response | null): Promise<Response | null> {
  const html = (response?.headers()['content-type'] ?? '').includes('text/html');
  if (html) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return response;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => live(page, await goto(url, options));
    page.reload = async (options) => live(page, await reload(options));
    await use(page);
  },
});

export { expect };
