import { isolate } from '@paypage/ui';
import { canceledHeading } from '../../payment-request/copy';
import { STATUS_BADGES } from '../../payment-request/status-screens';
import { usePaymentData } from '../../state/payment-data';
import { CanceledIcon, RequestFacts, StatusPage, StatusScreen } from '../status-screen';

/**
 * '{merchant} canceled this invoice' (or 'payment request'), the amount and the badge (spec §2).
 * Chosen: who asked, with their e-mail address, so the payer knows whom to ask about it.
 */
export function CanceledView() {
  const { paymentRequest } = usePaymentData();
  if (!paymentRequest) return null;
  return (
    <StatusPage request={paymentRequest}>
      <StatusScreen
        data-slot="canceled-view"
        badge={STATUS_BADGES.canceled}
        icon={CanceledIcon}
        title={isolate(canceledHeading(paymentRequest), [paymentRequest.merchant.name])}
        details={<RequestFacts request={paymentRequest} showRequester />}
      />
    </StatusPage>
  );
}
