import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSamples } from '../src/sandbox/samples.ts';
import { backends, createRequest, json, startServer, type TestServer } from './support/harness.ts';
import { deviceFingerprint as fingerprint } from '@paypage/contract/fixtures';
import { pdfText } from './support/pdf-text.ts';

describe.each(backends())('the page calls on $name', (backend) => {
  let server: TestServer;
  let invoiceToken: string;
  let trackingToken: string;

  beforeAll(async () => {
    server = await startServer(await backend.open());
    const created = await createRequest(server, {
      merchant: { name: 'Northwind Studio', brandColor: '#0f7b5f' },
      requester: { name: 'Avery Chen', email: 'avery@northwind.example' },
      description: 'Website redesign, phase 2',
      dueDate: '2026-11-25',
      merchantInvoice: {
        customerInvoiceId: 'INV-2041',
        lineItems: [
          { description: 'Discovery workshop', quantity: 2, unitPrice: 40_000 },
          { description: 'Homepage design', quantity: 1, unitPrice: 50_000 },
        ],
        discountTotal: 10_000,
        discountName: 'Returning client',
        taxTotal: 5_000,
      },
      attachments: [{ fileName: 'Statement of work.pdf' }, { fileName: 'Mockup "final".png' }],
      referralLink: 'https://paypage.dev/?ref=northwind',
    });
    invoiceToken = created.token;
    trackingToken = created.trackingToken;
  });
  afterAll(() => server.close());

  describe('GET collect/{token}', () => {
    it('answers the payment request in the contract shape', async () => {
      const response = await server.call(`/api/v1/collect/${invoiceToken}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await json(response);
      expect(body).toMatchObject({
        token: invoiceToken,
        status: 'UNPAID',
        statusUpdateDate: null,
        merchant: { name: 'Northwind Studio', brandColor: '#0f7b5f' },
        requester: { name: 'Avery Chen', email: 'avery@northwind.example' },
        recipient: { email: 'sam@example.com', phoneNumber: null },
        amountInCents: 125_000,
        description: 'Website redesign, phase 2',
        dueDate: '2026-11-25',
        paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
        processor: { type: 'ADYEN' },
        achDetails: { routingNumber: '021000021', type: 'Checking' },
        merchantInvoice: {
          customerInvoiceId: 'INV-2041',
          lineItemTotal: 130_000,
          discountTotal: 10_000,
          discountName: 'Returning client',
          taxTotal: 5_000,
          grandTotal: 125_000,
          lineItems: [
            { description: 'Discovery workshop', quantity: 2, unitPrice: 40_000, total: 80_000 },
            { description: 'Homepage design', quantity: 1, unitPrice: 50_000, total: 50_000 },
          ],
        },
        referralLink: 'https://paypage.dev/?ref=northwind',
        methodPaidWith: null,
        datePaid: null,
        refunds: [],

        paymentDetails: null,
        transferReference: expect.stringMatching(/^PP-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        receiptEmailed: false,
        mode: 'sandbox',
      });
      expect(Object.keys(body).sort()).toEqual(
        [
          'token',
          'status',
          'statusUpdateDate',
          'merchant',
          'requester',
          'recipient',
          'amountInCents',
          'description',
          'dueDate',
          'paymentMethod',
          'processor',
          'organizationId',
          'achDetails',
          'attachments',
          'merchantInvoice',
          'referralLink',
          'methodPaidWith',
          'datePaid',
          'refunds',

          'paymentDetails',
          'transferReference',
          'receiptEmailed',
          'mode',
        ].sort(),
      );
      expect(body.organizationId).toMatch(/^org_/);
      expect((body.merchantInvoice as { id: string }).id).toMatch(/^inv_/);
    });

    it('gives tokens of at least 128 random bits in base64url', async () => {
      expect(invoiceToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      const another = await createRequest(server);
      expect(another.token).not.toBe(invoiceToken);
      expect(another.token.length).toBeGreaterThanOrEqual(22);
    });

    it('answers 404 for an unknown or malformed token', async () => {
      for (const token of ['A'.repeat(32), 'some-token', 'x%20y']) {
        const response = await server.call(`/api/v1/collect/${token}`);
        expect(response.status).toBe(404);
        expect(await json(response)).toEqual({ message: 'Payment request not found.' });
      }
    });
  });

  describe('attachments', () => {
    it('serves each attachment as a real file with a safe Content-Disposition', async () => {
      const body = await json<{
        attachments: { fileKey: string; fileName: string; previewUrl: string }[];
      }>(await server.call(`/api/v1/collect/${invoiceToken}`));
      expect(body.attachments.map((a) => a.fileName)).toEqual([
        'Statement of work.pdf',
        'Mockup "final".png',
      ]);
      const [pdf, png] = body.attachments;
      expect(pdf?.previewUrl).toBe(`/api/v1/files/${pdf?.fileKey}/Statement%20of%20work.pdf`);

      const pdfResponse = await server.call(pdf!.previewUrl);
      expect(pdfResponse.status).toBe(200);
      expect(pdfResponse.headers.get('content-type')).toBe('application/pdf');
      expect(pdfResponse.headers.get('content-disposition')).toBe(
        `inline; filename="Statement of work.pdf"; filename*=UTF-8''Statement%20of%20work.pdf`,
      );
      const document = await PDFDocument.load(await pdfResponse.arrayBuffer());
      expect(document.getPageCount()).toBe(1);

      const pngResponse = await server.call(png!.previewUrl);
      expect(pngResponse.headers.get('content-type')).toBe('image/png');
      // The quote cannot end the quoted file name.
      expect(pngResponse.headers.get('content-disposition')).toBe(
        `inline; filename="Mockup _final_.png"; filename*=UTF-8''Mockup%20%22final%22.png`,
      );
      const bytes = new Uint8Array(await pngResponse.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(pngResponse.headers.get('x-content-type-options')).toBe('nosniff');
      expect(pngResponse.headers.get('content-security-policy')).toContain("default-src 'none'");
    });

    it('answers 404 for an unknown file', async () => {
      const response = await server.call(`/api/v1/files/att_${'x'.repeat(22)}/a.pdf`);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: 'File not found.' });
    });
  });

  describe('GET files/receipts/{token}.pdf', () => {
    const paidByCard = {
      status: 'PAID',
      statusUpdateDate: '2026-11-21T15:12:00.000Z',
      methodPaidWith: 'card',
      datePaid: '2026-11-21T15:12:00.000Z',
      paymentDetails: {
        brand: 'visa',
        lastFour: '1111',
        bankName: null,
        accountMask: null,
        reference: 'PSP8N2Q4K7XW3RZ5',
      },
    };

    it("is the paid request's receipt: the card, the reference, the time in the payer's zone", async () => {
      const { token } = await createRequest(server, {
        ...paidByCard,
        merchant: { name: 'Northwind \u202EStudio' },
        description: 'Phase 2 \u2067audit\u2069',
        merchantInvoice: { customerInvoiceId: 'INV-7', lineItems: [] },
        amountInCents: 125_000,
      });
      const file = await server.call(
        `/api/v1/files/receipts/${token}.pdf?timeZone=America/New_York`,
      );
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('content-disposition')).toContain(
        'filename="Receipt from Northwind Studio.pdf"',
      );
      const bytes = new Uint8Array(await file.arrayBuffer());
      const document = await PDFDocument.load(bytes);
      expect(document.getTitle()).toBe('Receipt from Northwind Studio');
      const text = await pdfText(bytes);
      for (const expected of [
        'Receipt of payment',
        'Payee',
        'Northwind Studio',
        'Amount paid',
        '$1,250.00',
        'November 21, 2026 at 10:12 AM EST',
        'INV-7',
        'Visa ending in 1111',
        'PSP8N2Q4K7XW3RZ5',
        'Phase 2 audit',
      ]) {
        expect(text).toContain(expected);
      }
      // Bidi controls are removed, never drawn as '?'.
      expect(text).not.toContain('?');
      // Another time zone dates it there; none: UTC.
      const utc = await pdfText(
        new Uint8Array(
          await (await server.call(`/api/v1/files/receipts/${token}.pdf`)).arrayBuffer(),
        ),
      );
      expect(utc).toContain('November 21, 2026 at 3:12 PM UTC');
    });

    it('answers 404 before the request is paid or for an unknown token, 400 for a bad time zone', async () => {
      const { token: unpaid } = await createRequest(server);
      const missing = await server.call(`/api/v1/files/receipts/${unpaid}.pdf`);
      expect(missing.status).toBe(404);
      expect(await json(missing)).toEqual({ message: 'Receipt not found.' });
      expect((await server.call(`/api/v1/files/receipts/${'Z'.repeat(32)}.pdf`)).status).toBe(404);
      const { token } = await createRequest(server, paidByCard);
      for (const zone of ['Mars/Olympus', 'x'.repeat(65), '../etc']) {
        const bad = await server.call(
          `/api/v1/files/receipts/${token}.pdf?timeZone=${encodeURIComponent(zone)}`,
        );
        expect(bad.status).toBe(400);
        expect(await json(bad)).toEqual({
          message: 'timeZone: not a time zone (America/New_York).',
        });
      }
    });
  });

  describe('GET collect/{token}/invoice/download', () => {
    it('links a real PDF of the invoice', async () => {
      const response = await server.call(`/api/v1/collect/${invoiceToken}/invoice/download`);
      expect(response.status).toBe(200);
      const { downloadUrl } = await json<{ downloadUrl: string }>(response);
      expect(downloadUrl).toBe(`/api/v1/files/invoices/${invoiceToken}.pdf`);

      const file = await server.call(downloadUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain('filename="Invoice INV-2041.pdf"');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const document = await PDFDocument.load(bytes);
      expect(document.getPageCount()).toBe(1);
      expect(document.getTitle()).toBe('Invoice INV-2041 from Northwind Studio');
      const text = await pdfText(bytes);
      for (const expected of [
        'Northwind Studio',
        'INV-2041',
        'Avery Chen',
        'avery@northwind.example',
        'sam@example.com',
        'November 25, 2026',
        'Website redesign, phase 2',
        'Discovery workshop',
        '$400.00',
        '$800.00',
        'Homepage design',
        'Subtotal',
        '$1,300.00',
        'Returning client',
        '-$100.00',
        'Tax',
        '$50.00',
        'Total',
        '$1,250.00',
        'Amount due',
        'Page 1 of 1',
      ]) {
        expect(text).toContain(expected);
      }
      // The transfer reference (the request offers ACH and wire), never the token.
      const { transferReference } = await json<{ transferReference: string }>(
        await server.call(`/api/v1/collect/${invoiceToken}`),
      );
      expect(text).toContain('TRANSFER REFERENCE');
      expect(text).toContain(transferReference);
      expect(text).not.toContain(invoiceToken);
    });

    it('puts many line items on several pages', async () => {
      const { token } = await createRequest(server, {
        merchantInvoice: {
          customerInvoiceId: 'HL-1',
          lineItems: Array.from({ length: 60 }, (_, i) => ({
            description: `Delivery ${i + 1} — Zürich → 東京`,
            quantity: 1.5,
            unitPrice: 1001,
          })),
        },
      });
      const { downloadUrl } = await json<{ downloadUrl: string }>(
        await server.call(`/api/v1/collect/${token}/invoice/download`),
      );
      const bytes = new Uint8Array(await (await server.call(downloadUrl)).arrayBuffer());
      const document = await PDFDocument.load(bytes);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
      const text = await pdfText(bytes);
      expect(text).toContain('Delivery 60');
      expect(text).toContain('Zürich'); // WinAnsi letters stay; others fall back to "?"
      expect(text).toContain('$15.02'); // 1.5 × $10.01 = $15.015, rounded half up
      expect(text).toContain(`Page ${document.getPageCount()} of ${document.getPageCount()}`);
    });

    it('answers 404 when the request has no invoice, or is unknown', async () => {
      const { token } = await createRequest(server, { merchantInvoice: null });
      const response = await server.call(`/api/v1/collect/${token}/invoice/download`);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: 'This payment request has no invoice.' });
      expect((await server.call(`/api/v1/files/invoices/${token}.pdf`)).status).toBe(404);
      expect((await server.call(`/api/v1/collect/${'Z'.repeat(32)}/invoice/download`)).status).toBe(
        404,
      );
    });
  });

  describe('GET client-info', () => {
    it('answers the caller IP and user agent', async () => {
      const response = await server.call('/api/v1/client-info', {
        headers: { 'User-Agent': 'paypage-test/1.0' },
      });
      expect(await json(response)).toEqual({
        clientIp: '127.0.0.1',
        userAgent: 'paypage-test/1.0',
      });
    });
  });

  describe('POST collect/{token}/fingerprint', () => {
    it('stores the fingerprint and answers 204', async () => {
      const response = await server.call(`/api/v1/collect/${invoiceToken}/fingerprint`, {
        method: 'POST',
        json: { fingerprint },
      });
      expect(response.status).toBe(204);
      const { rows } = await server.services.db.query<{
        fingerprint: typeof fingerprint;
        source: string;
      }>('select fingerprint, source from fingerprints where payment_request_token = $1', [
        invoiceToken,
      ]);
      expect(rows).toEqual([{ fingerprint, source: 'page' }]);
    });

    it.each([
      [{}, 'fingerprint: Invalid input: expected object, received undefined'],
      [
        { fingerprint: { ...fingerprint, capturedAt: 'yesterday' } },
        'fingerprint.capturedAt: Invalid ISO datetime',
      ],
      [{ fingerprint, extra: 1 }, 'Unrecognized key: "extra"'],
    ])('refuses a bad body %j with 400', async (body, message) => {
      const response = await server.call(`/api/v1/collect/${invoiceToken}/fingerprint`, {
        method: 'POST',
        json: body,
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message });
    });

    it('refuses invalid JSON, a missing body and a non-JSON content type', async () => {
      const path = `/api/v1/collect/${invoiceToken}/fingerprint`;
      const invalid = await server.call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"fingerprint":',
      });
      expect(invalid.status).toBe(400);
      expect(await json(invalid)).toEqual({ message: 'The request body is not valid JSON.' });
      const missing = await server.call(path, { method: 'POST' });
      expect(missing.status).toBe(400);
      expect(await json(missing)).toEqual({ message: 'A JSON body is required.' });
      const form = await server.call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ fingerprint }),
      });
      expect(form.status).toBe(415);
    });

    it('answers 404 for an unknown token', async () => {
      const response = await server.call(`/api/v1/collect/${'Q'.repeat(32)}/fingerprint`, {
        method: 'POST',
        json: { fingerprint },
      });
      expect(response.status).toBe(404);
    });
  });

  describe('POST collect/{token}/status', () => {
    it('accepts only PROCESSING, and only once a payment was accepted', async () => {
      const { token } = await createRequest(server);
      const path = `/api/v1/collect/${token}/status`;
      const unpaid = await server.call(path, { method: 'POST', json: { status: 'PROCESSING' } });
      expect(unpaid.status).toBe(409);
      expect(await json(unpaid)).toEqual({
        message: 'No payment has been accepted for this payment request.',
      });

      await server.call(`/api/v1/sandbox/payment-requests/${token}/status`, {
        method: 'POST',
        json: { status: 'PROCESSING' },
      });
      const ok = await server.call(path, { method: 'POST', json: { status: 'PROCESSING' } });
      expect(ok.status).toBe(200);
      expect(await json(ok)).toEqual({ status: 'PROCESSING' });

      const paid = await server.call(path, { method: 'POST', json: { status: 'PAID' } });
      expect(paid.status).toBe(400);
      expect(await json(paid)).toEqual({ message: 'status: only PROCESSING can be set' });
      const empty = await server.call(path, { method: 'POST', json: {} });
      expect(empty.status).toBe(400);
      expect(
        (
          await server.call(`/api/v1/collect/${'W'.repeat(32)}/status`, {
            method: 'POST',
            json: { status: 'PROCESSING' },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('stripe', () => {
    it('answers a client secret for a STRIPE request, the same on every call', async () => {
      const { token } = await createRequest(server, { processor: { type: 'STRIPE' } });
      const first = await json<{ client_secret: string }>(
        await server.call(`/api/v1/collect/${token}/stripe/intent`),
      );
      expect(first.client_secret).toMatch(/^pi_[A-Za-z0-9_-]+_secret_[A-Za-z0-9_-]+$/);
      const second = await json(await server.call(`/api/v1/collect/${token}/stripe/intent`));
      expect(second).toEqual(first);
    });

    it('refuses an ADYEN request with 422 and a paid one with 409', async () => {
      const adyen = await server.call(`/api/v1/collect/${invoiceToken}/stripe/intent`);
      expect(adyen.status).toBe(422);
      const { token } = await createRequest(server, {
        processor: { type: 'STRIPE' },
        status: 'PAID',
      });
      const paid = await server.call(`/api/v1/collect/${token}/stripe/intent`);
      expect(paid.status).toBe(409);
      expect(await json(paid)).toEqual({
        message: 'This payment request has already been processed.',
      });
    });

    it('redirects the callback to the page', async () => {
      const response = await server.call(
        `/api/v1/collect/${invoiceToken}/stripe/callback?redirect_status=succeeded`,
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/pay/${invoiceToken}`);
    });
  });

  describe('POST email-tracking/{trackingToken}/link-opened', () => {
    it('stores the first open with its time and counts later ones', async () => {
      const path = `/api/v1/email-tracking/${trackingToken}/link-opened`;
      const first = await server.call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(first.status).toBe(204);
      const read = async () =>
        (
          await server.services.db.query<{ link_first_opened_at: Date; link_open_count: number }>(
            'select link_first_opened_at, link_open_count from payment_requests where token = $1',
            [invoiceToken],
          )
        ).rows[0]!;
      const afterFirst = await read();
      expect(afterFirst.link_open_count).toBe(1);
      expect(afterFirst.link_first_opened_at).toBeInstanceOf(Date);
      expect((await server.call(path, { method: 'POST' })).status).toBe(204);
      const afterSecond = await read();
      expect(afterSecond.link_open_count).toBe(2);
      expect(afterSecond.link_first_opened_at.getTime()).toBe(
        afterFirst.link_first_opened_at.getTime(),
      );
    });

    it('answers 404 for an unknown tracking token', async () => {
      const response = await server.call(`/api/v1/email-tracking/${'T'.repeat(32)}/link-opened`, {
        method: 'POST',
      });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: 'Tracking link not found.' });
    });
  });

  describe('security headers and errors', () => {
    it('sends the security headers on API answers', async () => {
      const response = await server.call(`/api/v1/collect/${invoiceToken}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('adyen');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });

    it('answers JSON 404 for an unknown path and 413 for a huge body', async () => {
      const unknown = await server.call('/api/v1/nothing/here');
      expect(unknown.status).toBe(404);
      expect(await json(unknown)).toEqual({ message: 'Not found' });
      const huge = await server.call(`/api/v1/collect/${invoiceToken}/fingerprint`, {
        method: 'POST',
        json: { fingerprint: { ...fingerprint, userAgent: 'x'.repeat(100_000) } },
      });
      expect(huge.status).toBe(413);
    });

    it('never logs a token', async () => {
      await server.call(`/api/v1/collect/${invoiceToken}`);
      await server.call(`/api/v1/files/invoices/${invoiceToken}.pdf`);
      await server.call(`/api/v1/email-tracking/${trackingToken}/link-opened`, { method: 'POST' });
      const log = server.logs.join('\n');
      expect(log).toContain('GET /api/v1/collect/:token 200');
      expect(log).toContain('GET /api/v1/files/invoices/:token 200');
      expect(log).not.toContain(invoiceToken);
      expect(log).not.toContain(trackingToken);
    });
  });

  describe('sample data', () => {
    it('seeds once: one request per status and per method mix, each with a label', async () => {
      const now = new Date('2026-11-22T12:00:00Z');
      expect(await seedSamples(server.services.db, now)).toBe(true);
      expect(await seedSamples(server.services.db, now)).toBe(false);
      const { paymentRequests } = await json<{
        paymentRequests: { token: string; label: string | null; status: string }[];
      }>(await server.call('/api/v1/sandbox/payment-requests'));
      const samples = paymentRequests.filter((r) => r.label);
      const labels = samples.map((r) => r.label);
      expect(new Set(labels).size).toBe(labels.length);
      expect(new Set(samples.map((r) => r.status))).toEqual(
        new Set(['UNPAID', 'PROCESSING', 'PAID', 'EXPIRED', 'CANCELED', 'PAYMENT_FAILED']),
      );
      const load = async (label: string) => {
        const sample = samples.find((r) => r.label === label)!;
        return json<Record<string, unknown>>(await server.call(`/api/v1/collect/${sample.token}`));
      };
      expect((await load('card-only')).paymentMethod).toEqual(['Card']);
      expect((await load('card-only')).dueDate).toBe('2026-11-22');
      expect((await load('bank-only')).paymentMethod).toEqual(['PayByBank']);
      expect((await load('ach-wire-only')).paymentMethod).toEqual(['ACH', 'PayByWire']);
      expect((await load('ach-wire-only')).dueDate).toBe('2026-11-19');
      expect((await load('stripe')).processor).toEqual({ type: 'STRIPE' });
      expect((await load('no-ach-details')).achDetails).toBeNull();
      const invoice = await load('invoice-all-methods');
      expect(invoice.paymentMethod).toEqual(['Card', 'PayByBank', 'ACH', 'PayByWire']);
      expect(invoice.dueDate).toBe('2026-11-24');
      expect(invoice.referralLink).toBe('https://paypage.dev/?ref=northwind');
      expect((invoice.attachments as unknown[]).length).toBe(2);
      expect(invoice.merchantInvoice).toMatchObject({ discountTotal: 10_000, taxTotal: 5_000 });
      expect(invoice.amountInCents).toBe(
        (invoice.merchantInvoice as { grandTotal: number }).grandTotal,
      );
      const failed = await load('payment-failed');
      expect(failed.statusUpdateDate).toBe('2026-11-21T12:00:00.000Z');
      expect((await load('paid-bank')).methodPaidWith).toBe('payByBank');
    });
  });
});
