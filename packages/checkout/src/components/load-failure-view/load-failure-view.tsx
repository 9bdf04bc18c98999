import { AlertIcon, Button } from '@paypage/ui';
import { TRY_AGAIN } from '../../payment-request/messages';
import { LOAD_FAILED_TITLE } from '../../payment-request/view';
import { usePaymentData } from '../../state/payment-data';
import { StatusPage, StatusScreen } from '../status-screen';

/**
 * 'Sorry, we had some trouble loading this payment request.' followed by the error (spec §2),
 * and 'Try again', which loads the request again. When the request itself arrived (a later call
 * failed) the page still names the merchant; otherwise the header names the product. After a
 * rate limit (429) it says only to wait and try again, never that the request failed to load.
 */
export function LoadFailureView() {
  const { paymentRequest, error, retryAfterSeconds, refresh } = usePaymentData();
  const rateLimited = retryAfterSeconds != null && error != null;
  return (
    <StatusPage request={paymentRequest} fallbackToProduct>
      <StatusScreen
        data-slot="load-failure-view"
        data-state={rateLimited ? 'rate-limited' : 'failed'}
        tone={rateLimited ? 'warning' : 'critical'}
        icon={AlertIcon}
        title={rateLimited ? error : LOAD_FAILED_TITLE}
        text={rateLimited ? null : error}
        actions={
          <Button size="lg" className="w-full" onClick={refresh}>
            {TRY_AGAIN.label}
          </Button>
        }
      />
    </StatusPage>
  );
}
