import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openApiDocument } from '@paypage/contract/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/db.ts';
import { REDOC_BADGE_LOGO } from '../src/routes/api-docs.ts';
import { startServer, type TestServer } from './support/harness.ts';

describe('the API reference', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await openPglite());
  });
  afterAll(() => server.close());

  it('GET /api/v1/openapi.json is the contract’s OpenAPI 3.1 document', async () => {
    const response = await server.call('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual(openApiDocument());
    // Built once: the next answer is the same text.
    expect(await (await server.call('/api/v1/openapi.json')).text()).toBe(body);
  });

  it('GET /docs/api renders the document with the renderer served from its package', async () => {
    const response = await server.call('/docs/api');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<redoc spec-url="/api/v1/openapi.json"></redoc>');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    // No inline script: only the renderer, from this origin.
    expect(scripts.map(([, attributes, text]) => [attributes?.trim(), text])).toEqual([
      ['src="/docs/api/redoc.standalone.js"', ''],
    ]);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/https?:/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');

    const renderer = await server.call('/docs/api/redoc.standalone.js');
    expect(renderer.status).toBe(200);
    expect(renderer.headers.get('content-type')).toMatch(/^text\/javascript/);
    // Redoc's own bundle, but for its badge's logo, which would come from Redoc's CDN.
    const file = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
    const packaged = readFileSync(file, 'utf8');
    const served = await renderer.text();
    expect(packaged).toContain(REDOC_BADGE_LOGO);
    expect(served).not.toContain(REDOC_BADGE_LOGO);
    expect(served).not.toMatch(/https:\/\/cdn\./);
    const [before, after] = packaged.split(REDOC_BADGE_LOGO);
    expect(served.startsWith(before!)).toBe(true);
    expect(served.endsWith(after!)).toBe(true);
    expect(served.slice(before!.length, served.length - after!.length)).toMatch(
      /^data:image\/svg\+xml,/,
    );
  });
});
