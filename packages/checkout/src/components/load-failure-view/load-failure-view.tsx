import { AlertIcon, Button } from '@paypage/ui';
import { TRY_AGAIN } from '../../payment-request/messages';
import { LOAD_FAILED_TITLE } from '../../payment-request/view';
import { usePaymentData } from '../../state/payment-data';
import { StatusPage, StatusScreen } from '../status-screen';

/**
 * 'Sorry, we had some trouble loading this payment request.' followed by the error (spec §2),
 * and 'Try again', which loads the request again. When the request itself arrived (a later call
 * failed) the page still names the merchant; otherwise the header names the product.
 */
export function LoadFailureView() {
  const { paymentRequest, error, refresh } = usePaymentData();
  return (
    <StatusPage request={paymentRequest} fallbackToProduct>
      <StatusScreen
        data-slot="load-failure-view"
        tone="critical"
        icon={AlertIcon}
        title={LOAD_FAILED_TITLE}
        text={error}
        actions={
          <Button size="lg" className="w-full" onClick={refresh}>
            {TRY_AGAIN.label}
          </Button>
        }
      />
    </StatusPage>
  );
}
