/**
 * Passing the page's check of an unknown outcome (docs/payer-page.md#states) on the page's clock.
 * The check re-reads the request with backoff for 90 s; each re-read has its own 60 s timeout on
 * the same clock. So the clock moves a second at a time, and only while no re-read of the request
 * is on its way: a jump while one is would fire that re-read's timeout, however slow the machine.
 * It moves until `outcome` shows, so the test never guesses how many re-reads the window holds.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

const STEP_MS = 1000;
/** Far past the 90 s window: a check still running then is a failure of the page. */
const MAX_STEPS = 200;

export async function passCheckingWindow(page: Page, token: string, outcome: Locator) {
  const reread = new RegExp(`/api/v1/collect/${token}$`);
  const onTheirWay = new Set<unknown>();
  const isReread = (request: { url(): string; method(): string }) =>
    request.method() === 'GET' && reread.test(request.url());
  page.on('request', (request) => {
    if (isReread(request)) onTheirWay.add(request);
  });
  const settled = (request: unknown) => onTheirWay.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (await outcome.isVisible()) return;
    await expect.poll(() => onTheirWay.size, { intervals: [20, 50, 100] }).toBe(0);
    await page.clock.fastForward(STEP_MS);
  }
  throw new Error(
    `The check did not end within ${(MAX_STEPS * STEP_MS) / 1000} s of the page's clock`,
  );
}
