import {
  Badge,
  Button,
  isolate,
  PanelBody,
  PanelDescription,
  PanelFooter,
  PanelHeader,
  PanelTitle,
  PrinterIcon,
} from '@paypage/ui';
import type { PaymentRequest } from '../../models/payment-request';
import { PROCESSING_FOOTER } from '../../payment-request/copy';
import {
  RECEIPT_TITLE,
  receiptEmailNotice,
  receiptRows,
  type ReceiptRow,
} from '../../payment-request/receipt';
import { PRINT_RECEIPT_LABEL, receiptBadge } from '../../payment-request/status-screens';
import { usePaymentData } from '../../state/payment-data';
import { useToday } from '../../state/today';
import { useReceiptPolling } from '../../state/use-receipt-polling';
import { ReceiptRefunds } from '../receipt-refunds';
import { StatusDetail, StatusDetails, StatusPage } from '../status-screen';
import { ReceiptPdfLink } from './receipt-pdf-link';
import { ReceiptSkeleton } from './receipt-skeleton';

type ShownRow = ReceiptRow & { pending: boolean };

/** Stand-ins that only give the rows still on their way their labels and places. */
const UNTIL_KNOWN = { datePaid: '2026-01-01T12:00:00.000Z', methodPaidWith: 'card' } as const;

/**
 * The receipt's rows (Payee, Amount paid, Date paid, Payment method, Reference, Note). While polling, the
 * rows not known yet (date paid, payment method) keep their places as placeholders.
 */
function rowsToShow(request: PaymentRequest, timeZone: string, polling: boolean): ShownRow[] {
  const known = receiptRows(request, timeZone);
  if (!polling) return known.map((row) => ({ ...row, pending: false }));
  const present = new Set(known.map((row) => row.key));
  const placed = receiptRows(
    {
      ...request,
      datePaid: request.datePaid ?? UNTIL_KNOWN.datePaid,
      methodPaidWith: request.methodPaidWith ?? UNTIL_KNOWN.methodPaidWith,
    },
    timeZone,
  );
  return placed.map((row) => ({ ...row, pending: !present.has(row.key) }));
}

/**
 * 'Receipt of payment' (spec §2): the e-mail notice, the rows, 'Print receipt' and, once paid,
 * the receipt as a PDF. While the request
 * loads the whole receipt is a placeholder; while it is polled (spec §4) the rows not known yet
 * are. A receipt of a payment still processing says so (chosen: the processing footer's words).
 * Printing prints the receipt alone: the page's header, footer and the button are left out.
 */
export function ReceiptView() {
  const { loading } = usePaymentData();
  const { paymentRequest, polling } = useReceiptPolling();
  const today = useToday();
  const request = loading ? null : paymentRequest;

  return (
    <StatusPage request={request}>
      {request ? (
        <div data-slot="receipt-view" aria-busy={polling || undefined} className="flex flex-col">
          {polling ? <span className="sr-only">Loading…</span> : null}
          <PanelHeader
            actions={
              <Badge tone={receiptBadge(request).tone} size="md" dot>
                {receiptBadge(request).label}
              </Badge>
            }
          >
            <PanelTitle asChild className="text-2xl">
              <h1>{RECEIPT_TITLE}</h1>
            </PanelTitle>
            {receiptEmailNotice(request) ? (
              <PanelDescription className="[overflow-wrap:anywhere]">
                {isolate(receiptEmailNotice(request) ?? '', [request.recipient.email])}
              </PanelDescription>
            ) : null}
          </PanelHeader>
          <PanelBody className="flex flex-col gap-4">
            <StatusDetails>
              {rowsToShow(request, today.timeZone, polling).map((row) => (
                <StatusDetail
                  key={row.key}
                  label={row.label}
                  pending={row.pending}
                  numeric={row.key === 'amountPaid'}
                  stacked={row.key === 'note'}
                >
                  <bdi>{row.value}</bdi>
                </StatusDetail>
              ))}
            </StatusDetails>
            <ReceiptRefunds request={request} timeZone={today.timeZone} />
            {request.status === 'PROCESSING' && !polling ? (
              <p className="text-sm text-pretty text-muted">{PROCESSING_FOOTER}</p>
            ) : null}
          </PanelBody>
          <PanelFooter data-print="hide">
            <Button variant="secondary" disabled={polling} onClick={() => window.print()}>
              <PrinterIcon />
              {PRINT_RECEIPT_LABEL}
            </Button>
            {request.status === 'PAID' && !polling ? (
              <ReceiptPdfLink token={request.token} />
            ) : null}
          </PanelFooter>
        </div>
      ) : (
        <ReceiptSkeleton />
      )}
    </StatusPage>
  );
}

export default ReceiptView;
