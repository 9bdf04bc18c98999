/**
 * What the embed suites share (embed.spec, embed-cross-origin.spec): the test cards, filling the
 * card fields (in their secured frames: the widget has no card inputs of its own), watching a
 * page's requests and errors, and a plain merchant page running the README's snippet.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const TEST_CARD = { number: '4111111111111111', expiry: '0330', securityCode: '737' };
export const REFUSED_CARD = { ...TEST_CARD, number: '4000000000000002' };
export const CHALLENGE_CARD = { ...TEST_CARD, number: '4212345678910006' };

const FIELDS = [
  ['number', 'Iframe for secured card number'],
  ['expiry', 'Iframe for secured card expiry date'],
  ['securityCode', 'Iframe for secured card security code'],
] as const;

/** Types the card into the secured frames. */
export async function fillCard(page: Page, card: typeof TEST_CARD) {
  const widget = page.locator('[data-slot="card-widget"][data-status="ready"]');
  await expect(widget).toBeVisible({ timeout: 15_000 });
  for (const [key, frameTitle] of FIELDS) {
    await page
      .frameLocator(`iframe[title="${frameTitle}"]`)
      .locator('#field')
      .pressSequentially(card[key]);
  }
}

/** Every request the page makes, and every uncaught error. */
export function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { requests, errors };
}

/** The script tag's chunks loaded with its module, before the widget runs: React, the bundler's helpers. */
const FIRST_LOAD_CHUNKS = new Set(['react', 'rolldown-runtime']);

/**
 * The widget's chunks a page loaded after the first load, by the module each is named after (the
 * file name without its content hash: `chunks/session-calls-ab12cd34.js` → `session-calls`),
 * those a lazy part shares with another (named after their first module) among them.
 */
export function lazyChunks(requests: readonly string[]): string[] {
  return requests
    .map(
      (url) =>
        /\/demo\/widget\/chunks\/([a-z0-9-]+)-[a-z0-9]{8}\.js$/.exec(new URL(url).pathname)?.[1],
    )
    .filter((name): name is string => name !== undefined && !FIRST_LOAD_CHUNKS.has(name))
    .sort();
}

/**
 * A plain merchant page on the API's origin (answered by the test, so its inline script runs):
 * the README's plain-page snippet as written there (only `context` and the thank-you address
 * differ), with the card session the shop's server made; `options` adds to the snippet's.
 */
export async function plainPage(
  page: Page,
  session: Record<string, unknown>,
  {
    target = '#card-widget',
    api = '',
    pageOrigin = '',
    options = {},
  }: { target?: string; api?: string; pageOrigin?: string; options?: Record<string, unknown> } = {},
) {
  await page.route('**/merchant-page.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A shop</title>
<link rel="stylesheet" href="${api}/demo/widget/paypage-widget-0.1.0.css">
<script src="${api}/demo/widget/paypage-widget-0.1.0.js"></script></head>
<body><main><h1>A shop</h1><div id="card-widget"></div></main>
<script>
  // The card session as the shop's server has it (POST /collect/{token}/adyen/session).
  const answer = ${JSON.stringify(session)};
  const session = { ...answer.session, clientConfig: { key: answer.clientKey, environment: answer.environment } };
  window.mounted =
  Paypage.mountCardWidget('${target}', {
    session: { id: session.id, sessionData: session.sessionData }, // from your server
    clientKey: session.clientConfig.key, environment: session.clientConfig.environment,
    context: ${api ? `'${api}/api/v1'` : "location.origin + '/api/v1'"}, onPaymentCompleted: () => location.assign('#thanks'),${Object.keys(options).length ? `\n    ...${JSON.stringify(options)},` : ''}
  });
  addEventListener('hashchange', () => (document.querySelector('h1').textContent = 'Thank you'));
</script></body></html>`,
    }),
  );
  await page.goto(`${pageOrigin}/merchant-page.html`);
}

/** A card session for the demo shop's cart, made as the shop's server makes it. */
export async function demoSession(request: APIRequestContext): Promise<Record<string, unknown>> {
  const answer = await request.post('/demo/checkout/session');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}
