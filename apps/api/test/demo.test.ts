/**
 * The demo shop's routes (README "Embedding the card widget"): its page under the app's policy,
 * the widget build's files only, and the session its server makes for the cart.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Services } from '../src/context.ts';
import { createServices } from '../src/server.ts';
import { backends, stopServices, testConfig } from './support/harness.ts';

const FRAMES_ORIGIN = 'http://localhost:3443';
/** A merchant's page on another origin, among the frames' parents (SECURED_FIELDS_PARENTS). */
const SHOP = 'http://shop.localhost:8080';

describe('the demo shop', () => {
  let services: Services;
  let dir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-demo-'));
    for (const sub of ['page', 'widget']) mkdirSync(path.join(dir, sub));
    writeFileSync(path.join(dir, 'page/checkout.html'), '<!doctype html><title>Shop</title>');
    writeFileSync(path.join(dir, 'page/shop.js'), 'void 0;');
    mkdirSync(path.join(dir, 'widget/chunks'));
    writeFileSync(path.join(dir, 'widget/paypage-widget-0.1.0.js'), 'var Paypage;');
    writeFileSync(path.join(dir, 'widget/chunks/wallet-sheet-ABC123.js'), 'void 0;');
    writeFileSync(path.join(dir, 'widget/notes.txt'), 'not served');
    services = await createServices(await backends()[0]!.open(), {
      ...testConfig,
      securedFieldsOrigin: FRAMES_ORIGIN,
    });
    app = createApp({
      services,
      framesOrigin: FRAMES_ORIGIN,
      widgetOrigins: [SHOP],
      demo: { pageDir: path.join(dir, 'page'), widgetDir: path.join(dir, 'widget') },
    });
  });
  afterAll(async () => {
    await stopServices(services);
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves its page under the app's policy, which frames the secured fields' origin", async () => {
    const page = await app.request('/demo/checkout');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`frame-src [^;]*${FRAMES_ORIGIN}`));
    expect(policy).toContain("script-src 'self'");
    const script = await app.request('/demo/shop.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it.each([
    ['/demo/widget/paypage-widget-0.1.0.js', 200],
    ['/demo/widget/chunks/wallet-sheet-ABC123.js', 200], // a chunk
    ['/demo/widget/chunks/three-ds-challenge-ABC123.js', 404], // a chunk, not built here
    ['/demo/widget/paypage-widget-0.1.0.css', 404], // a widget file, not built here
    ['/demo/widget/notes.txt', 404],
    ['/demo/widget/..%2F..%2Fpage%2Fshop.js', 404],
    ['/demo/widget/chunks/../../page/shop.js', 404],
  ])('%s answers %i', async (address, status) => {
    const answer = await app.request(address);
    expect(answer.status).toBe(status);
    // Module scripts and fonts load in CORS mode: any page may load the widget's files.
    if (status === 200) expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("makes a session for the cart that the widget's setup reads: $20.50 at Corner Bakery", async () => {
    const answer = await app.request('/demo/checkout/session', { method: 'POST' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      session: { id: string; sessionData: string };
      clientKey: string;
      environment: string;
    };
    expect(body).toMatchObject({ clientKey: 'sandbox_paypage_local', environment: 'sandbox' });
    const setup = await app.request(`/api/v1/sandbox/adyen/sessions/${body.session.id}/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionData: body.session.sessionData }),
    });
    expect(await setup.json()).toMatchObject({
      amount: { value: 2_050, currency: 'USD' },
      configuration: { merchantName: 'Corner Bakery', showGooglePay: false, showApplePay: false },
    });
  });

  it.each([
    [
      { wallet: 'script-error' },
      { showGooglePay: true, showApplePay: true, walletOutcome: 'script-error' },
    ],
    [{ wallet: 'nonsense' }, { showGooglePay: false, showApplePay: false }],
  ])('turns the wallets on with their sandbox outcome for %j', async (asked, configuration) => {
    const answer = await app.request('/demo/checkout/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(asked),
    });
    const { session } = (await answer.json()) as { session: { id: string; sessionData: string } };
    const setup = await app.request(`/api/v1/sandbox/adyen/sessions/${session.id}/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionData: session.sessionData }),
    });
    const { configuration: given } = (await setup.json()) as { configuration: object };
    expect(given).toMatchObject(configuration);
    if (!('walletOutcome' in configuration)) expect(given).not.toHaveProperty('walletOutcome');
  });

  it.each([
    [SHOP, true],
    ['http://localhost:5173', true], // any loopback page in sandbox mode
    ['http://elsewhere.localhost:8080', false],
  ])(
    "the widget's session calls answer a page on %s cross-origin (allowed: %s)",
    async (origin, allowed) => {
      const base = '/api/v1/sandbox/adyen/sessions/CS0123456789ABCDEF01234567';
      const preflight = await app.request(`${base}/setup`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,idempotency-key',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/i);
      const call = await app.request(`${base}/payments`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ sessionData: 'Ab02x' }),
      });
      // An unknown session, answered to the page all the same; a page not allowed: never called.
      expect(call.status).toBe(allowed ? 404 : 403);
      expect(call.headers.get('access-control-allow-origin')).toBe(origin);
      if (!allowed) {
        expect(await call.json()).toMatchObject({ errorCode: 'ORIGIN_NOT_ALLOWED', origin });
      }
    },
  );

  it('is not served in production mode', async () => {
    const production = createApp({
      services: { ...services, config: { ...services.config, mode: 'production' } },
      demo: { pageDir: path.join(dir, 'page'), widgetDir: path.join(dir, 'widget') },
    });
    expect((await production.request('/demo/checkout')).status).toBe(404);
    expect((await production.request('/demo/checkout/session', { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('bounds the session call’s body like the API’s: 413 past 64 kB, 400 when nested too deeply', async () => {
    const post = (body: string) =>
      app.request('/demo/checkout/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    const large = await post(JSON.stringify({ padding: 'x'.repeat(100 * 1024) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: 'The request body is too large.' });
    const nested = await post(`{"clickToPay":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { message: string }).message).toMatch(/nested more than 32/);
  });
});
