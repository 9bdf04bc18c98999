import { isolate } from '@paypage/ui';
import { EXPIRED_HINT, expiredHeading } from '../../payment-request/copy';
import { STATUS_BADGES } from '../../payment-request/status-screens';
import { usePaymentData } from '../../state/payment-data';
import { ClockIcon, RequestFacts, StatusPage, StatusScreen } from '../status-screen';

/**
 * '{Invoice or Payment request} from {merchant} has expired', the badge and the hint to contact
 * the requester (spec §2). Chosen: the amount and who asked, with their e-mail address, so the
 * hint can be acted on.
 */
export function ExpiredView() {
  const { paymentRequest } = usePaymentData();
  if (!paymentRequest) return null;
  return (
    <StatusPage request={paymentRequest}>
      <StatusScreen
        data-slot="expired-view"
        badge={STATUS_BADGES.expired}
        icon={ClockIcon}
        title={isolate(expiredHeading(paymentRequest), [paymentRequest.merchant.name])}
        text={EXPIRED_HINT}
        details={<RequestFacts request={paymentRequest} showRequester />}
      />
    </StatusPage>
  );
}
