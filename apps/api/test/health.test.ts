import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { migrations } from '../src/db/migrations.ts';
import { Readiness } from '../src/ops/readiness.ts';
import { backends, json, startServer, type TestServer } from './support/harness.ts';

describe.each(backends())('health and readiness on $name', (backend) => {
  let db: Db;
  let server: TestServer;
  beforeAll(async () => {
    db = await backend.open();
    server = await startServer(db);
  });
  afterAll(() => server.close());

  it('GET /health/ready is 200 when the database answers and is migrated', async () => {
    const response = await server.call('/api/v1/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json(response)).toEqual({ status: 'ready', mode: 'sandbox' });
  });

  it('is 503 while a migration is missing, and ready again once it is applied', async () => {
    const last = migrations.length;
    await db.query('delete from schema_migrations where version = $1', [last]);
    try {
      const response = await server.call('/api/v1/health/ready');
      expect(response.status).toBe(503);
      expect(await json(response)).toEqual({
        status: 'unready',
        reason: '1 migration(s) not applied',
      });
    } finally {
      await db.query('insert into schema_migrations (version) values ($1)', [last]);
    }
    expect((await server.call('/api/v1/health/ready')).status).toBe(200);
  });

  it('is 503 while draining (shutting down) and liveness stays 200', async () => {
    const readiness = server.services.readiness;
    readiness.drain();
    const response = await server.call('/api/v1/health/ready');
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ status: 'unready', reason: 'shutting down' });
    expect((await server.call('/api/v1/health')).status).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('a database that fails is unready', async () => {
    const failing = {
      query: () => Promise.reject(new Error('connection refused')),
    } as unknown as Db;
    expect(await new Readiness(failing).check()).toEqual({
      status: 'unready',
      reason: 'the database does not answer',
    });
  });

  it('a database that hangs is unready after the timeout', async () => {
    const hanging = { query: () => new Promise(() => undefined) } as unknown as Db;
    const started = Date.now();
    expect(await new Readiness(hanging, 100).check()).toEqual({
      status: 'unready',
      reason: 'the database did not answer in 100 ms',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
