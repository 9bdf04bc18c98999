import { Button, DownloadIcon } from '@paypage/ui';
import { useApiClient } from '../../state/api-client';
import { useToday } from '../../state/today';

export const DOWNLOAD_RECEIPT_LABEL = 'Download PDF';

/**
 * The receipt as a PDF (docs/payer-page.md "Receipt"), dated in the payer's time zone: a link
 * the browser opens in a new tab (its viewer saves or prints it). Only a paid request has one.
 */
export function ReceiptPdfLink({ token }: { token: string }) {
  const client = useApiClient();
  const today = useToday();
  return (
    <Button asChild variant="secondary">
      <a
        data-slot="receipt-pdf-link"
        href={client.receiptPdfUrl(token, today.timeZone)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <DownloadIcon />
        {DOWNLOAD_RECEIPT_LABEL}
      </a>
    </Button>
  );
}
