import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { carryFormattedTexts, preloadFirstScreen } from '@paypage/checkout';
import { App } from './app';
import { payRouteFromPath } from './pay/pay-routes';
import { createBrowserHistory } from './router';
import { readPageData } from './ssr/page-data';

/**
 * A page the server rendered: hydrated with the data it was rendered from (nothing is fetched).
 * The lazy parts of its first screen are loaded first, so the whole screen hydrates in one pass
 * and is live at once; the hydration itself is a transition, done in slices that yield to the
 * browser. Were the HTML and the first render to differ, React renders the page afresh (reported).
 */
const container = document.getElementById('root');
const pageData = readPageData();
if (!container) throw new Error('The page has no #root element.');

// The dates as the server formatted them: the first render builds no Intl formatter.
if (pageData) carryFormattedTexts(pageData.texts);
const route = payRouteFromPath(window.location.pathname)?.route;
if (route && pageData) await preloadFirstScreen(route, pageData.data).catch(() => undefined);

startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <App history={createBrowserHistory()} pageData={pageData} />
    </StrictMode>,
    {
      onRecoverableError(error) {
        console.warn('paypage: the server-rendered page was rendered again in the browser', error);
      },
    },
  );
});
