/**
 * Opening the invoice PDF in a new tab. Browsers allow `window.open` only during the click that
 * asked for it, but the PDF arrives later (two requests). So the tab is opened first, blank and
 * synchronously, and shown the PDF once it has arrived; when the download fails it is closed.
 */
export type InvoiceTab = {
  /** Shows the downloaded file. */
  show(file: Blob): void;
  /** Gives up (the download failed or was aborted). */
  close(): void;
};

/** Called synchronously when the download starts (still inside the payer's click). */
export type InvoiceOpener = () => InvoiceTab;

/** How long an object URL stays valid after the tab was pointed at it. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** The browser's opener: a blank tab now, the PDF's object URL later, revoked after a minute. */
export function openInvoiceInNewTab(): InvoiceTab {
  const tab = window.open('', '_blank');
  // The PDF needs no access to this page.
  if (tab) tab.opener = null;
  return {
    show(file) {
      const url = URL.createObjectURL(file);
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    },
    close() {
      tab?.close();
    },
  };
}
