import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { liveProvidersConfig } from './providers/live/config.ts';
import { filePolicy, inlineScriptHashes, pagePolicy, securityHeaders } from './security.ts';

/** Every provider configured: Adyen (TEST), Stripe and Plaid. */
const allProviders = liveProvidersConfig({
  ADYEN_API_KEY: 'key',
  ADYEN_MERCHANT_ACCOUNT: 'NorthwindECOM',
  ADYEN_CLIENT_KEY: 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
  ADYEN_ENVIRONMENT: 'TEST',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  PLAID_CLIENT_ID: 'id',
  PLAID_SECRET: 'secret',
  PLAID_ENV: 'sandbox',
  PUBLIC_ORIGIN: 'https://pay.example.com',
});

// The headers as the API sent them before it used hono/secure-headers, written out in full: the
// library is configured to produce exactly these, and nothing else.
const policies = {
  sandbox:
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self' blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  production:
    "default-src 'self'; script-src 'self' https://checkoutshopper-test.adyen.com https://pay.google.com https://applepay.cdn-apple.com https://cdn.plaid.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://checkoutshopper-test.adyen.com; font-src 'self'; connect-src 'self' https://checkoutshopper-test.adyen.com https://pay.google.com https://*.plaid.com; frame-src 'self' blob: https://checkoutshopper-test.adyen.com https://pay.google.com https://cdn.plaid.com; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
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
  app.use('*', securityHeaders(mode, { live: allProviders }));
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
      // HTTPS only, in production.
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

describe("the page's policy lists only the configured providers' hosts", () => {
  const sources = (live: Parameters<typeof pagePolicy>[3], mode: 'sandbox' | 'production') => {
    const policy = pagePolicy(mode, "'none'", undefined, live)!;
    return [policy.scriptSrc, policy.connectSrc, policy.frameSrc, policy.imgSrc]
      .flat()
      .filter((source): source is string => typeof source === 'string')
      .filter((source) => source.startsWith('https://'));
  };
  const { adyen, stripe, plaid } = allProviders;

  it('Adyen only: its TEST host and the wallets, no Plaid', () => {
    expect(new Set(sources({ adyen }, 'production'))).toEqual(
      new Set([
        'https://checkoutshopper-test.adyen.com',
        'https://pay.google.com',
        'https://applepay.cdn-apple.com',
      ]),
    );
  });

  it('Plaid only: Plaid Link, no Adyen and no wallets', () => {
    expect(new Set(sources({ plaid }, 'production'))).toEqual(
      new Set(['https://cdn.plaid.com', 'https://*.plaid.com']),
    );
  });

  it('a LIVE Adyen in the US: its live-us host, not the TEST one', () => {
    const live = { ...adyen!, environment: 'LIVE' as const, webEnvironment: 'live-us' as const };
    const hosts = sources({ adyen: live }, 'production');
    expect(hosts).toContain('https://checkoutshopper-live-us.adyen.com');
    expect(hosts.filter((host) => host.includes('adyen'))).toEqual(
      Array(4).fill('https://checkoutshopper-live-us.adyen.com'),
    );
  });

  it('Adyen with Click to Pay: the networks’ sandbox SDK hosts for TEST, production for LIVE', () => {
    const clickToPay = {
      networks: { visa: { srciDpaId: 'd', srcInitiatorId: 'i' } },
      merchantName: null,
    };
    const test = new Set(sources({ adyen: { ...adyen!, clickToPay } }, 'production'));
    expect(test).toContain('https://sandbox-assets.secure.checkout.visa.com');
    expect(test).toContain('https://sandbox.src.mastercard.com');
    expect([...test].some((host) => /\/\/(assets\.)?secure\.checkout|\/\/src\./.test(host))).toBe(
      false,
    );
    const live = {
      ...adyen!,
      clickToPay,
      environment: 'LIVE' as const,
      webEnvironment: 'live' as const,
    };
    const hosts = new Set(sources({ adyen: live }, 'production'));
    expect(hosts).toContain('https://assets.secure.checkout.visa.com');
    expect(hosts).toContain('https://src.mastercard.com');
    expect([...hosts].some((host) => host.includes('sandbox'))).toBe(false);
    // Without Click to Pay: none of the networks' hosts.
    expect(sources({ adyen }, 'production').some((host) => /visa|mastercard/.test(host))).toBe(
      false,
    );
  });

  it('Stripe only (confirmed by the API), none configured, or the sandbox: no provider host', () => {
    expect(sources({ stripe }, 'production')).toEqual([]);
    expect(sources({}, 'production')).toEqual([]);
    expect(sources(allProviders, 'sandbox')).toEqual([]);
  });
});

describe("the page's inline scripts, allowed by their hashes", () => {
  // The hash of `alert('Hello, world.');` as CSP writes it (computed by openssl: `printf %s … |
  // openssl dgst -sha256 -binary | base64`), a known value, not this module's own arithmetic.
  const HELLO = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

  it('hashes the text of each inline script, once, and no data block or script with a src', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script data-modules="/assets/index.js">alert(\'Hello, world.\');</script>',
      '<script src="/assets/other.js" async></script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '</head><body><div id="root"></div>',
      '<script type="application/json" id="paypage-data">{"a":1}</script>',
      "<SCRIPT>alert('Hello, world.');</SCRIPT>",
      '</body></html>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([HELLO]);
    // One character more is another script: another hash.
    expect(inlineScriptHashes("<script>alert('Hello, world.'); </script>")).not.toContain(HELLO);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });

  it("names them in script-src beside 'self', and nothing else changes", async () => {
    const app = new Hono();
    app.use('*', securityHeaders('sandbox', { scriptHashes: [HELLO] }));
    app.get('/', (c) => c.text('page'));
    const response = await app.request('/');
    expect(response.headers.get('content-security-policy')).toBe(
      policies.sandbox.replace("script-src 'self'", `script-src 'self' ${HELLO}`),
    );
    expect(pagePolicy('sandbox', "'none'", undefined, undefined, [HELLO])?.scriptSrc).toEqual([
      "'self'",
      HELLO,
    ]);
  });
});
