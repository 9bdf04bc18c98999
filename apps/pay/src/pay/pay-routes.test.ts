import { describe, expect, it } from 'vitest';
import { payTokenFromPath } from './pay-routes';

describe('payTokenFromPath', () => {
  it.each([
    ['/pay/abc', 'abc'],
    ['/pay/abc/', 'abc'],
    ['/pay/abc/receipt', 'abc'],
    ['/pay/abc/processing', 'abc'],
    ['/pay/abc/complete', 'abc'],
    ['/pay/a%20b', 'a b'],
    ['/pay', null],
    ['/pay/abc/elsewhere', null],
    ['/', null],
    ['/other/abc', null],
  ])('%s → %s', (path, token) => {
    expect(payTokenFromPath(path)).toBe(token);
  });
});
