/**
 * Production mode refuses to start without an https PUBLIC_ORIGIN, a WEBHOOK_SECRET_KEY and the
 * frames' https origin, naming each one; with them it starts (listening on plain HTTP on
 * loopback, as behind a TLS proxy).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApi } from './support/spawn-api.ts';

describe('production start', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-production-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops without the three settings, naming each', async () => {
    // A server that starts anyway is stopped at once (and the test fails).
    const error = await spawnApi({
      PAYPAGE_MODE: 'production',
      DATA_DIR: dir,
      LOG_FORMAT: 'text',
    }).then(
      async (api) => {
        api.child.kill('SIGKILL');
        await api.exited;
        return 'started';
      },
      (failure: Error) => failure.message,
    );
    expect(error).toMatch(/exited \(1\) before starting/);
    for (const name of ['PUBLIC_ORIGIN', 'WEBHOOK_SECRET_KEY', 'SECURED_FIELDS_ORIGIN']) {
      expect(error).toContain(name);
    }
  }, 60_000);

  it('starts with them, on plain HTTP on loopback', async () => {
    const api = await spawnApi({
      PAYPAGE_MODE: 'production',
      DATA_DIR: dir,
      LOG_FORMAT: 'text',
      PUBLIC_ORIGIN: 'https://pay.example.com',
      WEBHOOK_SECRET_KEY: 'k'.repeat(32),
      SECURED_FIELDS_ORIGIN: 'https://frames.example.com',
    });
    try {
      const health = await fetch(`${api.url}/api/v1/health`);
      expect(await health.json()).toEqual({ ok: true, mode: 'production' });
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }
  }, 120_000);
});
