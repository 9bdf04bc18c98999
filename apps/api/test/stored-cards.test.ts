/**
 * Stored cards at the sandbox (docs/widget.md#views "Stored card", §5): a request naming
 * a shopper (`sandbox.shopperReference`) lists the shopper's stored cards in the session setup —
 * brand, last four, expiry, holder name and shopper interactions, never the number — and a payment
 * names one by `storedPaymentMethodId` with its encrypted security code only. The sandbox decides by
 * the stored test card; another shopper's card, a card without Ecommerce, or a stored id sent with
 * a card number are refused.
 */
import { SANDBOX_DEMO_SHOPPER } from '@paypage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  json,
  openCardSession,
  startServer,
  type TestServer,
} from './support/harness.ts';
import { sealedScheme } from './support/sealed-card.ts';

type Session = { id: string; sessionData: string };
type StoredCard = { id: string; brand: string; lastFour: string };

describe.each(backends())(
  'stored cards at the sandbox on $name',
  { timeout: 60_000 },
  (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(await backend.open(), {
        securedFieldsOrigin: 'http://localhost:3443',
      });
    });
    afterAll(() => server.close());

    async function open(shopperReference?: string) {
      const opened = await openCardSession(server, {
        sandbox: shopperReference ? { shopperReference } : {},
      });
      const session = opened.session as Session;
      const response = await server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/setup`, {
        method: 'POST',
        json: { sessionData: session.sessionData },
      });
      expect(response.status).toBe(200);
      const setup = await json<{ storedPaymentMethods?: StoredCard[] }>(response);
      return { token: opened.token, session, setup };
    }

    /** The security code alone, sealed as the frame seals it (the number frame's blob left out). */
    async function securityCode(cvc: string) {
      const sealed = await sealedScheme(server.services.db, { number: '4111111111111111', cvc });
      return sealed.encryptedSecurityCode;
    }

    async function pay(session: Session, paymentMethod: Record<string, unknown>) {
      return server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/payments`, {
        method: 'POST',
        json: { sessionData: session.sessionData, paymentMethod },
      });
    }

    it('lists the demo shopper’s three stored cards in the setup, without their numbers', async () => {
      const { setup } = await open(SANDBOX_DEMO_SHOPPER);
      expect(setup.storedPaymentMethods).toEqual([
        {
          id: 'sc_demo_visa_1111',
          type: 'scheme',
          brand: 'visa',
          lastFour: '1111',
          expiryMonth: '03',
          expiryYear: '2030',
          holderName: 'Jo Shopper',
          supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
        },
        expect.objectContaining({ id: 'sc_demo_mc_1115', brand: 'mc', lastFour: '1115' }),
        expect.objectContaining({
          id: 'sc_demo_amex_0002',
          supportedShopperInteractions: ['ContAuth'],
        }),
      ]);
      expect(JSON.stringify(setup)).not.toContain('4111111111111111');
    });

    it('lists none without a shopper, and an empty list for a shopper with none', async () => {
      expect((await open()).setup).not.toHaveProperty('storedPaymentMethods');
      expect((await open('shopper-without-cards')).setup.storedPaymentMethods).toEqual([]);
    });

    it('authorises a stored card paid with its security code only, and records its id', async () => {
      const { token, session } = await open(SANDBOX_DEMO_SHOPPER);
      const response = await pay(session, {
        type: 'scheme',
        storedPaymentMethodId: 'sc_demo_visa_1111',
        encryptedSecurityCode: await securityCode('737'),
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ resultCode: 'Authorised' });
      const { attempts } = await json<{ attempts: { outcome: string; detail: object }[] }>(
        await server.call(`/api/v1/sandbox/payment-requests/${token}/attempts`),
      );
      expect(attempts).toEqual([
        expect.objectContaining({
          outcome: 'Authorised',
          detail: expect.objectContaining({
            brand: 'visa',
            storedPaymentMethodId: 'sc_demo_visa_1111',
          }),
        }),
      ]);
    });

    it('refuses a stored card with a wrong-length security code, or none (CVC Declined)', async () => {
      const { session } = await open(SANDBOX_DEMO_SHOPPER);
      const wrong = await pay(session, {
        type: 'scheme',
        storedPaymentMethodId: 'sc_demo_mc_1115',
        encryptedSecurityCode: await securityCode('7373'),
      });
      expect(await json(wrong)).toMatchObject({
        resultCode: 'Refused',
        refusalReason: 'CVC Declined',
      });
      const missing = await pay(session, {
        type: 'scheme',
        storedPaymentMethodId: 'sc_demo_mc_1115',
      });
      expect(await json(missing)).toMatchObject({
        resultCode: 'Refused',
        refusalReason: 'CVC Declined',
      });
    });

    it.each([
      ['another shopper’s card', 'shopper-without-cards', 'sc_demo_visa_1111', 'not a stored card'],
      ['an unknown id', SANDBOX_DEMO_SHOPPER, 'sc_unknown', 'not a stored card'],
      ['a card without Ecommerce', SANDBOX_DEMO_SHOPPER, 'sc_demo_amex_0002', 'Ecommerce'],
    ])('refuses %s (422)', async (_, shopper, storedPaymentMethodId, message) => {
      const { session } = await open(shopper);
      const response = await pay(session, {
        type: 'scheme',
        storedPaymentMethodId,
        encryptedSecurityCode: await securityCode('737'),
      });
      expect(response.status).toBe(422);
      expect((await json<{ message: string }>(response)).message).toContain(message);
    });

    it('refuses a stored id sent with a card number, and a new card without its number (400)', async () => {
      const { session } = await open(SANDBOX_DEMO_SHOPPER);
      const sealed = await sealedScheme(server.services.db, { number: '4111111111111111' });
      const both = await pay(session, { ...sealed, storedPaymentMethodId: 'sc_demo_visa_1111' });
      expect(both.status).toBe(400);
      expect((await json<{ message: string }>(both)).message).toBe(
        'paymentMethod.encryptedCardNumber: a stored card is paid with its security code only, not encryptedCardNumber',
      );
      const { encryptedCardNumber: _, ...noNumber } = sealed;
      const none = await pay(session, noNumber);
      expect(none.status).toBe(400);
      expect((await json<{ message: string }>(none)).message).toBe(
        'paymentMethod.encryptedCardNumber: encryptedCardNumber is required',
      );
    });
  },
);
