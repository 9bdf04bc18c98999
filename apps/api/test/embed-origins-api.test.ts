/**
 * The merchant API's call for the pages that may embed a key's card widget
 * (`GET`/`POST /merchant/embed-origins`, docs/api-contract.md "Merchant API"): bounded input,
 * a 400 naming `origins`, https only in production, and each key's own list only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmbedOrigins } from '../src/merchant/embed-origins.ts';
import { createApiKey, revokeApiKey } from '../src/merchant/keys.ts';
import { backends, json, startServer, type TestServer } from './support/harness.ts';

const path = '/api/v1/merchant/embed-origins';

describe.each([
  ['production', 'https://shop.example'],
  ['sandbox', 'http://localhost:5173'],
] as const)('embedding origins through the merchant API in %s mode', (mode, localPage) => {
  let server: TestServer;
  let shop: string;
  let other: string;

  beforeAll(async () => {
    server = await startServer(await backends()[0]!.open(), {
      mode,
      publicOrigin: 'https://pay.example.com',
    });
    shop = (await createApiKey(server.services.db, 'shop')).secret;
    other = (await createApiKey(server.services.db, 'other-shop')).secret;
  });
  afterAll(() => server.close());

  const as = (secret: string, json?: unknown) => ({
    headers: { Authorization: `Bearer ${secret}` },
    ...(json === undefined ? {} : { method: 'POST', json }),
  });

  it('sets a key’s list (exact origins, once each) and reads it back', async () => {
    const set = await server.call(
      path,
      as(shop, { origins: ['https://shop.example', 'https://b.example', 'https://shop.example'] }),
    );
    expect(set.status).toBe(200);
    expect(await json(set)).toEqual({ origins: ['https://shop.example', 'https://b.example'] });
    expect(await json(await server.call(path, as(shop)))).toEqual({
      origins: ['https://shop.example', 'https://b.example'],
    });
    // What the widget's calls then allow for the key's requests.
    expect(await accountEmbedOrigins(server.services.db, 'shop')).toEqual([
      'https://shop.example',
      'https://b.example',
    ]);
    // An empty list clears it.
    expect(await json(await server.call(path, as(shop, { origins: [] })))).toEqual({
      origins: [],
    });
  });

  it('keeps each key’s list its own', async () => {
    await server.call(path, as(shop, { origins: ['https://shop.example'] }));
    expect(await json(await server.call(path, as(other)))).toEqual({ origins: [] });
    await server.call(path, as(other, { origins: ['https://other.example'] }));
    expect(await json(await server.call(path, as(shop)))).toEqual({
      origins: ['https://shop.example'],
    });
    expect(await accountEmbedOrigins(server.services.db, 'shop')).toEqual(['https://shop.example']);
  });

  it(`takes ${localPage} only where the mode allows it`, async () => {
    const answer = await server.call(path, as(shop, { origins: ['http://localhost:5173'] }));
    expect(answer.status).toBe(mode === 'production' ? 400 : 200);
    if (mode === 'production') {
      expect(await json(answer)).toEqual({
        message: 'origins: "http://localhost:5173" must be an https origin.',
      });
    }
  });

  it.each([
    ['a path', { origins: ['https://shop.example/checkout'] }, /^origins: .*is not an origin/],
    ['not an origin', { origins: ['shop.example'] }, /^origins: .*is not an origin/],
    [
      '21 origins',
      { origins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`) },
      /^origins/,
    ],
    ['a long origin', { origins: [`https://${'a'.repeat(200)}.example`] }, /^origins/],
    ['not a list', { origins: 'https://shop.example' }, /^origins/],
    ['a list of numbers', { origins: [1] }, /^origins/],
    ['an unknown field', { origins: [], extra: true }, /./],
    ['no list', {}, /^origins/],
  ])('refuses %s with a 400', async (_name, body, message) => {
    await server.call(path, as(shop, { origins: ['https://kept.example'] }));
    const answer = await server.call(path, as(shop, body));
    expect(answer.status).toBe(400);
    expect((await json<{ message: string }>(answer)).message).toMatch(message);
    // Nothing changed.
    expect(await json(await server.call(path, as(shop)))).toEqual({
      origins: ['https://kept.example'],
    });
  });

  it('answers 401 without a live key, and never sets a revoked key’s', async () => {
    expect((await server.call(path)).status).toBe(401);
    expect((await server.call(path, { method: 'POST', json: { origins: [] } })).status).toBe(401);
    const revoked = await createApiKey(server.services.db, 'gone');
    await revokeApiKey(server.services.db, revoked.id);
    const answer = await server.call(path, as(revoked.secret, { origins: ['https://x.example'] }));
    expect(answer.status).toBe(401);
    expect(await accountEmbedOrigins(server.services.db, 'gone')).toEqual([]);
  });
});
