import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { embedOriginAllowed, embedOrigins, isLoopbackOrigin } from './embed-origins.ts';

describe('embed origins', () => {
  it.each([
    ['http://localhost:5173', true],
    ['http://localhost', true],
    ['http://127.0.0.1:8080', true],
    ['http://[::1]:4000', true],
    ['https://localhost:8443', true],
    ['http://elsewhere.localhost:8080', false],
    ['http://127.0.0.2:8080', false],
    ['https://shop.example.com', false],
    ['http://localhost.example.com', false],
  ])('%s is loopback: %s', (origin, loopback) => {
    expect(isLoopbackOrigin(origin)).toBe(loopback);
  });

  it.each([
    ['sandbox', 'http://localhost:5173', true],
    ['sandbox', 'https://shop.example.com', true],
    ['sandbox', 'https://other.example.com', false],
    ['production', 'http://localhost:5173', false],
    ['production', 'https://shop.example.com', true],
  ] as const)('in %s mode %s may call: %s', (mode, origin, allowed) => {
    expect(embedOriginAllowed(origin, { mode, origins: ['https://shop.example.com'] })).toBe(
      allowed,
    );
  });

  it.each([
    ['production', 'https://shop.example.com', [], true],
    ['production', 'https://merchant.example', ['https://merchant.example'], true],
    ['production', 'https://merchant.example', [], false],
    ['production', 'https://merchant.example:8443', ['https://merchant.example'], false],
    ['production', 'http://localhost:5173', ['https://merchant.example'], false],
    ['sandbox', 'https://merchant.example', ['https://merchant.example'], true],
    ['sandbox', 'http://localhost:5173', [], true],
  ] as const)(
    'in %s mode %s may call about a request whose keys allow %j: %s',
    (mode, origin, keyOrigins, allowed) => {
      expect(
        embedOriginAllowed(origin, { mode, origins: ['https://shop.example.com'] }, keyOrigins),
      ).toBe(allowed);
    },
  );

  const app = (mode: 'sandbox' | 'production') =>
    new Hono()
      .use('*', embedOrigins({ mode, origins: [] }))
      .post('/call', (c) => c.json({ called: true }));

  it('answers a loopback page in sandbox mode, preflight and call', async () => {
    const preflight = await app('sandbox').request('http://api.test/call', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    const call = await app('sandbox').request('http://api.test/call', {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(await call.json()).toEqual({ called: true });
    expect(call.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('refuses a page not allowed with a readable 403 naming the setting and the origin', async () => {
    const call = await app('production').request('http://api.test/call', {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(call.status).toBe(403);
    expect(call.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await call.json()).toEqual({
      errorCode: 'ORIGIN_NOT_ALLOWED',
      setting: 'SECURED_FIELDS_PARENTS',
      origin: 'http://localhost:5173',
      message:
        'The card widget on http://localhost:5173 may not call this API: add http://localhost:5173 to SECURED_FIELDS_PARENTS.',
    });
  });

  it.each([
    ['no origin (a server)', {}],
    ['the same origin', { Origin: 'http://api.test' }],
    ['a same-origin fetch', { Origin: 'https://public.example', 'Sec-Fetch-Site': 'same-origin' }],
  ])('lets %s through without CORS', async (_, headers: Record<string, string>) => {
    const call = await app('production').request('http://api.test/call', {
      method: 'POST',
      headers,
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});
