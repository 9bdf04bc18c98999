import { describe, expect, it } from 'vitest';
import { parseAllowCidrs } from './addresses.ts';
import {
  checkWebhookTarget,
  checkWebhookUrl,
  type EndpointPolicy,
  newSigningSecret,
  openSecret,
  type Resolve,
  sealSecret,
} from './endpoints.ts';

const serverKey = 'a server key of at least thirty-two characters';

const sandbox: EndpointPolicy = { httpsOnly: false, allowLoopback: true, allowCidrs: [] };
const production: EndpointPolicy = { httpsOnly: true, allowLoopback: false, allowCidrs: [] };

describe('webhook endpoint URLs in the sandbox', () => {
  it.each([
    ['https://shop.example/hooks', 'https://shop.example/hooks'],
    ['https://shop.example:8443/a?b=c', 'https://shop.example:8443/a?b=c'],
    ['http://localhost:4000/hooks', 'http://localhost:4000/hooks'],
    ['http://127.0.0.1:4000/hooks', 'http://127.0.0.1:4000/hooks'],
    ['http://[::1]:4000/hooks', 'http://[::1]:4000/hooks'],
    ['http://127.1:4000/hooks', 'http://127.0.0.1:4000/hooks'],
    ['HTTPS://Shop.Example/hooks', 'https://shop.example/hooks'],
  ])('takes %s', (raw, url) => {
    expect(checkWebhookUrl(raw, sandbox)).toMatchObject({ url });
  });

  it.each([
    ['http://shop.example/hooks', /An https URL/],
    ['http://10.0.0.5/hooks', /An https URL/],
    ['http://localhost.shop.example/hooks', /An https URL/],
    ['ftp://shop.example/hooks', /An https URL/],
    ['javascript:alert(1)', /An https URL/],
    ['/hooks', /Not an absolute URL/],
    ['https://a:b@shop.example/hooks', /without user name or password/],
    ['https://shop.example/hooks#frag', /without a #fragment/],
    ['https://169.254.169.254/latest', /not a link-local address \(169\.254\.169\.254\)/],
    ['https://10.0.0.5/hooks', /not a private address/],
    ['https://db/hooks', /not an internal host name \(db\)/],
  ])('refuses %s', (raw, message) => {
    const checked = checkWebhookUrl(raw, sandbox);
    expect('error' in checked && checked.error).toMatch(message);
  });
});

describe('webhook endpoint URLs in production', () => {
  /** A resolver that knows a few names (a name it does not know does not resolve). */
  const names: Record<string, string[]> = {
    'shop.example': ['93.184.216.34', '2606:2800:220:1::1'],
    'rebind.example': ['93.184.216.34', '127.0.0.1'],
    'intranet.shop.example': ['10.0.0.5'],
    'mapped.example': ['::ffff:169.254.169.254'],
  };
  const resolve: Resolve = async (name) => (names[name] ?? []).map((address) => ({ address }));
  const check = (raw: string, policy = production) => checkWebhookTarget(raw, policy, resolve);

  it('takes an https URL whose host resolves to public addresses only', async () => {
    expect(await check('https://shop.example/hooks')).toEqual({
      url: 'https://shop.example/hooks',
    });
    expect(await check('https://93.184.216.34:8443/h')).toEqual({
      url: 'https://93.184.216.34:8443/h',
    });
  });

  it.each([
    ['http://shop.example/hooks', 'An https URL'],
    ['http://127.0.0.1:4000/hooks', 'An https URL'],
    ['http://localhost/hooks', 'An https URL'],
    ['https://localhost/hooks', 'not a loopback (localhost)'],
    ['https://127.0.0.1/hooks', 'not a loopback address (127.0.0.1)'],
    ['https://2130706433/hooks', 'not a loopback address (127.0.0.1)'],
    ['https://127.1/hooks', 'not a loopback address (127.0.0.1)'],
    ['https://[::1]/hooks', 'not a loopback address (::1)'],
    ['https://[::ffff:127.0.0.1]/hooks', 'not a loopback address (::ffff:7f00:1)'],
    ['https://169.254.169.254/latest/meta-data', 'not a link-local address'],
    ['https://10.0.0.5/hooks', 'not a private address'],
    ['https://100.64.1.1/hooks', 'not a shared (CGNAT) address'],
    ['https://[fd00::1]/hooks', 'not a unique-local address'],
    ['https://224.0.0.1/hooks', 'not a multicast address'],
    ['https://0.0.0.0/hooks', 'not an unspecified address'],
    ['https://metadata.google.internal/x', 'not an internal host name'],
    [
      'https://intranet.shop.example/hooks',
      'not a private address (10.0.0.5): intranet.shop.example resolves to it',
    ],
    [
      'https://rebind.example/hooks',
      'not a loopback address (127.0.0.1): rebind.example resolves to it',
    ],
    ['https://mapped.example/hooks', 'not a link-local address (::ffff:169.254.169.254)'],
    ['https://nowhere.example/hooks', 'A host that resolves (nowhere.example does not)'],
  ])('refuses %s', async (raw, message) => {
    const checked = await check(raw);
    expect('error' in checked && checked.error).toContain(message);
  });

  it('WEBHOOK_ALLOW_CIDRS opens its ranges (still https)', async () => {
    const policy = { ...production, allowCidrs: parseAllowCidrs('10.0.0.0/24') };
    expect(await check('https://intranet.shop.example/hooks', policy)).toEqual({
      url: 'https://intranet.shop.example/hooks',
    });
    expect(await check('https://10.0.0.9/hooks', policy)).toEqual({
      url: 'https://10.0.0.9/hooks',
    });
    expect(await check('http://10.0.0.9/hooks', policy)).toEqual({ error: 'An https URL' });
    expect(await check('https://10.0.1.9/hooks', policy)).toMatchObject({
      error: expect.stringContaining('private') as string,
    });
  });
});

describe('signing secrets at rest', () => {
  const secret = newSigningSecret();

  it('are whsec_ and 256 random bits', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSigningSecret()).not.toBe(secret);
  });

  it('are sealed with the server key (a new IV each time) and open with it only', () => {
    const sealed = sealSecret(secret, serverKey);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secret.slice(6));
    expect(sealSecret(secret, serverKey)).not.toBe(sealed);
    expect(openSecret(sealed, serverKey)).toBe(secret);
    expect(() => openSecret(sealed, `${serverKey}!`)).toThrow(/does not open/);
    expect(() => openSecret(sealed, undefined)).toThrow(/WEBHOOK_SECRET_KEY is not set/);
    // A character inside the sealed text (a last base64 character may only carry padding bits,
    // so changing it need not change a byte).
    const at = sealed.lastIndexOf(':') + 4;
    const tampered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(() => openSecret(tampered, serverKey)).toThrow(/does not open/);
  });

  it('are stored as they are without a server key (marked plain:)', () => {
    expect(sealSecret(secret, undefined)).toBe(`plain:${secret}`);
    expect(openSecret(`plain:${secret}`, undefined)).toBe(secret);
    expect(openSecret(`plain:${secret}`, serverKey)).toBe(secret);
  });
});
