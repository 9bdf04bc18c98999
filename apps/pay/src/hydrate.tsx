import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  carryFormattedTexts,
  createApiClient,
  PaymentDataStore,
  preloadFirstScreen,
} from '@paypage/checkout';
import { parsePayerPath } from '@paypage/contract/payer-urls';
import { App } from './app';
import { createBrowserHistory } from './router';
import { readPageData } from './ssr/page-data';

/**
 * A page the server rendered: hydrated with the data it was rendered from, put into the page's
 * store before the first render (nothing is fetched).
 * The lazy parts of its first screen are loaded first, so the whole screen hydrates in one pass
 * and is live at once; a press made meanwhile is replayed once, when the app is live. Were the
 * HTML and the first render to differ, React renders the page afresh (reported).
 */
const container = document.getElementById('root');
const pageData = readPageData();
if (!container) throw new Error('The page has no #root element.');

const store = new PaymentDataStore(createApiClient());
const screen = parsePayerPath(window.location.pathname)?.screen;
if (pageData) {
  store.hydrate(pageData.token, pageData.data);
  // The dates as the server formatted them: the first render builds no Intl formatter.
  carryFormattedTexts(pageData.texts);
  if (screen) await preloadFirstScreen(screen, pageData.data).catch(() => undefined);
}

/**
 * Gives the main thread back (a task boundary: input and paint can come in between): the
 * browser's scheduler.yield where there is one, else a message (no timer's clamp).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// The modules' evaluation (and lazy parts already loaded, which resolve at once) in one task, the
// hydration in the next: one long task less (TBT).
await yieldToMain();

// From here React listens on the page and answers a press itself (on a part not hydrated yet, it
// hydrates that part at once): the early-tap recorder stops here, and what it kept is pressed
// again once the page is live. Left recording, a press during the hydration was made twice.
const pressed = window.paypageEarlyActions?.take() ?? [];
const earlyActions = { take: () => pressed.splice(0) };

startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <App
        history={createBrowserHistory()}
        store={store}
        serverToday={pageData}
        earlyActions={earlyActions}
      />
    </StrictMode>,
    {
      onRecoverableError(error) {
        console.warn('paypage: the server-rendered page was rendered again in the browser', error);
      },
    },
  );
});
