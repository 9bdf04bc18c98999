import { mainView } from '../../payment-request/view';
import { usePaymentData } from '../../state/payment-data';
import { CanceledView } from '../canceled-view';
import { CompleteView } from '../complete-view';
import { ExpiredView } from '../expired-view';
import { LoadFailureView } from '../load-failure-view';
import { NotFoundView } from '../not-found-view';
import { PayPageSkeleton } from '../pay-page-skeleton';
import { PaymentForm } from '../payment-form';
import { ProcessingView } from '../processing-view';

/**
 * What /pay/{token} shows (spec §2 "Main view by status"): while loading, a placeholder of the
 * payment form's layout (most requests opened are unpaid); then the failure, nothing found, the
 * expired or canceled notice, processing, payment complete, or the payment form for any other
 * status (UNPAID, PAYMENT_FAILED, one the page does not know).
 */
export function PayPage() {
  const data = usePaymentData();
  switch (mainView(data)) {
    case 'loading':
      return <PayPageSkeleton />;
    case 'load-failed':
      return <LoadFailureView />;
    case 'not-found':
      return <NotFoundView />;
    case 'expired':
      return <ExpiredView />;
    case 'canceled':
      return <CanceledView />;
    case 'processing':
      return <ProcessingView />;
    case 'complete':
      return <CompleteView />;
    case 'payment-form':
      return <PaymentForm />;
  }
}
