import { describe, expect, it } from 'vitest';
import type { StoredCard } from '../../rules';
import {
  chooseStoredCard,
  storedCardFormState,
  storedCardPaymentData,
  storedCardSecurityCode,
  storedCardSummary,
  storedCardWidgetState,
} from './stored-card-form-state';

const visa: StoredCard = {
  id: 'sc_visa',
  brand: 'visa',
  lastFour: '1111',
  expiryMonth: '03',
  expiryYear: '2030',
  holderName: 'Jo Shopper',
  supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
};
const amexContAuth: StoredCard = {
  ...visa,
  id: 'sc_amex',
  brand: 'amex',
  lastFour: '0002',
  supportedShopperInteractions: ['ContAuth'],
};
const bcmc: StoredCard = { ...visa, id: 'sc_bcmc', brand: 'bcmc', lastFour: '4449' };
const cards = [visa, amexContAuth, bcmc];

describe('chooseStoredCard (§5: the card mounted, Ecommerce only)', () => {
  it.each([
    ['sc_visa', cards, 'sc_visa', null],
    ['sc_amex', cards, 'sc_amex', 'notEcommerce'],
    ['sc_other', cards, null, 'unknown'],
    ['sc_visa', undefined, null, 'unknown'],
    ['sc_visa', [{ ...visa, lastFour: 1111 }], null, 'unknown'],
    ['sc_visa', [{ ...visa, supportedShopperInteractions: 'Ecommerce' }], null, 'unknown'],
  ] as const)('%s among %j → %s, problem %s', (id, list, chosen, problem) => {
    const choice = chooseStoredCard({
      storedPaymentMethodId: id,
      storedPaymentMethods: list as readonly StoredCard[] | undefined,
    });
    expect(choice.card?.id ?? null).toBe(chosen);
    expect(choice.problem).toBe(problem);
  });
});

describe('storedCardSecurityCode (§3 hideCVC, hasCVC; §5 bcmc has none)', () => {
  it.each([
    [visa, {}, 'required', 3, 'CVV'],
    [amexContAuth, {}, 'required', 4, 'CID'],
    [bcmc, {}, 'hidden', 3, undefined],
    [visa, { hideCVC: true }, 'hidden', 3, 'CVV'],
    [visa, { hasCVC: false }, 'hidden', 3, 'CVV'],
    [visa, { hasCVC: true, hideCVC: false }, 'required', 3, 'CVV'],
  ] as const)('%j with %j → %s, %i digits', (card, options, policy, length, label) => {
    const spec = storedCardSecurityCode(card, options);
    expect(spec.policy).toBe(policy);
    expect(spec.length).toBe(length);
    if (label) expect(spec.label).toBe(label);
  });
});

describe('storedCardSummary (§2: brand, last four, read-only expiry as month / year)', () => {
  it('shows •••• and the last four, the expiry as MM / YY', () => {
    expect(storedCardSummary(visa)).toEqual({
      brand: 'visa',
      number: '•••• 1111',
      expiry: '03 / 30',
    });
    expect(storedCardSummary({ ...visa, expiryMonth: '8', expiryYear: '29' }).expiry).toBe(
      '08 / 29',
    );
  });
});

describe('storedCardFormState (the security code frame’s report)', () => {
  const frame = (errorCode: string, filled: boolean, valid: boolean) => ({
    errorCode,
    filled,
    valid,
  });
  it.each([
    ['empty, required', 'required', frame('', false, false), 'cc.cvc.920', false],
    ['half typed', 'required', frame('err.gen.9100', true, false), 'cc.cvc.921', false],
    ['complete', 'required', frame('', true, true), null, true],
    ['empty, optional', 'optional', frame('', false, false), null, true],
    ['empty, hidden', 'hidden', frame('', false, false), null, true],
  ] as const)('%s → %s', (_, policy, report, code, valid) => {
    const state = storedCardFormState(visa, policy, report);
    expect(state.error?.code ?? null).toBe(code);
    expect(state.valid).toBe(valid);
  });

  it('names the brand’s digits in the incomplete error (amex: 4)', () => {
    const state = storedCardFormState(amexContAuth, 'required', frame('err.gen.9100', true, false));
    expect(state.error?.values).toEqual({ digits: 4 });
  });
});

describe('storedCardPaymentData (§3: storedPaymentMethodId, the security code only)', () => {
  it('sends the id, the brand and the security code’s blob — no number, no expiry', () => {
    const data = storedCardPaymentData(visa, 'required', 'jwe.code');
    expect(data).toEqual({
      paymentMethod: {
        type: 'scheme',
        storedPaymentMethodId: 'sc_visa',
        brand: 'visa',
        encryptedSecurityCode: 'jwe.code',
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/encryptedCardNumber|encryptedExpiry|holderName/);
  });

  it('leaves the code out when hidden, or when none was given', () => {
    expect(storedCardPaymentData(visa, 'hidden', 'jwe.code').paymentMethod).not.toHaveProperty(
      'encryptedSecurityCode',
    );
    expect(storedCardPaymentData(visa, 'optional', undefined).paymentMethod).not.toHaveProperty(
      'encryptedSecurityCode',
    );
  });
});

describe('storedCardWidgetState (§3 onChange: the security code is the one field)', () => {
  const report = (filled: boolean, valid: boolean) => ({ errorCode: '', filled, valid });
  const data = storedCardPaymentData(visa, 'required', 'eyJ.a.b.c.d');
  it.each([
    ['loading, empty, not shown', 'loading', report(false, false), false, false, {}],
    ['ready, empty, not shown', 'ready', report(false, false), false, false, {}],
    [
      'ready, empty, shown',
      'ready',
      report(false, false),
      true,
      false,
      { securityCode: 'cc.cvc.920' },
    ],
    ['ready, complete', 'ready', report(true, true), true, true, {}],
    ['loading, complete', 'loading', report(true, true), false, false, {}],
  ] as const)('%s → isValid %s', (_, status, frame, shown, isValid, errors) => {
    const form = storedCardFormState(visa, 'required', frame);
    const state = storedCardWidgetState(visa, 'required', status, form, shown, data);
    expect(state.isValid).toBe(isValid);
    expect(
      Object.fromEntries(Object.entries(state.errors).map(([field, e]) => [field, e?.errorCode])),
    ).toEqual(errors);
    expect(state.valid.securityCode).toBe(form.valid);
    expect(state.valid.cardNumber).toBe(true);
    expect(state.isSfpValid).toBe(form.valid);
    expect(state).toMatchObject({
      status,
      brand: 'visa',
      cvcPolicy: 'required',
      expiryDatePolicy: 'hidden',
      type: 'scheme',
      hasKoreanFields: false,
      dualBrands: [],
      detectedUnsupportedBrands: [],
    });
    expect(state.data).toEqual(data);
  });

  it('the error object names the field with its message (§3 { field, errorMessage, errorCode })', () => {
    const form = storedCardFormState(amexContAuth, 'required', report(true, false));
    const state = storedCardWidgetState(amexContAuth, 'required', 'ready', form, true, data);
    expect(state.errors.securityCode).toMatchObject({
      field: 'securityCode',
      errorCode: form.error?.code,
    });
    expect(state.errors.securityCode?.errorMessage).toMatch(/\S/);
  });
});
