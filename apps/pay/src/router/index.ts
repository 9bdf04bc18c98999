export {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type RouterLocation,
} from './history';
export { matchPath, resolvePath, type Params } from './match';
export {
  Link,
  Navigate,
  RouteErrorBoundary,
  Router,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateOptions,
  type Route,
  type RouterProps,
} from './router';
