/**
 * The API's routes and the contract's table of calls (`@paypage/contract/calls`), held to each
 * other both ways: every route `apps/api` serves is a call of the contract and every call is
 * served (the sandbox's only in sandbox mode), and every call that takes a JSON body refuses one
 * its contract schema refuses, naming why.
 */
import { API_CALLS, type ApiCall, type CallSpec, type CallWithBody } from '@paypage/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, createApp } from '../../apps/api/src/app.ts';
import type { ServerConfig, Services } from '../../apps/api/src/context.ts';
import { openPglite } from '../../apps/api/src/db/db.ts';
import { createApiKey } from '../../apps/api/src/merchant/keys.ts';
import { liveProvidersConfig } from '../../apps/api/src/providers/live/config.ts';
import { createServices } from '../../apps/api/src/server.ts';

const config = (mode: ServerConfig['mode']): ServerConfig => ({
  mode,
  settlementDelayMs: 200,
  slowMs: 300,
  trustProxy: false,
  rateLimits: null,
});

const calls = Object.keys(API_CALLS) as ApiCall[];

/**
 * The calls an app serves: its routes under the API's base (a route's middleware and handler are
 * one call), middleware for every path and the fallbacks left out.
 */
function servedCalls(app: ReturnType<typeof createApp>): string[] {
  const served = app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE}/`))
    .map((route) => `${route.method} ${route.path.slice(API_BASE.length)}`);
  return [...new Set(served)].sort();
}

describe('the API serves the contract’s calls, and only those', () => {
  let services: Services[] = [];
  afterAll(async () => {
    for (const { settlement, db } of services) {
      await settlement.stop();
      await db.close();
    }
  });

  /** The providers' settings, enough to serve their webhooks (no call reaches a provider here). */
  const liveProviders = liveProvidersConfig({
    PUBLIC_ORIGIN: 'https://pay.example.com',
    ADYEN_API_KEY: 'test-key',
    ADYEN_MERCHANT_ACCOUNT: 'Account',
    ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
    ADYEN_ENVIRONMENT: 'TEST',
    ADYEN_HMAC_KEY: '00'.repeat(32),
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    PLAID_CLIENT_ID: 'client',
    PLAID_SECRET: 'secret',
    PLAID_ENV: 'sandbox',
  });

  it.each([
    ['sandbox mode', 'sandbox', false],
    ['production mode without providers', 'production', false],
    ['production mode with every provider configured', 'production', true],
  ] as const)(
    'in %s',
    async (_, mode, withProviders) => {
      const db = await openPglite();
      const built = await createServices(db, {
        ...config(mode),
        ...(withProviders ? { liveProviders } : {}),
      });
      services = [...services, built];
      const expected = calls.filter((call) => {
        const spec: CallSpec = API_CALLS[call];
        if (spec.sandbox) return mode === 'sandbox';
        if (spec.providerWebhook) return withProviders;
        return true;
      });
      expect(servedCalls(createApp({ services: built }))).toEqual(expected.sort());
      // Opening and migrating a database takes seconds on a busy machine: no timer is raced here.
    },
    120_000,
  );
});

describe('every JSON body is validated with the contract’s schema', () => {
  let app: ReturnType<typeof createApp>;
  let built: Services;
  const params: Record<string, string> = {};
  /** The merchant API's calls need a secret key: every call here sends one (the others ignore it). */
  let authorization = '';

  beforeAll(async () => {
    built = await createServices(await openPglite(), config('sandbox'));
    app = createApp({ services: built });
    authorization = `Bearer ${(await createApiKey(built.db, 'contract')).secret}`;
    const post = (path: string, body: unknown) =>
      app.request(`${API_BASE}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = (await (await post('/sandbox/payment-requests', {})).json()) as {
      token: string;
    };
    params.token = created.token;
    const request = (await (await app.request(`${API_BASE}/collect/${created.token}`)).json()) as {
      organizationId: string;
    };
    const session = (await (
      await post(`/collect/${created.token}/adyen/session`, {
        organizationId: request.organizationId,
      })
    ).json()) as { id: string };
    params.id = session.id;
  });

  afterAll(async () => {
    await built.settlement.stop();
    await built.db.close();
  });

  const withBody = calls.filter((call) => 'body' in API_CALLS[call]) as CallWithBody[];

  it.each(withBody)('%s refuses a body that is not an object', async (call) => {
    const path = call
      .split(' ')[1]!
      .replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name] ?? name);
    const response = await app.request(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: '[1]',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Invalid input: expected object, received array',
    );
  });
});
