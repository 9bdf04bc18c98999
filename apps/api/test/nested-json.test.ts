/**
 * Deeply nested JSON bodies: every route that takes a body answers a fast 400 naming the depth
 * limit, before anything parses or walks the body (no 500 "Maximum call stack size exceeded"),
 * and an address that keeps sending them is throttled (429 with Retry-After).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, createApp } from '../src/app.ts';
import { MAX_JSON_DEPTH } from '../src/http/body.ts';
import { createApiKey } from '../src/merchant/keys.ts';
import { backends, createRequest, json, startServer, type TestServer } from './support/harness.ts';

/** `{"merchant":[[[…]]]}` with `depth` arrays: 64 kB at 32,000 levels, under the body limit. */
const nestedBody = (depth: number, closed = true) =>
  `{"merchant":${'['.repeat(depth)}${closed ? `${']'.repeat(depth)}}` : ''}`;

const DEPTH_MESSAGE = new RegExp(`nested more than ${MAX_JSON_DEPTH} levels`);

describe('deeply nested JSON bodies', () => {
  let server: TestServer;
  let throttled: TestServer;
  let routes: { method: string; path: string }[];
  let params: Record<string, string>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const db = await backends()[0]!.open();
    const shared = { ...db, close: async () => undefined };
    throttled = await startServer(shared, {
      rateLimits: {
        windowMs: 60_000,
        pay: { perIp: 1000, perIpToken: 1000, perToken: 1000 },
        status: { perIp: 1000, perIpToken: 1000, perToken: 1000 },
        write: { perIp: 1000, perIpToken: 1000, perToken: 1000 },
        file: { perIp: 1000, perIpToken: 1000, perToken: 1000 },
        refused: { perIp: 3 },
      },
    });
    server = await startServer(db);
    const seen = new Set<string>();
    routes = createApp({ services: server.services })
      .routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .filter((route) => route.path.startsWith(`${API_BASE}/`))
      .filter((route) => !seen.has(`${route.method} ${route.path}`))
      .map(({ method, path }) => (seen.add(`${method} ${path}`), { method, path }));
    const { token, trackingToken } = await createRequest(server);
    headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${(await createApiKey(server.services.db, 'nested')).secret}`,
    };
    params = { token, trackingToken, id: 'CS0000000000000000', fileKey: 'att_x' };
  }, 60_000);
  afterAll(async () => {
    await throttled.close();
    await server.close();
  });

  it('answers 400 naming the limit on every route with a body, at 32,000 levels', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const body = nestedBody(32_000);
    expect(body.length).toBeLessThan(64 * 1024);
    for (const route of routes) {
      const path = route.path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) => {
        return params[name] ?? 'x';
      });
      const response = await server.call(path, { method: route.method, headers, body });
      const answer = await json<{ message: string }>(response);
      expect(response.status, `${route.method} ${route.path}`).toBe(400);
      expect(answer.message, `${route.method} ${route.path}`).toMatch(DEPTH_MESSAGE);
    }
  });

  it('refuses unclosed brackets by their depth too, and a body at the limit is read', async () => {
    const unclosed = await server.call(`${API_BASE}/sandbox/payment-requests`, {
      method: 'POST',
      headers,
      body: nestedBody(60_000, false),
    });
    expect(unclosed.status).toBe(400);
    expect((await json<{ message: string }>(unclosed)).message).toMatch(DEPTH_MESSAGE);
    // 32 levels in all: past the depth check, refused by the schema instead.
    const atLimit = await server.call(`${API_BASE}/sandbox/payment-requests`, {
      method: 'POST',
      headers,
      body: nestedBody(MAX_JSON_DEPTH - 1),
    });
    expect(atLimit.status).toBe(400);
    expect((await json<{ message: string }>(atLimit)).message).toMatch(/^merchant: /);
  });

  it('a body of 10^5 levels is over the size limit: 413', async () => {
    const response = await server.call(`${API_BASE}/sandbox/payment-requests`, {
      method: 'POST',
      headers,
      body: nestedBody(100_000),
    });
    expect(response.status).toBe(413);
  });

  it('throttles an address that keeps sending them (429 with Retry-After), bodies only', async () => {
    const send = () =>
      throttled.call(`${API_BASE}/sandbox/payment-requests`, {
        method: 'POST',
        headers,
        body: nestedBody(32_000),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await send()).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const refused = await send();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A call without a body from the same address goes on.
    expect((await throttled.call(`${API_BASE}/health`)).status).toBe(200);
  });
});
