import { describe, expect, it } from 'vitest';
import { isWellFormedToken, parsePayerPath, payerPath, payerUrl, PAYER_ROUTES } from './payer-urls';

const token = 'tok_AbCdEfGhIjKlMnOp';

describe('payer URLs', () => {
  it.each([
    ['main', `/pay/${token}`],
    ['complete', `/pay/${token}/complete`],
    ['processing', `/pay/${token}/processing`],
    ['receipt', `/pay/${token}/receipt`],
  ] as const)('%s is %s, and parses back', (screen, path) => {
    expect(payerPath(token, screen)).toBe(path);
    expect(parsePayerPath(path)).toEqual({ token, screen });
    expect(parsePayerPath(`${path}/`)).toEqual({ token, screen });
  });

  it('the route table names every screen once, with the path payerPath builds', () => {
    for (const { screen, pattern } of PAYER_ROUTES) {
      expect(pattern.replace(':token', token)).toBe(payerPath(token, screen));
    }
  });

  it('encodes and decodes the token', () => {
    expect(payerPath('a/b c')).toBe('/pay/a%2Fb%20c');
    expect(parsePayerPath('/pay/a%2Fb%20c')).toEqual({ token: 'a/b c', screen: 'main' });
  });

  it.each([
    '/',
    '/pay',
    '/pay/',
    '/pay//receipt',
    `/pay/${token}/unknown`,
    `/pay/${token}/receipt/more`,
    `/pay/${token}/main`,
    '/pay/%E0%A4%A',
    `/paying/${token}`,
    `/api/v1/collect/${token}`,
  ])('%s is not a payer path', (path) => {
    expect(parsePayerPath(path)).toBeNull();
  });

  it('builds absolute URLs with a query', () => {
    expect(payerUrl('https://pay.example.com', token, 'receipt', { email: 'a@b.c' })).toBe(
      `https://pay.example.com/pay/${token}/receipt?email=a%40b.c`,
    );
  });

  it.each([
    [token, true],
    ['short', false],
    ['x'.repeat(65), false],
    ['has space in it 123', false],
    ['A'.repeat(16), true],
  ])('%s well-formed: %s', (value, expected) => {
    expect(isWellFormedToken(value)).toBe(expected);
  });
});
