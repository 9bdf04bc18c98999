import { describe, expect, it } from 'vitest';
import { challengeFormPage, challengeResultPage, escapeHtml } from './three-ds-page.ts';

describe('the challenge pages', () => {
  it('escape every interpolated value', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
    const html = challengeFormPage({
      acsTransID: '"><script>',
      merchant: '<script>x</script>',
      amount: '$1.00',
      code: '1234',
    });
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('have no inline script and no event-handler attributes', () => {
    for (const html of [
      challengeFormPage({ acsTransID: 'a', merchant: 'M', amount: '$1.00', code: '1234' }),
      challengeResultPage({ transStatus: 'Y', threeDSServerTransID: 'b' }),
    ]) {
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).toContain('<html lang="en">');
    }
  });
});
