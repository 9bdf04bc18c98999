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
      },
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
    // A bad key is refused as before (401), not counted against anyone.
    expect((await list('pp_sk_nope')).status).toBe(401);
  });
});
