import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, spawnApi } from './support/spawn-api.ts';

// Graceful shutdown of the real server process (src/main.ts): the sandbox's `slow` failure switch
// (X-Sandbox-Fail: slow, SLOW_MS) is the request in flight when SIGTERM comes.
describe('graceful shutdown (src/main.ts on PGlite)', () => {
  const dirs: string[] = [];
  const processes: ApiProcess[] = [];
  const start = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-shutdown-'));
    dirs.push(dir);
    return spawnApi({ DATA_DIR: dir, LOG_FORMAT: 'json', ...env }).then((api) => {
      processes.push(api);
      return api;
    });
  };
  afterAll(() => {
    for (const api of processes) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new ones, exits 0 and logs JSON only', async () => {
    const api = await start({ SLOW_MS: '1500', SHUTDOWN_GRACE_MS: '10000' });
    expect((await fetch(`${api.url}/api/v1/health/ready`)).status).toBe(200);

    const sent = performance.now();
    const slow = fetch(`${api.url}/api/v1/client-info`, {
      headers: { 'X-Sandbox-Fail': 'slow', 'X-Request-Id': 'slow-1' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    api.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // No new connection is accepted while the slow request finishes.
    await expect(fetch(`${api.url}/api/v1/health`)).rejects.toThrow();

    const response = await slow;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('slow-1');
    await response.json();
    expect(performance.now() - sent).toBeGreaterThanOrEqual(1400);
    expect(await api.exited).toEqual({ code: 0, signal: null });

    const lines = [...api.stdout, ...api.stderr].filter((line) => line !== '');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: '/api/v1/client-info',
        status: 200,
        requestId: 'slow-1',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/^\[api\] stopped in \d+ ms$/) }),
    );
  }, 180_000);

  it('cuts a request that outlasts SHUTDOWN_GRACE_MS and still exits 0', async () => {
    const api = await start({ SLOW_MS: '20000', SHUTDOWN_GRACE_MS: '500' });
    const slow = fetch(`${api.url}/api/v1/client-info`, { headers: { 'X-Sandbox-Fail': 'slow' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = performance.now();
    api.child.kill('SIGTERM');
    await expect(slow).rejects.toThrow();
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(10_000);
    expect(api.stdout.join('\n')).toContain('1 connection(s) cut');
  }, 180_000);
});
