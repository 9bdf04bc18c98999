export {
  CanceledIcon,
  ClockIcon,
  StatusDetail,
  StatusDetails,
  StatusScreen,
  type StatusDetailProps,
  type StatusScreenProps,
} from './status-screen';
export { RequestFacts, type RequestFactsProps } from './request-facts';
export { PLACEHOLDER_REQUEST, StatusPage, type StatusPageProps } from './status-page';
