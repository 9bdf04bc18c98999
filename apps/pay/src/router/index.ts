export {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type RouterLocation,
} from './history';
export {
  Navigate,
  Router,
  useNavigate,
  useSearchParams,
  type NavigateOptions,
  type RouterProps,
} from './router';
