import { createPaymentRequestSchema } from '@paypage/contract/schemas';
import { describe, expect, it } from 'vitest';
import { describeIssue } from './body.ts';

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
