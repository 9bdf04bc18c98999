import { describe, expect, it } from 'vitest';
import type { FieldType } from '../protocol';
import { caretAfterFormat, evaluateField, type FieldSettings } from './field';

const settings: FieldSettings = {
  brands: ['visa', 'mc', 'amex'],
  enableLuhnCheck: true,
  brand: null,
  cvcLength: 3,
  policy: 'required',
  today: new Date('2026-11-25T00:00:00Z'),
};

type Row = [FieldType, string, boolean, Partial<FieldSettings>, string, string, boolean];
// fieldType, typed, blurred, settings, shown, errorCode, valid
const rows: Row[] = [
  ['encryptedCardNumber', '', false, {}, '', '', false],
  ['encryptedCardNumber', '', true, {}, '', '', false],
  ['encryptedCardNumber', '4111', false, {}, '4111', '', false],
  ['encryptedCardNumber', '4111', true, {}, '4111', 'err.gen.9100', false],
  ['encryptedCardNumber', '4111111111111111', false, {}, '4111 1111 1111 1111', '', true],
  [
    'encryptedCardNumber',
    '4111 1111 1111 1112',
    true,
    {},
    '4111 1111 1111 1112',
    'cc.num.902',
    false,
  ],
  // The bin lookup's rules: the Luhn check off, the number's length known.
  [
    'encryptedCardNumber',
    '4111111111111112',
    true,
    { enableLuhnCheck: false },
    '4111 1111 1111 1112',
    '',
    true,
  ],
  ['encryptedCardNumber', '4111111111111112', false, {}, '4111 1111 1111 1112', '', false],
  [
    'encryptedCardNumber',
    '4111111111111112',
    false,
    { panLength: 16 },
    '4111 1111 1111 1112',
    'cc.num.902',
    false,
  ],
  ['encryptedCardNumber', '371449635398431', false, {}, '3714 496353 98431', '', true],
  ['encryptedCardNumber', '3714496353984312222', false, {}, '3714 496353 98431', '', true],
  [
    'encryptedCardNumber',
    '5555555555554444',
    false,
    { brands: ['visa'] },
    '5555 5555 5555 4444',
    'cc.num.903',
    false,
  ],
  [
    'encryptedCardNumber',
    '4111111111111112',
    false,
    { enableLuhnCheck: false },
    '4111 1111 1111 1112',
    '',
    true,
  ],
  ['encryptedCardNumber', '4a1b1c1', false, {}, '4111', '', false],
  ['encryptedExpiryDate', '', true, {}, '', '', false],
  ['encryptedExpiryDate', '', true, { policy: 'optional' }, '', '', true],
  ['encryptedExpiryDate', '', true, { policy: 'hidden' }, '', '', true],
  ['encryptedExpiryDate', '3', false, {}, '03', '', false],
  ['encryptedExpiryDate', '03', true, {}, '03', 'err.gen.9100', false],
  ['encryptedExpiryDate', '0330', false, {}, '03/30', '', true],
  ['encryptedExpiryDate', '12/2030', false, {}, '12/30', '', true],
  ['encryptedExpiryDate', '1320', false, {}, '13/20', 'cc.dat.911', false],
  ['encryptedExpiryDate', '0120', false, {}, '01/20', 'cc.dat.912', false],
  ['encryptedExpiryDate', '0160', false, {}, '01/60', 'cc.dat.913', false],
  // The integrator's minimumExpiryDate (§3): before it expires too soon; that month is accepted.
  [
    'encryptedExpiryDate',
    '0528',
    false,
    { minimumExpiryDate: '06/28' },
    '05/28',
    'cc.dat.914',
    false,
  ],
  ['encryptedExpiryDate', '0628', false, { minimumExpiryDate: '06/28' }, '06/28', '', true],
  [
    'encryptedExpiryDate',
    '0120',
    false,
    { minimumExpiryDate: '06/28' },
    '01/20',
    'cc.dat.912',
    false,
  ],
  ['encryptedSecurityCode', '', true, {}, '', '', false],
  ['encryptedSecurityCode', '', true, { policy: 'optional' }, '', '', true],
  ['encryptedSecurityCode', '73', false, {}, '73', '', false],
  ['encryptedSecurityCode', '73', true, {}, '73', 'err.gen.9100', false],
  ['encryptedSecurityCode', '7373', false, {}, '737', '', true],
  ['encryptedSecurityCode', '737', false, { brand: 'amex', cvcLength: 4 }, '737', '', false],
  ['encryptedSecurityCode', '7373', false, { brand: 'amex', cvcLength: 4 }, '7373', '', true],
  ['encryptedSecurityCode', '7a', true, { policy: 'optional' }, '7', 'err.gen.9100', false],
  ['encryptedPassword', '', true, {}, '', '', false],
  ['encryptedPassword', '1', false, {}, '1', '', false],
  ['encryptedPassword', '1', true, {}, '1', 'err.gen.9100', false],
  ['encryptedPassword', '123', false, {}, '12', '', true],
  // A gift card: 16–19 digits in groups of four, no Luhn; a PIN of 4–8 digits.
  ['encryptedGiftCardNumber', '', true, {}, '', '', false],
  ['encryptedGiftCardNumber', '603628', false, {}, '6036 28', '', false],
  ['encryptedGiftCardNumber', '603628', true, {}, '6036 28', 'err.gen.9100', false],
  ['encryptedGiftCardNumber', '6036280000000001', false, {}, '6036 2800 0000 0001', '', true],
  ['encryptedGiftCardNumber', '6036280000000002', true, {}, '6036 2800 0000 0002', '', true],
  [
    'encryptedGiftCardNumber',
    '6036-2800-0000-0000-0019-99',
    false,
    {},
    '6036 2800 0000 0000 001',
    '',
    true,
  ],
  ['encryptedGiftCardPin', '', true, {}, '', '', false],
  ['encryptedGiftCardPin', '123', false, {}, '123', '', false],
  ['encryptedGiftCardPin', '123', true, {}, '123', 'err.gen.9100', false],
  ['encryptedGiftCardPin', '1234', false, {}, '1234', '', true],
  ['encryptedGiftCardPin', '12a345678 9', false, {}, '12345678', '', true],
];

describe('evaluateField', () => {
  it.each(rows)(
    '%s %j blurred=%s %j → %j %j valid=%s',
    (fieldType, typed, blurred, overrides, shown, errorCode, valid) => {
      const evaluation = evaluateField(fieldType, typed, { ...settings, ...overrides }, blurred);
      expect(evaluation).toMatchObject({ display: shown, errorCode, valid, filled: shown !== '' });
      if (!valid) expect(evaluation.payloads).toEqual({});
    },
  );

  it('gives the number frame its BIN (6 digits, 8 from 16), last four and payload', () => {
    expect(evaluateField('encryptedCardNumber', '411111111', settings, false)).toMatchObject({
      binValue: '411111',
      endDigits: '',
    });
    expect(evaluateField('encryptedCardNumber', '4111111111111111', settings, false)).toMatchObject(
      {
        binValue: '41111111',
        endDigits: '1111',
        payloads: { encryptedCardNumber: { number: '4111111111111111' } },
      },
    );
  });

  it('splits a valid expiry into month and year payloads; the others carry their value', () => {
    expect(evaluateField('encryptedExpiryDate', '03/30', settings, false).payloads).toEqual({
      encryptedExpiryMonth: { expiryMonth: '03' },
      encryptedExpiryYear: { expiryYear: '2030' },
    });
    expect(evaluateField('encryptedSecurityCode', '737', settings, false).payloads).toEqual({
      encryptedSecurityCode: { cvc: '737' },
    });
    expect(evaluateField('encryptedPassword', '12', settings, false).payloads).toEqual({
      encryptedPassword: { password: '12' },
    });
  });

  it('encrypts a gift card as Adyen Web does: number and cvc; its last four for display', () => {
    expect(
      evaluateField('encryptedGiftCardNumber', '6036280000000001', settings, false),
    ).toMatchObject({
      payloads: { encryptedCardNumber: { number: '6036280000000001' } },
      endDigits: '0001',
      binValue: '',
    });
    expect(evaluateField('encryptedGiftCardPin', '1234', settings, false).payloads).toEqual({
      encryptedSecurityCode: { cvc: '1234' },
    });
  });

  it('has no frame for the month or year alone', () => {
    expect(() => evaluateField('encryptedExpiryMonth', '03', settings, false)).toThrow(TypeError);
  });
});

describe('caretAfterFormat', () => {
  // raw (the input's value), caret in it, display (formatted), where the caret goes
  const cases: [string, number, string, number][] = [
    ['41111', 5, '4111 1', 6],
    ['4111 11111', 6, '4111 1111 1', 6],
    ['4121 1111 1', 3, '4121 1111 1', 3],
    ['41231 1111 1', 4, '4123 1111 11', 4],
    ['033', 3, '03/3', 4],
    ['03/30', 2, '03/30', 2],
    ['0/330', 1, '03/30', 1],
    ['7377', 4, '737', 3],
    ['', 0, '', 0],
    ['x4', 1, '4', 0],
  ];
  it.each(cases)('%j with the caret at %i shows %j with it at %i', (raw, caret, display, at) => {
    expect(caretAfterFormat(raw, caret, display)).toBe(at);
  });
});
