import { describe, expect, it } from 'vitest';
import { disclaimerParts, isValidDisclaimerLink, isValidWebUrl } from './links';

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

describe('disclaimerParts (§3, §5: https links only, text)', () => {
  const terms = 'https://shop.example/terms';
  it.each([
    [
      'the link where the placeholder is',
      {
        message: 'By paying you accept the %{linkText} of the shop.',
        linkText: 'terms',
        link: terms,
      },
      {
        before: 'By paying you accept the ',
        linkText: 'terms',
        after: ' of the shop.',
        link: terms,
      },
    ],
    [
      'no placeholder: the link at the end',
      { message: 'Read the', linkText: 'terms', link: terms },
      { before: 'Read the ', linkText: 'terms', after: '', link: terms },
    ],
    [
      'an http link: no link',
      { message: 'See %{linkText}.', linkText: 'terms', link: 'http://shop.example/terms' },
      { before: 'See ', linkText: 'terms', after: '.', link: null },
    ],
    [
      'a javascript: link: no link',
      { message: 'See %{linkText}.', linkText: 'terms', link: 'javascript:alert(1)' },
      { before: 'See ', linkText: 'terms', after: '.', link: null },
    ],
    [
      'markup stays text',
      { message: '<b>%{linkText}</b>', linkText: '<i>x</i>', link: terms },
      { before: '<b>', linkText: '<i>x</i>', after: '</b>', link: terms },
    ],
  ])('%s', (_name, disclaimer, parts) => {
    expect(disclaimerParts(disclaimer)).toEqual(parts);
  });
});
