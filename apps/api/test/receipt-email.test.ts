/**
 * Receipt e-mail (docs/operations.md "Receipt e-mail"): a request that becomes PAID gets one
 * receipt e-mail, sent by the mailer through a nodemailer transport (the sandbox's JSON
 * transport, or a test's stream transport standing in for SMTP: never the network), listed in the
 * sandbox's outbox, and claimed on the payer's page (`receiptEmailed`) only where mail is sent.
 */
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRequest as createStoredRequest,
  findRequest,
  settleDue,
} from '../src/db/payment-requests.ts';
import { setReceiptMail } from '../src/db/receipt-emails.ts';
import { ReceiptMailer } from '../src/mail/receipt-mailer.ts';
import { backends, createRequest, json, startServer, type TestServer } from './support/harness.ts';

const [pglite] = backends();
const PAYER = 'payer.mail@example.com';

type Outbox = {
  data: {
    recipient: string;
    status: string;
    message: { to: string; from: string; subject: string; text: string } | null;
  }[];
};

async function paidRequest(server: TestServer, body: Record<string, unknown> = {}) {
  const { token } = await createRequest(server, {
    merchant: { name: 'Harbor <b>Dental</b>' },
    recipient: { email: PAYER },
    amountInCents: 24_000,
    ...body,
  });
  const paid = await server.call(`/api/v1/sandbox/payment-requests/${token}/status`, {
    method: 'POST',
    json: { status: 'PAID', methodPaidWith: 'card' },
  });
  expect(paid.status).toBe(200);
  return token;
}

/** Two sweeps: one already under way may have claimed before the payment. */
async function sweep(mailer: ReceiptMailer | null) {
  await mailer?.run();
  await mailer?.run();
}

describe('receipt e-mail in the sandbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await pglite!.open());
  });
  afterAll(() => server.close());

  it('sends one receipt per paid request to the outbox, with the receipt facts as text', async () => {
    const token = await paidRequest(server);
    // Claimed from the moment it is queued: the page reads it with the PAID status.
    const page = await json<{ receiptEmailed: boolean }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    expect(page.receiptEmailed).toBe(true);
    await sweep(server.services.mailer);
    // A second status event for the same payment queues nothing more.
    await server.call(`/api/v1/sandbox/payment-requests/${token}/status`, {
      method: 'POST',
      json: { status: 'PAID', methodPaidWith: 'card' },
    });
    await sweep(server.services.mailer);
    const outbox = await json<Outbox>(await server.call('/api/v1/sandbox/outbox'));
    const mine = outbox.data.filter((entry) => entry.recipient === PAYER);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'sent',
      message: { to: PAYER, subject: 'Your receipt from Harbor <b>Dental</b>' },
    });
    const text = mine[0]!.message!.text;
    expect(text).toContain('Amount paid: $240.00');
    expect(text).toContain('Payee: Harbor <b>Dental</b>');
    expect(text).toContain('Payment method: Card');
    // The page shows the message as text: the merchant's markup is escaped.
    const html = await (await server.call('/api/v1/sandbox/outbox/page')).text();
    expect(html).toContain('Harbor &lt;b&gt;Dental&lt;/b&gt;');
    expect(html).not.toContain('<b>Dental');
  });

  it('queues nothing for a request without a recipient e-mail, and claims none', async () => {
    const token = await paidRequest(server, { recipient: { email: null } });
    const page = await json<{ receiptEmailed: boolean }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    expect(page.receiptEmailed).toBe(false);
  });
});

describe('receipt e-mail in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Production without SMTP_URL: no mailer.
    server = await startServer(await pglite!.open(), { mode: 'production' });
  });
  afterAll(() => server.close());

  /** A request paid by card through the settlement (the scenario API is the sandbox's). */
  async function settledRequest() {
    const { token } = await createStoredRequest(server.services.db, {
      merchant: { name: 'Harbor Dental' },
      requester: { name: 'Front desk' },
      recipient: { email: PAYER },
      amountInCents: 24_000,
      paymentMethod: ['Card'],
    } as never);
    await server.services.db.query(
      `update payment_requests set status = 'PROCESSING', settle_at = now(),
         settle_outcome = 'succeed', pending_method = 'card' where token = $1`,
      [token],
    );
    expect(await settleDue(server.services.db, undefined)).toBe(1);
    return token;
  }

  it('without mail configured: nothing queued, the page claims no e-mail', async () => {
    expect(server.services.mailer).toBeNull();
    const token = await settledRequest();
    const { rows } = await server.services.db.query(
      'select 1 from receipt_emails where token = $1',
      [token],
    );
    expect(rows).toHaveLength(0);
    expect((await findRequest(server.services.db, token))?.receiptEmailed).toBe(false);
  });

  it('over SMTP (a stream transport): sends the message, retries a failure, logs no address', async () => {
    let fail = true;
    const raws: string[] = [];
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const transport = {
      sendMail: async (message: Parameters<typeof stream.sendMail>[0]) => {
        if (fail) throw Object.assign(new Error(`550 rejected <${PAYER}>`), { code: 'EENVELOPE' });
        const info = await stream.sendMail(message);
        raws.push(String(info.message));
        return info;
      },
      close: () => stream.close(),
    } as unknown as typeof stream;
    const logs: string[] = [];
    const mailer = new ReceiptMailer(
      server.services.db,
      transport,
      { from: 'receipts@shop.example', backoffMs: 1 },
      (line) => logs.push(line),
    );
    // What a server with SMTP_URL sets at start.
    await setReceiptMail(server.services.db, true);
    const token = await settledRequest();
    expect((await findRequest(server.services.db, token))?.receiptEmailed).toBe(true);
    // The first attempt fails; the payment is PAID regardless.
    expect(await mailer.run()).toBe(0);
    expect((await findRequest(server.services.db, token))?.status).toBe('PAID');
    const logged = logs.join('\n');
    expect(logged).toMatch(/receipt attempt 1 failed \(will retry\): EENVELOPE/);
    expect(logged).not.toContain(PAYER);
    expect(logged).not.toContain(token);
    fail = false;
    // Due again after the 1 ms backoff.
    await server.services.db.query(
      'update receipt_emails set next_attempt_at = now() where token = $1',
      [token],
    );
    expect(await mailer.run()).toBe(1);
    expect(raws).toHaveLength(1);
    expect(raws[0]).toContain(`To: ${PAYER}`);
    expect(raws[0]).toContain('From: receipts@shop.example');
    expect(raws[0]).toContain('Amount paid: $240.00');
    expect(raws[0]).toMatch(/Date paid: \w+ \d+, \d{4} at \d+:\d\d [AP]M UTC/);
    expect(raws[0]).toContain('Subject: Your receipt from Harbor Dental');
    // Sent once: nothing is due any more.
    expect(await mailer.run()).toBe(0);
    await setReceiptMail(server.services.db, false);
  });
});
