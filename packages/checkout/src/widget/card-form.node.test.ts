import { describe, expect, it } from 'vitest';
import { PAYER_PAGE_CARD_BRANDS } from './card-constants';
import {
  CARD_FORM_FIELDS,
  cardDetails,
  cardPaymentData,
  fieldError,
  isCardNumberComplete,
  isFieldOptional,
  isFieldShown,
  nextRequiredField,
  showsWhileTyping,
  validateCardForm,
  type CardFormOptions,
  type CardFormValues,
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

const empty: CardFormValues = {
  holderName: '',
  cardNumber: '',
  expiryDate: '',
  securityCode: '',
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
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '03/30',
  securityCode: '737',
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

const withNumber = (cardNumber: string, base = empty): CardFormValues => ({ ...base, cardNumber });

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
    expect(shown).toEqual(CARD_FORM_FIELDS.filter((field) => field !== 'socialSecurityNumber'));
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
    ['auto', '5066991111111118', true],
    ['auto', '4111111111111111', false],
    ['show', '4111111111111111', true],
    ['hide', '5066991111111118', false],
  ] as const)('CPF/CNPJ in %s mode for %s: %s', (mode, number, shown) => {
    const config = { ...options, socialSecurityNumberMode: mode };
    expect(
      isFieldShown('socialSecurityNumber', cardDetails(withNumber(number), config), config),
    ).toBe(shown);
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
    expect(errorOf('expiryDate', { ...empty, expiryDate })).toEqual({ code, message });
  });

  it('expires too soon (914) against the integrator minimum', () => {
    const config = { ...options, minimumExpiryDate: '06/27' };
    const values = { ...empty, expiryDate: '03/27' };
    expect(fieldError('expiryDate', values, cardDetails(values, config), config)?.code).toBe(
      'cc.dat.914',
    );
  });

  it('security code: empty (920), too short for the brand (921, 4 digits for amex)', () => {
    expect(errorOf('securityCode', { ...filled, securityCode: '' })?.code).toBe('cc.cvc.920');
    expect(errorOf('securityCode', { ...filled, securityCode: '73' })).toEqual({
      code: 'cc.cvc.921',
      message: 'Enter the 3-digit security code',
    });
    expect(
      errorOf('securityCode', { ...filled, cardNumber: '370000000000002', securityCode: '737' }),
    ).toEqual({ code: 'cc.cvc.921', message: 'Enter the 4-digit security code' });
  });

  it('holder name blank (required on this page)', () => {
    expect(errorOf('holderName', { ...filled, holderName: '   ' })).toEqual({
      code: 'creditCard.holderName.invalid',
      message: 'Enter the name on the card',
    });
  });

  it('CPF/CNPJ: blank is fine, an incomplete number is not', () => {
    const elo = { ...filled, cardNumber: '5066991111111118' };
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
    const result = validateCardForm({ ...filled, cardNumber: '1234 5678 9012 3452' }, options);
    expect(result.isValid).toBe(false);
    expect(result.valid.cardNumber).toBe(false);
  });

  it('counts a hidden security code as valid, and an empty optional one', () => {
    const bancontact = validateCardForm(
      { ...filled, cardNumber: '6703444444444449', securityCode: '' },
      options,
    );
    expect(bancontact.valid.securityCode).toBe(true);
    expect(bancontact.isValid).toBe(true);
    const maestro = validateCardForm(
      { ...filled, cardNumber: '6759649826438453', securityCode: '' },
      options,
    );
    expect(maestro.valid.securityCode).toBe(true);
    expect(
      validateCardForm({ ...filled, cardNumber: '6759649826438453', securityCode: '7' }, options)
        .valid.securityCode,
    ).toBe(false);
  });
});

describe('focus and live errors', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['4111 1111 1111 1', false],
    ['4111 1111 1111 1112', false],
    ['3700 000000 00002', true],
    ['4111 1111 1111 1', false],
  ])('%s is complete: %s', (number, complete) => {
    const values = withNumber(number);
    expect(isCardNumberComplete(values, cardDetails(values, options), options)).toBe(complete);
  });

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

  it('shows 903 and a full-length wrong number while typing; the rest waits for blur', () => {
    const unsupported = withNumber('1');
    const details = cardDetails(unsupported, options);
    const error = fieldError('cardNumber', unsupported, details, options);
    expect(error && showsWhileTyping('cardNumber', error, unsupported, details)).toBe(true);
    const short = withNumber('4111 1111');
    const shortError = fieldError('cardNumber', short, cardDetails(short, options), options);
    expect(
      shortError && showsWhileTyping('cardNumber', shortError, short, cardDetails(short, options)),
    ).toBe(false);
    const expired = { ...empty, expiryDate: '01/25' };
    const expiredError = fieldError('expiryDate', expired, cardDetails(expired, options), options);
    expect(
      expiredError &&
        showsWhileTyping('expiryDate', expiredError, expired, cardDetails(expired, options)),
    ).toBe(true);
    const partial = { ...empty, expiryDate: '01/2' };
    const partialError = fieldError('expiryDate', partial, cardDetails(partial, options), options);
    expect(
      partialError &&
        showsWhileTyping('expiryDate', partialError, partial, cardDetails(partial, options)),
    ).toBe(false);
  });
});

describe('payment data', () => {
  it('is the provider test format with the cleaned billing address', () => {
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
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
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
    'sends a %s postal code typed %j in its canonical form %j (issue 21)',
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
      ...filled,
      cardNumber: '6703444444444449',
      securityCode: '',
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

  it('sends a two-digit expiry year as 20YY (issue 21)', () => {
    const values: CardFormValues = { ...filled, expiryDate: '03/99' };
    const data = cardPaymentData(values, cardDetails(values, options), {
      ...options,
      storeDetailsShown: false,
    });
    expect(data.paymentMethod.encryptedExpiryYear).toBe('test_2099');
  });
});
