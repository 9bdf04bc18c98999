import { describe, expect, it } from 'vitest';
import {
  detectCardBrand,
  findCardBrand,
  type BinLookupAnswer,
  type BinLookupBrand,
} from '../../rules';
import { evaluateField, type Evaluation } from '../../secured-fields/frame/field';
import { PAYER_PAGE_CARD_BRANDS } from './card-constants';
import {
  CARD_FORM_FIELDS,
  cardDetails,
  cardPaymentData,
  EMPTY_CARD_FRAMES,
  fieldError,
  isFieldOptional,
  isFieldShown,
  nextRequiredField,
  showsWhileTyping,
  validateCardForm,
  type CardFormOptions,
  type CardFormValues,
  type CardFrames,
} from './card-form';

const today = new Date('2026-11-22T17:00:00.000Z');

const options: CardFormOptions = {
  brands: PAYER_PAGE_CARD_BRANDS,
  hasHolderName: true,
  holderNameRequired: true,
  billingAddressRequired: true,
  hideCVC: false,
  socialSecurityNumberMode: 'auto',
  today,
};

type Typed = { cardNumber?: string; expiryDate?: string; securityCode?: string };

/**
 * What the secured frames report for what the payer typed in them: each field evaluated by the
 * frame's own rules (`evaluateField`), left (blurred) unless `typing`; a valid field's blob is a
 * stand-in naming it (the frames' real JWE is tested in the widget and frame tests).
 */
function framesFor(typed: Typed, typing = false): CardFrames {
  const digits = (typed.cardNumber ?? '').replace(/\D+/g, '');
  const brand = detectCardBrand(digits, options.brands) ?? detectCardBrand(digits);
  const definition = findCardBrand(brand);
  const settings = (policy: 'required' | 'optional' | 'hidden') => ({
    brands: options.brands,
    enableLuhnCheck: true,
    brand,
    cvcLength: definition?.securityCodeLength === 4 ? (4 as const) : (3 as const),
    policy,
    today,
  });
  const number = evaluateField(
    'encryptedCardNumber',
    typed.cardNumber ?? '',
    settings('required'),
    !typing,
  );
  const expiry = evaluateField(
    'encryptedExpiryDate',
    typed.expiryDate ?? '',
    settings(definition?.expiryDatePolicy ?? 'required'),
    !typing,
  );
  const code = evaluateField(
    'encryptedSecurityCode',
    typed.securityCode ?? '',
    settings(definition?.cvcPolicy ?? 'required'),
    !typing,
  );
  const state = ({ errorCode, filled, valid }: Evaluation) => ({ errorCode, filled, valid });
  const blobs = (evaluation: Evaluation) =>
    Object.fromEntries(
      Object.entries(evaluation.payloads).map(([key, payload]) => [
        key,
        `jwe(${Object.values(payload).join()})`,
      ]),
    );
  return {
    bin: number.binValue,
    cardNumber: state(number),
    expiryDate: state(expiry),
    securityCode: state(code),
    encrypted: { ...blobs(number), ...blobs(expiry), ...blobs(code) },
  };
}

const FILLED_CARD: Typed = {
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '03/30',
  securityCode: '737',
};

const empty: CardFormValues = {
  holderName: '',
  card: EMPTY_CARD_FRAMES,
  socialSecurityNumber: '',
  storeDetails: false,
  billingAddress: {
    street: '',
    houseNumberOrName: '',
    postalCode: '',
    city: '',
    stateOrProvince: '',
    country: 'US',
  },
};

const filled: CardFormValues = {
  holderName: 'Sam Rivera',
  card: framesFor(FILLED_CARD),
  socialSecurityNumber: '',
  storeDetails: true,
  billingAddress: {
    street: '500 Market St',
    houseNumberOrName: '',
    postalCode: '94105',
    city: 'San Francisco',
    stateOrProvince: 'CA',
    country: 'US',
  },
};

const withNumber = (cardNumber: string, base = empty): CardFormValues => ({
  ...base,
  card: framesFor({ cardNumber }),
});
/** The filled form with some of its card fields typed otherwise. */
const withCard = (typed: Typed, base = filled): CardFormValues => ({
  ...base,
  card: framesFor({ ...FILLED_CARD, ...typed }),
});

/** A lookup answer brand with the card rules' defaults. */
const lookupBrand = (brand: string, extra: Partial<BinLookupBrand> = {}): BinLookupBrand => ({
  brand,
  supported: true,
  cvcPolicy: findCardBrand(brand)?.cvcPolicy ?? 'required',
  expiryDatePolicy: 'required',
  enableLuhnCheck: true,
  showSocialSecurityNumber: false,
  ...extra,
});
const BRAZIL: BinLookupAnswer = {
  brands: [lookupBrand('visa', { showSocialSecurityNumber: true })],
  issuingCountryCode: 'BR',
  showSocialSecurityNumber: true,
};
const KOREA: BinLookupAnswer = {
  brands: [lookupBrand('visa')],
  issuingCountryCode: 'KR',
  showSocialSecurityNumber: false,
};
const CB_VISA: BinLookupAnswer = {
  brands: [lookupBrand('cartebancaire', { panLength: 16 }), lookupBrand('visa')],
  issuingCountryCode: 'FR',
  showSocialSecurityNumber: false,
};
const BCMC_MAESTRO: BinLookupAnswer = {
  brands: [lookupBrand('bcmc'), lookupBrand('maestro')],
  issuingCountryCode: 'BE',
  showSocialSecurityNumber: false,
};
/** The values with the lookup's answer for their BIN (null: no lookup). */
const looked = (
  values: CardFormValues,
  answer: BinLookupAnswer | null,
  dualBrand: string | null = null,
): CardFormValues =>
  answer
    ? { ...values, binLookup: { bin: values.card.bin.slice(0, 6), answer }, dualBrand }
    : values;

describe('brand detection with the payer page brands', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 3412 4444 1115', 'mc'],
    ['3700 000000 00002', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['3622 720627 1667', 'diners'],
    ['3530 1113 3330 0000', 'jcb'],
    ['6759 6498 2643 8453', 'maestro'],
    ['6212 3456 7890 1232', 'cup'],
    ['6703 4444 4444 4449', 'bcmc'],
    ['5066 9911 1111 1118', 'elo'],
    ['6062 8200 0000 0000', 'hipercard'],
  ])('%s is %s', (number, brand) => {
    const details = cardDetails(withNumber(number), options);
    expect(details.brand).toBe(brand);
    expect(details.unsupportedBrand).toBeNull();
  });

  it('a Visa is Visa, not Carte Bancaire (visa listed first, the tie goes to it)', () => {
    expect(cardDetails(withNumber('4'), options).brand).toBe('visa');
    expect(cardDetails(withNumber('5555'), options).brand).toBe('mc');
  });

  it('a brand the page does not accept is detected as unsupported, as soon as it is known', () => {
    const details = cardDetails(withNumber('1234'), options);
    expect(details.brand).toBeNull();
    expect(details.unsupportedBrand).toBe('uatp');
    expect(fieldError('cardNumber', withNumber('1'), details, options)?.code).toBe('cc.num.903');
  });

  it('a number without a known brand yet is neither', () => {
    const details = cardDetails(withNumber('9'), options);
    expect(details).toMatchObject({ brand: null, unsupportedBrand: null });
  });
});

describe('fields shown and optional', () => {
  it('shows every field of the page by default, with the state list for the US', () => {
    const details = cardDetails(empty, options);
    const shown = CARD_FORM_FIELDS.filter((field) => isFieldShown(field, details, options));
    const notShown = ['socialSecurityNumber', 'taxNumber', 'password'];
    expect(shown).toEqual(CARD_FORM_FIELDS.filter((field) => !notShown.includes(field)));
  });

  it('hides the holder name and address when not configured', () => {
    const bare = { ...options, hasHolderName: false, billingAddressRequired: false };
    const details = cardDetails(empty, bare);
    const shown = CARD_FORM_FIELDS.filter((field) => isFieldShown(field, details, bare));
    expect(shown).toEqual(['cardNumber', 'expiryDate', 'securityCode']);
  });

  it('hides the security code for Bancontact and with hideCVC; Maestro makes it optional', () => {
    expect(isFieldShown('securityCode', cardDetails(withNumber('6703'), options), options)).toBe(
      false,
    );
    const hidden = { ...options, hideCVC: true };
    expect(isFieldShown('securityCode', cardDetails(withNumber('4111'), hidden), hidden)).toBe(
      false,
    );
    const maestro = cardDetails(withNumber('6759'), options);
    expect(isFieldOptional('securityCode', maestro, options)).toBe(true);
    expect(maestro.securityCode).toMatchObject({ label: 'CVC', length: 3, policy: 'optional' });
  });

  it('amex has a 4-digit CID', () => {
    expect(cardDetails(withNumber('37'), options).securityCode).toEqual({
      label: 'CID',
      length: 4,
      policy: 'required',
    });
  });

  it.each([
    ['auto', '4539500000000001', BRAZIL, true],
    ['auto', '4111111111111111', null, false],
    // Not guessed by brand: an Elo card without the lookup's word does not ask for it.
    ['auto', '5066991111111118', null, false],
    ['show', '4111111111111111', null, true],
    ['hide', '4539500000000001', BRAZIL, false],
  ] as const)('CPF/CNPJ in %s mode for %s (lookup %j): %s', (mode, number, answer, shown) => {
    const config = { ...options, socialSecurityNumberMode: mode };
    const values = looked(withNumber(number), answer);
    expect(isFieldShown('socialSecurityNumber', cardDetails(values, config), config)).toBe(shown);
  });

  it.each([
    ['US', true, true],
    ['CA', true, true],
    ['AU', true, true],
    ['BR', false, true],
    ['NL', false, false],
    ['GB', false, false],
  ])('in %s the house number is optional: %s; a state list: %s', (country, optional, states) => {
    const values = { ...empty, billingAddress: { ...empty.billingAddress, country } };
    const details = cardDetails(values, options);
    expect(isFieldOptional('houseNumberOrName', details, options)).toBe(optional);
    expect(isFieldShown('stateOrProvince', details, options)).toBe(states);
  });
});

describe('field errors', () => {
  const errorOf = (field: Parameters<typeof fieldError>[0], values: CardFormValues) =>
    fieldError(field, values, cardDetails(values, options), options);

  it.each([
    ['', 'cc.num.900', 'Enter the card number'],
    ['4111 1111 1111', 'cc.num.901', 'Enter the complete card number'],
    ['4111 1111 1111 1112', 'cc.num.902', 'Check the card number'],
    ['1234 5678 9012 345', 'cc.num.903', "We don't accept this card type"],
  ])('card number %j → %s', (number, code, message) => {
    expect(errorOf('cardNumber', withNumber(number))).toEqual({ code, message });
  });

  it.each([
    ['', 'cc.dat.910', 'Enter the expiry date'],
    ['13/30', 'cc.dat.911', 'Enter a valid expiry date (MM/YY)'],
    ['01/25', 'cc.dat.912', 'This card has expired'],
    ['12/60', 'cc.dat.913', 'This expiry date is too far in the future'],
  ])('expiry %j → %s', (expiryDate, code, message) => {
    expect(errorOf('expiryDate', { ...empty, card: framesFor({ expiryDate }) })).toEqual({
      code,
      message,
    });
  });

  it('names a half-typed field’s frame report (err.gen.9100) as the form always has', () => {
    expect(errorOf('cardNumber', withNumber('4111 11'))).toEqual({
      code: 'cc.num.901',
      message: 'Enter the complete card number',
    });
    expect(errorOf('expiryDate', { ...empty, card: framesFor({ expiryDate: '03/3' }) })).toEqual({
      code: 'cc.dat.911',
      message: 'Enter a valid expiry date (MM/YY)',
    });
  });

  it('security code: empty (920), too short for the brand (921, 4 digits for amex)', () => {
    expect(errorOf('securityCode', withCard({ securityCode: '' }))?.code).toBe('cc.cvc.920');
    expect(errorOf('securityCode', withCard({ securityCode: '73' }))).toEqual({
      code: 'cc.cvc.921',
      message: 'Enter the 3-digit security code',
      values: { digits: 3 },
    });
    expect(
      errorOf('securityCode', withCard({ cardNumber: '370000000000002', securityCode: '737' })),
    ).toEqual({
      code: 'cc.cvc.921',
      message: 'Enter the 4-digit security code',
      values: { digits: 4 },
    });
  });

  it('holder name blank (required on this page)', () => {
    expect(errorOf('holderName', { ...filled, holderName: '   ' })).toEqual({
      code: 'creditCard.holderName.invalid',
      message: 'Enter the name on the card',
    });
  });

  it('CPF/CNPJ: blank is fine, an incomplete number is not', () => {
    const elo = looked(withCard({ cardNumber: '4539500000000001' }), BRAZIL);
    expect(errorOf('socialSecurityNumber', elo)).toBeNull();
    expect(
      errorOf('socialSecurityNumber', { ...elo, socialSecurityNumber: '123.456.789-0' }),
    ).toEqual({
      code: 'boleto.socialSecurityNumber.invalid',
      message: 'Enter a valid CPF or CNPJ number',
    });
  });

  it('address: each required field named, the postal code with its format hint', () => {
    const details = cardDetails(empty, options);
    const messages = (
      ['street', 'houseNumberOrName', 'city', 'stateOrProvince', 'postalCode'] as const
    ).map((field) => fieldError(field, empty, details, options)?.message ?? null);
    expect(messages).toEqual([
      'Enter the street address',
      null,
      'Enter the city',
      'Select the state',
      'Enter a 5-digit ZIP code, like 94105',
    ]);
    const canada = { ...empty, billingAddress: { ...empty.billingAddress, country: 'CA' } };
    expect(
      fieldError('stateOrProvince', canada, cardDetails(canada, options), options)?.message,
    ).toBe('Select the province');
    const dutch = { ...empty, billingAddress: { ...empty.billingAddress, country: 'NL' } };
    expect(
      fieldError('houseNumberOrName', dutch, cardDetails(dutch, options), options)?.message,
    ).toBe('Enter the house number');
  });
});

describe('form validity (§4)', () => {
  it('is valid only when every field is', () => {
    expect(validateCardForm(filled, options).isValid).toBe(true);
    expect(validateCardForm(empty, options).isValid).toBe(false);
    expect(
      validateCardForm(
        { ...filled, billingAddress: { ...filled.billingAddress, city: ' ' } },
        options,
      ).isValid,
    ).toBe(false);
  });

  it('is never valid with an unsupported brand', () => {
    const result = validateCardForm(withCard({ cardNumber: '1234 5678 9012 3452' }), options);
    expect(result.isValid).toBe(false);
    expect(result.valid.cardNumber).toBe(false);
  });

  it('counts a hidden security code as valid, and an empty optional one', () => {
    const bancontact = validateCardForm(
      withCard({ cardNumber: '6703444444444449', securityCode: '' }),
      options,
    );
    expect(bancontact.valid.securityCode).toBe(true);
    expect(bancontact.isValid).toBe(true);
    const maestro = validateCardForm(
      withCard({ cardNumber: '6759649826438453', securityCode: '' }),
      options,
    );
    expect(maestro.valid.securityCode).toBe(true);
    expect(
      validateCardForm(withCard({ cardNumber: '6759649826438453', securityCode: '7' }), options)
        .valid.securityCode,
    ).toBe(false);
  });
});

describe('focus and live errors', () => {
  it('after the number focus goes to the next field neither optional nor hidden', () => {
    expect(nextRequiredField('cardNumber', cardDetails(empty, options), options)).toBe(
      'expiryDate',
    );
    const hiddenExpiry = { ...cardDetails(empty, options), expiryDatePolicy: 'hidden' as const };
    expect(nextRequiredField('cardNumber', hiddenExpiry, options)).toBe('securityCode');
    const maestroWithoutExpiry = {
      ...cardDetails(withNumber('6759'), options),
      expiryDatePolicy: 'hidden' as const,
    };
    // The optional security code and the optional CPF are skipped: the country comes next.
    expect(nextRequiredField('cardNumber', maestroWithoutExpiry, options)).toBe('country');
  });

  it('shows what the frame shows while typing (903, a complete wrong value); the rest waits for blur', () => {
    const typing = (typed: Typed): CardFormValues => ({ ...empty, card: framesFor(typed, true) });
    const shows = (field: 'cardNumber' | 'expiryDate', values: CardFormValues) => {
      const error = fieldError(field, values, cardDetails(values, options), options);
      return error !== null && showsWhileTyping(field, error, values);
    };
    expect(shows('cardNumber', typing({ cardNumber: '1' }))).toBe(true);
    expect(shows('cardNumber', typing({ cardNumber: '4111 1111' }))).toBe(false);
    expect(shows('cardNumber', typing({ cardNumber: '4111 1111 1111 1111 112' }))).toBe(true);
    expect(shows('expiryDate', typing({ expiryDate: '01/25' }))).toBe(true);
    expect(shows('expiryDate', typing({ expiryDate: '01/2' }))).toBe(false);
  });
});

describe('payment data', () => {
  it('is the frames’ blobs with the cleaned billing address', () => {
    const values: CardFormValues = {
      ...filled,
      holderName: ' Sam  Rivera ',
      billingAddress: {
        ...filled.billingAddress,
        street: '  500   Market St!',
        postalCode: '94105 ',
      },
    };
    const data = cardPaymentData(values, cardDetails(values, options), {
      ...options,
      storeDetailsShown: true,
    });
    expect(data).toEqual({
      paymentMethod: {
        type: 'scheme',
        holderName: 'Sam  Rivera',
        encryptedCardNumber: 'jwe(4111111111111111)',
        encryptedExpiryMonth: 'jwe(03)',
        encryptedExpiryYear: 'jwe(2030)',
        encryptedSecurityCode: 'jwe(737)',
        brand: 'visa',
      },
      billingAddress: {
        street: '500 Market St',
        houseNumberOrName: '',
        postalCode: '94105',
        city: 'San Francisco',
        stateOrProvince: 'CA',
        country: 'US',
      },
      storePaymentMethod: true,
    });
  });

  it.each([
    ['CA', 'k1a-0b1', 'K1A 0B1'],
    ['NL', '1234ab', '1234 AB'],
    ['SK', '81101', '811 01'],
  ] as const)(
    'sends a %s postal code typed %j in its canonical form %j',
    (country, typed, canonical) => {
      const values: CardFormValues = {
        ...filled,
        billingAddress: { ...filled.billingAddress, country, postalCode: typed },
      };
      const details = cardDetails(values, options);
      expect(validateCardForm(values, options).errors.postalCode).toBeUndefined();
      expect(
        cardPaymentData(values, details, { ...options, storeDetailsShown: false }).billingAddress
          ?.postalCode,
      ).toBe(canonical);
    },
  );

  it('sends N/A for a country without states, no security code when hidden, no storePaymentMethod when not offered', () => {
    const values: CardFormValues = {
      ...withCard({ cardNumber: '6703444444444449', securityCode: '737' }),
      billingAddress: { ...filled.billingAddress, country: 'NL', stateOrProvince: '' },
    };
    const data = cardPaymentData(values, cardDetails(values, options), {
      ...options,
      storeDetailsShown: false,
    });
    expect(data.paymentMethod.encryptedSecurityCode).toBeUndefined();
    expect(data.paymentMethod.brand).toBe('bcmc');
    expect(data.billingAddress?.stateOrProvince).toBe('N/A');
    expect(data).not.toHaveProperty('storePaymentMethod');
  });

  it('sends a two-digit expiry year as 20YY', () => {
    const values = withCard({ expiryDate: '03/39' });
    const data = cardPaymentData(values, cardDetails(values, options), {
      ...options,
      storeDetailsShown: false,
    });
    expect(data.paymentMethod.encryptedExpiryYear).toBe('jwe(2039)');
  });
});

describe('the bin lookup', () => {
  it('a dual-brand card: the lead first, the payer’s choice is the brand paid with', () => {
    const card = withCard({ cardNumber: '4035501000000008' });
    const lead = cardDetails(looked(card, CB_VISA), options);
    expect(lead).toMatchObject({ brand: 'cartebancaire', dualBrands: ['cartebancaire', 'visa'] });
    const chosen = looked(card, CB_VISA, 'visa');
    const details = cardDetails(chosen, options);
    expect(details.brand).toBe('visa');
    const data = cardPaymentData(chosen, details, { ...options, storeDetailsShown: false });
    expect(data.paymentMethod.brand).toBe('visa');
    expect(validateCardForm(chosen, options).isValid).toBe(true);
  });

  it('the chosen brand’s policies apply: Bancontact hides the security code, Maestro asks for it', () => {
    const card = withCard({ cardNumber: '6703444444444449', securityCode: '' });
    const bcmc = cardDetails(looked(card, BCMC_MAESTRO), options);
    expect(bcmc.securityCode.policy).toBe('hidden');
    const maestro = cardDetails(looked(card, BCMC_MAESTRO, 'maestro'), options);
    expect(maestro).toMatchObject({ brand: 'maestro', securityCode: { policy: 'optional' } });
    const hidden = cardDetails(looked(card, BCMC_MAESTRO, 'maestro'), {
      ...options,
      hideCVC: true,
    });
    expect(hidden.securityCode.policy).toBe('hidden');
  });

  it('an empty answer resets the brand; a brand the rules do not know is unrecognised-single-brand', () => {
    const card = withNumber('4999990000000007');
    expect(cardDetails(card, options).brand).toBe('visa');
    const reset = cardDetails(
      looked(card, { brands: [], showSocialSecurityNumber: false }),
      options,
    );
    expect(reset).toMatchObject({ brand: null, unsupportedBrand: null, dualBrands: [] });
    const unknown = cardDetails(
      looked(card, {
        brands: [lookupBrand('plastix', { supported: false })],
        showSocialSecurityNumber: false,
      }),
      options,
    );
    expect(unknown).toMatchObject({
      type: 'unrecognised-single-brand',
      brand: null,
      unsupportedBrand: 'plastix',
    });
  });

  it('applies only to the BIN it was made for (another card typed since: the rules decide)', () => {
    const visa = withNumber('4111111111111111');
    const stale = { ...visa, binLookup: { bin: '403550', answer: CB_VISA } };
    expect(cardDetails(stale, options)).toMatchObject({ brand: 'visa', dualBrands: [] });
  });

  it('takes the Luhn check and the number length for the number frame', () => {
    const details = cardDetails(looked(withNumber('4035501000000008'), CB_VISA), options);
    expect(details).toMatchObject({ enableLuhnCheck: true, panLength: 16 });
  });
});

describe('Korean authentication', () => {
  const korean = { ...options, koreanAuthenticationRequired: true };
  const card = withCard({ cardNumber: '4561000000000003' });

  it.each([
    ['required, issued in KR', korean, KOREA, true],
    ['required, no lookup, the country KR', { ...korean, countryCode: 'KR' }, null, true],
    ['required, issued in BR, the country KR', { ...korean, countryCode: 'KR' }, BRAZIL, false],
    ['not required, issued in KR', options, KOREA, false],
  ] as const)('%s → the fields show: %s', (_name, config, answer, shown) => {
    const details = cardDetails(looked(card, answer), config);
    expect(details.hasKoreanFields).toBe(shown);
    expect(isFieldShown('taxNumber', details, config)).toBe(shown);
    expect(isFieldShown('password', details, config)).toBe(shown);
  });

  it('asks for both, 6 or 10 digits of tax number and the password, then sends them', () => {
    const values = looked(card, KOREA);
    const errors = validateCardForm(values, korean).errors;
    expect(errors.taxNumber).toEqual({
      code: 'creditCard.taxNumber.invalid',
      message: 'Enter your date of birth (YYMMDD) or 10-digit business number',
    });
    expect(errors.password?.code).toBe('kcp.pwd.940');
    expect(
      validateCardForm({ ...values, taxNumber: '9001311' }, korean).errors.taxNumber,
    ).toBeDefined();
    const done: CardFormValues = {
      ...values,
      taxNumber: '900131',
      card: {
        ...values.card,
        password: { errorCode: '', filled: true, valid: true },
        encrypted: { ...values.card.encrypted, encryptedPassword: 'jwe(12)' },
      },
    };
    const validation = validateCardForm(done, korean);
    expect(validation.isValid).toBe(true);
    const data = cardPaymentData(done, validation.details, { ...korean, storeDetailsShown: false });
    expect(data.paymentMethod).toMatchObject({ encryptedPassword: 'jwe(12)', taxNumber: '900131' });
  });

  it('a card not Korean sends neither and needs neither', () => {
    const values = looked(card, BRAZIL);
    const validation = validateCardForm(values, korean);
    expect(validation.errors.taxNumber).toBeUndefined();
    expect(validation.valid.password).toBe(true);
    const data = cardPaymentData(values, validation.details, {
      ...korean,
      storeDetailsShown: false,
    });
    expect(data.paymentMethod).not.toHaveProperty('taxNumber');
    expect(data.paymentMethod).not.toHaveProperty('encryptedPassword');
  });
});
