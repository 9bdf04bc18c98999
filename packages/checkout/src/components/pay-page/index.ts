export { PayPage } from './pay-page';
export { LazyProcessingView, preloadStatusViews } from './lazy-status-views';
export { preloadFirstScreen } from './preload-first-screen';
