import { describe, expect, it } from 'vitest';
import {
  API_ERRORS,
  callFailedMessage,
  CARD_FIELD_ERRORS,
  cardFieldErrorMessage,
  CheckoutError,
  ERROR_KINDS,
  ERRORS_NOT_ANNOUNCED_ON_CHANGE,
  FORM_FIELD_ERRORS,
  REDIRECT_ERROR,
  serviceUnavailableMessage,
  THREEDS2_ERRORS,
  WIDGET_ERROR_MESSAGES,
} from './errors';

describe('CARD_FIELD_ERRORS', () => {
  it('has exactly the card-field codes of the spec', () => {
    expect(Object.keys(CARD_FIELD_ERRORS).sort()).toEqual(
      [
        'err.gen.9100',
        'err.gen.9101',
        'cc.num.900',
        'cc.num.901',
        'cc.num.902',
        'cc.num.903',
        'cc.dat.910',
        'cc.dat.911',
        'cc.dat.912',
        'cc.dat.913',
        'cc.dat.914',
        'cc.mth.915',
        'cc.yr.917',
        'cc.yr.918',
        'cc.cvc.920',
        'cc.cvc.921',
        'kcp.pwd.940',
        'kcp.pwd.941',
      ].sort(),
    );
  });

  it.each(Object.entries({ ...CARD_FIELD_ERRORS, ...FORM_FIELD_ERRORS }))(
    '%s reads as a short sentence without a full stop: %j',
    (_code, message) => {
      expect(message).toMatch(/^[A-Z][^.]*[^.\s]$/);
      expect(message.length).toBeLessThanOrEqual(64);
    },
  );

  it.each([
    ['cc.num.900', null, 'Enter the card number'],
    ['cc.num.902', null, 'Check the card number'],
    ['cc.num.903', 'visa', "We don't accept this card type"],
    ['cc.dat.910', null, 'Enter the expiry date'],
    ['cc.dat.912', null, 'This card has expired'],
    ['cc.cvc.921', 'visa', 'Enter the 3-digit security code'],
    ['cc.cvc.921', 'amex', 'Enter the 4-digit security code'],
    ['cc.cvc.921', null, 'Enter the 3-digit security code'],
    ['cc.cvc.920', 'amex', 'Enter the security code'],
    ['nope', null, undefined],
  ])('%s for %s → %j', (code, brand, message) => {
    expect(cardFieldErrorMessage(code, brand)).toBe(message);
  });
});

describe('the other tables', () => {
  it('has every 3DS code of the spec', () => {
    expect(Object.keys(THREEDS2_ERRORS).map(Number)).toEqual([
      700, 701, 702, 703, 704, 705, 800, 801, 802, 803, 804, 805,
    ]);
    expect(THREEDS2_ERRORS[701]).toBe('Missing token property from threeDS2 action');
  });

  it('maps the API codes to their calls', () => {
    expect(
      Object.fromEntries(Object.entries(API_ERRORS).map(([code, e]) => [code, e.call])),
    ).toEqual({
      620: 'makePayments',
      621: 'submitPaymentDetails',
      622: 'submitThreeDS2Fingerprint',
      623: 'createOrder',
    });
    expect(REDIRECT_ERROR.code).toBe(600);
  });

  it('has the seven error kinds', () => {
    expect(Object.keys(ERROR_KINDS)).toEqual([
      'NETWORK_ERROR',
      'CANCEL',
      'IMPLEMENTATION_ERROR',
      'API_ERROR',
      'ERROR',
      'SCRIPT_ERROR',
      'SDK_ERROR',
    ]);
  });

  it('quotes the widget messages of the spec', () => {
    expect(WIDGET_ERROR_MESSAGES.framesLoadFailed).toBe(
      'secured field iframes have failed to load',
    );
    expect(WIDGET_ERROR_MESSAGES.framesConfigFailed).toBe(
      'secured fields have failed to configure',
    );
    expect(serviceUnavailableMessage('https://x.test/a')).toBe(
      'Service at https://x.test/a is not available',
    );
    expect(callFailedMessage('https://x.test/a')).toBe('Call to https://x.test/a failed');
  });

  it('keeps the expiry and unsupported-card errors out of the live announcements', () => {
    expect([...ERRORS_NOT_ANNOUNCED_ON_CHANGE].sort()).toEqual([
      'cc.dat.912',
      'cc.dat.913',
      'cc.dat.914',
      'cc.num.903',
    ]);
  });

  it.each([
    ['CARD_FIELD_ERRORS', CARD_FIELD_ERRORS],
    ['FORM_FIELD_ERRORS', FORM_FIELD_ERRORS],
    ['THREEDS2_ERRORS', THREEDS2_ERRORS],
    ['API_ERRORS', API_ERRORS],
    ['API_ERRORS[620]', API_ERRORS[620]],
    ['REDIRECT_ERROR', REDIRECT_ERROR],
    ['ERROR_KINDS', ERROR_KINDS],
    ['WIDGET_ERROR_MESSAGES', WIDGET_ERROR_MESSAGES],
    ['ERRORS_NOT_ANNOUNCED_ON_CHANGE', ERRORS_NOT_ANNOUNCED_ON_CHANGE],
  ])('%s is frozen', (_name, table) => {
    expect(Object.isFrozen(table)).toBe(true);
  });
});

describe('CheckoutError', () => {
  it('carries its kind, a default message and a cause', () => {
    const cause = new Error('socket hang up');
    const error = new CheckoutError('NETWORK_ERROR', undefined, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CheckoutError');
    expect(error.kind).toBe('NETWORK_ERROR');
    expect(error.message).toBe('A network call failed');
    expect(error.cause).toBe(cause);
    expect(new CheckoutError('CANCEL', 'UI dismissed').message).toBe('UI dismissed');
  });
});
