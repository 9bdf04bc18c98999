/** Renders the whole app on a memory history for tests, as `main.tsx` does (StrictMode). */
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createApiClient, PaymentDataStore } from '@paypage/checkout';
import { MOCK_TODAY } from '@paypage/checkout/mocks';
import { App } from '../app';
import { createMemoryHistory } from '../router';

export function renderApp(address: string) {
  const history = createMemoryHistory(address);
  const store = new PaymentDataStore(createApiClient());
  const view = render(
    <StrictMode>
      <App history={history} store={store} today={MOCK_TODAY} />
    </StrictMode>,
  );
  return { history, store, ...view };
}

/** Counts the calls the mock server sees, by a name of the path. */
export function callCounter(server: {
  events: { on: (event: 'request:start', listener: (args: { request: Request }) => void) => void };
}) {
  const counts = { collect: 0, linkOpened: 0, fingerprint: 0 };
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/\/collect\/[^/]+$/.test(path)) counts.collect += 1;
    if (path.endsWith('/link-opened')) counts.linkOpened += 1;
    if (path.endsWith('/fingerprint')) counts.fingerprint += 1;
  });
  return counts;
}
