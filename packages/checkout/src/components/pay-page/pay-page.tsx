import { mainView } from '../../payment-request/view';
import { usePaymentData } from '../../state/payment-data';
import { PayPageSkeleton } from '../pay-page-skeleton/pay-page-skeleton';
import { PaymentForm } from '../payment-form';
import {
  LazyCanceledView,
  LazyCompleteView,
  LazyExpiredView,
  LazyLoadFailureView,
  LazyNotFoundView,
  LazyProcessingView,
  StatusViewsSuspense,
} from './lazy-status-views';

/**
 * What the main screen shows (spec §2 "Main view by status"): while loading, a placeholder of the
 * payment form's layout (most requests opened are unpaid); then the failure, nothing found, the
 * expired or canceled notice, processing, payment complete, or the payment form for any other
 * status (UNPAID, PAYMENT_FAILED, one the page does not know). The status screens are one chunk
 * of their own, with the status page's skeleton while it loads.
 */
export function PayPage() {
  return (
    <StatusViewsSuspense>
      <MainView />
    </StatusViewsSuspense>
  );
}

function MainView() {
  const data = usePaymentData();
  switch (mainView(data)) {
    case 'loading':
      return <PayPageSkeleton />;
    case 'load-failed':
      return <LazyLoadFailureView />;
    case 'not-found':
      return <LazyNotFoundView />;
    case 'expired':
      return <LazyExpiredView />;
    case 'canceled':
      return <LazyCanceledView />;
    case 'processing':
      return <LazyProcessingView />;
    case 'complete':
      return <LazyCompleteView />;
    case 'payment-form':
      return <PaymentForm />;
  }
}
