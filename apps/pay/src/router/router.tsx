import * as React from 'react';
import type { History, RouterLocation } from './history';

export type NavigateOptions = { replace?: boolean };

type RouterState = {
  location: RouterLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
};

const RouterContext = React.createContext<RouterState | null>(null);

function useRouterState(): RouterState {
  const state = React.use(RouterContext);
  if (!state) throw new Error('Router hooks must be used inside <Router>.');
  return state;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useRouterState().location;
  return React.useMemo(() => new URLSearchParams(search), [search]);
}

/** Navigates to an address (a path, with a query if any); `replace` rewrites history. */
export function useNavigate(): RouterState['navigate'] {
  return useRouterState().navigate;
}

/** Redirects when rendered (guards use it with `replace`). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  React.useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

type BoundaryProps = {
  fallback: (error: Error) => React.ReactNode;
  children: React.ReactNode;
  resetKey: unknown;
};
type BoundaryState = { error: Error | null; resetKey: unknown };

/** Catches a render error of a route; a navigation clears it. */
class RouteErrorBoundary extends React.Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export type RouterProps = {
  history: History;
  /** The element of an address, or `null` when it is none of the app's (then `notFound`). */
  route: (pathname: string) => React.ReactNode;
  notFound: React.ReactNode;
  errorElement: (error: Error) => React.ReactNode;
};

/** Renders the element `route` gives the address, inside an error boundary. */
export function Router({ history, route, notFound, errorElement }: RouterProps) {
  const location = React.useSyncExternalStore(
    history.subscribe,
    () => history.location,
    () => history.location,
  );
  const navigate = React.useCallback(
    (to: string, options: NavigateOptions = {}) => {
      if (options.replace) history.replace(to);
      else history.push(to);
    },
    [history],
  );

  const { pathname } = location;
  const element = React.useMemo(() => route(pathname) ?? notFound, [route, pathname, notFound]);
  const state = React.useMemo(() => ({ location, navigate }), [location, navigate]);
  return (
    <RouterContext value={state}>
      <RouteErrorBoundary fallback={errorElement} resetKey={location.key}>
        {element}
      </RouteErrorBoundary>
    </RouterContext>
  );
}
