import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, newSigningSecret, openSecret, sealSecret } from './endpoints.ts';

const serverKey = 'a server key of at least thirty-two characters';

describe('webhook endpoint URLs', () => {
  it.each([
    ['https://shop.example/hooks', 'https://shop.example/hooks'],
    ['https://shop.example:8443/a?b=c', 'https://shop.example:8443/a?b=c'],
    ['http://localhost:4000/hooks', 'http://localhost:4000/hooks'],
    ['http://127.0.0.1:4000/hooks', 'http://127.0.0.1:4000/hooks'],
    ['http://[::1]:4000/hooks', 'http://[::1]:4000/hooks'],
    ['HTTPS://Shop.Example/hooks', 'https://shop.example/hooks'],
  ])('takes %s', (raw, url) => {
    expect(checkWebhookUrl(raw)).toEqual({ url });
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
  ])('refuses %s', (raw, message) => {
    const checked = checkWebhookUrl(raw);
    expect('error' in checked && checked.error).toMatch(message);
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
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openSecret(tampered, serverKey)).toThrow(/does not open/);
  });

  it('are stored as they are without a server key (marked plain:)', () => {
    expect(sealSecret(secret, undefined)).toBe(`plain:${secret}`);
    expect(openSecret(`plain:${secret}`, undefined)).toBe(secret);
    expect(openSecret(`plain:${secret}`, serverKey)).toBe(secret);
  });
});
