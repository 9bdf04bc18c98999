import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createFramesApp,
  framePolicy,
  framesStartLine,
  publishedFramesOrigin,
  securedFieldsConfig,
} from './secured-fields.ts';
import { pagePolicy } from './security.ts';

describe('framesStartLine', () => {
  const parents = ['http://localhost:3000'];
  it.each([
    [
      'served here',
      'http://localhost:3443',
      true,
      'http://localhost:3443, framed by http://localhost:3000',
    ],
    [
      'served by another host',
      'https://frames.example.com',
      false,
      'https://frames.example.com (served elsewhere), framed by http://localhost:3000',
    ],
    [
      'port 0 and no origin: never a made-up localhost:0',
      undefined,
      false,
      'not served (SECURED_FIELDS_PORT is 0 and SECURED_FIELDS_ORIGIN is not set): card sessions have no frames origin',
    ],
  ] as const)('%s', (_name, published, servedHere, line) => {
    expect(framesStartLine(published, servedHere, parents)).toBe(line);
    expect(framesStartLine(published, servedHere, parents)).not.toContain(':0');
  });
});

describe('securedFieldsConfig', () => {
  it('defaults to PORT + 443 on localhost, framed by the page on localhost and 127.0.0.1', () => {
    expect(securedFieldsConfig({}, 3000)).toEqual({
      port: 3443,
      origin: 'http://localhost:3443',
      parents: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
  });

  it('takes the port, origin and parents from the environment', () => {
    expect(
      securedFieldsConfig(
        {
          SECURED_FIELDS_PORT: '0',
          SECURED_FIELDS_ORIGIN: 'https://frames.example.com',
          SECURED_FIELDS_PARENTS: 'https://pay.example.com, https://shop.example.com',
        },
        3000,
      ),
    ).toEqual({
      port: 0,
      origin: 'https://frames.example.com',
      parents: ['https://pay.example.com', 'https://shop.example.com'],
    });
  });

  it.each([
    [{ SECURED_FIELDS_PORT: 'x' }, /SECURED_FIELDS_PORT/],
    [{ SECURED_FIELDS_ORIGIN: 'https://frames.example.com/path' }, /not an origin/],
    [{ SECURED_FIELDS_PARENTS: '*' }, /not an origin/],
    [{ SECURED_FIELDS_ORIGIN: 'http://frames.example.com' }, /must be https/],
  ])('refuses %j', (env, message) => {
    expect(() => securedFieldsConfig(env, 3000)).toThrow(message);
  });

  it.each([
    [{}, 'http://localhost:3443'],
    [{ SECURED_FIELDS_PORT: '4000' }, 'http://localhost:4000'],
    [
      { SECURED_FIELDS_PORT: '0', SECURED_FIELDS_ORIGIN: 'https://frames.example.com' },
      'https://frames.example.com',
    ],
    [{ SECURED_FIELDS_PORT: '0' }, undefined],
  ])('with %j the card sessions publish the origin %s', (env, published) => {
    expect(publishedFramesOrigin(env, securedFieldsConfig(env, 3000))).toBe(published);
  });
});

describe('the frames app', () => {
  async function app() {
    const dir = await mkdtemp(path.join(tmpdir(), 'frames-'));
    await writeFile(path.join(dir, 'card-number.html'), '<!doctype html><title>t</title>');
    await writeFile(path.join(dir, 'frame.js'), 'void 0;');
    await writeFile(path.join(dir, 'secret.txt'), 'no');
    return createFramesApp({ dir, parents: ['http://localhost:3000', 'http://127.0.0.1:3000'] });
  }

  it('serves a frame document with its own CSP: nothing but self, framed only by the parents', async () => {
    const response = await (await app()).request('/card-number.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors http://localhost:3000 http://127.0.0.1:3000",
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await (await app()).request('/frame.js')).headers.get('content-type')).toMatch(
      /javascript/,
    );
  });

  it.each(['/secret.txt', '/missing.html', '/../package.json', '/api/v1/health', '/'])(
    'answers 404 to %s',
    async (url) => {
      expect((await (await app()).request(url)).status).toBe(404);
    },
  );

  it('frame-ancestors lists exactly the parents', () => {
    expect(framePolicy(['https://pay.example.com'])).toMatch(
      /frame-ancestors https:\/\/pay\.example\.com$/,
    );
  });
});

describe('the page policy', () => {
  it("names the frames' origin in frame-src, and nothing broader", () => {
    expect(pagePolicy('sandbox', "'none'", 'http://localhost:3443')?.frameSrc).toEqual([
      "'self'",
      'blob:',
      'http://localhost:3443',
    ]);
    expect(pagePolicy('sandbox')?.frameSrc).toEqual(["'self'", 'blob:']);
  });
});
