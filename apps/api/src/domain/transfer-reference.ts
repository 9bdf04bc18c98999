/**
 * The transfer reference of a request (docs/payer-page.md "ACH and wire"): what the payer writes
 * on an ACH or wire transfer so the merchant can tie the money to the request, without the
 * request's token (the payer's link) ever leaving the page. Random, stored with the request,
 * unique; `PP-` and 12 of Crockford's base-32 letters (60 bits) in groups of four.
 */
import { randomBytes } from 'node:crypto';
import { READABLE } from './tokens.ts';

const GROUP = 4;
const LENGTH = 12;

export function newTransferReference(): string {
  const letters = Array.from(randomBytes(LENGTH), (byte) => READABLE[byte % READABLE.length]);
  return format(letters.join(''));
}

const format = (letters: string) =>
  `PP-${letters.slice(0, GROUP)}-${letters.slice(GROUP, 2 * GROUP)}-${letters.slice(2 * GROUP)}`;

/**
 * A reference as a merchant or a bank may have retyped it (lower case, spaces, no dashes, O for
 * 0, I or L for 1), in its stored form; null when it is not one.
 */
export function normalizeTransferReference(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith('PP')) return null;
  const letters = compact.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (letters.length !== LENGTH || ![...letters].every((c) => READABLE.includes(c))) return null;
  return format(letters);
}
