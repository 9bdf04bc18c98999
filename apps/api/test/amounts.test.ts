/**
 * Amount and invoice (docs/api-contract.md "Merchant API"): the merchant API refuses an amount
 * other than the invoice's total unless `merchantInvoice.amountDueNote` says why (the payer page
 * shows it); no request asks for 0 (an invoice whose discount eats its total is refused, by the
 * merchant and the scenario API alike), and a payment of a request of 0 is never accepted.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/merchant/keys.ts';
import {
  backends,
  createRequest,
  json,
  payByBank,
  startServer,
  type TestServer,
} from './support/harness.ts';

const base = REQUEST_EXAMPLES['POST /merchant/payment-requests'];
const fiveHundred = {
  customerInvoiceId: 'INV-500',
  lineItems: [{ description: 'Kitchen remodel', quantity: 1, unitPrice: 50_000 }],
};

describe('amount and invoice', () => {
  let server: TestServer;
  let as: Record<string, string>;
  beforeAll(async () => {
    server = await startServer(await backends()[0]!.open());
    as = { Authorization: `Bearer ${(await createApiKey(server.services.db, 'shop')).secret}` };
  });
  afterAll(() => server.close());

  const create = (body: Record<string, unknown>) =>
    server.call('/api/v1/merchant/payment-requests', {
      method: 'POST',
      json: { ...base, ...body },
      headers: as,
    });

  it('refuses $1.00 against a $500.00 invoice, naming both figures (400)', async () => {
    const response = await create({ amountInCents: 100, merchantInvoice: fiveHundred });
    expect(response.status).toBe(400);
    const { message } = await json<{ message: string }>(response);
    expect(message).toContain('amountInCents: 100 ($1.00)');
    expect(message).toContain("the invoice's total 50000 ($500.00)");
    expect(message).toContain('merchantInvoice.amountDueNote');
  });

  it('takes the total, or another amount with the payer’s reason, which the page reads', async () => {
    expect((await create({ amountInCents: 50_000, merchantInvoice: fiveHundred })).status).toBe(
      201,
    );
    const note = 'Deposit of $100.00 on a $500.00 invoice';
    const created = await create({
      amountInCents: 10_000,
      merchantInvoice: { ...fiveHundred, amountDueNote: note },
    });
    expect(created.status).toBe(201);
    const { token } = await json<{ token: string }>(created);
    const page = await json<{ amountInCents: number; merchantInvoice: Record<string, unknown> }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    expect(page.amountInCents).toBe(10_000);
    expect(page.merchantInvoice).toMatchObject({ grandTotal: 50_000, amountDueNote: note });
  });

  it('refuses an amount of 0, and an invoice whose discount eats the total (merchant API)', async () => {
    expect((await create({ amountInCents: 0 })).status).toBe(400);
    const eaten = {
      lineItems: [{ description: 'Service call', quantity: 1, unitPrice: 10_000 }],
      discountTotal: 20_000,
    };
    const response = await create({
      amountInCents: 100,
      merchantInvoice: { ...eaten, amountDueNote: 'A fee' },
    });
    // The total is 0 (never below), and 100 is not it: the note makes it a stated difference.
    expect(response.status).toBe(201);
    const zero = await create({ amountInCents: 100, merchantInvoice: eaten });
    expect(zero.status).toBe(400);
    expect((await json<{ message: string }>(zero)).message).toContain("invoice's total 0 ($0.00)");
  });

  it('the scenario API makes no request of 0 from such an invoice', async () => {
    const response = await server.call('/api/v1/sandbox/payment-requests', {
      method: 'POST',
      json: {
        merchantInvoice: {
          lineItems: [{ description: 'Service call', quantity: 1, unitPrice: 10_000 }],
          discountTotal: 20_000,
        },
      },
    });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toMatch(
      /^amountInCents: at least 1/,
    );
  });

  it('a request of 0 (from older data) accepts no payment', async () => {
    const { token } = await createRequest(server, { paymentMethod: ['PayByBank'] });
    await server.services.db.query(
      'update payment_requests set amount_in_cents = 0 where token = $1',
      [token],
    );
    const paid = await payByBank(server, token);
    expect(paid.status).toBe(409);
    const after = await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`));
    expect(after.status).toBe('UNPAID');
  });
});
