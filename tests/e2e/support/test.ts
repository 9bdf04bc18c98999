/**
 * Playwright's `test` with two changes:
 *
 * - a page load (`goto`, `reload`) of the app returns once the app is live, not only loaded. A
 *   payment page comes rendered from the server and the browser hydrates it after its first paint;
 *   the app marks `<html data-ready>` when it has mounted, so a test's first click reaches a live
 *   page, as a payer's does a moment after the page appears;
 * - a test fails when its page logged a hydration mismatch: the server's markup and the browser's
 *   first render differed, so React rendered the page again (apps/pay/src/hydrate.tsx logs it),
 *   or React reported the difference itself. Every journey checks that the server renders what
 *   the browser renders;
 * - with `test.use({ failOnConsole: true })`, a test fails on any console warning or error and any
 *   uncaught page error that it does not expect (`expectedConsole`: patterns of the lines it
 *   expects; `allowConsole(page, …)` within one test): a payer's page logs nothing in normal use.
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

/** Every console warning and error and every uncaught error of `page`, as lines. */
export function collectConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'warning' && type !== 'error') return;
    const { url } = message.location();
    seen.push(`${type}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

const allowed = new WeakMap<Page, RegExp[]>();

/** Console lines one test provokes on purpose (a refused call's status, a blocked script). */
export function allowConsole(page: Page, ...patterns: RegExp[]) {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

export type ConsoleOptions = {
  /** Fail the test on a console warning or error it does not expect. */
  failOnConsole: boolean;
  /** The console lines the test expects (a declined payment's 4xx, …). */
  expectedConsole: RegExp[];
};

export const test = base.extend<ConsoleOptions>({
  failOnConsole: [false, { option: true }],
  expectedConsole: [[], { option: true }],
  page: async ({ page, failOnConsole, expectedConsole }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => live(page, await goto(url, options));
    page.reload = async (options) => live(page, await reload(options));
    const seen = collectConsole(page);
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_MISMATCH.test(message.text())) mismatches.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_MISMATCH.test(error.message)) mismatches.push(error.message);
    });
    await use(page);
    expect(mismatches, 'hydration mismatches logged').toEqual([]);
    if (!failOnConsole) return;
    const unexpected = seen.filter(
      (line) =>
        ![...expectedConsole, ...(allowed.get(page) ?? [])].some((pattern) => pattern.test(line)),
    );
    expect(unexpected, 'console warnings and errors the test does not expect').toEqual([]);
  },
});

export { expect };
