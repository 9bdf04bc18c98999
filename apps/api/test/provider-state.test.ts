/**
 * A live bank payment whose transfer call passes its bound (PROVIDER_CALL_TIMEOUT_MS): the server
 * asks Plaid for the transfer made with the payment's authorization (`/transfer/get`,
 * providers/live/plaid.ts) and follows provider-call.ts's table. The bound runs on a manual
 * clock the test moves once the fake Plaid holds the transfer call (its answer, or the call itself,
 * until the test releases it): no real waiting, and the bound always passes first.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { webhookEventListSchema } from '@paypage/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_CALL_TIMEOUT_MS } from '../src/providers/provider-call.ts';
import type { FakePlaid } from './support/fake-plaid.ts';
import { ManualClock } from './support/manual-clock.ts';
import { backends, eventually, json, type TestServer } from './support/harness.ts';
import { type LiveServer, startLiveServer } from './support/live-harness.ts';

describe.each(backends())('a live bank payment past its bound on $name', (backend) => {
  let live: LiveServer<'plaid'>;
  let server: TestServer;
  let plaid: FakePlaid;
  let key: string;
  const clock = new ManualClock();

  beforeAll(async () => {
    live = await startLiveServer(backend, ['plaid'], { providerCallTimer: clock });
    ({ server, plaid, key } = live);
  });
  afterAll(() => live?.close());

  const create = async () => {
    const response = await server.call('/api/v1/merchant/payment-requests', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      json: {
        ...REQUEST_EXAMPLES['POST /merchant/payment-requests'],
        paymentMethod: ['PayByBank'],
      },
    });
    expect(response.status).toBe(201);
    return (await json<{ token: string }>(response)).token;
  };
  const statusOf = async (token: string) =>
    (await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`))).status;
  const eventTypes = async (token: string) =>
    webhookEventListSchema
      .parse(
        await json(
          await server.call('/api/v1/merchant/webhook-events', {
            headers: { Authorization: `Bearer ${key}` },
          }),
        ),
      )
      .webhookEvents.filter((event) => event.data.object.token === token)
      .map((event) => event.type);
  const transferOf = (token: string) =>
    [...plaid.transfers.values()].find(
      (transfer) => (transfer.metadata as Record<string, string>).paypage_token === token,
    );
  const deliverTransferEvents = async () => {
    const signed = await plaid.webhook({
      webhook_type: 'TRANSFER',
      webhook_code: 'TRANSFER_EVENTS_UPDATE',
      environment: 'sandbox',
    });
    const response = await server.call('/api/v1/webhooks/plaid', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Plaid-Verification': signed.verification },
      body: signed.body,
    });
    expect(response.status).toBe(200);
  };
  /** Pays with the transfer call's answer (or the call itself) held until `release`. */
  const payHeld = async (hold: 'holdAnswer' | 'beforeAnswer') => {
    const token = await create();
    const link = await server.call('/api/v1/plaid/link-token', {
      method: 'POST',
      json: { paymentRequestToken: token },
    });
    expect(link.status).toBe(200);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const reached = new Promise<void>((resolve) => (held = resolve));
    plaid[hold] = (path) => {
      if (path !== '/transfer/create') return Promise.resolve();
      held();
      return released;
    };
    const publicToken = plaid.linkAccount({ accountId: 'acc_checking_1', ownerName: 'Sam Rivera' });
    const paying = server.call(`/api/v1/collect/${token}/plaid/payment`, {
      method: 'POST',
      json: { publicToken, paymentRequestToken: token, accountId: 'acc_checking_1' },
    });
    await reached;
    plaid[hold] = null;
    // The transfer call's bound passes (the state query's own bound is not moved).
    clock.advance(DEFAULT_PROVIDER_CALL_TIMEOUT_MS);
    const answer = await paying;
    return { token, answer, release };
  };

  it('Plaid made the transfer (its answer late): asked, the payment goes on, settled by its events', async () => {
    const { token, answer, release } = await payHeld('holdAnswer');
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ status: 'PROCESSING' });
    const transfer = transferOf(token)!;
    const asked = plaid.calls.filter((call) => call.path === '/transfer/get').at(-1)!;
    expect(JSON.parse(asked.body)).toMatchObject({ authorization_id: transfer.authorization_id });
    // Plaid holds the payment: no outcome_unknown; the merchant heard 'processing'.
    expect(await eventTypes(token)).toEqual(['payment_request.processing']);
    expect(await statusOf(token)).toBe('PROCESSING');
    // The transfer found is recorded: its event settles the request before the late answer.
    plaid.addEvent(transfer.id as string, 'settled');
    await deliverTransferEvents();
    expect(await statusOf(token)).toBe('PAID');
    release();
  });

  it('Plaid has no transfer yet: PROCESSING, outcome_unknown told, never failed; the late transfer settles it', async () => {
    const { token, answer, release } = await payHeld('beforeAnswer');
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ status: 'PROCESSING' });
    expect(transferOf(token)).toBeUndefined();
    expect(plaid.calls.some((call) => call.path === '/transfer/get')).toBe(true);
    expect(await eventTypes(token)).toContain('payment_request.outcome_unknown');
    expect(await eventTypes(token)).not.toContain('payment_request.payment_failed');
    expect(await statusOf(token)).toBe('PROCESSING');
    // The call reaches Plaid after all: its late answer records the transfer, its event settles.
    release();
    await eventually(async () => transferOf(token) !== undefined);
    const transfer = transferOf(token)!;
    await eventually(async () => {
      const { rows } = await server.services.db.query(
        `select 1 from payment_attempts where payment_request_token = $1
           and detail->>'transferId' = $2`,
        [token, transfer.id],
      );
      return rows.length > 0;
    });
    plaid.addEvent(transfer.id as string, 'settled');
    await deliverTransferEvents();
    expect(await statusOf(token)).toBe('PAID');
  });
});
