import { describe, expect, it } from 'vitest';
import { isValidDisclaimerLink, isValidWebUrl } from './links';

describe('links', () => {
  it.each([
    ['https://example.com', true, true],
    ['https://example.com/terms?v=2#privacy', true, true],
    ['https://shop.example.co.uk:8443/legal', true, true],
    ['HTTPS://EXAMPLE.COM/', true, true],
    ['https://xn--mnchen-3ya.de', true, true],
    ['https://münchen.de/agb', true, true],
    ['https://localhost/terms', true, true],
    ['https://192.168.1.10/terms', true, true],
    ['https://[2001:db8::1]/terms', true, true],
    ['http://example.com/terms', true, false],
    ['https://999.1.1.1/', false, false],
    ['https://example.com:70000/', false, false],
    ['https://user@evil.test/', false, false],
    ['https://example.com@evil.test/', false, false],
    ['https://example', false, false],
    ['https://-example.com', false, false],
    ['https:///path', false, false],
    ['https://exa mple.com', false, false],
    ['https://example.com/a b', false, false],
    ['javascript:alert(1)', false, false],
    ['data:text/html,hi', false, false],
    ['//example.com', false, false],
    ['ftp://example.com', false, false],
    ['/terms', false, false],
    ['', false, false],
  ])('%j: web URL %s, disclaimer link %s', (url, web, disclaimer) => {
    expect(isValidWebUrl(url)).toBe(web);
    expect(isValidDisclaimerLink(url)).toBe(disclaimer);
  });
});
