/**
 * The live providers in production mode, their official libraries pointed at local
 * fakes (test/support/fake-adyen.ts, fake-stripe.ts): Adyen's Checkout session behind
 * `adyen/session`, its standard webhook (HMAC per item, checked against Adyen's documented
 * vector), Stripe's PaymentIntent behind `stripe/intent` and its signed webhook; missing
 * credentials stop the start; the sandbox's routes are absent.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { cardSessionSchema } from '@paypage/contract/schemas';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { findRequest, type StoredRequest } from '../src/db/payment-requests.ts';
import { adyenCardProvider, verifiedItems } from '../src/providers/live/adyen.ts';
import { liveProvidersConfig } from '../src/providers/live/config.ts';
import { liveProviders } from '../src/providers/live/live.ts';
import {
  adyenSignature,
  HMAC_KEY,
  notification,
  type NotificationItem,
} from './support/adyen-notifications.ts';
import { FAKE_ADYEN_API_KEY } from './support/fake-adyen.ts';
import type { FakePlaid } from './support/fake-plaid.ts';
import type { FakeServer } from './support/fake-http.ts';
import { FAKE_STRIPE_SECRET_KEY, type FakeStripe } from './support/fake-stripe.ts';
import { backends, json, sleep, type TestServer } from './support/harness.ts';
import { type LiveServer, startLiveServer, STRIPE_WEBHOOK_SECRET } from './support/live-harness.ts';

const MERCHANT_ACCOUNT = 'NorthwindECOM';
const CLIENT_KEY = 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT';

/** A TEST Adyen whose Checkout calls go to the fake at `url`. */
const fakeAdyenEnv = (url: string) => ({
  ADYEN_API_KEY: FAKE_ADYEN_API_KEY,
  ADYEN_MERCHANT_ACCOUNT: MERCHANT_ACCOUNT,
  ADYEN_CLIENT_KEY: CLIENT_KEY,
  ADYEN_ENVIRONMENT: 'TEST',
  ADYEN_HMAC_KEY: HMAC_KEY,
  PUBLIC_ORIGIN: 'https://pay.example.com',
  ADYEN_CHECKOUT_URL: url,
});

describe("Adyen's HMAC algorithm", () => {
  // The example of Adyen's "Verify HMAC signatures" documentation.
  const documented: NotificationItem = {
    pspReference: '7914073381342284',
    merchantAccountCode: 'TestMerchant',
    merchantReference: 'TestPayment-1407325143704',
    amount: { value: 1130, currency: 'EUR' },
    eventCode: 'AUTHORISATION',
    success: 'true',
    eventDate: '2019-05-06T17:15:34.121+02:00',
  };

  it("matches Adyen's documented vector, and the library's validator accepts it", () => {
    const signature = adyenSignature(documented);
    expect(signature).toBe('coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=');
    const body = notification({ ...documented, additionalData: { hmacSignature: signature } });
    expect(verifiedItems(body, HMAC_KEY)).toHaveLength(1);
  });

  it('refuses a changed amount, another key, or no signature (401)', () => {
    const signature = adyenSignature(documented);
    const changed = { ...documented, amount: { value: 1, currency: 'EUR' } };
    for (const [body, key] of [
      [notification({ ...changed, additionalData: { hmacSignature: signature } }), HMAC_KEY],
      [
        notification({ ...documented, additionalData: { hmacSignature: signature } }),
        'AB'.repeat(32),
      ],
      [notification(documented), HMAC_KEY],
    ] as const) {
      expect(() => verifiedItems(body, key)).toThrow(expect.objectContaining({ status: 401 }));
    }
  });
});

describe('live provider configuration', () => {
  const adyenEnv = {
    ADYEN_API_KEY: 'key',
    ADYEN_MERCHANT_ACCOUNT: MERCHANT_ACCOUNT,
    ADYEN_CLIENT_KEY: CLIENT_KEY,
    ADYEN_ENVIRONMENT: 'TEST',
    ADYEN_HMAC_KEY: HMAC_KEY,
    PUBLIC_ORIGIN: 'https://pay.example.com',
  };

  it.each(Object.keys(adyenEnv))('a configured Adyen without %s stops, naming it', (name) => {
    const env: Record<string, string> = { ...adyenEnv, PAYPAGE_MODE: 'production' };
    delete env[name];
    expect(() => loadConfig(env, '/repo', '')).toThrow(new RegExp(`\\b${name} is not set`));
  });

  it('LIVE needs ADYEN_LIVE_URL_PREFIX; the widget gets the region', () => {
    const env = {
      ...adyenEnv,
      PAYPAGE_MODE: 'production',
      ADYEN_ENVIRONMENT: 'LIVE-US',
      ADYEN_CLIENT_KEY: 'live_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
    };
    expect(() => loadConfig(env, '/repo', '')).toThrow(/ADYEN_LIVE_URL_PREFIX is not set/);
    const config = liveProvidersConfig({
      ...env,
      ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-Northwind',
    });
    expect(config.adyen).toMatchObject({ environment: 'LIVE', webEnvironment: 'live-us' });
  });

  it('refuses a client key of another environment than ADYEN_ENVIRONMENT', () => {
    expect(() =>
      liveProvidersConfig({
        ...adyenEnv,
        ADYEN_ENVIRONMENT: 'LIVE',
        ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-Northwind',
      }),
    ).toThrow(
      'ADYEN_CLIENT_KEY does not fit ADYEN_ENVIRONMENT=LIVE: The clientKey is a test_ key, which does not work with this server (the live environment).',
    );
    expect(() =>
      liveProvidersConfig({
        ...adyenEnv,
        ADYEN_CLIENT_KEY: 'live_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
      }),
    ).toThrow(/a live_ key, which does not work with this server \(the test environment\)/);
  });

  it('refuses an unknown environment and a key that is not hex', () => {
    expect(() => liveProvidersConfig({ ...adyenEnv, ADYEN_ENVIRONMENT: 'PROD' })).toThrow(
      /ADYEN_ENVIRONMENT must be one of TEST, LIVE, LIVE-US/,
    );
    expect(() => liveProvidersConfig({ ...adyenEnv, ADYEN_HMAC_KEY: 'not-hex' })).toThrow(
      /ADYEN_HMAC_KEY must be the hexadecimal/,
    );
  });

  it('Click to Pay: off without CLICK_TO_PAY_*; each network with both its ids', () => {
    expect(liveProvidersConfig(adyenEnv).adyen?.clickToPay).toBeUndefined();
    const config = liveProvidersConfig({
      ...adyenEnv,
      CLICK_TO_PAY_VISA_DPA_ID: 'visa-dpa',
      CLICK_TO_PAY_VISA_INITIATOR_ID: 'visa-initiator',
      CLICK_TO_PAY_MERCHANT_NAME: ' Northwind Supply ',
    });
    expect(config.adyen?.clickToPay).toEqual({
      networks: { visa: { srciDpaId: 'visa-dpa', srcInitiatorId: 'visa-initiator' } },
      merchantName: 'Northwind Supply',
    });
    expect(() => liveProvidersConfig({ ...adyenEnv, CLICK_TO_PAY_MC_DPA_ID: 'mc-dpa' })).toThrow(
      /Click to Pay is configured .* CLICK_TO_PAY_MC_CLIENT_ID is not set/,
    );
    expect(() =>
      liveProvidersConfig({ ...adyenEnv, CLICK_TO_PAY_MERCHANT_NAME: 'Northwind' }),
    ).toThrow(/Click to Pay is configured but no network is/);
  });

  it('wallets: none without ADYEN_WALLETS; googlepay and applepay by name', () => {
    expect(liveProvidersConfig(adyenEnv).adyen?.wallets).toEqual({
      googlePay: false,
      applePay: false,
    });
    expect(liveProvidersConfig({ ...adyenEnv, ADYEN_WALLETS: '' }).adyen?.wallets).toEqual({
      googlePay: false,
      applePay: false,
    });
    expect(
      liveProvidersConfig({ ...adyenEnv, ADYEN_WALLETS: ' GooglePay , applepay' }).adyen?.wallets,
    ).toEqual({ googlePay: true, applePay: true });
    expect(liveProvidersConfig({ ...adyenEnv, ADYEN_WALLETS: 'applepay' }).adyen?.wallets).toEqual({
      googlePay: false,
      applePay: true,
    });
    expect(() => liveProvidersConfig({ ...adyenEnv, ADYEN_WALLETS: 'googlepay,paypal' })).toThrow(
      /ADYEN_WALLETS lists googlepay and\/or applepay .*not "paypal"/,
    );
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])(
    'a configured Stripe without %s stops, naming it',
    (name) => {
      const env: Record<string, string> = {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      };
      delete env[name];
      expect(() => liveProvidersConfig(env)).toThrow(
        new RegExp(`Stripe is configured .* ${name} is not set`),
      );
    },
  );

  it('a configured Plaid needs its variables, a known PLAID_ENV and PUBLIC_ORIGIN', () => {
    const env = {
      PLAID_CLIENT_ID: 'id',
      PLAID_SECRET: 'secret',
      PLAID_ENV: 'sandbox',
      PUBLIC_ORIGIN: 'https://pay.example.com',
    };
    for (const name of Object.keys(env)) {
      const partial: Record<string, string> = { ...env };
      delete partial[name];
      expect(() => liveProvidersConfig(partial)).toThrow(new RegExp(`${name} is not set`));
    }
    expect(() => liveProvidersConfig({ ...env, PLAID_ENV: 'development' })).toThrow(
      /PLAID_ENV must be "sandbox" or "production"/,
    );
  });

  it('a provider left unconfigured answers 503', async () => {
    const providers = liveProviders({ liveProviders: {} }, {} as Db);
    const request = {} as StoredRequest;
    await expect(
      providers.card.createSession(request, { returnUrl: '/', clientKey: null }),
    ).rejects.toMatchObject({
      status: 503,
      message: 'Card payments are not configured on this server.',
    });
    await expect(providers.stripe.clientSecret(request)).rejects.toMatchObject({ status: 503 });
    await expect(providers.bank.createLinkToken(request, null)).rejects.toMatchObject({
      status: 503,
      message: 'Bank payments are not configured on this server.',
    });
  });

  it('reads nothing in sandbox mode, and nothing unset in production mode', () => {
    expect(loadConfig({ ADYEN_API_KEY: 'key' }, '/repo', '').liveProviders).toBeUndefined();
    expect(loadConfig({ PAYPAGE_MODE: 'production' }, '/repo', '').liveProviders).toEqual({});
  });

  it('the server does not start without a variable, and says which', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const api = path.resolve(here, '..');
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      ...adyenEnv,
      PAYPAGE_MODE: 'production',
      PORT: '0',
      DATA_DIR: path.join(api, '.data-never-created'),
    };
    delete env.ADYEN_HMAC_KEY;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: api,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ADYEN_HMAC_KEY is not set');
    expect(run.stderr).not.toContain(FAKE_ADYEN_API_KEY);
  });
});

describe.each(backends())('live providers in production mode on $name', (backend) => {
  let live: LiveServer<'adyen' | 'stripe' | 'plaid'>;
  let server: TestServer;
  let adyen: FakeServer;
  let stripe: FakeStripe;
  let plaid: FakePlaid;
  let key: string;

  beforeAll(async () => {
    live = await startLiveServer(backend, ['adyen', 'stripe', 'plaid']);
    ({ server, adyen, stripe, plaid, key } = live);
  });
  afterAll(() => live?.close());

  const create = async (extra: Record<string, unknown> = {}) => {
    const response = await server.call('/api/v1/merchant/payment-requests', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      json: { ...REQUEST_EXAMPLES['POST /merchant/payment-requests'], ...extra },
    });
    expect(response.status).toBe(201);
    return json<{ token: string; amountInCents: number }>(response);
  };
  const statusOf = async (token: string) =>
    await json<{ status: string; methodPaidWith: string | null; paymentDetails: unknown }>(
      await server.call(`/api/v1/collect/${token}`),
    );
  const organizationOf = async (token: string) =>
    (await json<{ organizationId: string }>(await server.call(`/api/v1/collect/${token}`)))
      .organizationId;
  const attempts = async (token: string) =>
    (
      await server.services.db.query<{ outcome: string }>(
        'select outcome from payment_attempts where payment_request_token = $1 order by id',
        [token],
      )
    ).rows.map((row) => row.outcome);

  describe('Adyen', () => {
    it("adyen/session answers the contract's card session, made by the Checkout API", async () => {
      const { token, amountInCents } = await create();
      const before = adyen.calls.length;
      const response = await server.call(`/api/v1/collect/${token}/adyen/session`, {
        method: 'POST',
        json: { organizationId: await organizationOf(token) },
      });
      expect(response.status).toBe(200);
      const session = cardSessionSchema.parse(await json(response));
      expect(session.id).toMatch(/^CS[0-9A-F]{16}$/);
      expect(session.sessionData).toMatch(/^Ab02b4c0!/);
      expect(session.amount).toEqual({ value: amountInCents, currency: 'USD' });
      expect(session.returnUrl).toBe(`/pay/${token}`);
      expect(session.clientConfig).toMatchObject({ environment: 'test', key: CLIENT_KEY });
      expect(session.securedFields).toBeUndefined();

      expect(adyen.calls.length).toBe(before + 1);
      const call = adyen.calls.at(-1)!;
      expect(call.path).toBe('/v72/sessions');
      expect(call.headers['x-api-key']).toBe(FAKE_ADYEN_API_KEY);
      expect(JSON.parse(call.body)).toEqual({
        amount: { value: amountInCents, currency: 'USD' },
        merchantAccount: MERCHANT_ACCOUNT,
        reference: token,
        returnUrl: `https://pay.example.com/pay/${token}`,
        countryCode: 'US',
        shopperLocale: 'en-US',
      });
      // The token reaches Adyen, never the log.
      expect(server.logs.join('\n')).not.toContain(token);
    });

    it("an error answer of Adyen's is thrown with its status and code, not its body", async () => {
      const { token } = await create();
      const wrong = liveProvidersConfig({
        ADYEN_API_KEY: 'wrong-key',
        ADYEN_MERCHANT_ACCOUNT: MERCHANT_ACCOUNT,
        ADYEN_CLIENT_KEY: CLIENT_KEY,
        ADYEN_ENVIRONMENT: 'TEST',
        ADYEN_HMAC_KEY: HMAC_KEY,
        PUBLIC_ORIGIN: 'https://pay.example.com',
        ADYEN_CHECKOUT_URL: adyen.url,
      });
      const provider = adyenCardProvider(wrong.adyen!, server.services.db, {
        publicOrigin: 'https://pay.example.com',
      });
      const request = (await findRequest(server.services.db, token))!;
      await expect(
        provider.createSession(request, { returnUrl: `/pay/${token}`, clientKey: null }),
      ).rejects.toThrow(/^Adyen Checkout answered 401 \(error code 000\)$/);
    });

    it("LIVE: the library's live endpoint path (with the prefix) and the widget's region", async () => {
      const { token } = await create();
      const live = liveProvidersConfig({
        ADYEN_API_KEY: FAKE_ADYEN_API_KEY,
        ADYEN_MERCHANT_ACCOUNT: MERCHANT_ACCOUNT,
        ADYEN_CLIENT_KEY: 'live_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
        ADYEN_ENVIRONMENT: 'LIVE-US',
        ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-NorthwindECOM',
        ADYEN_HMAC_KEY: HMAC_KEY,
        PUBLIC_ORIGIN: 'https://pay.example.com',
        ADYEN_CHECKOUT_URL: adyen.url,
      });
      const provider = adyenCardProvider(live.adyen!, server.services.db, {
        publicOrigin: 'https://pay.example.com',
      });
      const request = (await findRequest(server.services.db, token))!;
      const session = await provider.createSession(request, {
        returnUrl: `/pay/${token}`,
        clientKey: null,
      });
      expect(adyen.calls.at(-1)!.path).toBe('/checkout/v72/sessions');
      expect(session.clientConfig).toMatchObject({
        environment: 'live-us',
        key: 'live_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
      });
    });

    it("Click to Pay configured: the session's clientConfig.clickToPay, in Adyen's environment", async () => {
      const { token } = await create();
      const env = {
        ...fakeAdyenEnv(adyen.url),
        CLICK_TO_PAY_VISA_DPA_ID: 'visa-dpa',
        CLICK_TO_PAY_VISA_INITIATOR_ID: 'visa-initiator',
        CLICK_TO_PAY_MC_DPA_ID: 'mc-dpa',
        CLICK_TO_PAY_MC_CLIENT_ID: 'mc-client',
      };
      const provider = adyenCardProvider(liveProvidersConfig(env).adyen!, server.services.db, {
        publicOrigin: 'https://pay.example.com',
      });
      const request = (await findRequest(server.services.db, token))!;
      expect(request.recipient.email).toMatch(/@/);
      const session = cardSessionSchema.parse(
        await provider.createSession(request, { returnUrl: `/pay/${token}`, clientKey: null }),
      );
      expect(session.clientConfig.clickToPay).toEqual({
        shopperEmail: request.recipient.email,
        recognisedEmail: null,
        environment: 'test',
        networks: {
          visa: { srciDpaId: 'visa-dpa', srcInitiatorId: 'visa-initiator' },
          mc: { srciDpaId: 'mc-dpa', srcInitiatorId: 'mc-client' },
        },
        merchantName: null,
      });
      expect(session.clientConfig.fastCheckout).toBeNull();
    });

    it("wallets configured (ADYEN_WALLETS): the session offers Adyen Web's Google Pay and Apple Pay", async () => {
      const { token } = await create();
      const request = (await findRequest(server.services.db, token))!;
      const sessionWith = async (wallets: string | undefined) => {
        const env = { ...fakeAdyenEnv(adyen.url), ...(wallets ? { ADYEN_WALLETS: wallets } : {}) };
        const provider = adyenCardProvider(liveProvidersConfig(env).adyen!, server.services.db, {
          publicOrigin: 'https://pay.example.com',
        });
        return cardSessionSchema.parse(
          await provider.createSession(request, { returnUrl: `/pay/${token}`, clientKey: null }),
        ).clientConfig;
      };
      expect(await sessionWith(undefined)).toMatchObject({
        showGooglePay: false,
        showApplePay: false,
      });
      expect(await sessionWith('googlepay')).toMatchObject({
        showGooglePay: true,
        showApplePay: false,
      });
      expect(await sessionWith('googlepay,applepay')).toMatchObject({
        showGooglePay: true,
        showApplePay: true,
      });
    });

    const authorisation = (
      token: string,
      pspReference: string,
      success: 'true' | 'false',
      extra: Partial<NotificationItem> = {},
    ): NotificationItem => {
      const item: NotificationItem = {
        pspReference,
        merchantAccountCode: MERCHANT_ACCOUNT,
        merchantReference: token,
        amount: { value: 125_000, currency: 'USD' },
        eventCode: 'AUTHORISATION',
        success,
        eventDate: '2026-11-25T23:40:00+01:00',
        paymentMethod: 'visa',
        ...(success === 'false' ? { reason: 'Refused' } : {}),
        ...extra,
      };
      return {
        ...item,
        additionalData: { ...extra.additionalData, hmacSignature: adyenSignature(item) },
      };
    };
    const deliver = (body: unknown) =>
      server.call('/api/v1/webhooks/adyen', { method: 'POST', json: body });

    it('an Authorised notification → PAID (card), answered [accepted]', async () => {
      const { token } = await create();
      const response = await deliver(
        notification(authorisation(token, 'QFQTPCQ8HXSKGK82', 'true')),
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('[accepted]');
      expect(await statusOf(token)).toMatchObject({ status: 'PAID', methodPaidWith: 'card' });
      // The merchant's own webhook event is written with the change (the outbox).
      const { rows } = await server.services.db.query<{ type: string }>(
        'select type from webhook_events where payment_request_token = $1',
        [token],
      );
      expect(rows.map((row) => row.type)).toEqual(['payment_request.paid']);
    });

    it("keeps the notification's card (brand, cardSummary) and pspReference for the receipt", async () => {
      const { token } = await create();
      const item = authorisation(token, 'QFQTPCQ8HXSKGK99', 'true', {
        paymentMethod: 'mc',
        additionalData: { cardSummary: '4444', expiryDate: '03/2030' },
      });
      await deliver(notification(item));
      expect((await statusOf(token)).paymentDetails).toEqual({
        brand: 'mc',
        lastFour: '4444',
        bankName: null,
        accountMask: null,
        reference: 'QFQTPCQ8HXSKGK99',
      });
    });

    it('a Refused notification → PAYMENT_FAILED; a later Authorised one → PAID', async () => {
      const { token } = await create();
      await deliver(notification(authorisation(token, 'RFQTPCQ8HXSKGK11', 'false')));
      expect((await statusOf(token)).status).toBe('PAYMENT_FAILED');
      await deliver(
        notification(
          authorisation(token, 'AUQTPCQ8HXSKGK12', 'true', { paymentMethod: 'applepay' }),
        ),
      );
      expect(await statusOf(token)).toMatchObject({ status: 'PAID', methodPaidWith: 'applePay' });
    });

    it('a second delivery of a notification changes nothing', async () => {
      const { token } = await create();
      const item = authorisation(token, 'DUQTPCQ8HXSKGK13', 'true');
      expect((await deliver(notification(item))).status).toBe(200);
      const paid = await json<{ statusUpdateDate: string }>(
        await server.call(`/api/v1/collect/${token}`),
      );
      const again = await Promise.all([deliver(notification(item)), deliver(notification(item))]);
      for (const response of again) expect(await response.text()).toBe('[accepted]');
      const after = await json<{ statusUpdateDate: string; status: string }>(
        await server.call(`/api/v1/collect/${token}`),
      );
      expect(after).toMatchObject({ status: 'PAID', statusUpdateDate: paid.statusUpdateDate });
      expect(await attempts(token)).toEqual(['Authorised']);
    });

    it('a late Refused after PAID does not undo the payment', async () => {
      const { token } = await create();
      await deliver(notification(authorisation(token, 'LAQTPCQ8HXSKGK14', 'true')));
      await deliver(notification(authorisation(token, 'LBQTPCQ8HXSKGK15', 'false')));
      expect((await statusOf(token)).status).toBe('PAID');
      expect(await attempts(token)).toEqual(['Authorised', 'Ignored']);
    });

    it('an authorisation of another amount or currency does not pay the request', async () => {
      const { token } = await create();
      await deliver(
        notification(
          authorisation(token, 'AMQTPCQ8HXSKGK21', 'true', {
            amount: { value: 100, currency: 'USD' },
          }),
          authorisation(token, 'AMQTPCQ8HXSKGK22', 'true', {
            amount: { value: 125_000, currency: 'EUR' },
          }),
        ),
      );
      expect((await statusOf(token)).status).toBe('UNPAID');
      expect(await attempts(token)).toEqual(['Wrong amount', 'Wrong amount']);
    });

    it('an authorisation after a cancel is recorded as Voided; the request stays CANCELED', async () => {
      const { token } = await create();
      const cancel = await server.call(`/api/v1/merchant/payment-requests/${token}/cancel`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(cancel.status).toBe(200);
      await deliver(notification(authorisation(token, 'VOQTPCQ8HXSKGK20', 'true')));
      expect((await statusOf(token)).status).toBe('CANCELED');
      expect(await attempts(token)).toEqual(['Voided']);
    });

    it('a bad HMAC → 401 and nothing changes, not even the good item beside it', async () => {
      const { token } = await create();
      const good = authorisation(token, 'GOQTPCQ8HXSKGK16', 'true');
      const forged = { ...good, pspReference: 'FOQTPCQ8HXSKGK17' }; // signature of another item
      const response = await deliver(notification(good, forged));
      expect(response.status).toBe(401);
      const unsigned = { ...good, additionalData: {} };
      expect((await deliver(notification(unsigned))).status).toBe(401);
      expect((await statusOf(token)).status).toBe('UNPAID');
      expect(await attempts(token)).toEqual([]);
    });

    it('refuses a body that is not a notification (400)', async () => {
      expect((await deliver({ hello: 'world' })).status).toBe(400);
      const raw = await server.call('/api/v1/webhooks/adyen', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{not json',
      });
      expect(raw.status).toBe(400);
    });

    it('acknowledges other event codes, unknown references and other merchant accounts without a change', async () => {
      const { token } = await create();
      const capture = authorisation(token, 'CAQTPCQ8HXSKGK18', 'true', { eventCode: 'CAPTURE' });
      const unknown = authorisation('AAAAAAAAAAAAAAAAAAAAAAAA', 'UNQTPCQ8HXSKGK19', 'true');
      const otherAccount = authorisation(token, 'OAQTPCQ8HXSKGK23', 'true', {
        merchantAccountCode: 'NorthwindPOS',
      });
      const response = await deliver(notification(capture, unknown, otherAccount));
      expect(await response.text()).toBe('[accepted]');
      expect((await statusOf(token)).status).toBe('UNPAID');
    });
  });

  describe('Stripe', () => {
    const intentOf = async (token: string) => {
      const response = await server.call(`/api/v1/collect/${token}/stripe/intent`);
      expect(response.status).toBe(200);
      return (await json<{ client_secret: string }>(response)).client_secret;
    };

    it('stripe/intent creates one PaymentIntent per request; later calls reuse it', async () => {
      const { token, amountInCents } = await create({ processor: { type: 'STRIPE' } });
      const before = stripe.calls.length;
      const [first, second] = await Promise.all([intentOf(token), intentOf(token)]);
      const third = await intentOf(token);
      expect(first).toMatch(/^pi_[\w-]+_secret_[\w-]+$/);
      expect(second).toBe(first);
      expect(third).toBe(first);
      const created = [...stripe.intents.values()].filter(
        (intent) => (intent.metadata as Record<string, string>).paypage_token === token,
      );
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        amount: amountInCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
      });
      // Two first calls at once: both sent with the same idempotency key; the third not sent.
      const calls = stripe.calls.slice(before);
      expect(calls.length).toBeLessThanOrEqual(2);
      expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(
        new Set([`paypage-intent-${token}`]),
      );
      expect(calls[0]!.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_SECRET_KEY}`);
    });

    const event = (type: string, token: string, id: string, amount = 125_000) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: 'pi_3Fake',
            object: 'payment_intent',
            amount,
            currency: 'usd',
            metadata: { paypage_token: token },
            payment_method_types: ['card'],
          },
        },
      });
    const deliver = (payload: string, secret = STRIPE_WEBHOOK_SECRET) =>
      server.call('/api/v1/webhooks/stripe', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      });

    it('payment_intent.processing → PROCESSING, .succeeded → PAID, once', async () => {
      const { token } = await create({ processor: { type: 'STRIPE' } });
      expect((await deliver(event('payment_intent.processing', token, 'evt_1P'))).status).toBe(200);
      expect((await statusOf(token)).status).toBe('PROCESSING');
      const succeeded = event('payment_intent.succeeded', token, 'evt_1S');
      expect((await deliver(succeeded)).status).toBe(200);
      expect(await statusOf(token)).toMatchObject({ status: 'PAID', methodPaidWith: 'card' });
      expect((await deliver(succeeded)).status).toBe(200);
      expect(await attempts(token)).toEqual(['Processing', 'Authorised']);
    });

    it("succeeded: the receipt has the intent's id and its charge's card, fetched from Stripe", async () => {
      const { token } = await create({ processor: { type: 'STRIPE' } });
      stripe.charges.set('ch_3Fake', {
        id: 'ch_3Fake',
        object: 'charge',
        payment_method_details: {
          type: 'card',
          card: { brand: 'amex', last4: '0005', exp_month: 3, exp_year: 2030 },
        },
      });
      const payload = JSON.parse(event('payment_intent.succeeded', token, 'evt_5C'));
      payload.data.object.latest_charge = 'ch_3Fake';
      expect((await deliver(JSON.stringify(payload))).status).toBe(200);
      expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/charges/ch_3Fake' });
      expect((await statusOf(token)).paymentDetails).toEqual({
        brand: 'amex',
        lastFour: '0005',
        bankName: null,
        accountMask: null,
        reference: 'pi_3Fake',
      });
    });

    it('succeeded with a charge Stripe does not answer: PAID all the same, with the reference', async () => {
      const { token } = await create({ processor: { type: 'STRIPE' } });
      const payload = JSON.parse(event('payment_intent.succeeded', token, 'evt_6C'));
      payload.data.object.latest_charge = 'ch_missing';
      expect((await deliver(JSON.stringify(payload))).status).toBe(200);
      expect(await statusOf(token)).toMatchObject({
        status: 'PAID',
        paymentDetails: { brand: null, lastFour: null, reference: 'pi_3Fake' },
      });
    });

    it('payment_intent.payment_failed → PAYMENT_FAILED', async () => {
      const { token } = await create({ processor: { type: 'STRIPE' } });
      await deliver(event('payment_intent.payment_failed', token, 'evt_2F'));
      expect((await statusOf(token)).status).toBe('PAYMENT_FAILED');
    });

    it('a succeeded intent of another amount does not pay the request', async () => {
      const { token } = await create({ processor: { type: 'STRIPE' } });
      await deliver(event('payment_intent.succeeded', token, 'evt_4A', 500));
      expect((await statusOf(token)).status).toBe('UNPAID');
      expect(await attempts(token)).toEqual(['Wrong amount']);
    });

    it('a bad signature → 400 and nothing changes', async () => {
      const { token } = await create({ processor: { type: 'STRIPE' } });
      const payload = event('payment_intent.succeeded', token, 'evt_3B');
      expect((await deliver(payload, 'whsec_someone_else')).status).toBe(400);
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_WEBHOOK_SECRET,
      });
      const tampered = await server.call('/api/v1/webhooks/stripe', {
        method: 'POST',
        headers: { 'Stripe-Signature': header },
        body: payload.replace('"livemode":false', '"livemode":true'),
      });
      expect(tampered.status).toBe(400);
      const unsigned = await server.call('/api/v1/webhooks/stripe', {
        method: 'POST',
        body: payload,
      });
      expect(unsigned.status).toBe(400);
      expect((await statusOf(token)).status).toBe('UNPAID');
    });
  });

  describe('Plaid', () => {
    const linkToken = async (token: string) => {
      const response = await server.call('/api/v1/plaid/link-token', {
        method: 'POST',
        json: { paymentRequestToken: token, phoneNumber: '+14155550123' },
      });
      expect(response.status).toBe(200);
      return (await json<{ linkToken: string }>(response)).linkToken;
    };
    const pay = (token: string, publicToken: string, accountId = 'acc_checking_1') =>
      server.call(`/api/v1/collect/${token}/plaid/payment`, {
        method: 'POST',
        json: { publicToken, paymentRequestToken: token, accountId },
      });
    const transferOf = (token: string) =>
      [...plaid.transfers.values()].find(
        (transfer) => (transfer.metadata as Record<string, string>).paypage_token === token,
      );
    const deliver = async (body: Record<string, unknown>, iatSecondsAgo = 0) => {
      const signed = await plaid.webhook(body, { iatSecondsAgo });
      return server.call('/api/v1/webhooks/plaid', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Plaid-Verification': signed.verification },
        body: signed.body,
      });
    };
    const transferEvents = {
      webhook_type: 'TRANSFER',
      webhook_code: 'TRANSFER_EVENTS_UPDATE',
      environment: 'sandbox',
    };
    const paid = async (ownerName = 'Sam Rivera') => {
      const { token } = await create();
      await linkToken(token);
      const response = await pay(
        token,
        plaid.linkAccount({ accountId: 'acc_checking_1', ownerName }),
      );
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ status: 'PROCESSING' });
      return { token, transfer: transferOf(token)! };
    };

    it('link-token: a Link token for Transfer, with the webhook and no payer token', async () => {
      const { token } = await create();
      expect(await linkToken(token)).toMatch(/^link-sandbox-/);
      const call = plaid.calls.filter((c) => c.path === '/link/token/create').at(-1)!;
      const body = JSON.parse(call.body) as Record<string, unknown>;
      expect(body).toMatchObject({
        client_name: 'Northwind Studio',
        products: ['transfer'],
        country_codes: ['US'],
        language: 'en',
        webhook: 'https://pay.example.com/api/v1/webhooks/plaid',
        user: { phone_number: '+14155550123' },
      });
      expect(call.body).not.toContain(token);
    });

    it('plaid/payment: exchange, authorization, transfer → PROCESSING; settled event → PAID, once', async () => {
      const { token, transfer } = await paid();
      expect(transfer).toMatchObject({ account_id: 'acc_checking_1', status: 'pending' });
      const authorization = plaid.calls
        .filter((c) => c.path === '/transfer/authorization/create')
        .at(-1)!;
      expect(JSON.parse(authorization.body)).toMatchObject({
        account_id: 'acc_checking_1',
        type: 'debit',
        network: 'ach',
        ach_class: 'web',
        amount: '1250.00',
        user: { legal_name: 'Sam Rivera', email_address: 'sam.rivera@example.com' },
      });
      // No timer settles a live debit: it waits for Plaid's events.
      await sleep(400);
      expect((await statusOf(token)).status).toBe('PROCESSING');

      plaid.addEvent(transfer.id as string, 'pending');
      plaid.addEvent(transfer.id as string, 'posted');
      expect((await deliver(transferEvents)).status).toBe(200);
      expect((await statusOf(token)).status).toBe('PROCESSING');
      plaid.addEvent(transfer.id as string, 'settled');
      expect((await deliver(transferEvents)).status).toBe(200);
      expect(await statusOf(token)).toMatchObject({ status: 'PAID', methodPaidWith: 'payByBank' });
      // The receipt's account as Plaid named it, and the transfer as the reference.
      expect((await statusOf(token)).paymentDetails).toEqual({
        brand: null,
        lastFour: null,
        bankName: 'First Platypus Bank',
        accountMask: '0000',
        reference: transfer.id,
      });
      expect((await deliver(transferEvents)).status).toBe(200);
      expect(await attempts(token)).toEqual(['Processing', 'Authorised']);
    });

    it('a failed transfer → PAYMENT_FAILED', async () => {
      const { token, transfer } = await paid();
      plaid.addEvent(transfer.id as string, 'failed');
      expect((await deliver(transferEvents)).status).toBe(200);
      expect((await statusOf(token)).status).toBe('PAYMENT_FAILED');
    });

    it("a declined authorization over the debit limit answers the spec's message", async () => {
      const { token } = await create();
      await linkToken(token);
      plaid.declineNext('TRANSFER_LIMIT_REACHED');
      const response = await pay(
        token,
        plaid.linkAccount({ accountId: 'acc_checking_1', ownerName: 'A' }),
      );
      expect(response.status).toBe(422);
      expect(await json(response)).toEqual({ message: 'ACH Debit limit exceeded' });
      expect((await statusOf(token)).status).toBe('UNPAID');
      expect(transferOf(token)).toBeUndefined();
    });

    it('a public token Plaid does not know, or another account → 400, no transfer', async () => {
      const { token } = await create();
      await linkToken(token);
      expect((await pay(token, 'public-sandbox-unknown')).status).toBe(400);
      const other = await pay(
        token,
        plaid.linkAccount({ accountId: 'acc_1', ownerName: 'A' }),
        'acc_2',
      );
      expect(other.status).toBe(400);
      expect((await statusOf(token)).status).toBe('UNPAID');
      expect(transferOf(token)).toBeUndefined();
    });

    it('a webhook whose signature does not match the body, or is too old → 401, nothing applied', async () => {
      const { token, transfer } = await paid();
      plaid.addEvent(transfer.id as string, 'settled');
      const signed = await plaid.webhook(transferEvents);
      const tampered = await server.call('/api/v1/webhooks/plaid', {
        method: 'POST',
        headers: { 'Plaid-Verification': signed.verification },
        body: signed.body.replace('sandbox', 'production'),
      });
      expect(tampered.status).toBe(401);
      expect((await deliver(transferEvents, 600)).status).toBe(401);
      const unsigned = await server.call('/api/v1/webhooks/plaid', {
        method: 'POST',
        body: signed.body,
      });
      expect(unsigned.status).toBe(401);
      expect((await statusOf(token)).status).toBe('PROCESSING');
    });

    it("institution-logo: Plaid's logo, null for a bank without one, 404 for an unknown institution", async () => {
      const without = await server.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        json: { institutionId: 'ins_116834' },
      });
      expect(without.status).toBe(200);
      expect(await json(without)).toEqual({ logo: null });
      const logo = await server.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        json: { institutionId: 'ins_109508' },
      });
      expect(logo.status).toBe(200);
      expect((await json<{ logo: string }>(logo)).logo).toMatch(/^iVBORw0KGgo/);
      const none = await server.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        json: { institutionId: 'ins_0' },
      });
      expect(none.status).toBe(404);
    });
  });

  describe('the sandbox is absent', () => {
    it.each([
      ['POST', '/api/v1/sandbox/payment-requests'],
      ['GET', '/api/v1/sandbox/payment-requests'],
      ['POST', '/api/v1/sandbox/adyen/sessions/CS0123456789ABCDEF01234567/payments'],
      ['POST', '/api/v1/sandbox/plaid/public-token'],
    ])('%s %s → 404', async (method, url) => {
      const response = await server.call(url, { method, json: method === 'POST' ? {} : undefined });
      expect(response.status).toBe(404);
    });
  });
});
