import * as React from 'react';
import {
  ApiClientProvider,
  getDefaultApiClient,
  systemToday,
  TodayProvider,
  type ApiClient,
  type Today,
} from '@paypage/checkout';
import { InitialPaymentDataProvider } from './pay/initial-payment-data';
import { useFocusOnNavigation } from './pay/use-focus-on-navigation';
import { Router, type History } from './router';
import { routes } from './routes';
import { NotFoundPage } from './shell/not-found-page';
import { UnexpectedError } from './shell/unexpected-error';
import type { PageData } from './ssr/page-data';

export type AppProps = {
  /** The browser's history, or a memory history (stories, tests). */
  history: History;
  /** The API client (the page's same-origin `/api/v1` one by default). */
  client?: ApiClient;
  /** Today for every date and badge (the browser's clock, read once, by default). */
  today?: Today;
  /**
   * What the server rendered this page with (hydration): its payment data, used instead of a
   * first fetch, and its today, used for the first render only (then the browser's clock).
   */
  pageData?: PageData | null;
};

const notFound = <NotFoundPage />;
const errorElement = (error: Error) => <UnexpectedError error={error} />;

/** The page: providers that do not depend on the address, then the routes. */
export function App({ history, client, today, pageData }: AppProps) {
  const [startedToday, setStartedToday] = React.useState(
    () => today ?? pageData?.today ?? systemToday(),
  );
  // Hydrated: the first render used the server's today, so it matched the HTML. Where the payer's
  // clock stands at another UTC offset than the server's zone, the payer's day may differ (a
  // badge such as 'Due today'): then the payer's clock and zone take over, in a transition.
  // Otherwise nothing re-renders, and nothing reads the payer's zone name now (the first Intl
  // date formatter of a page load costs about 25 ms of main thread).
  const hydratedWith = React.useRef(pageData);
  React.useEffect(() => {
    const server = hydratedWith.current;
    hydratedWith.current = undefined;
    if (!server || today) return;
    const payerOffset = -server.today.now.getTimezoneOffset();
    if (payerOffset !== server.offsetMinutes) {
      React.startTransition(() => setStartedToday(systemToday()));
    }
  }, [today]);
  // The page is live (tests wait for this after a page load).
  React.useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  const location = React.useSyncExternalStore(
    history.subscribe,
    () => history.location,
    () => history.location,
  );
  useFocusOnNavigation(location.key);
  return (
    <ApiClientProvider client={client ?? getDefaultApiClient()}>
      <TodayProvider today={today ?? startedToday}>
        <InitialPaymentDataProvider value={pageData ?? null}>
          <Router
            history={history}
            routes={routes}
            notFound={notFound}
            errorElement={errorElement}
          />
        </InitialPaymentDataProvider>
      </TodayProvider>
    </ApiClientProvider>
  );
}
