import { describe, expect, it } from 'vitest';
import { newTransferReference, normalizeTransferReference } from './transfer-reference.ts';

describe('newTransferReference', () => {
  it('is PP- and three groups of four Crockford letters, different each time', () => {
    const made = new Set(Array.from({ length: 200 }, () => newTransferReference()));
    expect(made.size).toBe(200);
    for (const reference of made) {
      expect(reference).toMatch(
        /^PP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      );
    }
  });
});

describe('normalizeTransferReference', () => {
  it.each([
    ['PP-7K3M-Q9XD-2TRB', 'PP-7K3M-Q9XD-2TRB'],
    ['pp-7k3m-q9xd-2trb', 'PP-7K3M-Q9XD-2TRB'],
    ['PP 7K3M Q9XD 2TRB', 'PP-7K3M-Q9XD-2TRB'],
    ['PP7K3MQ9XD2TRB', 'PP-7K3M-Q9XD-2TRB'],
    // As a bank may retype it: O for 0, I and L for 1 (Crockford's reading).
    ['PP-7K3M-Q9XD-2TRO', 'PP-7K3M-Q9XD-2TR0'],
    ['PP-IK3M-LQXD-2TRB', 'PP-1K3M-1QXD-2TRB'],
    ['PP-7K3M-Q9XD', null],
    ['PP-7K3M-Q9XD-2TRBX', null],
    ['PP-7K3M-Q9XD-2TRU', null],
    ['XX-7K3M-Q9XD-2TRB', null],
    ['', null],
  ])('%j → %j', (input, output) => {
    expect(normalizeTransferReference(input)).toBe(output);
  });
});
