import { describe, expect, it } from 'vitest';
import {
  cvcPolicyFor,
  isPolicyFieldValid,
  isStoreDetailsShown,
  validateHolderName,
  validateKoreanCardPassword,
} from './card-form';

describe('validateHolderName', () => {
  it.each([
    ['', true, 'creditCard.holderName.invalid'],
    ['   ', true, 'creditCard.holderName.invalid'],
    ['J. Smith', true, null],
    ['', false, null],
  ])('%j (required %s) → %j', (value, required, expected) => {
    expect(validateHolderName(value, required)).toBe(expected);
  });
});

describe('cvcPolicyFor', () => {
  it.each([
    ['visa', {}, 'required'],
    ['bcmc', {}, 'hidden'],
    ['maestro', {}, 'optional'],
    ['visa', { hideCVC: true }, 'hidden'],
    [null, {}, 'required'],
  ] as const)('%s %j → %s', (brand, options, policy) => {
    expect(cvcPolicyFor(brand, options)).toBe(policy);
  });
});

describe('isPolicyFieldValid', () => {
  it.each([
    ['hidden', false, true, true],
    ['optional', false, false, true],
    ['optional', true, false, true],
    ['optional', true, true, false],
    ['required', false, false, false],
    ['required', true, false, true],
    ['required', true, true, false],
  ] as const)('%s, filled %s, error %s → %s', (policy, filled, hasError, valid) => {
    expect(isPolicyFieldValid(policy, filled, hasError)).toBe(valid);
  });
});

describe('isStoreDetailsShown', () => {
  it.each([
    [1000, true, true],
    [0, true, false],
    [1000, false, false],
  ])('%d, enabled %s → %s', (amount, enabled, shown) => {
    expect(isStoreDetailsShown(amount, enabled)).toBe(shown);
  });
});

describe('validateKoreanCardPassword', () => {
  it.each([
    ['', 'kcp.pwd.940'],
    ['1', 'kcp.pwd.941'],
    ['12', null],
    ['123', 'kcp.pwd.941'],
    ['1a', 'kcp.pwd.941'],
  ])('%j → %j', (value, error) => {
    expect(validateKoreanCardPassword(value)).toBe(error);
  });
});
