/**
 * Instalments at the sandbox card processor (docs/widget.md#options): a card payment's
 * `installments: { value, plan? }` is accepted and recorded with the attempt (read back from
 * `GET /sandbox/payment-requests/{token}/attempts`); a malformed one is refused by the contract (400).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest, json, startServer, backends, type TestServer } from './support/harness.ts';
import { sealedScheme } from './support/sealed-card.ts';

describe.each(backends())(
  'instalments at the sandbox processor on $name',
  { timeout: 60_000 },
  (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(await backend.open(), {
        securedFieldsOrigin: 'http://localhost:3443',
      });
    });
    afterAll(() => server.close());

    async function pay(extra: Record<string, unknown>) {
      const { token } = await createRequest(server);
      const { organizationId } = await json<{ organizationId: string }>(
        await server.call(`/api/v1/collect/${token}`),
      );
      const { id, sessionData } = await json<{ id: string; sessionData: string }>(
        await server.call(`/api/v1/collect/${token}/adyen/session`, {
          method: 'POST',
          json: { organizationId },
        }),
      );
      const paymentMethod = await sealedScheme(server.services.db, { number: '4111111111111111' });
      const response = await server.call(`/api/v1/sandbox/adyen/sessions/${id}/payments`, {
        method: 'POST',
        json: { sessionData, paymentMethod, ...extra },
      });
      const attempts = await json<{
        attempts: { outcome: string; detail: Record<string, unknown> }[];
      }>(await server.call(`/api/v1/sandbox/payment-requests/${token}/attempts`));
      return { response, attempts: attempts.attempts };
    }

    it.each([[{ value: 3 }], [{ value: 1, plan: 'revolving' }], [{ value: 6, plan: 'regular' }]])(
      'records %j with the authorised attempt',
      async (installments) => {
        const { response, attempts } = await pay({ installments });
        expect(response.status).toBe(200);
        expect(attempts).toEqual([
          expect.objectContaining({
            outcome: 'Authorised',
            detail: expect.objectContaining({ installments }),
          }),
        ]);
      },
    );

    it('records none when none is sent', async () => {
      const { attempts } = await pay({});
      expect(attempts[0]?.detail).not.toHaveProperty('installments');
    });

    it.each([
      [{ value: 0 }],
      [{ value: 2.5 }],
      [{ value: 3, plan: 'weekly' }],
      [{ plan: 'revolving' }],
    ])('refuses %j (400)', async (installments) => {
      const { response } = await pay({ installments });
      expect(response.status).toBe(400);
    });
  },
);
