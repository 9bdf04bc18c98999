/**
 * The PDFs' worker thread (see ./invoice-pdfs.ts): renders one invoice or receipt per message, off
 * the server's event loop, and answers with the file (its buffer transferred, not copied).
 */
import { parentPort } from 'node:worker_threads';
import type { PaymentRequest } from '@paypage/contract';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** Which document: the invoice, or the receipt with its dates in the payer's time zone. */
export type PdfKind = { kind: 'invoice' } | { kind: 'receipt'; timeZone: string };

export type PdfJob = { id: number; request: PaymentRequest; issued: Date; document: PdfKind };

/** Renders a job's document (in a worker, or on the event loop with PDF_WORKERS=0). */
export const renderDocument = (request: PaymentRequest, issued: Date, document: PdfKind) =>
  document.kind === 'receipt'
    ? renderReceiptPdf(request, issued, document.timeZone)
    : renderInvoicePdf(request, issued);
export type PdfResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: PdfJob) => {
  renderDocument(job.request, job.issued, job.document).then(
    (pdf) =>
      parentPort!.postMessage({ id: job.id, pdf } satisfies PdfResult, [pdf.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort!.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PdfResult),
  );
});
