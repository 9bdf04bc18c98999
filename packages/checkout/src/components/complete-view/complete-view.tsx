import { Button, CheckCircleIcon, isolate } from '@paypage/ui';
import { COMPLETE_TITLE, completeText } from '../../payment-request/copy';
import { STATUS_BADGES, VIEW_RECEIPT_LABEL } from '../../payment-request/status-screens';
import { useCheckoutNavigation } from '../../state/navigation';
import { usePaymentData } from '../../state/payment-data';
import { preloadReceiptView } from '../receipt-view/lazy-receipt-view';
import { RequestFacts, StatusPage, StatusScreen } from '../status-screen';

/**
 * 'Payment complete' (spec §2), what the main screen shows for a PAID request: 'View receipt' goes
 * to the receipt (its code is fetched as soon as the button is pointed at or focused).
 */
export function CompleteView() {
  const { paymentRequest } = usePaymentData();
  const navigate = useCheckoutNavigation();
  if (!paymentRequest) return null;
  return (
    <StatusPage request={paymentRequest}>
      <StatusScreen
        data-slot="complete-view"
        badge={STATUS_BADGES.complete}
        icon={CheckCircleIcon}
        title={COMPLETE_TITLE}
        text={isolate(completeText(paymentRequest), [paymentRequest.merchant.name])}
        details={<RequestFacts request={paymentRequest} />}
        actions={
          <Button
            size="lg"
            className="w-full"
            onPointerEnter={preloadReceiptView}
            onFocus={preloadReceiptView}
            onClick={() => navigate('receipt')}
          >
            {VIEW_RECEIPT_LABEL}
          </Button>
        }
      />
    </StatusPage>
  );
}
