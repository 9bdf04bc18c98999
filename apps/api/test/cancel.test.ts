/**
 * Cancel during a payment (docs/api-contract.md "Status changes and money"): a request moves to
 * CANCELED or EXPIRED only from UNPAID or PAYMENT_FAILED; a payment accepted or in flight makes
 * cancel answer 409; an authorisation that loses the race to a cancel is voided and recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedScheme } from './support/sealed-card.ts';
import {
  backends,
  createRequest,
  HELD_SETTLEMENT,
  json,
  sleep,
  startServer,
  type TestServer,
} from './support/harness.ts';
import { findRequest } from '../src/db/payment-requests.ts';
import { authorise } from '../src/sandbox/card-sessions.ts';

const scenario = '/api/v1/sandbox/payment-requests';
describe.each(backends())('cancel during a payment on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(await backend.open());
  });
  afterAll(() => server.close());

  async function openSession() {
    // A payment stays in flight until the test settles it (`settled`), however slow the calls
    // made meanwhile are.
    const { token } = await createRequest(server, { sandbox: HELD_SETTLEMENT });
    const { organizationId } = await json<{ organizationId: string }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    const response = await server.call(`/api/v1/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId },
    });
    expect(response.status).toBe(200);
    return { token, session: await json<{ id: string; sessionData: string }>(response) };
  }

  const pay = async (session: { id: string; sessionData: string }) =>
    server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/payments`, {
      method: 'POST',
      json: {
        sessionData: session.sessionData,
        paymentMethod: await sealedScheme(server.services.db, { number: '4111111111111111' }),
        storePaymentMethod: false,
        browserInfo: { userAgent: 'test', language: 'en-US' },
        origin: 'http://localhost:3000',
      },
    });

  const force = (token: string, status: string) =>
    server.call(`${scenario}/${token}/status`, { method: 'POST', json: { status } });

  const statusOf = async (token: string) =>
    (await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`))).status;

  /**
   * The status once any payment in flight has settled, and whether one was (the settle call
   * answers 409 when nothing waits to settle).
   */
  const settled = async (token: string) => {
    const answer = await server.call(`${scenario}/${token}/settle`, { method: 'POST' });
    expect([200, 409]).toContain(answer.status);
    return { inFlight: answer.status === 200, status: await statusOf(token) };
  };

  const attempts = async (token: string) => {
    const { rows } = await server.services.db.query<{ outcome: string }>(
      'select outcome from payment_attempts where payment_request_token = $1 order by id',
      [token],
    );
    return rows.map((row) => row.outcome);
  };

  it('refuses to cancel or expire a request whose payment is in flight (409)', async () => {
    const { token, session } = await openSession();
    expect((await pay(session)).status).toBe(200);
    for (const status of ['CANCELED', 'EXPIRED']) {
      const refused = await force(token, status);
      expect(refused.status).toBe(409);
      expect((await json<{ message: string }>(refused)).message).toMatch(/payment is in progress/);
    }
    expect(await statusOf(token)).toBe('PROCESSING');
    expect(await settled(token)).toEqual({ inFlight: true, status: 'PAID' });
    expect((await force(token, 'CANCELED')).status).toBe(409);
  });

  it('cancels an unpaid or failed request, and a later payment is refused', async () => {
    const { token, session } = await openSession();
    expect((await force(token, 'PAYMENT_FAILED')).status).toBe(200);
    expect((await force(token, 'CANCELED')).status).toBe(200);
    expect((await pay(session)).status).toBe(409);
    expect(await statusOf(token)).toBe('CANCELED');
  });

  it('a race of payments and a cancel strands no money', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { token, session } = await openSession();
      const calls = [
        ...Array.from({ length: 4 }, () => pay(session)),
        sleep(round).then(() => force(token, 'CANCELED')),
      ];
      const answers = await Promise.all(calls);
      const cancel = answers.at(-1)!;
      const paid = answers.slice(0, -1).filter((answer) => answer.status === 200);
      const final = await settled(token);
      const outcomes = await attempts(token);
      if (cancel.status === 200) {
        // The cancel won: nothing was accepted, nothing settles.
        expect(paid).toHaveLength(0);
        expect(final).toEqual({ inFlight: false, status: 'CANCELED' });
        expect(outcomes).not.toContain('Authorised');
      } else {
        expect(cancel.status).toBe(409);
        expect(paid).toHaveLength(1);
        expect(final).toEqual({ inFlight: true, status: 'PAID' });
        expect(outcomes.filter((outcome) => outcome === 'Authorised')).toHaveLength(1);
      }
    }
  });

  it('an authorisation that completes after a cancel is voided and recorded', async () => {
    const { token, session } = await openSession();
    // The request as the processor read it (payable), then a cancel before its acceptance.
    const request = await findRequest(server.services.db, token);
    expect((await force(token, 'CANCELED')).status).toBe(200);
    const answer = await authorise(
      server.services,
      server.services.db,
      request!,
      { id: session.id, token, sessionData: session.sessionData, expired: false },
      'card',
      'succeed',
    );
    expect(answer.status).toBe(409);
    expect(await attempts(token)).toEqual(['Voided']);
    // Nothing was left to settle.
    expect(await settled(token)).toEqual({ inFlight: false, status: 'CANCELED' });
  });
});
