/**
 * The server render of a payment page: the local server (apps/api) calls `renderPayPage` for
 * `/pay/{token}` and its screens, and sends the first screen as HTML with the data it was made
 * from, so the amount, who asks and the due date paint before any JavaScript has run; the browser
 * then hydrates it (main.tsx). The data is loaded into a store of this render, through the same
 * API client and rules as in the browser, against the server's own `/api/v1` (`fetchApi`, in
 * process); the render reads it from there, and so does the guard (decided once).
 */
import { StrictMode } from 'react';
import { createApiClient, PaymentDataStore, type PaymentData, type Today } from '@paypage/checkout';
import { parsePayerPath } from '@paypage/contract/payer-urls';
import { App } from './app';
import { documentTitle } from './pay/document-title';
import { createMemoryHistory } from './router';
import { pageDataScript, zoneOffsetMinutes, type PageData } from './ssr/page-data';
import { renderWhole } from './ssr/render-whole';

export type RenderPayPageOptions = {
  /** The page's address (path and query). */
  url: string;
  /** Answers `/api/v1/…` requests (absolute URLs on `http://paypage.internal`). */
  fetchApi: typeof fetch;
  /** Today for the dates and badges (the server's clock and time zone by default). */
  today?: Today;
  /** Gives up after this long: the browser then renders the page itself. */
  timeoutMs?: number;
};

export type RenderedPayPage = {
  /** 200, or 404 when the token names no payment request. */
  status: number;
  /** The document title the page sets (so the tab reads right before the script runs). */
  title: string;
  /** The markup of `#root`. */
  html: string;
  /** The `<script type="application/json">` with the data for hydration. */
  dataScript: string;
};

const INTERNAL_ORIGIN = 'http://paypage.internal';

/**
 * The server's time zone, read once: it is the process's, not the request's (reading it builds an
 * Intl formatter, about a millisecond of every render otherwise).
 */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function pageStatus(data: PaymentData): number {
  return !data.error && data.paymentRequest === null ? 404 : 200;
}

/**
 * The HTML of a payment page's first screen, or `null` when this address is not one the server
 * renders: not a payment page, or a screen the route guard leaves (the browser redirects, as it
 * does for a page it rendered itself).
 */
export async function renderPayPage(
  options: RenderPayPageOptions,
): Promise<RenderedPayPage | null> {
  const url = new URL(options.url, INTERNAL_ORIGIN);
  const match = parsePayerPath(url.pathname);
  if (!match) return null;
  const store = new PaymentDataStore(
    createApiClient({ baseUrl: `${INTERNAL_ORIGIN}/api/v1`, fetch: options.fetchApi }),
  );
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5_000);
  let data: PaymentData;
  try {
    data = await store.load(match.token, { signal });
  } catch {
    return null;
  }
  if (store.decide(match.screen, data).type !== 'render') return null;

  const today = options.today ?? { now: new Date(), timeZone: SERVER_TIME_ZONE };
  const offsetMinutes = zoneOffsetMinutes(today.now, today.timeZone);
  const pageData: PageData = { token: match.token, data, today, offsetMinutes, texts: {} };
  const { result: html, texts } = await renderWhole(
    () => (
      <StrictMode>
        <App
          history={createMemoryHistory(`${url.pathname}${url.search}`)}
          store={store}
          serverToday={pageData}
        />
      </StrictMode>
    ),
    signal,
  );
  return {
    status: pageStatus(data),
    title: documentTitle(match.screen, data),
    html,
    dataScript: pageDataScript({ ...pageData, texts }),
  };
}
