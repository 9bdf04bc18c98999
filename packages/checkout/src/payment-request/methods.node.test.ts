import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../models/payment-request';
import {
  allowedPaymentOptions,
  breadcrumbSubStep,
  canContinue,
  initialMethodSelection,
  optionForStep,
  PAYMENT_OPTIONS,
  paymentMethodMenu,
  reduceMethodSelection,
  stepForOption,
  transferPanelTitle,
  visibleOptions,
  type PaymentOption,
} from './methods';

const req = (
  paymentMethod: string[],
  type = 'ADYEN',
): Pick<PaymentRequest, 'paymentMethod' | 'processor'> => ({
  paymentMethod,
  processor: { type },
});

describe('allowedPaymentOptions', () => {
  it.each<[string[], string, PaymentOption[]]>([
    [['Card', 'PayByBank', 'ACH', 'PayByWire'], 'ADYEN', ['card', 'bank', 'ach', 'wire']],
    [['PayByWire', 'ACH', 'PayByBank', 'Card'], 'ADYEN', ['card', 'bank', 'ach', 'wire']],
    [['PayByCard'], 'ADYEN', ['card']],
    [['Card', 'PayByCard'], 'ADYEN', ['card']],
    [['Card', 'PayByBank'], 'STRIPE', ['bank']],
    [['PayByCard'], 'STRIPE', []],
    [['ACH'], 'ADYEN', ['ach']],
    [['PayByACH'], 'ADYEN', ['ach']],
    [['PayByWire'], 'ADYEN', ['wire']],
    [['Crypto'], 'ADYEN', []],
    [[], 'ADYEN', []],
  ])('flags %j with %s → %j', (flags, processor, options) => {
    expect(allowedPaymentOptions(req(flags, processor))).toEqual(options);
  });
});

describe('paymentMethodMenu', () => {
  it('hides ACH and wire behind More options when card or bank is allowed', () => {
    expect(paymentMethodMenu(req(['Card', 'ACH', 'PayByWire']))).toEqual({
      primary: ['card'],
      more: ['ach', 'wire'],
      defaultOption: 'card',
    });
    expect(paymentMethodMenu(req(['PayByBank', 'PayByWire']))).toEqual({
      primary: ['bank'],
      more: ['wire'],
      defaultOption: 'bank',
    });
  });

  it('shows ACH and wire at once when they are all there is', () => {
    expect(paymentMethodMenu(req(['ACH', 'PayByWire']))).toEqual({
      primary: ['ach', 'wire'],
      more: [],
      defaultOption: 'ach',
    });
    // A card flag under STRIPE does not count: card is not offered.
    expect(paymentMethodMenu(req(['Card', 'PayByWire'], 'STRIPE'))).toEqual({
      primary: ['wire'],
      more: [],
      defaultOption: 'wire',
    });
  });

  it('has no default when nothing is allowed (Continue stays disabled)', () => {
    const menu = paymentMethodMenu(req([]));
    expect(menu.defaultOption).toBeNull();
    expect(canContinue(initialMethodSelection(menu))).toBe(false);
  });
});

describe('method selection', () => {
  const menu = paymentMethodMenu(req(['Card', 'PayByBank', 'ACH', 'PayByWire']));
  const initial = initialMethodSelection(menu);

  it('starts collapsed on the default, which allows Continue', () => {
    expect(initial).toEqual({ expanded: false, selected: 'card' });
    expect(visibleOptions(menu, initial)).toEqual(['card', 'bank']);
    expect(canContinue(initial)).toBe(true);
  });

  it('selects only listed options', () => {
    expect(reduceMethodSelection(menu, initial, { type: 'select', option: 'bank' }).selected).toBe(
      'bank',
    );
    expect(reduceMethodSelection(menu, initial, { type: 'select', option: 'wire' })).toBe(initial);
  });

  it('expands to list ACH and wire; collapsing resets to the default', () => {
    const expanded = reduceMethodSelection(menu, initial, { type: 'expand' });
    expect(visibleOptions(menu, expanded)).toEqual(['card', 'bank', 'ach', 'wire']);
    const wire = reduceMethodSelection(menu, expanded, { type: 'select', option: 'wire' });
    expect(wire.selected).toBe('wire');
    const bank = reduceMethodSelection(menu, expanded, { type: 'select', option: 'bank' });
    expect(reduceMethodSelection(menu, wire, { type: 'collapse' })).toEqual(initial);
    expect(reduceMethodSelection(menu, bank, { type: 'collapse' })).toEqual(initial);
  });

  it('does not expand when there is nothing more', () => {
    const only = paymentMethodMenu(req(['Card']));
    const start = initialMethodSelection(only);
    expect(reduceMethodSelection(only, start, { type: 'expand' })).toBe(start);
  });
});

describe('steps and labels', () => {
  it.each<[PaymentOption, string, string]>([
    ['card', 'payByCard', 'Card payment'],
    ['bank', 'payByBank', 'Bank payment'],
    ['ach', 'payByACH', 'ACH payment'],
    ['wire', 'payByWire', 'Wire payment'],
  ])('%s → step %s, breadcrumb %s', (option, step, label) => {
    expect(stepForOption(option)).toBe(step);
    expect(optionForStep(stepForOption(option))).toBe(option);
    expect(breadcrumbSubStep(stepForOption(option))).toBe(label);
  });

  it('has no sub-step while choosing', () => {
    expect(breadcrumbSubStep('selectPaymentMethod')).toBeNull();
    expect(optionForStep('selectPaymentMethod')).toBeNull();
  });

  it('titles the transfer panel by step', () => {
    expect(transferPanelTitle('payByWire')).toBe('Wire Transfer');
    expect(transferPanelTitle('payByACH')).toBe('ACH Transfer');
  });

  it('uses the spec’s option texts', () => {
    expect(PAYMENT_OPTIONS.card).toMatchObject({
      label: 'Credit or debit card',
      helper: 'Fastest payment processing',
    });
    expect(PAYMENT_OPTIONS.bank.label).toBe('Pay by bank');
    expect(PAYMENT_OPTIONS.wire.label).toBe('Wire transfer');
    for (const option of ['ach', 'wire'] as const) {
      expect(PAYMENT_OPTIONS[option].helper).toBe(
        'Routed via an intermediary account to keep information private',
      );
    }
  });
});
