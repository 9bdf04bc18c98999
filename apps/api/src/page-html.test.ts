import { describe, expect, it } from 'vitest';
import { pageHtml } from './app.ts';

const INDEX = '<html><head>\n    <title>paypage</title>\n  </head><body></body></html>';
const TOKEN = 'KcFa6X_gYPzttwdy4X75-ROWpLfLtybF';
const preloadOf = (token: string) =>
  `<link rel="preload" href="/api/v1/collect/${token}" as="fetch" crossorigin="anonymous">`;

describe('pageHtml', () => {
  it.each([`/pay/${TOKEN}`, `/pay/${TOKEN}/`, `/pay/${TOKEN}/processing`, `/pay/${TOKEN}/receipt`])(
    'preloads the request on %s, in the head',
    (pathname) => {
      const html = pageHtml(INDEX, pathname);
      expect(html).toContain(preloadOf(TOKEN));
      expect(html.indexOf(preloadOf(TOKEN))).toBeLessThan(html.indexOf('</head>'));
    },
  );

  it.each([
    '/',
    '/pay/short',
    `/pay/${TOKEN}/unknown`,
    `/pay/${TOKEN}"><script>alert(1)</script>`,
    `/pay/${'a'.repeat(65)}`,
    `/not-pay/${TOKEN}`,
  ])('leaves %s as it is (no token written into the page)', (pathname) => {
    expect(pageHtml(INDEX, pathname)).toBe(INDEX);
  });
});
