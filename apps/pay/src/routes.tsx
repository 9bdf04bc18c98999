import type { Route } from './router';
import { Router, createBrowserHistory, useParams } from './router';
import { NotFoundPage } from './shell/not-found-page';
import { UnexpectedError } from './shell/unexpected-error';

/** Placeholder until the payer-page screens land (issue 7). */
function PayPlaceholder() {
  const { token } = useParams<{ token: string }>();
  return (
    <main className="mx-auto max-w-column px-6 py-12">
      <h1 className="text-2xl font-semibold">Payment request</h1>
      <p className="mt-2 text-muted">Loading payment request {token.slice(0, 4)}…</p>
    </main>
  );
}

export const routes: Route[] = [
  { path: '/pay/:token', element: <PayPlaceholder /> },
  { path: '/pay/:token/complete', element: <PayPlaceholder /> },
  { path: '/pay/:token/processing', element: <PayPlaceholder /> },
  { path: '/pay/:token/receipt', element: <PayPlaceholder /> },
];

const history = typeof window === 'undefined' ? undefined : createBrowserHistory();
const notFound = <NotFoundPage />;
const errorElement = (error: Error) => <UnexpectedError error={error} />;

export function AppRoutes() {
  if (!history) return null;
  return (
    <Router history={history} routes={routes} notFound={notFound} errorElement={errorElement} />
  );
}
