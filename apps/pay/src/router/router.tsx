import * as React from 'react';
import type { History, RouterLocation } from './history';
import { matchPath, resolvePath, type Params } from './match';

export type Route = {
  path: string;
  element: React.ReactNode;
};

export type NavigateOptions = { replace?: boolean; state?: unknown };

type RouterState = {
  history: History;
  location: RouterLocation;
  params: Params;
  navigate: (to: string, options?: NavigateOptions) => void;
};

const RouterContext = React.createContext<RouterState | null>(null);

function useRouterState(): RouterState {
  const state = React.use(RouterContext);
  if (!state) throw new Error('Router hooks must be used inside <Router>.');
  return state;
}

export function useLocation(): RouterLocation {
  return useRouterState().location;
}

export function useParams<T extends Params = Params>(): T {
  return useRouterState().params as T;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return React.useMemo(() => new URLSearchParams(search), [search]);
}

/** Navigates to an absolute or relative (`./processing`) address; `replace` rewrites history. */
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

export type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

/** An anchor that navigates in the page (a modified click still opens a new tab as usual). */
export function Link({ to, replace, onClick, children, ...props }: LinkProps) {
  const { location, navigate } = useRouterState();
  const href = resolvePath(to, location.pathname);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          props.target === '_blank'
        ) {
          return;
        }
        event.preventDefault();
        navigate(href, { replace });
      }}
      {...props}
    >
      {children}
    </a>
  );
}

type BoundaryProps = {
  fallback: (error: Error) => React.ReactNode;
  children: React.ReactNode;
  resetKey: unknown;
};
type BoundaryState = { error: Error | null; resetKey: unknown };

/** Catches a render error of a route; a navigation clears it. */
export class RouteErrorBoundary extends React.Component<BoundaryProps, BoundaryState> {
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
  routes: Route[];
  notFound: React.ReactNode;
  errorElement: (error: Error) => React.ReactNode;
};

function findRoute(routes: Route[], notFound: React.ReactNode, pathname: string) {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { element: route.element, params };
  }
  return { element: notFound, params: {} };
}

/** Renders the first route whose pattern matches the address. */
export function Router({ history, routes, notFound, errorElement }: RouterProps) {
  const location = React.useSyncExternalStore(
    history.subscribe,
    () => history.location,
    () => history.location,
  );
  const navigate = React.useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const target = resolvePath(to, history.location.pathname);
      if (options.replace) history.replace(target, options.state);
      else history.push(target, options.state);
    },
    [history],
  );

  const { pathname } = location;
  const { element, params } = React.useMemo(
    () => findRoute(routes, notFound, pathname),
    [routes, notFound, pathname],
  );

  const state = React.useMemo(
    () => ({ history, location, params, navigate }),
    [history, location, params, navigate],
  );
  return (
    <RouterContext value={state}>
      <RouteErrorBoundary fallback={errorElement} resetKey={location.key}>
        {element}
      </RouteErrorBoundary>
    </RouterContext>
  );
}
