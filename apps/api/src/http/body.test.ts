import { createPaymentRequestSchema } from '@paypage/contract/schemas';
import { describe, expect, it } from 'vitest';
import { describeIssue, MAX_JSON_DEPTH, nestedDeeperThan, unstorableText } from './body.ts';

describe('describeIssue', () => {
  it('names the path of the first issue, in words', () => {
    const result = createPaymentRequestSchema['~standard'].validate({
      merchant: { name: 'A', brandColor: 'red' },
      amountInCents: 0,
    });
    expect('issues' in result && describeIssue(result.issues ?? [])).toBe(
      'merchant.brandColor: A colour like #0f7b5f',
    );
  });

  it('words the root without a path, and an empty list', () => {
    expect(describeIssue([{ message: 'Unrecognized key: "token"' }])).toBe(
      'Unrecognized key: "token"',
    );
    expect(describeIssue([{ message: 'x', path: [{ key: 'a' }, 0] }])).toBe('a.0: x');
    expect(describeIssue([])).toBe('Invalid request');
  });
});

/** `depth` arrays around `inner`, built without recursion. */
const nestedArrays = (depth: number, inner: unknown): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

describe('nestedDeeperThan', () => {
  it.each([
    ['a flat object', '{"a":1,"b":[1,2]}', 2, false],
    ['exactly the limit', `${'['.repeat(32)}${']'.repeat(32)}`, 32, false],
    ['one level past it', `${'['.repeat(33)}${']'.repeat(33)}`, 32, true],
    ['objects and arrays mixed', '{"a":{"b":[{"c":[]}]}}', 5, false],
    ['objects and arrays mixed, past it', '{"a":{"b":[{"c":[]}]}}', 4, true],
    ['brackets inside a string', `{"a":"${'['.repeat(100)}"}`, 1, false],
    ['an escaped quote inside a string', `{"a":"\\"${'['.repeat(100)}"}`, 1, false],
    ['an escaped backslash before the closing quote', `{"a":"\\\\","b":[[[]]]}`, 3, true],
    ['siblings do not add up', `[${'[],'.repeat(100)}[]]`, 2, false],
    ['unclosed brackets (not JSON) still counted', '['.repeat(40), 32, true],
  ])('%s', (_name, text, max, deeper) => {
    expect(nestedDeeperThan(text, max)).toBe(deeper);
  });

  it('scans 10^5 and 10^6 levels without recursion', () => {
    for (const depth of [100_000, 1_000_000]) {
      const text = `{"merchant":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      expect(nestedDeeperThan(text, MAX_JSON_DEPTH)).toBe(true);
    }
  });
});

describe('unstorableText', () => {
  it.each([
    [{ a: 'fine', b: ['x', { c: 'y' }] }, null],
    [
      { a: { b: 'x\u0000' } },
      'a.b: Text with a NUL character or an unpaired surrogate is not allowed',
    ],
    [
      { a: ['ok', '\ud800'] },
      'a.1: Text with a NUL character or an unpaired surrogate is not allowed',
    ],
    [{ 'k\u0000': 1 }, 'Text with a NUL character or an unpaired surrogate is not allowed'],
    [
      { a: { 'k\udfff': 1 } },
      'a: Text with a NUL character or an unpaired surrogate is not allowed',
    ],
    // The first one in document order.
    [
      { a: 'x\u0000', b: '\ud800' },
      'a: Text with a NUL character or an unpaired surrogate is not allowed',
    ],
    [
      { a: { b: { c: 'ok' } }, d: '\ud800' },
      'd: Text with a NUL character or an unpaired surrogate is not allowed',
    ],
    ['\u0000', 'Text with a NUL character or an unpaired surrogate is not allowed'],
  ])('%j → %s', (value, message) => {
    expect(unstorableText(value)).toBe(message);
  });

  it('walks 10^5 levels without recursion', () => {
    expect(unstorableText(nestedArrays(100_000, 'fine'))).toBeNull();
    const found = unstorableText(nestedArrays(100_000, 'x\u0000'));
    expect(found).toMatch(/^(0\.){99999}0: Text with a NUL/);
  });
});
