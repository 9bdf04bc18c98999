import { describe, expect, it } from 'vitest';
import {
  areInstalmentsInUse,
  areInstalmentsShown,
  initialInstalmentSelection,
  instalmentOptionsFor,
  instalmentPaymentData,
} from './instalments';

describe('areInstalmentsInUse', () => {
  it.each([
    [{ value: 1 }, false],
    [{ value: 2 }, true],
    [{ value: 12, plan: 'regular' }, true],
    [{ value: 1, plan: 'revolving' }, true],
    [{ value: 1, plan: 'regular' }, false],
    [{ value: 0 }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (selection, inUse) => {
    expect(areInstalmentsInUse(selection)).toBe(inUse);
  });
});

describe('instalmentOptionsFor', () => {
  const byBrand = {
    card: { values: [1, 2, 3] },
    visa: { values: [1, 3, 6, 9], preselectedValue: 6, plans: ['regular', 'revolving'] as const },
    mc: { values: [0, 2, 2, 1.5, 100, 4], preselectedValue: 5 },
  };
  it.each([
    ['visa', [1, 3, 6, 9], 6, ['regular', 'revolving']],
    ['amex', [1, 2, 3], undefined, undefined],
    [null, [1, 2, 3], undefined, undefined],
    ['mc', [2, 4], undefined, undefined],
  ])('brand %s → values %j, preselected %s, plans %j', (brand, values, preselected, plans) => {
    const options = instalmentOptionsFor(byBrand, brand);
    expect(options?.values).toEqual(values);
    expect(options?.preselectedValue).toBe(preselected);
    expect(options?.plans).toEqual(plans);
  });
  it('is null without options, or without card ones for a brand of none', () => {
    expect(instalmentOptionsFor(undefined, 'visa')).toBeNull();
    expect(instalmentOptionsFor({ visa: { values: [1, 2] } }, 'mc')).toBeNull();
    expect(instalmentOptionsFor({ card: { values: [1, 2] } }, 'toString')?.values).toEqual([1, 2]);
  });
});

describe('areInstalmentsShown (§5: one option hides them)', () => {
  it.each([
    [null, false],
    [{ values: [] }, false],
    [{ values: [1] }, false],
    [{ values: [3] }, false],
    [{ values: [1, 2] }, true],
    [{ values: [1], plans: ['revolving'] as const }, true],
    [{ values: [1], plans: ['regular'] as const }, false],
  ])('%j → %s', (options, shown) => {
    expect(areInstalmentsShown(options)).toBe(shown);
  });
});

describe('the selection and the payment data', () => {
  it('starts at the preselected value, else the first', () => {
    expect(initialInstalmentSelection({ values: [1, 3, 6], preselectedValue: 3 })).toEqual({
      value: 3,
    });
    expect(initialInstalmentSelection({ values: [2, 3] })).toEqual({ value: 2 });
    expect(initialInstalmentSelection(null)).toEqual({ value: 1 });
  });
  it.each([
    [{ value: 1 }, undefined],
    [{ value: 3 }, { value: 3 }],
    [
      { value: 1, plan: 'revolving' },
      { value: 1, plan: 'revolving' },
    ],
    [
      { value: 6, plan: 'regular' },
      { value: 6, plan: 'regular' },
    ],
    [null, undefined],
  ])('%j → %j', (selection, data) => {
    expect(instalmentPaymentData(selection)).toEqual(data);
  });
});
