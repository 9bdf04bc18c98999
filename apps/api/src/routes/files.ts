import { stripBidiControls } from '@paypage/contract';
import { Hono } from 'hono';
import { type AppEnv, ipOf, type Services } from '../context.ts';
import { findRequest, toWire } from '../db/payment-requests.ts';
import { isWellFormedToken } from '@paypage/contract/payer-urls';
import { isTimeZone } from '../domain/format.ts';
import { badRequest, notFoundError } from '../http/errors.ts';
import { isInline } from '../files/sample-files.ts';
import { filePolicy, securityHeaders } from '../security.ts';

/**
 * `Content-Disposition` for a stored file name: an ASCII fallback (quotes, backslashes, control
 * and non-ASCII characters replaced) and the exact name in RFC 5987 `filename*`, both without
 * bidi controls.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  // No bidi controls in a download name: 'invoice\u202Efdp.exe' would show
  // as 'invoiceexe.pdf'.
  const fileName = stripBidiControls(name);
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Files the page links to: the generated invoice PDF and the attachments. A file response is a
 * document of its own: its policy allows only its own content (and Chromium's PDF viewer).
 */
export function fileRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  // A file is a document of its own: its policy allows only its own content.
  const fileHeaders = securityHeaders(services.config.mode, { policy: filePolicy });

  routes.get('/files/invoices/:file', fileHeaders, async (c) => {
    const match = /^(.+)\.pdf$/.exec(c.req.param('file'));
    const token = match?.[1] ?? '';
    const wellFormed = isWellFormedToken(token);
    services.limiter.hit('file', ipOf(c, services), wellFormed ? token : null);
    const request = wellFormed ? await findRequest(services.db, token) : null;
    if (!request?.merchantInvoice) throw notFoundError('Invoice not found.');
    const pdf = await services.invoicePdfs.get(toWire(request), request.createdAt);
    const number = request.merchantInvoice.customerInvoiceId;
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(
        'inline',
        number ? `Invoice ${number}.pdf` : `Invoice from ${request.merchant.name}.pdf`,
      ),
      'Cache-Control': 'private, no-store',
    });
  });

  // The receipt of a paid request (docs/payer-page.md "Receipt"), dated in the payer's time zone.
  routes.get('/files/receipts/:file', fileHeaders, async (c) => {
    const match = /^(.+)\.pdf$/.exec(c.req.param('file'));
    const token = match?.[1] ?? '';
    const wellFormed = isWellFormedToken(token);
    services.limiter.hit('file', ipOf(c, services), wellFormed ? token : null);
    const timeZone = c.req.query('timeZone') ?? 'UTC';
    if (!isTimeZone(timeZone)) throw badRequest('timeZone: not a time zone (America/New_York).');
    const request = wellFormed ? await findRequest(services.db, token) : null;
    if (request?.status !== 'PAID') throw notFoundError('Receipt not found.');
    const pdf = await services.invoicePdfs.get(toWire(request), request.createdAt, {
      kind: 'receipt',
      timeZone,
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(
        'inline',
        `Receipt from ${request.merchant.name}.pdf`,
      ),
      'Cache-Control': 'private, no-store',
    });
  });

  routes.get('/files/:fileKey/:fileName', fileHeaders, async (c) => {
    const fileKey = c.req.param('fileKey');
    if (!/^att_[A-Za-z0-9_-]{16,64}$/.test(fileKey)) throw notFoundError('File not found.');
    const { rows } = await services.db.query<{
      file_name: string;
      content_type: string;
      content: Uint8Array;
    }>('select file_name, content_type, content from attachments where file_key = $1', [fileKey]);
    const file = rows[0];
    if (!file) throw notFoundError('File not found.');
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.content_type,
      'Content-Disposition': contentDisposition(
        isInline(file.content_type) ? 'inline' : 'attachment',
        file.file_name,
      ),
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
