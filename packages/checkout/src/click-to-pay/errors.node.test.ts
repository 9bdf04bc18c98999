import { describe, expect, it } from 'vitest';
import { CLICK_TO_PAY_ERRORS, clickToPayErrorMessage, knownErrorReason } from './errors';

describe('Click to Pay error messages (§8)', () => {
  it.each([
    ['NOT_FOUND', 'NOT_FOUND'],
    ['ACCT_INACCESSIBLE', 'ACCT_INACCESSIBLE'],
    ['CODE_INVALID', 'CODE_INVALID'],
    ['SOMETHING_NEW', 'UNKNOWN_ERROR'],
    ['toString', 'UNKNOWN_ERROR'],
    ['', 'UNKNOWN_ERROR'],
    [undefined, 'UNKNOWN_ERROR'],
    [42, 'UNKNOWN_ERROR'],
  ])('reason %j → ctp.errors.%s', (reason, known) => {
    expect(knownErrorReason(reason)).toBe(known);
    expect(clickToPayErrorMessage(reason)).toBe(
      CLICK_TO_PAY_ERRORS[`ctp.errors.${known}` as keyof typeof CLICK_TO_PAY_ERRORS],
    );
  });

  it('keys every message under ctp.errors, none ending in a full stop', () => {
    for (const [key, message] of Object.entries(CLICK_TO_PAY_ERRORS)) {
      expect(key).toMatch(/^ctp\.errors\.[A-Z_]+$/);
      expect(message).not.toMatch(/\.$/);
    }
    expect(Object.isFrozen(CLICK_TO_PAY_ERRORS)).toBe(true);
  });
});
