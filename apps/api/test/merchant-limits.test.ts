import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { createApiKey } from '../src/merchant/keys.ts';
import { backends, json, startServer, type TestServer } from './support/harness.ts';

const generous = { perIp: 1000, perIpToken: 1000, perToken: 1000 };

describe.each(backends())('merchant API rate limit per key on $name', (backend) => {
  let db: Db;
  let server: TestServer;
  beforeAll(async () => {
    db = await backend.open();
    server = await startServer(db, {
      rateLimits: {
        windowMs: 60_000,
        pay: generous,
        status: generous,
        write: generous,
        file: generous,
        merchant: { perKey: 3 },
        refused: { perIp: 4 },
      },
      // Callers named by X-Forwarded-For (one proxy in front).
      trustProxy: 1,
    });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past the limit of a key, and other keys go on', async () => {
    const shop = await createApiKey(db, 'shop');
    const other = await createApiKey(db, 'other-shop');
    const list = (secret: string) =>
      server.call('/api/v1/merchant/payment-requests', {
        headers: { Authorization: `Bearer ${secret}` },
      });
    for (let i = 0; i < 3; i += 1) expect((await list(shop.secret)).status).toBe(200);
    const refused = await list(shop.secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect((await list(other.secret)).status).toBe(200);
    // A bad key is refused as before (401), counted against its caller's address only.
    expect((await list('pp_sk_nope')).status).toBe(401);
  });

  it('throttles wrong keys from one address: 401, then 429 with Retry-After, even for a good key', async () => {
    const shop = await createApiKey(db, 'guessed-shop');
    const from = (ip: string, secret: string) =>
      server.call('/api/v1/merchant/payment-requests', {
        headers: { Authorization: `Bearer ${secret}`, 'X-Forwarded-For': ip },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await from('203.0.113.50', `pp_sk_guess${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await from('203.0.113.50', shop.secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address with the good key goes on.
    expect((await from('203.0.113.51', shop.secret)).status).toBe(200);
  });
});
