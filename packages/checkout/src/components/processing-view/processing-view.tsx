import { isolate } from '@paypage/ui';
import type { PaymentRequest } from '../../models/payment-request';
import { PROCESSING_FOOTER, PROCESSING_TITLE, processingText } from '../../payment-request/copy';
import { STATUS_BADGES } from '../../payment-request/status-screens';
import { usePaymentData } from '../../state/payment-data';
import {
  ClockIcon,
  PLACEHOLDER_REQUEST,
  RequestFacts,
  StatusPage,
  StatusScreen,
} from '../status-screen';

/** The spec's '3-4' (business days) is never broken at its hyphen on a narrow screen. */
function keepRangeTogether(text: string, merchant: string) {
  const [before, after] = text.split('3-4');
  if (after === undefined) return isolate(text, [merchant]);
  return (
    <>
      {isolate(before ?? '', [merchant])}
      <span className="whitespace-nowrap">3-4</span>
      {after}
    </>
  );
}

/** The processing screen of `request`, or its placeholder while `request` is `null`. */
export function ProcessingScreen({ request }: { request: PaymentRequest | null }) {
  const shown = request ?? PLACEHOLDER_REQUEST;
  return (
    <StatusPage request={request}>
      <StatusScreen
        data-slot="processing-view"
        loading={request == null}
        badge={STATUS_BADGES.processing}
        icon={ClockIcon}
        title={PROCESSING_TITLE}
        text={keepRangeTogether(processingText(shown), shown.merchant.name)}
        details={<RequestFacts request={shown} />}
        footer={PROCESSING_FOOTER}
      />
    </StatusPage>
  );
}

/**
 * 'Payment Processing' (spec §2): the payment is on its way to the merchant. While the request
 * loads (the /processing route right after paying) the same screen stands in as a placeholder.
 */
export function ProcessingView() {
  const { paymentRequest, loading } = usePaymentData();
  return <ProcessingScreen request={loading ? null : paymentRequest} />;
}
