export { PayPageSkeleton } from './pay-page-skeleton';
export { StatusPageSkeleton } from './status-page-skeleton';
