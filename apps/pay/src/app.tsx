import * as React from 'react';
import {
  ApiClientProvider,
  systemToday,
  TodayProvider,
  type PaymentDataStore,
  type Today,
} from '@paypage/checkout';
import { parsePayerPath } from '@paypage/contract/payer-urls';
import { PayerRoute } from './pay/payer-route';
import { useFocusOnNavigation } from './pay/use-focus-on-navigation';
import { Router, type History } from './router';
import { NotFoundPage } from './shell/not-found-page';
import { UnexpectedError } from './shell/unexpected-error';
import { replayEarlyActions, type EarlyActionRecorder } from './ssr/early-actions';
import type { PageData } from './ssr/page-data';

export type AppProps = {
  /** The browser's history, or a memory history (the server render, stories, tests). */
  history: History;
  /**
   * The page's payment data: filled by the server render (hydration), by the early fetch, or
   * loaded as screens ask. Its API client is the app's.
   */
  store: PaymentDataStore;
  /** Today for every date and badge (the browser's clock, read once, by default). */
  today?: Today;
  /** The today the server rendered this page with (hydration): used for the first render only. */
  serverToday?: Pick<PageData, 'today' | 'offsetMinutes'> | null;
  /** The presses kept before the page was live (the page's early-tap recorder by default). */
  earlyActions?: EarlyActionRecorder;
};

const notFound = <NotFoundPage />;
const errorElement = (error: Error) => <UnexpectedError error={error} />;

/** The page: providers that do not depend on the address, then the routes. */
export function App({ history, store, today, serverToday, earlyActions }: AppProps) {
  const [startedToday, setStartedToday] = React.useState(
    () => today ?? serverToday?.today ?? systemToday(),
  );
  // Hydrated: the first render used the server's today, so it matched the HTML. Where the payer's
  // clock stands at another UTC offset than the server's zone, the payer's day may differ (a
  // badge such as 'Due today'): then the payer's clock and zone take over, in a transition.
  // Otherwise nothing re-renders, and nothing reads the payer's zone name now (the first Intl
  // date formatter of a page load costs about 25 ms of main thread).
  const hydratedWith = React.useRef(serverToday);
  React.useEffect(() => {
    const server = hydratedWith.current;
    hydratedWith.current = undefined;
    if (!server || today) return;
    const payerOffset = -server.today.now.getTimezoneOffset();
    if (payerOffset !== server.offsetMinutes) {
      React.startTransition(() => setStartedToday(systemToday()));
    }
  }, [today]);
  // The page is live: `<html data-ready>` (README, "Readiness"). A press made before it was
  // (on a control marked `data-early-action`) is made again now.
  const replayed = React.useRef(earlyActions);
  React.useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    replayEarlyActions(replayed.current);
  }, []);
  const location = React.useSyncExternalStore(
    history.subscribe,
    () => history.location,
    () => history.location,
  );
  useFocusOnNavigation(location.key);
  // The payer's addresses (the contract's route table); any other is not found.
  const route = React.useCallback(
    (pathname: string) => {
      const match = parsePayerPath(pathname);
      return match && <PayerRoute store={store} token={match.token} screen={match.screen} />;
    },
    [store],
  );
  return (
    <ApiClientProvider client={store.client}>
      <TodayProvider today={today ?? startedToday}>
        <Router history={history} route={route} notFound={notFound} errorElement={errorElement} />
      </TodayProvider>
    </ApiClientProvider>
  );
}
