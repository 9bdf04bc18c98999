/**
 * Click to Pay and the fast-checkout sign-up on the sandbox: the scenario's options
 * turn the card session's flags on (session and setup), a card payment's `fastlaneData` is
 * decoded and kept with its attempt (read back through the scenario API), and a Click to Pay card
 * of the sandbox service pays.
 */
import { cardSessionSchema, cardSessionSetupSchema } from '@paypage/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFastCheckoutConfig } from '@paypage/contract/fixtures';
import {
  backends,
  json,
  openCardSession,
  startServer,
  type TestServer,
} from './support/harness.ts';
import { sealedScheme } from './support/sealed-card.ts';

const FRAMES_ORIGIN = 'http://localhost:3443';

const FAST_CHECKOUT = exampleFastCheckoutConfig;

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** The sandbox service's checkout payload for a card (click-to-pay/service/sandbox-service.ts). */
const ctpPayload = (srcDigitalCardId: string, scheme: string) =>
  base64({ srcDigitalCardId, srcCorrelationId: 'sandbox-correlation-1', scheme, sandbox: true });

type Attempts = {
  attempts: { method: string; outcome: string; detail: Record<string, unknown> }[];
};

describe.each(backends())(
  'Click to Pay and fast checkout on $name',
  { timeout: 60_000 },
  (backend) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startServer(await backend.open(), { securedFieldsOrigin: FRAMES_ORIGIN });
    });
    afterAll(() => server.close());

    async function openSession(sandbox: Record<string, unknown> = {}) {
      const { token, session } = await openCardSession(server, { sandbox });
      return { token, session: cardSessionSchema.parse(session) };
    }

    const pay = (id: string, body: Record<string, unknown>, key = crypto.randomUUID()) =>
      server.call(`/api/v1/sandbox/adyen/sessions/${id}/payments`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        json: body,
      });

    const attempts = async (token: string) =>
      json<Attempts>(await server.call(`/api/v1/sandbox/payment-requests/${token}/attempts`));

    it('leaves both off by default, in the session and its setup', async () => {
      const { session } = await openSession();
      expect(session.clientConfig.clickToPay).toBeNull();
      expect(session.clientConfig.fastCheckout).toBeNull();
      const setup = await server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/setup`, {
        method: 'POST',
        json: { sessionData: session.sessionData },
      });
      const body = cardSessionSetupSchema.parse(await json(setup));
      expect(body.configuration.clickToPay).toBeNull();
      expect(body.configuration.fastCheckout).toBeNull();
    });

    it("turns them on from the scenario's options, in the session and its setup", async () => {
      const { session } = await openSession({
        clickToPay: { shopperEmail: 'sam@example.com' },
        fastCheckout: FAST_CHECKOUT,
      });
      expect(session.clientConfig.clickToPay).toEqual({
        shopperEmail: 'sam@example.com',
        recognisedEmail: null,
      });
      expect(session.clientConfig.fastCheckout).toEqual(FAST_CHECKOUT);
      const setup = await server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/setup`, {
        method: 'POST',
        json: { sessionData: session.sessionData },
      });
      const body = cardSessionSetupSchema.parse(await json(setup));
      expect(body.configuration.clickToPay?.shopperEmail).toBe('sam@example.com');
      expect(body.configuration.fastCheckout).toEqual(FAST_CHECKOUT);
    });

    it("turns Korean authentication on from the scenario's switch, off without it", async () => {
      const { session: off } = await openSession();
      expect(off.clientConfig.koreanAuthenticationRequired).toBeUndefined();
      const { session: on } = await openSession({ koreanAuthenticationRequired: true });
      expect(on.clientConfig.koreanAuthenticationRequired).toBe(true);
    });

    it('refuses a fast-checkout config with an http link (the scenario API, 400)', async () => {
      const response = await server.call('/api/v1/sandbox/payment-requests', {
        method: 'POST',
        json: {
          sandbox: { fastCheckout: { ...FAST_CHECKOUT, privacyPolicyLink: 'http://shop.example' } },
        },
      });
      expect(response.status).toBe(400);
    });

    it('keeps the consent of fastlaneData with the attempt, readable through the scenario API', async () => {
      const { token, session } = await openSession({ fastCheckout: FAST_CHECKOUT });
      const data = {
        consentShown: true,
        fastlaneSessionId: 'fl-session-1',
        consentGiven: true,
        consentVersion: 'v2',
        telephoneNumber: '4155550132',
      };
      const paymentMethod = await sealedScheme(
        server.services.db,
        { number: '4111111111111111' },
        { brand: 'visa', fastlaneData: base64(data) },
      );
      const response = await pay(session.id, { sessionData: session.sessionData, paymentMethod });
      expect(response.status).toBe(200);
      expect((await json(response)).resultCode).toBe('Authorised');
      const { attempts: list } = await attempts(token);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ method: 'card', outcome: 'Authorised' });
      expect(list[0]?.detail.fastCheckout).toEqual(data);
    });

    it('answers 400 for fastlaneData that is not the data of §3', async () => {
      const { session } = await openSession({ fastCheckout: FAST_CHECKOUT });
      for (const fastlaneData of [
        base64({ consentShown: true }),
        base64({ consentShown: true, consentGiven: true, telephoneNumber: '+14155550132' }),
        'bm90IGpzb24=',
        'not base64!',
      ]) {
        const paymentMethod = await sealedScheme(
          server.services.db,
          { number: '4111111111111111' },
          { fastlaneData },
        );
        const response = await pay(session.id, { sessionData: session.sessionData, paymentMethod });
        expect(response.status, fastlaneData).toBe(400);
      }
    });

    it('pays with a Click to Pay card of the sandbox service', async () => {
      const { token, session } = await openSession({ clickToPay: { shopperEmail: null } });
      const response = await pay(session.id, {
        sessionData: session.sessionData,
        paymentMethod: {
          type: 'clicktopay',
          srcScheme: 'visa',
          srcDigitalCardId: 'ctp-visa-4242',
          srcCheckoutPayload: ctpPayload('ctp-visa-4242', 'visa'),
        },
      });
      expect(response.status).toBe(200);
      expect((await json(response)).resultCode).toBe('Authorised');
      const { attempts: list } = await attempts(token);
      expect(list[0]).toMatchObject({
        method: 'card',
        outcome: 'Authorised',
        detail: { brand: 'visa', clickToPay: { srcDigitalCardId: 'ctp-visa-4242' } },
      });
    });

    it('refuses Click to Pay when the session does not offer it, or a payload of another card (422)', async () => {
      const off = await openSession();
      const method = {
        type: 'clicktopay',
        srcScheme: 'visa',
        srcDigitalCardId: 'ctp-visa-4242',
        srcCheckoutPayload: ctpPayload('ctp-visa-4242', 'visa'),
      };
      const refused = await pay(off.session.id, {
        sessionData: off.session.sessionData,
        paymentMethod: method,
      });
      expect(refused.status).toBe(422);
      expect((await json(refused)).message).toBe('Click to Pay is not enabled for this session.');

      const on = await openSession({ clickToPay: {} });
      const other = await pay(on.session.id, {
        sessionData: on.session.sessionData,
        paymentMethod: { ...method, srcCheckoutPayload: ctpPayload('ctp-mc-5454', 'mc') },
      });
      expect(other.status).toBe(422);
      expect((await attempts(on.token)).attempts).toHaveLength(0);
    });

    it('answers 404 for the attempts of an unknown request', async () => {
      const response = await server.call('/api/v1/sandbox/payment-requests/unknown0token/attempts');
      expect(response.status).toBe(404);
    });
  },
);
