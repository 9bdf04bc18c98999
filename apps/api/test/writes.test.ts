import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFingerprint as fingerprint } from '@paypage/contract/fixtures';
import type { Db } from '../src/db/db.ts';
import {
  backends,
  createRequest,
  eventually,
  json,
  startServer,
  type TestServer,
} from './support/harness.ts';

const generous = { perIp: 10_000, perIpToken: 10_000, perToken: 10_000 };
const limits = {
  windowMs: 60_000,
  pay: generous,
  status: generous,
  write: { perIp: 200, perIpToken: 40, perToken: 120 },
  file: generous,
};

/** Bounded writes: limits, one live session per client, the retention job. */
describe.each(backends())('card sessions, fingerprints and their retention on $name', (backend) => {
  let db: Db;
  let server: TestServer;
  let limited: TestServer;

  const count = async (table: string, token?: string) => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::integer as n from ${table}${token ? ' where payment_request_token = $1' : ''}`,
      token ? [token] : [],
    );
    return Number(rows[0]!.n);
  };

  async function organizationOf(token: string) {
    return (await json<{ organizationId: string }>(await server.call(`/api/v1/collect/${token}`)))
      .organizationId;
  }

  beforeAll(async () => {
    db = await backend.open();
    const shared = { ...db, close: async () => undefined };
    limited = await startServer(shared, { rateLimits: limits });
    server = await startServer(db);
  });
  afterAll(async () => {
    await limited.close();
    await server.close();
  });

  it('reuses a live card session for the same request and client', async () => {
    const { token } = await createRequest(server);
    const organizationId = await organizationOf(token);
    const session = async (userAgent: string) =>
      json<{ id: string; sessionData: string }>(
        await server.call(`/api/v1/collect/${token}/adyen/session`, {
          method: 'POST',
          json: { organizationId },
          headers: { 'User-Agent': userAgent },
        }),
      );
    const first = await session('Browser A');
    const reload = await session('Browser A');
    expect(reload).toEqual(first);
    const other = await session('Browser B');
    expect(other.id).not.toBe(first.id);
    expect(await count('card_sessions', token)).toBe(2);
    // A session near its end is not handed out again.
    await db.query(
      "update card_sessions set expires_at = now() + interval '5 minutes' where id = $1",
      [first.id],
    );
    expect((await session('Browser A')).id).not.toBe(first.id);
  });

  it('keeps the rows a flood of session and fingerprint calls writes bounded', async () => {
    const { token } = await createRequest(server);
    const organizationId = await organizationOf(token);
    const statuses = new Map<number, number>();
    const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (let round = 0; round < 15; round += 1) {
      const calls = Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? limited.call(`/api/v1/collect/${token}/adyen/session`, {
              method: 'POST',
              json: { organizationId },
            })
          : limited.call(`/api/v1/collect/${token}/fingerprint`, {
              method: 'POST',
              // Every call is a new capture; half the flood repeats one device, half varies it.
              json: {
                fingerprint: {
                  ...fingerprint,
                  capturedAt: new Date(Date.UTC(2026, 10, 22, 17, round, i)).toISOString(),
                  deviceId:
                    i % 4 === 1 ? fingerprint.deviceId : String(round * 100 + i).padStart(64, '0'),
                },
              },
            }),
      );
      for (const response of await Promise.all(calls)) {
        tally(response.status);
        await response.arrayBuffer();
      }
    }
    // 300 calls, 40 let through for this client on this request; the rest refused with 429.
    expect(statuses.get(429)).toBe(260);
    expect(await count('card_sessions', token)).toBe(1);
    expect(await count('fingerprints', token)).toBeLessThanOrEqual(40);
  });

  it('stores a reloaded page’s fingerprint (a new capture time only) once', async () => {
    const { token } = await createRequest(server);
    for (const capturedAt of ['2026-11-22T17:00:00.000Z', '2026-11-22T17:05:00.000Z']) {
      const response = await server.call(`/api/v1/collect/${token}/fingerprint`, {
        method: 'POST',
        json: { fingerprint: { ...fingerprint, capturedAt } },
      });
      expect(response.status).toBe(204);
    }
    expect(await count('fingerprints', token)).toBe(1);
    await server.call(`/api/v1/collect/${token}/fingerprint`, {
      method: 'POST',
      json: { fingerprint: { ...fingerprint, deviceId: 'a'.repeat(64) } },
    });
    expect(await count('fingerprints', token)).toBe(2);
  });

  it('deletes expired sessions, old fingerprints and old idempotency keys on demand', async () => {
    const { token } = await createRequest(server);
    const organizationId = await organizationOf(token);
    await server.call(`/api/v1/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId },
    });
    await server.call(`/api/v1/collect/${token}/fingerprint`, {
      method: 'POST',
      json: { fingerprint },
    });
    await db.query(
      `insert into card_sessions (id, payment_request_token, session_data, expires_at)
       values ('CS000000000000000000000001', $1, 'old', now() - interval '2 hours'),
              ('CS000000000000000000000002', $1, 'recent', now() - interval '10 minutes')`,
      [token],
    );
    await db.query(
      `insert into fingerprints (payment_request_token, source, fingerprint, created_at)
       values ($1, 'page', '{}', now() - interval '31 days')`,
      [token],
    );
    await db.query(
      `insert into idempotency_keys (scope, key, request_hash, created_at)
       values ('retention-test', 'old', 'h', now() - interval '25 hours'),
              ('retention-test', 'new', 'h', now() - interval '1 hour')`,
    );
    const swept = await server.services.retention.run();
    expect(swept).toMatchObject({ cardSessions: 1, fingerprints: 1 });
    expect(swept.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await count('card_sessions', token)).toBe(2); // the live one and the one within grace
    expect(await count('fingerprints', token)).toBe(1);
    const { rows } = await db.query<{ key: string }>(
      "select key from idempotency_keys where scope = 'retention-test'",
    );
    expect(rows.map((row) => row.key)).toEqual(['new']);
  });

  it('runs the retention job on its own timer', async () => {
    const shared = { ...db, close: async () => undefined };
    const sweeping = await startServer(shared, {
      retention: {
        intervalMs: 50,
        sessionsAfterExpiryMs: 0,
        fingerprintsMs: 60_000,
        idempotencyMs: 60_000,
      },
    });
    try {
      const { token } = await createRequest(server);
      await db.query(
        `insert into card_sessions (id, payment_request_token, session_data, expires_at)
         values ('CS000000000000000000000003', $1, 'expired', now() - interval '1 second')`,
        [token],
      );
      await eventually(async () => (await count('card_sessions', token)) === 0);
    } finally {
      await sweeping.close();
    }
  });
});
