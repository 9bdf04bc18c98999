import * as React from 'react';
import { usePaymentData } from '../../state/payment-data';
import { StatusPage } from '../status-screen/status-page';
import { ReceiptSkeleton } from './receipt-skeleton';
import { LazyFallback } from '../pay-page-skeleton/lazy-fallback';
import { preloadableLazy } from '../preloadable-lazy';

const loadReceiptView = () => import('./receipt-view');

/** Fetches the receipt's code ahead of need (the 'View receipt' button does on hover and focus). */
export function preloadReceiptView(): void {
  loadReceiptViewChunk().catch(() => undefined);
}

const ReceiptViewChunk = preloadableLazy(() =>
  loadReceiptView().then((module) => module.default as React.ComponentType<object>),
);

/** Loads the receipt's code (a server-rendered receipt about to hydrate needs it). */
export function loadReceiptViewChunk(): Promise<void> {
  return ReceiptViewChunk.preload();
}

/**
 * The receipt as a lazy chunk (it is never on the first screen): its placeholder stands in while
 * the chunk loads, in the same page frame.
 */
export function LazyReceiptView() {
  const { loading, paymentRequest } = usePaymentData();
  return (
    <React.Suspense
      fallback={
        <LazyFallback>
          <StatusPage request={loading ? null : paymentRequest}>
            <ReceiptSkeleton />
          </StatusPage>
        </LazyFallback>
      }
    >
      <ReceiptViewChunk />
    </React.Suspense>
  );
}
