import * as React from 'react';
import { StatusPageSkeleton } from '../pay-page-skeleton/status-page-skeleton';
import { LazyFallback } from '../pay-page-skeleton/lazy-fallback';
import { preloadableLazy } from '../preloadable-lazy';

const loadStatusViews = () => import('./status-views');

/** Fetches the status screens ahead of need (a payment step opened: processing comes next). */
export function preloadStatusViews(): void {
  loadStatusViewChunks().catch(() => undefined);
}

type StatusViews = Awaited<ReturnType<typeof loadStatusViews>>;
type StatusView = keyof StatusViews;
type ViewProps<Name extends StatusView> = React.ComponentProps<StatusViews[Name]> & object;
const lazyView = <Name extends StatusView>(name: Name) =>
  preloadableLazy<ViewProps<Name>>(() =>
    loadStatusViews().then(
      (module) => module[name] as unknown as React.ComponentType<ViewProps<Name>>,
    ),
  );

export const LazyCanceledView = lazyView('CanceledView');
export const LazyCompleteView = lazyView('CompleteView');
export const LazyExpiredView = lazyView('ExpiredView');
export const LazyLoadFailureView = lazyView('LoadFailureView');
export const LazyNotFoundView = lazyView('NotFoundView');
const ProcessingViewChunk = lazyView('ProcessingView');

/** Loads every status screen (a server-rendered status screen about to hydrate needs its own). */
export function loadStatusViewChunks(): Promise<unknown> {
  return Promise.all(
    [
      LazyCanceledView,
      LazyCompleteView,
      LazyExpiredView,
      LazyLoadFailureView,
      LazyNotFoundView,
      ProcessingViewChunk,
    ].map((view) => view.preload()),
  );
}

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
