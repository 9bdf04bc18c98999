import { describe, expect, it } from 'vitest';
import { invoiceRequest, northwindAchDetails } from '../../mocks/fixtures';
import {
  BANKING_PARTNER,
  groupDigits,
  receivingBank,
  transferInstruction,
} from './transfer-details';

describe('transferInstruction', () => {
  it.each([
    [
      'payByWire',
      'Use these details to send a domestic wire transfer from your bank account to the account of Northwind Studio.',
    ],
    [
      'payByACH',
      'Use these details to send an ACH transfer from your bank account to the account of Northwind Studio.',
    ],
  ] as const)('%s', (method, text) => {
    expect(transferInstruction(method, invoiceRequest)).toBe(text);
  });
});

describe('receivingBank', () => {
  it.each([
    [
      'the request’s bank',
      { bankName: 'First Bank', bankAddress: '1 Main St' },
      { name: 'First Bank', address: '1 Main St', fallback: false },
    ],
    [
      'no address: the banking partner whole',
      { bankName: 'First Bank', bankAddress: null },
      { ...BANKING_PARTNER, fallback: true },
    ],
    [
      'blank address: the banking partner whole',
      { bankName: 'First Bank', bankAddress: '   ' },
      { ...BANKING_PARTNER, fallback: true },
    ],
    [
      'nothing: the banking partner',
      { bankName: null, bankAddress: null },
      { ...BANKING_PARTNER, fallback: true },
    ],
    [
      'an address without a name: the partner’s name',
      { bankName: null, bankAddress: '1 Main St' },
      { name: BANKING_PARTNER.name, address: '1 Main St', fallback: true },
    ],
  ])('%s', (_, details, expected) => {
    expect(receivingBank(details)).toEqual(expected);
  });

  it('reads the fixtures’ bank', () => {
    expect(receivingBank(northwindAchDetails)).toEqual({
      name: 'Evolve Bank & Trust',
      address: '6070 Poplar Ave, Memphis, TN 38119',
      fallback: false,
    });
  });
});

describe('groupDigits', () => {
  it.each([
    ['021000021', 3, '021 000 021'],
    ['9876543210', 4, '9876 5432 10'],
    ['12', 4, '12'],
    [' 4410023917 ', 4, '4410 0239 17'],
    ['12-34-AB', 4, '12-34-AB'],
    ['', 3, ''],
  ] as const)('%s by %i → %s', (value, size, grouped) => {
    expect(groupDigits(value, size)).toBe(grouped);
  });
});
