import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { filePolicy, securityHeaders } from './security.ts';

// The headers as the API sent them before it used hono/secure-headers, written out in full: the
// library is configured to produce exactly these, and nothing else.
const policies = {
  sandbox:
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self' blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  production:
    "default-src 'self'; script-src 'self' https://checkoutshopper-live.adyen.com https://checkoutshopper-test.adyen.com https://cdn.plaid.com https://pay.google.com https://applepay.cdn-apple.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://checkoutshopper-live.adyen.com https://checkoutshopper-test.adyen.com; font-src 'self'; connect-src 'self' https://checkoutshopper-live.adyen.com https://checkoutshopper-test.adyen.com https://*.plaid.com https://pay.google.com; frame-src 'self' blob: https://checkoutshopper-live.adyen.com https://checkoutshopper-test.adyen.com https://cdn.plaid.com https://pay.google.com; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  framed:
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self' blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  file: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

const common = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

/** An app like the API: the app-wide headers, and routes that mount their own. */
async function headersOf(path: string, mode: 'sandbox' | 'production' = 'sandbox') {
  const app = new Hono();
  app.use('*', securityHeaders(mode));
  app.get('/page', (c) => c.text('page'));
  app.get('/framed', securityHeaders(mode, { frameAncestors: "'self'" }), (c) => c.text('acs'));
  app.get('/file', securityHeaders(mode, { policy: filePolicy }), (c) => c.text('file'));
  const response = await app.request(path);
  const headers = Object.fromEntries(response.headers);
  delete headers['content-type'];
  return headers;
}

describe('security headers', () => {
  it.each(['sandbox', 'production'] as const)('of a %s server’s answers', async (mode) => {
    expect(await headersOf('/page', mode)).toEqual({
      ...common,
      'content-security-policy': policies[mode],
      'x-frame-options': 'DENY',
      // HTTPS only, in production (issue 20 item 13).
      ...(mode === 'production'
        ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
        : {}),
    });
  });

  it('of a page the page itself frames (the sandbox 3-D Secure challenge)', async () => {
    expect(await headersOf('/framed')).toEqual({
      ...common,
      'content-security-policy': policies.framed,
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('of a file', async () => {
    expect(await headersOf('/file')).toEqual({
      ...common,
      'content-security-policy': policies.file,
      'x-frame-options': 'DENY',
    });
  });
});
