import { cardSessionSchema, paymentRequestSchema } from '@paypage/contract/schemas';
import { describe, expect, it } from 'vitest';
import { describeIssues, isCalendarDate, isSandboxCardSession, linkedAccount } from '.';
import { invoiceRequest, linkedBankResult, makeCardSession } from '../mocks/fixtures';

const wire = (overrides: Record<string, unknown> = {}) =>
  JSON.parse(JSON.stringify({ ...invoiceRequest, ...overrides })) as Record<string, unknown>;

describe('describeIssues', () => {
  it('names paths and expectations but never echoes values (a value may be a token)', () => {
    const secret = 'Zz9SecretTokenValue000';
    const result = paymentRequestSchema.safeParse(wire({ token: 42, amountInCents: secret }));
    expect(result.success).toBe(false);
    if (result.success) return;
    const text = describeIssues(result.error);
    expect(text).toMatch(/token: .*expected string/);
    expect(text).toMatch(/amountInCents: expected (int|number)/);
    expect(text).not.toContain(secret);
  });

  it('summarises long lists of issues', () => {
    const result = paymentRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error, 2)).toMatch(/; and \d+ more$/);
  });

  it('words formats, enums and lengths', () => {
    const due = paymentRequestSchema.safeParse(wire({ dueDate: '2026-02-30', token: '' }));
    const session = makeCardSession(invoiceRequest);
    const env = cardSessionSchema.safeParse({
      ...session,
      clientConfig: { ...session.clientConfig, environment: 'staging' },
    });
    expect(due.success || describeIssues(due.error)).toBe(
      'token: expected a non-empty string; dueDate: expected the format date',
    );
    expect(env.success || describeIssues(env.error)).toMatch(
      /^clientConfig\.environment: expected one of "sandbox", "test", /,
    );
  });
});

describe('the page’s helpers over the contract’s shapes', () => {
  it('a sandbox session runs the sandbox widget, a provider session Adyen Web', () => {
    expect(isSandboxCardSession(makeCardSession(invoiceRequest, 'sandbox'))).toBe(true);
    expect(isSandboxCardSession(makeCardSession(invoiceRequest, 'test'))).toBe(false);
  });

  it('pays from the first linked account', () => {
    const savings = { id: 'acc_savings_1111', mask: '1111', subtype: 'savings', name: 'Savings' };
    const result = {
      ...linkedBankResult,
      metadata: {
        ...linkedBankResult.metadata,
        accounts: [...linkedBankResult.metadata.accounts, savings],
      },
    };
    expect(linkedAccount(result)?.id).toBe('acc_checking_0000');
    expect(linkedAccount({ ...result, metadata: { ...result.metadata, accounts: [] } })).toBeNull();
  });

  it.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['', false],
  ])('isCalendarDate(%s) → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
