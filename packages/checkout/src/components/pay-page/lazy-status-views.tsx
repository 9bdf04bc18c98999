import * as React from 'react';
import { StatusPageSkeleton } from '../pay-page-skeleton/status-page-skeleton';
import { LazyFallback } from '../pay-page-skeleton/lazy-fallback';

const loadStatusViews = () => import('./status-views');

/** Fetches the status screens ahead of need (a payment step opened: processing comes next). */
export function preloadStatusViews(): void {
  loadStatusViews().catch(() => undefined);
}

type StatusView = keyof Awaited<ReturnType<typeof loadStatusViews>>;
const lazyView = (name: StatusView) =>
  React.lazy(() => loadStatusViews().then((module) => ({ default: module[name] })));

export const LazyCanceledView = lazyView('CanceledView');
export const LazyCompleteView = lazyView('CompleteView');
export const LazyExpiredView = lazyView('ExpiredView');
export const LazyLoadFailureView = lazyView('LoadFailureView');
export const LazyNotFoundView = lazyView('NotFoundView');
const ProcessingViewChunk = lazyView('ProcessingView');

/** Where a status screen may still be loading: the status page's skeleton stands in meanwhile. */
export function StatusViewsSuspense({ children }: { children: React.ReactNode }) {
  return (
    <React.Suspense
      fallback={
        <LazyFallback>
          <StatusPageSkeleton />
        </LazyFallback>
      }
    >
      {children}
    </React.Suspense>
  );
}

/** The processing screen (the /processing route), its page skeleton while its chunk loads. */
export function LazyProcessingView() {
  return (
    <StatusViewsSuspense>
      <ProcessingViewChunk />
    </StatusViewsSuspense>
  );
}
