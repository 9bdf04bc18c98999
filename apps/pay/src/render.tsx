// First: makes the page's store and starts fetching the payment request before the rest of the
// app is evaluated.
import { pageStore } from './early-fetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createBrowserHistory } from './router';

/** A page the browser renders itself (no server render): loading screens until the data is in. */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App history={createBrowserHistory()} store={pageStore} />
  </StrictMode>,
);
