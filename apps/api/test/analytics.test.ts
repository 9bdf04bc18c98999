/**
 * The sandbox analytics (docs/widget.md#options): a checkout attempt for a card session,
 * batches of §3 events for it, listed by the scenario API per request; a key outside §3's shape,
 * a wrong client key or an unknown attempt is refused.
 */
import { EXAMPLE_ANALYTICS_EVENT } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createRequest,
  json,
  openCardSession,
  startServer,
  type TestServer,
} from './support/harness.ts';
import { sealedScheme } from './support/sealed-card.ts';

const KEY = 'clientKey=sandbox_paypage_local';
const WEB = { channel: 'Web', platform: 'Web' } as const;

describe.each(backends())('the sandbox analytics on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await backend.open());
  });
  afterAll(() => server.close());

  async function sessionOfNewRequest() {
    const { token } = await createRequest(server);
    const { organizationId } = await json<{ organizationId: string }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    const opened = await server.call(`/api/v1/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId },
    });
    return { token, sessionId: (await json<{ id: string }>(opened)).id };
  }

  const begin = (body: Record<string, unknown>, key = KEY) =>
    server.call(`/api/v1/sandbox/adyen/v3/analytics?${key}`, { method: 'POST', json: body });
  const send = (attemptId: string, events: unknown[], key = KEY) =>
    server.call(`/api/v1/sandbox/adyen/v3/analytics/${attemptId}?${key}`, {
      method: 'POST',
      json: { ...WEB, events },
    });
  const listed = async (token: string) =>
    json<{
      events: { checkoutAttemptId: string; event: Record<string, unknown> }[];
      payments: { checkoutAttemptId: string; method: string; receivedAt: string }[];
    }>(await server.call(`/api/v1/sandbox/payment-requests/${token}/analytics`));

  it("stores a session's events and lists them by its request, oldest first", async () => {
    const { token, sessionId } = await sessionOfNewRequest();
    const other = await sessionOfNewRequest();
    const started = await begin({ ...WEB, component: 'scheme', sessionId });
    expect(started.status).toBe(200);
    const { checkoutAttemptId } = await json<{ checkoutAttemptId: string }>(started);
    expect(checkoutAttemptId).toMatch(/^ca_[0-9a-f]{32}$/);
    const submit = { ...EXAMPLE_ANALYTICS_EVENT, id: 'e2', type: 'submit' };
    expect((await send(checkoutAttemptId, [EXAMPLE_ANALYTICS_EVENT, submit])).status).toBe(204);
    expect((await listed(token)).events).toEqual([
      expect.objectContaining({ checkoutAttemptId, event: EXAMPLE_ANALYTICS_EVENT }),
      expect.objectContaining({ checkoutAttemptId, event: submit }),
    ]);
    expect((await listed(other.token)).events).toEqual([]);
  });

  it('refuses a key outside the §3 shape, a wrong client key and an unknown attempt', async () => {
    const { sessionId } = await sessionOfNewRequest();
    const { checkoutAttemptId } = await json<{ checkoutAttemptId: string }>(
      await begin({ ...WEB, sessionId }),
    );
    const carded = await send(checkoutAttemptId, [
      { ...EXAMPLE_ANALYTICS_EVENT, cardNumber: '4111111111111111' },
    ]);
    expect(carded.status).toBe(400);
    expect(JSON.stringify(await json(carded))).not.toContain('4111111111111111');
    expect((await begin({ ...WEB }, 'clientKey=other')).status).toBe(401);
    expect((await send(checkoutAttemptId, [EXAMPLE_ANALYTICS_EVENT], 'clientKey=x')).status).toBe(
      401,
    );
    expect((await send(`ca_${'0'.repeat(32)}`, [EXAMPLE_ANALYTICS_EVENT])).status).toBe(404);
  });

  it("records a payment's checkout attempt id (§3 paymentMethod.checkoutAttemptId) once, by its request", async () => {
    const { token, session } = await openCardSession(server);
    const { id: sessionId, sessionData } = session as { id: string; sessionData: string };
    const { checkoutAttemptId } = await json<{ checkoutAttemptId: string }>(
      await begin({ ...WEB, sessionId }),
    );
    const card = await sealedScheme(server.services.db, { number: '4111111111111111' });
    const pay = (paymentMethod: Record<string, unknown>, key: string) =>
      server.call(`/api/v1/sandbox/adyen/sessions/${sessionId}/payments`, {
        method: 'POST',
        json: { sessionData, paymentMethod },
        headers: { 'Idempotency-Key': key },
      });
    const paid = await pay({ ...card, checkoutAttemptId }, 'pay-1');
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({ resultCode: 'Authorised' });
    // The same payment again (its Idempotency-Key): recorded once.
    expect((await pay({ ...card, checkoutAttemptId }, 'pay-1')).status).toBe(200);
    expect((await listed(token)).payments).toEqual([
      { checkoutAttemptId, method: 'scheme', receivedAt: expect.any(String) },
    ]);
    // Without an id (analytics off), nothing is recorded; a malformed one is refused.
    const other = await sessionOfNewRequest();
    expect((await listed(other.token)).payments).toEqual([]);
    expect((await pay({ ...card, checkoutAttemptId: 'not an id!' }, 'pay-2')).status).toBe(400);
  });
});
