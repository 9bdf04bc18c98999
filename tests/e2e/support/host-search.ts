/**
 * The search of the host page for card data ( b; shared by secured-isolation.spec and the
 * gift card's): everything the page's side sends and prints, and what its own script
 * can read (its HTML, every input's value, window and storage), searched for a number and its
 * runs of digits.
 */
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * What must never be seen on the page's side for `number`: the number (plain and spaced as the
 * frame shows it) and each run of six digits that reaches past the BIN (the first eight digits of
 * a 16-digit number: the only part the frames tell the page).
 */
export function forbiddenRuns(number: string, runs = true): string[] {
  const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
  const found = [number, spaced, number.slice(8)];
  if (runs)
    for (let start = 3; start + 6 <= number.length; start += 1)
      found.push(number.slice(start, start + 6));
  return found;
}

/** Everything the page's side sends and prints, from now on. */
export function watchHost(page: Page) {
  const seen: string[] = [];
  const framesOrigins = new Set<string>();
  page.on('request', (request) => {
    // The frames' own documents and scripts are loaded by the frames, not sent by the page.
    if (request.frame() !== page.mainFrame()) return;
    seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.location().url && framesOrigins.has(new URL(message.location().url).origin)) return;
    seen.push(`console ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`error ${error.message}`));
  return { seen, framesOrigins };
}

/** What the page's own script can read: its HTML, every input's value, window and storage. */
export async function hostView(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('input, select, textarea')].map(
      (field) => (field as HTMLInputElement).value,
    );
    const props: string[] = [];
    for (const key of Object.getOwnPropertyNames(window)) {
      try {
        const value = (window as unknown as Record<string, unknown>)[key];
        if (typeof value === 'string' || typeof value === 'number') props.push(`${key}=${value}`);
        else if (value && typeof value === 'object' && !(value instanceof Node))
          props.push(`${key}=${JSON.stringify(value)?.slice(0, 100_000) ?? ''}`);
      } catch {
        // not serialisable (a window, a cycle): skipped
      }
    }
    const storage = [localStorage, sessionStorage].map((store) =>
      JSON.stringify(Object.fromEntries(Object.entries(store))),
    );
    return [
      document.documentElement.outerHTML,
      ...values,
      ...props,
      ...storage,
      document.cookie,
    ].join('\n');
  });
}

export async function expectNoCardData(page: Page, seen: string[], number: string, runs = true) {
  const host = `${seen.join('\n')}\n${await hostView(page)}`;
  for (const run of forbiddenRuns(number, runs))
    expect(host, `"${run}" on the page`).not.toContain(run);
}
