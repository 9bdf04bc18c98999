import { Badge, Button, PanelBody, PanelFooter, PanelHeader, Skeleton } from '@paypage/ui';
import { RECEIPT_TITLE } from '../../payment-request/copy';
import { PRINT_RECEIPT_LABEL, STATUS_BADGES } from '../../payment-request/status-screens';
import { StatusDetail, StatusDetails } from '../status-screen/status-details';

/** How many rows the receipt has in the usual case: payee, amount, date paid, payment method. */
const ROWS = 4;

/**
 * The receipt before its request (or its code) has arrived: the receipt's own header, rows and
 * button as placeholders of their final sizes. Kept out of the receipt's lazy chunk, so it can
 * stand in while that chunk loads.
 */
export function ReceiptSkeleton() {
  return (
    <div data-slot="receipt-skeleton" aria-busy="true" className="flex flex-col">
      <span className="sr-only">Loading…</span>
      <PanelHeader
        actions={
          <Skeleton>
            <Badge tone={STATUS_BADGES.complete.tone} size="md" dot>
              {STATUS_BADGES.complete.label}
            </Badge>
          </Skeleton>
        }
      >
        <Skeleton>
          <p className="text-2xl font-semibold tracking-tight">{RECEIPT_TITLE}</p>
        </Skeleton>
        <Skeleton shape="text" className="text-sm" width="16rem" />
      </PanelHeader>
      <PanelBody>
        <StatusDetails>
          {Array.from({ length: ROWS }, (_, index) => (
            <StatusDetail key={index} label={<Skeleton shape="text" width="6rem" />} pending>
              {null}
            </StatusDetail>
          ))}
        </StatusDetails>
      </PanelBody>
      <PanelFooter data-print="hide">
        <Skeleton>
          <Button variant="secondary">{PRINT_RECEIPT_LABEL}</Button>
        </Skeleton>
      </PanelFooter>
    </div>
  );
}
