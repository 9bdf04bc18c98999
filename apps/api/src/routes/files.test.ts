import { describe, expect, it } from 'vitest';
import { contentDisposition } from './files.ts';

describe('contentDisposition', () => {
  it.each([
    [
      'Statement of work.pdf',
      `inline; filename="Statement of work.pdf"; filename*=UTF-8''Statement%20of%20work.pdf`,
    ],
    ['a"b\\c.pdf', `inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`],
    [
      'Façade (v2).png',
      `inline; filename="Fa_ade (v2).png"; filename*=UTF-8''Fa%C3%A7ade%20%28v2%29.png`,
    ],
    [
      'x\r\nSet-Cookie: a=b.pdf',
      `inline; filename="x__Set-Cookie: a=b.pdf"; filename*=UTF-8''x%0D%0ASet-Cookie%3A%20a%3Db.pdf`,
    ],
    ["it's 100%.txt", `inline; filename="it's 100_.txt"; filename*=UTF-8''it%27s%20100%25.txt`],
    // Bidi controls dropped: never 'invoiceexe.pdf' in a save dialog.
    ['invoice\u202Efdp.exe', `inline; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`],
    ['\u2067a\u200Fb\u061C.pdf\u2069', `inline; filename="ab.pdf"; filename*=UTF-8''ab.pdf`],
  ])('%j', (name, header) => {
    expect(contentDisposition('inline', name)).toBe(header);
  });
});
