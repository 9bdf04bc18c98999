import * as React from 'react';
import { isAbortError } from '../api/errors';
import { useApiClient } from './api-client';
import { usePaymentData } from './payment-data';

export type InvoiceDownload = {
  /** Call from the click handler (the new tab must open inside the click). */
  download: () => Promise<void>;
  downloading: boolean;
  /** 'Failed to download invoice PDF' after a failure. */
  error: string | null;
};

/** The Download PDF button's state (spec §2, §7). */
export function useInvoiceDownload(): InvoiceDownload {
  const client = useApiClient();
  const { token } = usePaymentData();
  const [downloading, setDownloading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const download = React.useCallback(async () => {
    setDownloading(true);
    setError(null);
    try {
      await client.downloadInvoicePdf(token);
    } catch (caught) {
      if (!isAbortError(caught)) setError((caught as Error).message);
    } finally {
      setDownloading(false);
    }
  }, [client, token]);

  return { download, downloading, error };
}
