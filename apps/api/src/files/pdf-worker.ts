/**
 * The invoice PDF's worker thread (see ./invoice-pdfs.ts): renders one invoice per message, off
 * the server's event loop, and answers with the file (its buffer transferred, not copied).
 */
import { parentPort } from 'node:worker_threads';
import type { PaymentRequest } from '@paypage/contract';
import { renderInvoicePdf } from './invoice-pdf.ts';

export type PdfJob = { id: number; request: PaymentRequest; issued: Date };
export type PdfResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: PdfJob) => {
  renderInvoicePdf(job.request, job.issued).then(
    (pdf) =>
      parentPort!.postMessage({ id: job.id, pdf } satisfies PdfResult, [pdf.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort!.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PdfResult),
  );
});
