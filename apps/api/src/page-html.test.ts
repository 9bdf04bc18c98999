import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeHtml, pageHtml, renderedPageHtml } from './app.ts';

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

describe('encodeHtml: a server-rendered page compressed for the wire', () => {
  const html = `<!doctype html><div id="root">${'<p>Northwind Studio sent you an invoice</p>'.repeat(200)}</div>`;

  it('prefers Brotli, then gzip, by Accept-Encoding; each reads back to the page', () => {
    const br = encodeHtml(html, 'gzip, deflate, br, zstd');
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br!.body).toString()).toBe(html);
    expect(br!.body.length).toBeLessThan(html.length / 10);
    const gzip = encodeHtml(html, 'gzip, deflate');
    expect(gzip?.encoding).toBe('gzip');
    expect(gunzipSync(gzip!.body).toString()).toBe(html);
  });

  it('sends it as it is to a client that takes neither, or refuses them with q=0', () => {
    expect(encodeHtml(html, undefined)).toBeNull();
    expect(encodeHtml(html, 'identity')).toBeNull();
    expect(encodeHtml(html, 'br;q=0, gzip;q=0.0')).toBeNull();
    expect(encodeHtml(html, 'br;q=0, gzip')?.encoding).toBe('gzip');
  });
});

describe('renderedPageHtml: the app with a server-rendered first screen', () => {
  const index =
    '<html><head><title>paypage</title></head><body><div id="root"></div></body></html>';

  it('puts the markup in #root, the data right after it, and the title (escaped)', () => {
    const page = renderedPageHtml(index, {
      status: 200,
      title: 'Pay <Tom> & Jerry — $5.00',
      html: '<p>costs $& and $1</p>',
      dataScript: '<script type="application/json" id="paypage-data">{}</script>',
    });
    expect(page).toBe(
      '<html><head><title>Pay &lt;Tom&gt; &amp; Jerry — $5.00</title></head><body>' +
        '<div id="root"><p>costs $& and $1</p></div>' +
        '<script type="application/json" id="paypage-data">{}</script></body></html>',
    );
  });
});
