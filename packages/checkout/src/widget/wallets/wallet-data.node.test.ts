import { describe, expect, it } from 'vitest';
import {
  SANDBOX_APPLE_PAY_CONTACT,
  SANDBOX_GOOGLE_PAY_ADDRESS,
  sandboxSheetResult,
} from './sandbox-sheet';
import {
  applePayAddress,
  googlePayAddress,
  sandboxAvailability,
  walletAuthorisationError,
  walletCancel,
  walletErrorText,
  walletPaymentData,
  walletScriptError,
} from './wallet-data';

const samRivera = {
  street: '500 Market St Suite 400',
  houseNumberOrName: 'ZZ',
  postalCode: '94105',
  city: 'San Francisco',
  stateOrProvince: 'CA',
  country: 'US',
  firstName: 'Sam',
  lastName: 'Rivera',
};

describe('wallet addresses (docs/widget.md#options)', () => {
  it.each([
    ['Apple Pay', applePayAddress(SANDBOX_APPLE_PAY_CONTACT)],
    ['Google Pay', googlePayAddress(SANDBOX_GOOGLE_PAY_ADDRESS)],
  ])('maps %s to houseNumberOrName ZZ with first and last name', (_, address) => {
    expect(address).toEqual(samRivera);
  });

  it.each([
    [{ name: 'Cher' }, { firstName: 'Cher', lastName: '' }],
    [{ name: '  Ana María  de la Cruz ' }, { firstName: 'Ana', lastName: 'María  de la Cruz' }],
    [{}, { firstName: '', lastName: '' }],
  ])('splits Google Pay name %j at the first space', (address, names) => {
    expect(googlePayAddress(address)).toMatchObject(names);
  });

  it.each([
    [applePayAddress({ countryCode: 'gb', addressLines: [' 1 High St ', ''] })],
    [googlePayAddress({ countryCode: 'gb', address1: ' 1 High St ', address2: '' })],
  ])('states N/A where there is no state, country upper-case, lines trimmed', (address) => {
    expect(address).toMatchObject({ stateOrProvince: 'N/A', country: 'GB', street: '1 High St' });
  });
});

describe('wallet payment data (§3)', () => {
  it('an Apple Pay sheet pays with its token and billing address', () => {
    expect(walletPaymentData(sandboxSheetResult('applepay'))).toEqual({
      paymentMethod: { type: 'applepay', applePayToken: 'sandbox' },
      billingAddress: samRivera,
    });
  });

  it('a Google Pay sheet pays with its token, card network and billing address', () => {
    expect(walletPaymentData(sandboxSheetResult('googlepay'))).toEqual({
      paymentMethod: { type: 'googlepay', googlePayToken: 'sandbox', googlePayCardNetwork: 'VISA' },
      billingAddress: samRivera,
    });
  });

  it('maps a delivery address too', () => {
    const data = walletPaymentData({
      wallet: 'applepay',
      token: 't',
      shippingContact: { givenName: 'Lee', familyName: 'Wong', countryCode: 'US' },
    });
    expect(data.deliveryAddress).toMatchObject({ firstName: 'Lee', houseNumberOrName: 'ZZ' });
    expect(data.billingAddress).toBeUndefined();
  });
});

describe('wallet errors (§8)', () => {
  it.each([
    ['applepay', 'UI dismissed'],
    ['googlepay', 'CANCELED'],
  ] as const)('%s: closing the sheet is a CANCEL (%s)', (wallet, message) => {
    expect(walletCancel(wallet)).toEqual({ name: 'CANCEL', message, errorType: wallet });
  });

  it('a script that failed to load is a SCRIPT_ERROR naming the wallet', () => {
    expect(walletScriptError('applepay')).toEqual({
      name: 'SCRIPT_ERROR',
      message: 'Apple Pay SDK failed to load',
      errorType: 'applepay',
    });
  });

  it.each([
    [
      undefined,
      'error.subtitle.payment',
      'The payment was not authorised. Try again, or pay another way.',
    ],
    [
      '  ',
      'error.subtitle.payment',
      'The payment was not authorised. Try again, or pay another way.',
    ],
    ['Card blocked', 'Card blocked', 'Card blocked'],
  ])('an authorisation error with message %j', (message, errorMessage, text) => {
    const error = walletAuthorisationError(message);
    expect(error).toEqual({
      intent: 'PAYMENT_AUTHORIZATION',
      reason: 'OTHER_ERROR',
      message: errorMessage,
    });
    expect(walletErrorText(error)).toBe(text);
  });

  it.each([
    [undefined, 'available'],
    ['paid', 'available'],
    ['authorisation-error', 'available'],
    ['unavailable', 'unavailable'],
    ['script-error', 'script-error'],
  ] as const)('sandbox outcome %s: the button is %s', (outcome, availability) => {
    expect(sandboxAvailability(outcome)).toBe(availability);
  });
});
