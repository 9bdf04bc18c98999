// First: starts fetching the payment request before anything else of the bundle runs.
import './early-fetch';
import '@paypage/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createBrowserHistory } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App history={createBrowserHistory()} />
  </StrictMode>,
);
