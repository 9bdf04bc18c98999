/**
 * The server render of a payment page, end to end in one process: the real API (apps/api, on an
 * in-memory PGlite with its sample data) serving a page through the page's own server render
 * (apps/pay's `renderPayPage`, the same code its server build holds).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageRenderer } from '../../apps/api/src/app.ts';
import { openPglite } from '../../apps/api/src/db/db.ts';
import { seedSamples } from '../../apps/api/src/sandbox/samples.ts';
import { createServices, listen } from '../../apps/api/src/server.ts';
import { renderPayPage } from '../../apps/pay/src/entry-server.tsx';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>paypage</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

type Server = { url: string; close: () => Promise<void> };

async function start(renderPage: PageRenderer): Promise<Server & { samples: Sample[] }> {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'paypage-ssr-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  const db = await openPglite();
  const services = await createServices(db, {
    mode: 'sandbox',
    settlementDelayMs: 200,
    slowMs: 300,
    trustProxy: false,
    rateLimits: null,
  });
  await seedSamples(db);
  const server = await listen(services, {
    port: 0,
    host: '127.0.0.1',
    staticDir,
    renderPage,
    log: () => undefined,
  });
  const samples = (
    (await (await fetch(`${server.url}/api/v1/sandbox/payment-requests`)).json()) as {
      paymentRequests: Sample[];
    }
  ).paymentRequests;
  return { ...server, samples };
}

type Sample = { token: string; label: string; url: string };

const scripts = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('a payment page rendered by the server', () => {
  let server: Server & { samples: Sample[] };
  const sample = (label: string) => server.samples.find((candidate) => candidate.label === label)!;

  beforeAll(async () => {
    server = await start(renderPayPage);
  });
  afterAll(() => server.close());

  it('sends the first screen and its data: the amount, who asks, the due date, no inline script', async () => {
    const response = await fetch(`${server.url}${sample('invoice-all-methods').url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/<title>Pay Northwind Studio — \$[\d,]+\.\d\d<\/title>/);
    // The text as read (supplied names are isolated in <bdi> elements inside sentences).
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).toContain('Northwind Studio sent you an invoice');
    expect(text).toMatch(/Due [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).toContain('Choose a payment method');
    // The data for hydration (with the card session it needs), and no script React would run
    // inline (the page's Content-Security-Policy allows none).
    expect(scripts(html)).toEqual([
      '<script type="module" crossorigin src="/assets/index.js">',
      '<script type="application/json" id="paypage-data">',
    ]);
    const data = JSON.parse(html.split('id="paypage-data">')[1]!.split('</script>')[0]!) as {
      data: { loading: boolean; adyenSession: { id: string } | null };
    };
    expect(data.data.loading).toBe(false);
    expect(data.data.adyenSession?.id).toMatch(/^CS/);
    // Every lazy part rendered whole: no boundary left to the browser.
    expect(html).not.toMatch(/<!--\$[?!]-->/);
  });

  it('makes no Intl formatter again once a page has rendered: what is not the request’s is kept', async () => {
    const url = `${server.url}${sample('invoice-all-methods').url}`;
    expect((await fetch(url)).status).toBe(200);
    const made: string[] = [];
    const count = <Name extends 'DateTimeFormat' | 'NumberFormat'>(name: Name) => {
      const Original = Intl[name];
      return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
        made.push(name);
        return new (Original as new (...args: unknown[]) => object)(...args);
      } as never);
    };
    const spies = [count('DateTimeFormat'), count('NumberFormat')];
    try {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Choose a payment method');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(made).toEqual([]);
  });

  it('renders the receipt of a paid request', async () => {
    const response = await fetch(`${server.url}${sample('paid-card').url}/receipt`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Receipt of payment');
    expect(html).toContain('paypage-data');
  });

  it('answers 404 with the not-found screen for a token that names no request', async () => {
    const response = await fetch(`${server.url}/pay/${'x'.repeat(32)}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Payment request not found</title>');
  });

  it('leaves a screen the guard would leave to the browser: the app shell, its request preloaded', async () => {
    const { token, url } = sample('invoice-all-methods');
    const response = await fetch(`${server.url}${url}/receipt`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('paypage-data');
    expect(html).toContain(`<link rel="preload" href="/api/v1/collect/${token}" as="fetch"`);
  });
});

describe('a server render that fails', () => {
  it('falls back to the app shell and logs the failure without the token', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await start(async ({ url }) => {
      throw new Error(`render exploded at ${url}`);
    });
    try {
      const { token, url } = server.samples.find((s) => s.label === 'invoice-all-methods')!;
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
      const logged = error.mock.calls.map((call) => String(call[0])).join('\n');
      expect(logged).toContain('[page] GET /pay/:token: not rendered on the server');
      expect(logged).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});
