import { describe, expect, it } from 'vitest';
import { redirectReturnFrom } from './redirect-return';

describe('redirectReturnFrom', () => {
  it.each([
    ['?sessionId=CS1&redirectResult=Rr2', { sessionId: 'CS1', redirectResult: 'Rr2' }],
    ['sessionId=CS1&redirectResult=Rr%2B2&email=a', { sessionId: 'CS1', redirectResult: 'Rr+2' }],
    ['?redirectResult=Rr2', null],
    ['?sessionId=CS1', null],
    ['?sessionId=&redirectResult=Rr2', null],
    ['', null],
  ])('%s', (search, expected) => {
    expect(redirectReturnFrom(search)).toEqual(expected);
    expect(redirectReturnFrom(new URLSearchParams(search))).toEqual(expected);
  });
});
