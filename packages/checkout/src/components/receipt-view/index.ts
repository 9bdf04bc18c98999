export { LazyReceiptView, preloadReceiptView } from './lazy-receipt-view';
export { ReceiptSkeleton } from './receipt-skeleton';
