import { describe, expect, it } from 'vitest';
import { matchPath, resolvePath } from './match';

describe('matchPath', () => {
  it.each([
    ['/pay/:token', '/pay/abc', { token: 'abc' }],
    ['/pay/:token', '/pay/abc/', { token: 'abc' }],
    ['/pay/:token/receipt', '/pay/abc/receipt', { token: 'abc' }],
    ['/pay/:token', '/pay/a%20b', { token: 'a b' }],
    ['/', '/', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/pay/:token', '/pay'],
    ['/pay/:token', '/pay/abc/receipt'],
    ['/pay/:token/receipt', '/pay/abc/complete'],
    ['/pay/:token', '/pay/%E0%A4%A'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });
});

describe('resolvePath', () => {
  it.each([
    ['./processing', '/pay/abc', '/pay/abc/processing'],
    ['processing', '/pay/abc', '/pay/abc/processing'],
    ['../receipt', '/pay/abc/complete', '/pay/abc/receipt'],
    ['/pay/xyz', '/pay/abc', '/pay/xyz'],
    ['./receipt?x=1#top', '/pay/abc', '/pay/abc/receipt?x=1#top'],
  ])('%s from %s is %s', (to, from, expected) => {
    expect(resolvePath(to, from)).toBe(expected);
  });
});
