/**
 * Hostile strings in every field of every route: NUL characters, lone
 * surrogates, overlong strings and impossible dates get a 400 naming the field (or a 404 for a
 * path), never a 5xx. The routes are listed from the app itself, not by hand.
 */
import fc from 'fast-check';
import { API_CALLS, type CallSpec } from '@paypage/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, createApp } from '../src/app.ts';
import { createApiKey } from '../src/merchant/keys.ts';
import { backends, createRequest, json, startServer, type TestServer } from './support/harness.ts';

const hostile = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800', '0000-01-01'),
  fc.constantFrom('2026-02-30', '9999-12-31T25:61:00Z', 'é'.repeat(70_000)),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `${s}\u0000`),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `${s}\ud83d`),
);

/** The shape's keys of a contract body schema (zod/mini), through defaults and optionals. */
function keysOf(schema: unknown): string[] {
  let def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  while (def && !def.shape && def.innerType) {
    def = (def.innerType as { _zod: { def: Record<string, unknown> } })._zod.def;
  }
  return Object.keys((def?.shape as Record<string, unknown> | undefined) ?? {});
}

/** A body with `value` at `path` (nested objects for the keys before the last). */
/** A value in a URL: lone surrogates as raw CESU-8 bytes (not UTF-8), the rest encoded. */
const inUrl = (value: string) =>
  value
    .split(/([\ud800-\udfff])/)
    .map((part, i) => (i % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** The query parameters a hostile value goes into (one per run, in turn). */
const QUERY_NAMES = ['q', 'status', 'cursor', 'limit'];

const bodyWith = (path: string[], value: unknown): unknown =>
  path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

describe('hostile strings on every route', () => {
  let server: TestServer;
  let routes: { method: string; path: string }[];
  let params: Record<string, string>;
  /** A merchant API key: every call sends it, so the merchant routes are fuzzed past the key check. */
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await startServer(await backends()[0]!.open());
    const app = createApp({ services: server.services });
    const seen = new Set<string>();
    routes = app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE}/`))
      .filter(
        (route) =>
          !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`),
      )
      .map(({ method, path }) => ({ method, path }));
    const { token, trackingToken } = await createRequest(server, {
      merchantInvoice: { lineItems: [{ description: 'x', quantity: 1, unitPrice: 100 }] },
      attachments: [{ fileName: 'a.pdf' }],
    });
    const request = await json<{ organizationId: string; attachments: { fileKey: string }[] }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    const session = await json<{ id: string }>(
      await server.call(`/api/v1/collect/${token}/adyen/session`, {
        method: 'POST',
        json: { organizationId: request.organizationId },
      }),
    );
    headers = {
      Authorization: `Bearer ${(await createApiKey(server.services.db, 'fuzz')).secret}`,
    };
    params = {
      token,
      trackingToken,
      id: session.id,
      fileKey: request.attachments[0]!.fileKey,
    };
  }, 60_000);
  afterAll(() => server.close());

  const pathOf = (route: string, replace: (name: string) => string) =>
    route.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) => replace(name));

  it('lists the routes from the app (every call of the contract is among them)', () => {
    const listed = new Set(routes.map((r) => `${r.method} ${r.path.slice(API_BASE.length)}`));
    // The providers' webhooks are served only in production mode with the provider configured.
    for (const [call, spec] of Object.entries(API_CALLS) as [string, CallSpec][])
      if (!spec.providerWebhook) expect(listed).toContain(call);
  });

  it('no route answers 5xx to a hostile string in a field, a path or the query', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.nat(), async (value, pick) => {
        for (const route of routes) {
          const call = `${route.method} ${route.path.slice(API_BASE.length)}`;
          const schema = (API_CALLS as Record<string, { body?: unknown }>)[call]?.body;
          const keys = keysOf(schema);
          const key = keys[pick % Math.max(keys.length, 1)] ?? 'field';
          const real = pathOf(route.path, (name) => params[name] ?? 'x');
          const bodies = [[key], [key, 'name'], [key, 'deviceId']].map((at) => bodyWith(at, value));
          const attempts = [
            route.method === 'GET'
              ? // `q` is any query; the merchant list reads `status`, `cursor` and `limit`.
                server.call(`${real}?${QUERY_NAMES[pick % QUERY_NAMES.length]}=${inUrl(value)}`, {
                  headers,
                })
              : Promise.all(
                  bodies.map((body) =>
                    server.call(real, { method: route.method, json: body, headers }),
                  ),
                ),
            server.call(
              pathOf(route.path, () => inUrl(value)),
              {
                method: route.method,
                headers,
                ...(route.method === 'GET' ? {} : { json: {} }),
              },
            ),
          ];
          for (const response of (await Promise.all(attempts)).flat()) {
            const text = await response.text();
            if (response.status >= 500) {
              throw new Error(`${call} → ${response.status} ${text} for ${JSON.stringify(value)}`);
            }
          }
        }
      }),
      { numRuns: 25, seed: 20 },
    );
  }, 120_000);

  it.each([
    [{ merchant: { name: 'a\u0000b' } }, 'merchant.name'],
    [{ description: 'x\ud800' }, 'description'],
    [{ dueDate: '0000-01-01' }, 'dueDate'],
    [
      { merchantInvoice: { lineItems: [{ description: '\udfff', quantity: 1, unitPrice: 1 }] } },
      'merchantInvoice.lineItems.0.description',
    ],
  ])('%j → 400 naming %s', async (body, field) => {
    const response = await server.call('/api/v1/sandbox/payment-requests', {
      method: 'POST',
      json: body,
    });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toMatch(
      new RegExp(`^${field.replace(/\./g, '\\.')}: `),
    );
  });

  it('a fingerprint with a NUL character is refused with 400 naming the field', async () => {
    const response = await server.call(`/api/v1/collect/${params.token}/fingerprint`, {
      method: 'POST',
      json: { fingerprint: { deviceId: 'a\u0000b' } },
    });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toMatch(/^fingerprint\.deviceId: /);
  });
});
