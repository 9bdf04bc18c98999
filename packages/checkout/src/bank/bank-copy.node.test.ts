import { describe, expect, it } from 'vitest';
import { MOCK_TODAY } from '../mocks/fixtures';
import { accountSubtypeLabel, bankDebitAuthorization, payByBankLabel } from './bank-copy';
import { plaidEvent, plaidExit, plaidSuccessResult } from './plaid/plaid-mapping';
import {
  isSandboxSignIn,
  SANDBOX_ACCOUNTS,
  SANDBOX_INSTITUTIONS,
} from './sandbox/sandbox-bank-data';

describe('payByBankLabel', () => {
  it.each([
    [125_000, 'Pay $1,250.00'],
    [5, 'Pay $0.05'],
    [1_234_567_890, 'Pay $12,345,678.90'],
  ])('%i cents → %s', (cents, label) => {
    expect(payByBankLabel(cents)).toBe(label);
  });
});

describe('accountSubtypeLabel', () => {
  it.each([
    ['checking', 'Checking'],
    ['money market', 'Money market'],
    [' savings ', 'Savings'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%o → %o', (subtype, label) => {
    expect(accountSubtypeLabel(subtype)).toBe(label);
  });
});

describe('bankDebitAuthorization', () => {
  const base = {
    merchant: 'Northwind Studio',
    amountInCents: 125_000,
    institutionName: 'First Platypus Bank',
    account: { subtype: 'checking', mask: '0000' },
    today: MOCK_TODAY,
  };

  it('names who debits, how much, from which account, by ACH, once, from when, and how to cancel', () => {
    expect(bankDebitAuthorization(base)).toBe(
      'By selecting Pay $1,250.00, you authorize Northwind Studio to debit $1,250.00 from your First Platypus Bank checking account ending in 0000 by ACH, once, on or after November 22, 2026. No other debits will be made under this authorization. To cancel it, contact Northwind Studio before the payment is processed.',
    );
  });

  it.each([
    [{ institutionName: null }, 'from your checking account ending in 0000 by ACH'],
    [
      { account: { subtype: null, mask: '0000' } },
      'from your First Platypus Bank account ending in 0000 by ACH',
    ],
    [
      { account: { subtype: 'Savings', mask: null } },
      'from your First Platypus Bank savings account by ACH',
    ],
    [{ account: null, institutionName: undefined }, 'from your account by ACH'],
  ])('leaves out what the bank did not say (%o)', (overrides, phrase) => {
    expect(bankDebitAuthorization({ ...base, ...overrides })).toContain(phrase);
  });

  it('dates the debit on the payer’s calendar day', () => {
    // 03:00 UTC on Nov 23 is still Nov 22 in New York.
    const lateEvening = { now: new Date('2026-11-23T03:00:00Z'), timeZone: 'America/New_York' };
    expect(bankDebitAuthorization({ ...base, today: lateEvening })).toContain(
      'on or after November 22, 2026',
    );
    const tokyo = { ...lateEvening, timeZone: 'Asia/Tokyo' };
    expect(bankDebitAuthorization({ ...base, today: tokyo })).toContain(
      'on or after November 23, 2026',
    );
  });

  it('keeps the merchant’s name as text', () => {
    const text = bankDebitAuthorization({ ...base, merchant: '<b>Acme & Sons</b>' });
    expect(text).toContain('authorize <b>Acme & Sons</b> to debit');
  });
});

describe('the sandbox bank link’s data (contract)', () => {
  it('has First Platypus Bank and Tartan Bank, checking 0000 and savings 1111', () => {
    expect(SANDBOX_INSTITUTIONS.map((i) => [i.institutionId, i.name])).toEqual([
      ['ins_sandbox_first', 'First Platypus Bank'],
      ['ins_sandbox_tartan', 'Tartan Bank'],
    ]);
    expect(SANDBOX_ACCOUNTS.map((a) => [a.id, a.subtype, a.mask])).toEqual([
      ['acc_checking_0000', 'checking', '0000'],
      ['acc_savings_1111', 'savings', '1111'],
    ]);
    expect(Object.isFrozen(SANDBOX_ACCOUNTS[0])).toBe(true);
  });

  it.each([
    ['user_good', 'pass_good', true],
    ['  user_good ', 'pass_good', true],
    ['user_good', 'pass_good ', false],
    ['USER_GOOD', 'pass_good', false],
    ['user_good', '', false],
    ['', '', false],
  ])('sign-in %o / %o → %s', (username, password, accepted) => {
    expect(isSandboxSignIn(username, password)).toBe(accepted);
  });
});

describe('Plaid mapping edge cases', () => {
  it('a success without a public token, institution or masks stays well-formed', () => {
    expect(
      plaidSuccessResult(null, {
        institution: null,
        accounts: [
          {
            id: 'acc-1',
            name: '',
            mask: null,
            type: 'depository',
            subtype: '',
            verification_status: null,
            class_type: null,
          },
        ],
        link_session_id: 's',
      }),
    ).toEqual({
      publicToken: '',
      metadata: {
        accounts: [{ id: 'acc-1', mask: null, subtype: null, name: null }],
        institution: null,
      },
    });
  });

  it('an exit error without a display message keeps Plaid’s own message', () => {
    expect(
      plaidExit({
        error_type: 'INVALID_INPUT',
        error_code: 'INVALID_LINK_TOKEN',
        error_message: 'link token is invalid',
        display_message: null,
      }),
    ).toEqual({
      error: {
        code: 'INVALID_LINK_TOKEN',
        type: 'INVALID_INPUT',
        message: 'link token is invalid',
      },
    });
  });

  it('an event with empty fields reads null', () => {
    const event = plaidEvent('OPEN', {
      account_number_mask: null,
      error_type: null,
      error_code: '',
      error_message: null,
      exit_status: null,
      institution_id: null,
      institution_name: null,
      institution_search_query: null,
      is_update_mode: null,
      match_reason: null,
      mfa_type: null,
      routing_number: null,
      view_name: '',
      selection: null,
      timestamp: '2026-11-22T15:04:05.000Z',
      link_session_id: 's',
      request_id: 'r',
    });
    expect(event).toEqual({
      name: 'OPEN',
      viewName: null,
      institutionId: null,
      institutionName: null,
      errorCode: null,
    });
  });
});
