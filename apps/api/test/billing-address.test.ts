/**
 * The billing address at the sandbox card processor (docs/widget.md#options): a card
 * payment's `billingAddress` is checked against the contract's `billingAddressSchema` (country
 * ISO 3166-1 alpha-2, the six fields of §3 and a wallet's names, at most 128 characters, plain
 * text) — a bad one is 422 `{ message, field }` naming the field, before anything is claimed —
 * and stored with the payment: `GET /sandbox/payment-requests` shows the request's last one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest, json, startServer, backends, type TestServer } from './support/harness.ts';
import { exampleBillingAddress as FULL } from '@paypage/contract/fixtures';
import { sealedScheme } from './support/sealed-card.ts';

type Listed = { token: string; billingAddress: Record<string, string> | null };

describe.each(backends())(
  'the billing address at the sandbox processor on $name',
  { timeout: 60_000 },
  (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(await backend.open(), {
        securedFieldsOrigin: 'http://localhost:3443',
      });
    });
    afterAll(() => server.close());

    async function session() {
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
      return { token, id, sessionData };
    }

    async function pay(billingAddress: unknown, number = '4111111111111111') {
      const { token, id, sessionData } = await session();
      const paymentMethod = await sealedScheme(server.services.db, { number });
      const response = await server.call(`/api/v1/sandbox/adyen/sessions/${id}/payments`, {
        method: 'POST',
        json: { sessionData, paymentMethod, billingAddress },
      });
      return { token, response };
    }

    async function listed(token: string) {
      const { paymentRequests } = await json<{ paymentRequests: Listed[] }>(
        await server.call('/api/v1/sandbox/payment-requests'),
      );
      return paymentRequests.find((entry) => entry.token === token);
    }

    it.each([
      ['a full address', FULL],
      ['the partial mode (postal code and country)', { postalCode: '94103', country: 'US' }],
      ['no state (N/A)', { ...FULL, stateOrProvince: 'N/A', country: 'NL', postalCode: '1012 AB' }],
      [
        'a wallet’s, with names',
        { ...FULL, houseNumberOrName: 'ZZ', firstName: 'Sam', lastName: 'Rivera' },
      ],
      ['optional fields empty', { ...FULL, houseNumberOrName: '' }],
      [
        'other scripts',
        { ...FULL, street: '세종대로', city: '서울', country: 'KR', stateOrProvince: 'N/A' },
      ],
      ['128 characters', { ...FULL, street: 'a'.repeat(128) }],
    ])('records %s with the payment and lists it', async (_name, address) => {
      const { token, response } = await pay(address);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { resultCode: string }).resultCode).toBe('Authorised');
      expect((await listed(token))?.billingAddress).toEqual(address);
    });

    it('records it with a refused payment too, and lists null for a request paid without one', async () => {
      const refused = await pay(FULL, '4000000000000002');
      expect(refused.response.status).toBe(200);
      expect((await listed(refused.token))?.billingAddress).toEqual(FULL);
      const { token, id, sessionData } = await session();
      const paymentMethod = await sealedScheme(server.services.db, {
        number: '4111111111111111',
      });
      const response = await server.call(`/api/v1/sandbox/adyen/sessions/${id}/payments`, {
        method: 'POST',
        json: { sessionData, paymentMethod },
      });
      expect(response.status).toBe(200);
      expect((await listed(token))?.billingAddress).toBeNull();
    });

    it.each([
      [{ ...FULL, country: 'usa' }, 'billingAddress.country', /ISO 3166-1 alpha-2/],
      [{ ...FULL, country: 'us' }, 'billingAddress.country', /ISO 3166-1 alpha-2/],
      [{ ...FULL, country: 'ZZ' }, 'billingAddress.country', /ISO 3166-1 alpha-2/],
      [{ ...FULL, country: 'QQ' }, 'billingAddress.country', /ISO 3166-1 alpha-2/],
      [{ street: 'Market Street' }, 'billingAddress.country', /ISO 3166-1 alpha-2/],
      [{ ...FULL, city: 'x'.repeat(129) }, 'billingAddress.city', /at most 128 characters/],
      [{ ...FULL, street: '<b>Market</b>' }, 'billingAddress.street', /plain text/],
      [{ ...FULL, street: 'Market\nStreet' }, 'billingAddress.street', /plain text/],
      [{ ...FULL, city: 'San\u009bFrancisco' }, 'billingAddress.city', /plain text/],
      [{ ...FULL, postalCode: 94103 }, 'billingAddress.postalCode', /must be text/],
      [{ ...FULL, city: { name: 'SF' } }, 'billingAddress.city', /must be text/],
      [{ ...FULL, phone: '555' }, 'billingAddress.phone', /not a billing address field/],
    ])('refuses %j: 422 naming %s, nothing recorded', async (address, field, message) => {
      const { token, response } = await pay(address);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { message: string; field: string };
      expect(body.field).toBe(field);
      expect(body.message).toMatch(message);
      expect(body.message).toContain(field);
      expect((await listed(token))?.billingAddress).toBeNull();
      // Nothing was claimed: the request can still be paid.
      const attempts = await json<{ attempts: unknown[] }>(
        await server.call(`/api/v1/sandbox/payment-requests/${token}/attempts`),
      );
      expect(attempts.attempts).toEqual([]);
    });

    it('refuses an address that is not an object (400, the contract)', async () => {
      const { response } = await pay('1455 Market Street');
      expect(response.status).toBe(400);
    });
  },
);
