/**
 * A server in production mode whose live providers' official libraries are pointed at the local
 * fakes of their APIs (fake-adyen.ts, fake-stripe.ts, fake-plaid.ts), with a merchant key: what
 * the live-provider tests start before their cases.
 */
import type { ServerConfig } from '../../src/context.ts';
import { createApiKey } from '../../src/merchant/keys.ts';
import { liveProvidersConfig } from '../../src/providers/live/config.ts';
import { HMAC_KEY } from './adyen-notifications.ts';
import { type FakeAdyen, fakeAdyenEnv, startFakeAdyen } from './fake-adyen.ts';
import type { FakeServer } from './fake-http.ts';
import {
  FAKE_PLAID_CLIENT_ID,
  FAKE_PLAID_SECRET,
  type FakePlaid,
  startFakePlaid,
} from './fake-plaid.ts';
import { FAKE_STRIPE_SECRET_KEY, type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { type Backend, startServer, type TestServer } from './harness.ts';

export const PUBLIC_ORIGIN = 'https://pay.example.com';
/** The Stripe webhook secret the server checks Stripe's events with. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_5WbX5kEWLlfzsGNjH64I8lOOqUB6e8FH';

/** The configuration of live Stripe at `fake`. */
export const fakeStripeEnv = (fake: FakeServer) => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.url,
});

/** The configuration of live Plaid (its sandbox environment) at `fake`. */
export const fakePlaidEnv = (fake: FakeServer) => ({
  PLAID_CLIENT_ID: FAKE_PLAID_CLIENT_ID,
  PLAID_SECRET: FAKE_PLAID_SECRET,
  PLAID_ENV: 'sandbox',
  PLAID_API_BASE: fake.url,
  PUBLIC_ORIGIN,
});

type Fakes = { adyen: FakeAdyen; stripe: FakeStripe; plaid: FakePlaid };
export type LiveProvider = keyof Fakes;

const START: { [P in LiveProvider]: () => Promise<Fakes[P]> } = {
  adyen: () => startFakeAdyen(),
  stripe: () => startFakeStripe(),
  plaid: () => startFakePlaid(),
};

/** The live configuration of each provider, at its fake (Adyen with its webhook's HMAC key). */
const ENV: { [P in LiveProvider]: (fake: Fakes[P]) => Record<string, string> } = {
  adyen: (fake) => ({ ...fakeAdyenEnv(fake), ADYEN_HMAC_KEY: HMAC_KEY }),
  stripe: fakeStripeEnv,
  plaid: fakePlaidEnv,
};

export type LiveServer<P extends LiveProvider> = Pick<Fakes, P> & {
  server: TestServer;
  /** The merchant key's secret (account 'shop'), for `Authorization: Bearer`. */
  key: string;
  /** The key's id (its embed origins and such). */
  keyId: string;
  /** Stops the server, then the fakes. */
  close: () => Promise<void>;
};

/**
 * Starts the fakes of `providers`, then a server in production mode (at PUBLIC_ORIGIN) with those
 * providers live at their fakes and `config` over it, and makes a merchant key. A start that
 * fails stops what it had started.
 */
export async function startLiveServer<P extends LiveProvider>(
  backend: Backend,
  providers: readonly P[],
  config: Partial<ServerConfig> = {},
): Promise<LiveServer<P>> {
  const started = await Promise.all(providers.map((provider) => START[provider]()));
  const fakes = Object.fromEntries(
    providers.map((provider, index) => [provider, started[index]]),
  ) as unknown as Pick<Fakes, P>;
  const closeFakes = () => Promise.all(started.map((fake) => fake.close()));
  let server: TestServer | undefined;
  try {
    const env = Object.assign(
      {},
      ...providers.map((provider) => ENV[provider](fakes[provider] as never)),
    ) as Record<string, string>;
    server = await startServer(await backend.open(), {
      mode: 'production',
      publicOrigin: PUBLIC_ORIGIN,
      liveProviders: liveProvidersConfig(env),
      ...config,
    });
    const created = await createApiKey(server.services.db, 'shop');
    const running = server;
    return {
      ...fakes,
      server: running,
      key: created.secret,
      keyId: created.id,
      close: async () => {
        await running.close();
        await closeFakes();
      },
    };
  } catch (error) {
    await server?.close();
    await closeFakes();
    throw error;
  }
}

/**
 * Pays `token` by bank through live Plaid at its fake, as the page does (link token, a linked
 * account, the payment call), and settles the payment's transfer by Plaid's event. Gives the
 * transfer and `sync`, which delivers Plaid's signed TRANSFER_EVENTS_UPDATE webhook (the server
 * then reads the new events, e.g. a refund's).
 */
export async function payAndSettleByPlaid(server: TestServer, plaid: FakePlaid, token: string) {
  await server.call('/api/v1/plaid/link-token', {
    method: 'POST',
    json: { paymentRequestToken: token, phoneNumber: '+14155550123' },
  });
  const publicToken = plaid.linkAccount({ accountId: 'acc_checking_1', ownerName: 'Sam Rivera' });
  const paying = await server.call(`/api/v1/collect/${token}/plaid/payment`, {
    method: 'POST',
    json: { publicToken, paymentRequestToken: token, accountId: 'acc_checking_1' },
  });
  if (paying.status !== 200) throw new Error(`the bank payment answered ${paying.status}`);
  const transfer = [...plaid.transfers.values()].find(
    (t) => (t.metadata as Record<string, string>).paypage_token === token,
  )!;
  const sync = async () => {
    const signed = await plaid.webhook({
      webhook_type: 'TRANSFER',
      webhook_code: 'TRANSFER_EVENTS_UPDATE',
      environment: 'sandbox',
    });
    return server.call('/api/v1/webhooks/plaid', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Plaid-Verification': signed.verification },
      body: signed.body,
    });
  };
  plaid.addEvent(transfer.id as string, 'settled');
  const settled = await sync();
  if (settled.status !== 200) throw new Error(`Plaid's webhook answered ${settled.status}`);
  return { transfer, sync };
}
