import * as React from 'react';
import {
  ApiClientProvider,
  getDefaultApiClient,
  systemToday,
  TodayProvider,
  type ApiClient,
  type Today,
} from '@paypage/checkout';
import { useFocusOnNavigation } from './pay/use-focus-on-navigation';
import { Router, type History } from './router';
import { routes } from './routes';
import { NotFoundPage } from './shell/not-found-page';
import { UnexpectedError } from './shell/unexpected-error';

export type AppProps = {
  /** The browser's history, or a memory history (stories, tests). */
  history: History;
  /** The API client (the page's same-origin `/api/v1` one by default). */
  client?: ApiClient;
  /** Today for every date and badge (the browser's clock, read once, by default). */
  today?: Today;
};

const notFound = <NotFoundPage />;
const errorElement = (error: Error) => <UnexpectedError error={error} />;

/** The page: providers that do not depend on the address, then the routes. */
export function App({ history, client, today }: AppProps) {
  const [startedToday] = React.useState(() => today ?? systemToday());
  const location = React.useSyncExternalStore(
    history.subscribe,
    () => history.location,
    () => history.location,
  );
  useFocusOnNavigation(location.key);
  return (
    <ApiClientProvider client={client ?? getDefaultApiClient()}>
      <TodayProvider today={today ?? startedToday}>
        <Router history={history} routes={routes} notFound={notFound} errorElement={errorElement} />
      </TodayProvider>
    </ApiClientProvider>
  );
}
