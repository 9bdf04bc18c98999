/**
 * `POST /api/v1/adyen/v1/applePay/sessions?clientKey=` (docs/widget.md#calls): Apple Pay's
 * merchant validation. In sandbox mode a made-up session for the sandbox client key; in
 * production mode Adyen's `applePay/sessions` through @adyen/api-library, against the local fake
 * of Adyen's Checkout API (`support/fake-adyen.ts`, as the API reference answers); without Adyen
 * configured a 503. Another client key is refused (401), a body without its fields 400.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { SANDBOX_CLIENT_KEY } from '@paypage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveProvidersConfig } from '../src/providers/live/config.ts';
import { HMAC_KEY } from './support/adyen-notifications.ts';
import {
  FAKE_ADYEN_API_KEY,
  type FakeAdyen,
  fakeAdyenEnv,
  startFakeAdyen,
} from './support/fake-adyen.ts';
import { backends, json, startServer, type TestServer } from './support/harness.ts';

const PATH = '/api/v1/adyen/v1/applePay/sessions';
const body = REQUEST_EXAMPLES['POST /adyen/v1/applePay/sessions'];
const CLIENT_KEY = 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT'; // fakeAdyenEnv's

const decoded = async (response: Response) => {
  const { data } = await json<{ data: string }>(response);
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
};

const ask = (server: TestServer, clientKey: string, json: unknown = body) =>
  server.call(`${PATH}?clientKey=${encodeURIComponent(clientKey)}`, { method: 'POST', json });

describe.each(backends())('Apple Pay sessions on $name', (backend) => {
  describe('in sandbox mode', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(await backend.open());
    });
    afterAll(() => server?.close());

    it('answers an encoded made-up session for the sandbox client key, never cached', async () => {
      const response = await ask(server, SANDBOX_CLIENT_KEY);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const session = await decoded(response);
      expect(session).toMatchObject({
        merchantIdentifier: body.merchantIdentifier,
        domainName: body.domainName,
        displayName: body.displayName,
        signature: 'sandbox',
      });
      expect(session.merchantSessionIdentifier).toMatch(/^SSH_SANDBOX_[0-9A-F]{16}$/);
      expect(Number(session.expiresAt) - Number(session.epochTimestamp)).toBe(5 * 60 * 1000);
    });

    it('refuses another client key (401) and a body without its fields (400)', async () => {
      expect((await ask(server, 'test_OTHER')).status).toBe(401);
      const { displayName: _displayName, ...rest } = body;
      expect((await ask(server, SANDBOX_CLIENT_KEY, rest)).status).toBe(400);
      expect((await ask(server, SANDBOX_CLIENT_KEY, { ...body, initiative: 'ios' })).status).toBe(
        400,
      );
    });
  });

  /** A server in production mode with Adyen at a fake (that knows `apiKey` or not). */
  const production = (apiKey?: string) => {
    const live = {} as { server: TestServer; adyen: FakeAdyen };
    beforeAll(async () => {
      live.adyen = await startFakeAdyen();
      live.server = await startServer(await backend.open(), {
        mode: 'production',
        publicOrigin: 'https://pay.example.com',
        liveProviders: liveProvidersConfig({
          ...fakeAdyenEnv(live.adyen, apiKey),
          ADYEN_HMAC_KEY: HMAC_KEY,
        }),
      });
    });
    afterAll(async () => {
      await live.server?.close();
      await live.adyen?.close();
    });
    return live;
  };

  describe('in production mode with Adyen', () => {
    const live = production();

    it('asks Adyen’s applePay/sessions with the API key and answers its data as is', async () => {
      const { server, adyen } = live;
      const before = adyen.calls.length;
      const response = await ask(server, CLIENT_KEY);
      expect(response.status).toBe(200);
      const call = adyen.calls[before]!;
      expect(call.method).toBe('POST');
      expect(call.path).toMatch(/^\/v\d+\/applePay\/sessions$/);
      expect(call.headers['x-api-key']).toBe(FAKE_ADYEN_API_KEY);
      expect(JSON.parse(call.body)).toEqual({
        displayName: body.displayName,
        domainName: body.domainName,
        merchantIdentifier: body.merchantIdentifier,
      });
      const session = await decoded(response);
      expect(session).toMatchObject({
        domainName: body.domainName,
        displayName: body.displayName,
        pspId: body.merchantIdentifier,
      });
      expect(session.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/);
    });

    it('refuses another client key without asking Adyen (401)', async () => {
      const before = live.adyen.calls.length;
      expect((await ask(live.server, SANDBOX_CLIENT_KEY)).status).toBe(401);
      expect(live.adyen.calls.length).toBe(before);
    });
  });

  describe('in production mode with Adyen answering an error', () => {
    const live = production('AQE-a-key-Adyen-does-not-know');

    it('answers 503 without Adyen’s body', async () => {
      const response = await ask(live.server, CLIENT_KEY);
      expect(live.adyen.calls.at(-1)?.path).toMatch(/applePay\/sessions$/);
      expect(response.status).toBe(503);
      expect(await json(response)).toEqual({
        message: 'The Apple Pay session could not be created.',
      });
    });
  });

  describe('in production mode without Adyen', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(await backend.open(), { mode: 'production' });
    });
    afterAll(() => server?.close());

    it('answers 503', async () => {
      expect((await ask(server, CLIENT_KEY)).status).toBe(503);
    });
  });
});
