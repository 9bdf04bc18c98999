import { describe, expect, it } from 'vitest';
import {
  EMPTY_CARD_FRAMES,
  validateCardForm,
  type CardFormField,
  type CardFormOptions,
  type CardFormValues,
  type FrameFieldState,
} from './card-form';
import { CARD_FIELD_ERRORS, FORM_FIELD_ERRORS } from '../../rules';
import { errorObject, errorObjects, isAnnouncedOnChange, isSfpValid } from './form-errors';
import koKR from '../i18n/ko-KR.json';
import ptBR from '../i18n/pt-BR.json';
import { createTranslator } from '../i18n/translate';

const options: CardFormOptions = {
  brands: ['visa', 'mc'],
  hasHolderName: true,
  holderNameRequired: true,
  billingAddressRequired: true,
  hideCVC: false,
  socialSecurityNumberMode: 'show',
  koreanAuthenticationRequired: true,
  countryCode: 'KR',
  today: new Date('2026-11-22T17:00:00.000Z'),
};

const frame = (errorCode: string, filled = true): FrameFieldState => ({
  errorCode,
  filled,
  valid: false,
});

const base: CardFormValues = {
  holderName: 'Jo Park',
  card: { ...EMPTY_CARD_FRAMES, bin: '411111' },
  socialSecurityNumber: '',
  taxNumber: '900131',
  storeDetails: false,
  billingAddress: {
    street: 'Main St',
    houseNumberOrName: '1',
    postalCode: '94105',
    city: 'San Francisco',
    stateOrProvince: 'CA',
    country: 'US',
  },
};

type Case = [string, CardFormField, Partial<CardFormValues>, string, string];

/** docs/widget.md#errors's form errors, each as the widget reports it: field, code, en-US message. */
const CASES: Case[] = [
  [
    'unsupported card',
    'cardNumber',
    { card: { ...EMPTY_CARD_FRAMES, bin: '371449' } },
    'cc.num.903',
    "We don't accept this card type",
  ],
  [
    'card too old',
    'expiryDate',
    { card: { ...base.card, expiryDate: frame('cc.dat.912') } },
    'cc.dat.912',
    'This card has expired',
  ],
  [
    'card too far in the future',
    'expiryDate',
    { card: { ...base.card, expiryDate: frame('cc.dat.913') } },
    'cc.dat.913',
    'This expiry date is too far in the future',
  ],
  [
    'expires too soon',
    'expiryDate',
    { card: { ...base.card, expiryDate: frame('cc.dat.914') } },
    'cc.dat.914',
    'This card expires too soon',
  ],
  [
    'holder name',
    'holderName',
    { holderName: '   ' },
    'creditCard.holderName.invalid',
    'Enter the name on the card',
  ],
  [
    'tax number',
    'taxNumber',
    { taxNumber: '1234' },
    'creditCard.taxNumber.invalid',
    'Enter your date of birth (YYMMDD) or 10-digit business number',
  ],
  [
    'social security number',
    'socialSecurityNumber',
    { socialSecurityNumber: '123.456' },
    'boleto.socialSecurityNumber.invalid',
    'Enter a valid CPF or CNPJ number',
  ],
  [
    'postal code, with its format',
    'postalCode',
    { billingAddress: { ...base.billingAddress, postalCode: '941' } },
    'address.postalCode.invalid',
    'Enter a 5-digit ZIP code, like 94105',
  ],
  [
    'generic field error',
    'securityCode',
    { card: { ...base.card, securityCode: frame('err.gen.9101') } },
    'err.gen.9101',
    'Check this field',
  ],
  [
    'security code of the brand’s length',
    'securityCode',
    { card: { ...base.card, securityCode: frame('') } },
    'cc.cvc.921',
    'Enter the 3-digit security code',
  ],
  [
    'card password empty',
    'password',
    { card: { ...base.card, password: frame('', false) } },
    'kcp.pwd.940',
    'Enter the first 2 digits of the card password',
  ],
  [
    'address field',
    'city',
    { billingAddress: { ...base.billingAddress, city: ' ' } },
    'address.city.required',
    'Enter the city',
  ],
];

const errorsOf = (change: Partial<CardFormValues>) =>
  validateCardForm({ ...base, ...change }, options).errors;

describe('the error object of each form error (§3, §8)', () => {
  it.each(CASES)('%s', (_name, field, change, errorCode, errorMessage) => {
    const found = errorsOf(change)[field];
    expect(found).toBeDefined();
    expect(errorObject(field, found!)).toEqual({ field, errorMessage, errorCode });
  });

  // The postal code's format hint is the kit's, per country, in English in every locale (left).
  const TRANSLATED = CASES.filter(([, field]) => field !== 'postalCode');
  it.each(TRANSLATED)(
    '%s in ko-KR and pt-BR: the locale’s message, the same code',
    (...[, field, change, errorCode]) => {
      const found = errorsOf(change)[field]!;
      for (const strings of [koKR, ptBR]) {
        const object = errorObject(field, found, createTranslator(strings));
        expect(object.errorCode).toBe(errorCode);
        expect(object.errorMessage).not.toBe(errorObject(field, found).errorMessage);
        expect(object.errorMessage).not.toMatch(/\{\w+\}/);
      }
    },
  );

  it('gives the digits of a 4-digit code in the locale', () => {
    const found = validateCardForm(
      { ...base, card: { ...EMPTY_CARD_FRAMES, bin: '371449', securityCode: frame('') } },
      { ...options, brands: ['amex'] },
    ).errors.securityCode!;
    expect(errorObject('securityCode', found, createTranslator(koKR)).errorMessage).toBe(
      '4자리 보안 코드를 입력해 주세요',
    );
  });

  it('keeps the message of a code the strings do not know', () => {
    expect(errorObject('cardNumber', { code: 'cc.num.999', message: 'Check this field' })).toEqual({
      field: 'cardNumber',
      errorMessage: 'Check this field',
      errorCode: 'cc.num.999',
    });
  });

  it('reports every field in error and only those', () => {
    const objects = errorObjects(
      errorsOf({ holderName: '', billingAddress: { ...base.billingAddress, city: '' } }),
    );
    expect(Object.keys(objects)).toEqual(
      expect.arrayContaining(['holderName', 'city', 'cardNumber']),
    );
    expect(objects.street).toBeUndefined();
    expect(objects.city).toEqual({
      field: 'city',
      errorCode: 'address.city.required',
      errorMessage: 'Enter the city',
    });
  });
});

describe('isSfpValid', () => {
  const valid = (change: Partial<Record<CardFormField, boolean>>) =>
    ({
      holderName: false,
      cardNumber: true,
      expiryDate: true,
      securityCode: true,
      password: true,
      ...change,
    }) as Record<CardFormField, boolean>;

  it.each([
    [{}, true],
    [{ cardNumber: false }, false],
    [{ expiryDate: false }, false],
    [{ securityCode: false }, false],
    [{ password: false }, false],
  ] as const)('secured fields %j → %s (other fields do not count)', (change, expected) => {
    expect(isSfpValid(valid(change))).toBe(expected);
  });
});

describe('the screen-reader rule (§5): announced while typing?', () => {
  const QUIET = ['cc.num.903', 'cc.dat.912', 'cc.dat.913', 'cc.dat.914'];
  it.each(Object.keys({ ...CARD_FIELD_ERRORS, ...FORM_FIELD_ERRORS }))('%s', (code) => {
    expect(isAnnouncedOnChange(code)).toBe(!QUIET.includes(code));
  });
});
