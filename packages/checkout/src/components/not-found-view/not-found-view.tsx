import { InfoIcon } from '@paypage/ui';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../../payment-request/view';
import { StatusPage, StatusScreen } from '../status-screen';

/**
 * 'We couldn't find this payment request.' / 'It likely has been deleted or has expired.'
 * (spec §2). No merchant is known, so the header names the product.
 */
export function NotFoundView() {
  return (
    <StatusPage request={null} fallbackToProduct>
      <StatusScreen
        data-slot="not-found-view"
        icon={InfoIcon}
        title={NOT_FOUND_TITLE}
        text={NOT_FOUND_TEXT}
      />
    </StatusPage>
  );
}
