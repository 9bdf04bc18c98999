/**
 * What the server exposes ( items 13 and 14): stray routes, the sandbox's scenario API
 * beyond loopback, HSTS in production.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { ServerConfig } from '../src/context.ts';
import { createServices } from '../src/server.ts';
import { backends, stopServices, testConfig } from './support/harness.ts';

// With an inline script, as the build's page has (the early-tap recorder that starts the app).
const INDEX =
  '<!doctype html><html><head><script>window.started=1</script><title>paypage</title></head><body><div id="root"></div></body></html>';
/** `printf %s 'window.started=1' | openssl dgst -sha256 -binary | base64` */
const INDEX_SCRIPT_HASH = "'sha256-BcY4Ci6amVzhor9EtvZ/qxTD1QYrq9YShABgRizTa1A='";

let staticDir: string;
beforeAll(() => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'paypage-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'assets', 'index-abc.js'), 'export {};');
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{"secret":true}');
  writeFileSync(path.join(staticDir, '.env'), 'SECRET=1');
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

async function appWith(config: Partial<ServerConfig> = {}) {
  const services = await createServices(await backends()[0]!.open(), { ...testConfig, ...config });
  const app = createApp({ services, staticDir });
  return {
    request: (url: string, init?: RequestInit) => app.request(url, init),
    close: () => stopServices(services),
  };
}

describe('stray routes', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(() => app.close());

  it('GET / answers the page (its not-found screen) with 404, not an empty file', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  it("the page's policy allows its one inline script by its hash, and no other inline script", async () => {
    for (const url of ['/', '/pay/any-token', '/api/v1/health/live']) {
      const policy = (await app.request(url)).headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1];
      expect(scriptSrc, url).toBe(`'self' ${INDEX_SCRIPT_HASH}`);
    }
  });

  it.each(['/assets/', '/assets', '/.vite/', '/.vite/manifest.json', '/.env', '/assets/.hidden'])(
    '%s → 404',
    async (url) => {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    },
  );

  it('still serves the assets and the pages', async () => {
    expect((await app.request('/assets/index-abc.js')).status).toBe(200);
    expect((await app.request('/pay/KcFa6X_gYPzttwdy4X75-ROWpLfLtybF')).status).toBe(200);
  });
});

describe('the sandbox beyond loopback', () => {
  it('needs no key on loopback; needs SANDBOX_KEY beyond it, or is off without one', () => {
    const load = (env: Record<string, string>) => loadConfig(env, '/repo', '/repo/dist');
    expect(load({}).sandboxKey).toBeUndefined();
    expect(load({ HOST: 'localhost' }).sandboxKey).toBeUndefined();
    expect(load({ HOST: '::1' }).sandboxKey).toBeUndefined();
    expect(load({ HOST: '0.0.0.0' }).sandboxKey).toBeNull();
    expect(load({ HOST: '0.0.0.0', SANDBOX_KEY: 'k'.repeat(32) }).sandboxKey).toBe('k'.repeat(32));
    expect(() => load({ HOST: '0.0.0.0', SANDBOX_KEY: 'short' })).toThrow(/SANDBOX_KEY/);
  });

  it('the scenario API, status forcing and settling ask for the key', async () => {
    const app = await appWith({ sandboxKey: 'k'.repeat(32) });
    const bearer = { Authorization: `Bearer ${'k'.repeat(32)}` };
    const create = (headers: Record<string, string>) =>
      app.request('/api/v1/sandbox/payment-requests', { method: 'POST', headers });
    expect((await create({})).status).toBe(401);
    expect((await create({ Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await app.request('/api/v1/sandbox/payment-requests')).status).toBe(401);
    const created = await create(bearer);
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const force = (headers: Record<string, string>) =>
      app.request(`/api/v1/sandbox/payment-requests/${token}/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ status: 'PAID' }),
      });
    expect((await force({})).status).toBe(401);
    expect((await force(bearer)).status).toBe(200);
    const settle = (headers: Record<string, string>) =>
      app.request(`/api/v1/sandbox/payment-requests/${token}/settle`, { method: 'POST', headers });
    expect((await settle({})).status).toBe(401);
    // With the key: heard (a request forced to PAID has nothing to settle).
    expect((await settle(bearer)).status).toBe(409);
    // The payer's own calls need no key.
    expect((await app.request(`/api/v1/collect/${token}`)).status).toBe(200);
    await app.close();
  });

  it('without a key beyond loopback the scenario API is off', async () => {
    const app = await appWith({ sandboxKey: null });
    const response = await app.request('/api/v1/sandbox/payment-requests', { method: 'POST' });
    expect(response.status).toBe(403);
    const settle = await app.request(`/api/v1/sandbox/payment-requests/${'K'.repeat(32)}/settle`, {
      method: 'POST',
    });
    expect(settle.status).toBe(403);
    await app.close();
  });
});

describe('the mode the page is told, and HSTS', () => {
  it('GET collect carries the server mode (the page draws "Test mode" in sandbox)', async () => {
    const app = await appWith();
    const created = await app.request('/api/v1/sandbox/payment-requests', { method: 'POST' });
    const { token } = (await created.json()) as { token: string };
    const request = (await (await app.request(`/api/v1/collect/${token}`)).json()) as {
      mode: string;
    };
    expect(request.mode).toBe('sandbox');
    expect(
      (await app.request('/api/v1/health')).headers.get('strict-transport-security'),
    ).toBeNull();
    await app.close();
  });

  it('production mode sends Strict-Transport-Security', async () => {
    const app = await appWith({ mode: 'production' });
    for (const url of ['/api/v1/health', '/pay/KcFa6X_gYPzttwdy4X75-ROWpLfLtybF']) {
      expect((await app.request(url)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    await app.close();
  });
});
