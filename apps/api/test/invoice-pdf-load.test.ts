import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequestsBodySchema } from '@paypage/contract/schemas';
import type { Db } from '../src/db/db.ts';
import { backends, createRequest, json, startServer, type TestServer } from './support/harness.ts';

const generous = { perIp: 10_000, perIpToken: 10_000, perToken: 10_000 };

/** A heavy invoice: 200 line items of 200 characters (the body limit is 64 kB). */
const heavyInvoice = (name: string) => ({
  merchant: { name },
  merchantInvoice: {
    customerInvoiceId: `INV-${name}`,
    lineItems: Array.from({ length: 200 }, (_, i) => ({
      description:
        `Line ${i + 1}: ${'consulting, design and implementation work '.repeat(12)}`.slice(0, 200),
      quantity: 1,
      unitPrice: 1_000 + i,
    })),
  },
});

/** The invoice PDF off the event loop, shared, cached and rate-limited. */
describe.each(backends())('invoice PDFs under load on $name', (backend) => {
  let db: Db;
  let server: TestServer;
  let limited: TestServer;

  beforeAll(async () => {
    db = await backend.open();
    const shared = { ...db, close: async () => undefined };
    limited = await startServer(shared, {
      rateLimits: {
        windowMs: 60_000,
        pay: generous,
        status: generous,
        write: generous,
        file: { perIp: 10, perIpToken: 3, perToken: 6 },
      },
    });
    server = await startServer(db);
  });
  afterAll(async () => {
    await limited.close();
    await server.close();
  });

  const download = (target: TestServer, token: string) =>
    target.call(`/api/v1/files/invoices/${token}.pdf`);

  it('answers /health while invoice PDFs are being generated', async () => {
    const tokens = await Promise.all(
      ['North', 'South', 'East'].map(
        async (name) => (await createRequest(server, heavyInvoice(name))).token,
      ),
    );
    const generatedBefore = server.services.invoicePdfs.generated;
    let healthAnswers = 0;
    let healthAnswersWhenFirstPdfCame = -1;
    const pdfs = tokens.map((token) =>
      download(server, token).then(async (response) => {
        if (healthAnswersWhenFirstPdfCame === -1) healthAnswersWhenFirstPdfCame = healthAnswers;
        expect(response.status).toBe(200);
        return new Uint8Array(await response.arrayBuffer());
      }),
    );
    // Once the three generations have started, /health is asked 20 times, one after the other.
    while (server.services.invoicePdfs.generated < generatedBefore + 3) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    for (let i = 0; i < 20; i += 1) {
      const health = await server.call('/api/v1/health');
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      healthAnswers += 1;
    }
    // Every /health answer came before any of the PDFs: none of them held the event loop.
    expect(healthAnswersWhenFirstPdfCame).toBe(-1);
    const files = await Promise.all(pdfs);
    expect(healthAnswersWhenFirstPdfCame).toBe(20);
    for (const file of files) expect(new TextDecoder().decode(file.slice(0, 5))).toBe('%PDF-');
  });

  it('generates one file per request version, shared by concurrent downloads', async () => {
    const { token } = await createRequest(server, heavyInvoice('West'));
    const before = server.services.invoicePdfs.generated;
    const files = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await download(server, token);
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer()).toString('base64');
      }),
    );
    expect(new Set(files).size).toBe(1);
    expect(server.services.invoicePdfs.generated).toBe(before + 1);
    expect((await download(server, token)).status).toBe(200);
    expect(server.services.invoicePdfs.generated).toBe(before + 1);
    // A new status is a new version of the invoice.
    const forced = await server.call(`/api/v1/sandbox/payment-requests/${token}/status`, {
      method: 'POST',
      json: { status: 'PAID', datePaid: '2026-11-20T10:00:00.000Z' },
    });
    expect(forced.status).toBe(200);
    expect((await download(server, token)).status).toBe(200);
    expect(server.services.invoicePdfs.generated).toBe(before + 2);
  });

  it('limits downloads per client on a request (429 with Retry-After)', async () => {
    const { token } = await createRequest(server, {
      merchantInvoice: { lineItems: [{ description: 'One', quantity: 1, unitPrice: 100 }] },
    });
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let i = 0; i < 5; i += 1) {
      const response = await download(limited, token);
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
      else await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const body = tooManyRequestsBodySchema.parse(await json(refusal!));
    expect(refusal!.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });
});
