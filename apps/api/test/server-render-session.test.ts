/**
 * The server render asks the API as the page's client: its card session is the
 * one that client's own later calls get, not a row per page load.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../src/app.ts';
import { createServices, listen, type RunningServer } from '../src/server.ts';
import { backends, createRequest, json, testConfig, type TestServer } from './support/harness.ts';

const INDEX =
  '<!doctype html><html><head><title>paypage</title></head><body><div id="root"></div></body></html>';

/** A stand-in for apps/pay's renderer: asks for the card session and writes its id. */
const renderPage: PageRenderer = async ({ url, fetchApi }) => {
  const token = new URL(url).pathname.split('/')[2]!;
  const request = (await (await fetchApi(`http://internal/api/v1/collect/${token}`)).json()) as {
    organizationId: string;
  };
  const answer = await fetchApi(`http://internal/api/v1/collect/${token}/adyen/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ organizationId: request.organizationId }),
  });
  const session = (await answer.json()) as { id: string };
  const info = (await (await fetchApi('http://internal/api/v1/client-info')).json()) as {
    clientIp: string;
  };
  return {
    status: 200,
    title: 'Pay',
    html: `<p id="session">${session.id}</p><p id="ip">${info.clientIp}</p>`,
    dataScript: '',
  };
};

describe('the server render’s card session', () => {
  let staticDir: string;
  let server: RunningServer;
  let proxied: RunningServer;
  let db: Awaited<ReturnType<ReturnType<typeof backends>[0]['open']>>;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'paypage-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX);
    db = await backends()[0]!.open();
    const services = await createServices(db, testConfig);
    server = await listen(services, { port: 0, host: '127.0.0.1', staticDir, renderPage });
    const shared = { ...db, close: async () => undefined };
    const behindProxy = await createServices(shared, { ...testConfig, trustProxy: true });
    proxied = await listen(behindProxy, { port: 0, host: '127.0.0.1', staticDir, renderPage });
  });
  afterAll(async () => {
    await proxied.close();
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('is the one the same client gets again, on a reload and from the browser', async () => {
    const call = (pathname: string, init: RequestInit & { json?: unknown } = {}) =>
      fetch(`${server.url}${pathname}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          'Content-Type': 'application/json',
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
    const { token } = await createRequest({ call } as unknown as TestServer);
    const page = async (userAgent: string) => {
      const html = await (
        await call(`/pay/${token}`, { headers: { 'User-Agent': userAgent } })
      ).text();
      return /<p id="session">([^<]+)<\/p>/.exec(html)?.[1];
    };
    const first = await page('Browser A');
    expect(first).toMatch(/^CS[0-9A-F]{24}$/);
    expect(await page('Browser A')).toBe(first);
    expect(await page('Browser B')).not.toBe(first);
    const { organizationId } = await json<{ organizationId: string }>(
      await call(`/api/v1/collect/${token}`),
    );
    const fromBrowser = await json<{ id: string }>(
      await call(`/api/v1/collect/${token}/adyen/session`, {
        method: 'POST',
        json: { organizationId },
        headers: { 'User-Agent': 'Browser A' },
      }),
    );
    expect(fromBrowser.id).toBe(first);
  });

  it('behind a trusted proxy, asks as the forwarded client (its limits, its session)', async () => {
    const { token } = await createRequest({
      call: (pathname: string, init: RequestInit & { json?: unknown } = {}) =>
        fetch(`${server.url}${pathname}`, {
          ...init,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(init.json),
        }),
    } as unknown as TestServer);
    const html = await (
      await fetch(`${proxied.url}/pay/${token}`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })
    ).text();
    expect(/<p id="ip">([^<]+)<\/p>/.exec(html)?.[1]).toBe('203.0.113.9');
  });
});
