import { describe, expect, it } from 'vitest';
import { securityCodeFor, validateSecurityCode } from './security-code';

describe('securityCodeFor', () => {
  it.each([
    ['amex', { label: 'CID', length: 4, policy: 'required' }],
    ['visa', { label: 'CVV', length: 3, policy: 'required' }],
    ['mc', { label: 'CVC', length: 3, policy: 'required' }],
    ['discover', { label: 'CID', length: 3, policy: 'required' }],
    ['jcb', { label: 'CAV', length: 3, policy: 'required' }],
    ['bcmc', { label: 'CVC', length: 3, policy: 'hidden' }],
    ['maestro', { label: 'CVC', length: 3, policy: 'optional' }],
    ['uatp', { label: 'CVC', length: 3, policy: 'optional' }],
    [null, { label: 'CVC', length: 3, policy: 'required' }],
    ['nope', { label: 'CVC', length: 3, policy: 'required' }],
  ])('%s → %j', (brand, spec) => {
    expect(securityCodeFor(brand)).toEqual(spec);
  });
});

describe('validateSecurityCode', () => {
  it.each([
    // Required, 3 digits.
    ['', 'visa', undefined, 'cc.cvc.920'],
    ['  ', 'visa', undefined, 'cc.cvc.920'],
    ['737', 'visa', undefined, null],
    [' 737 ', 'visa', undefined, null],
    ['73', 'visa', undefined, 'cc.cvc.921'],
    ['7373', 'visa', undefined, 'cc.cvc.921'],
    ['7a7', 'visa', undefined, 'cc.cvc.921'],
    ['7 7', 'visa', undefined, 'cc.cvc.921'],
    ['737', null, undefined, null],
    ['', null, undefined, 'cc.cvc.920'],
    ['7373', null, undefined, 'cc.cvc.921'],
    // Amex CID: 4 digits.
    ['7373', 'amex', undefined, null],
    ['737', 'amex', undefined, 'cc.cvc.921'],
    ['73737', 'amex', undefined, 'cc.cvc.921'],
    ['', 'amex', undefined, 'cc.cvc.920'],
    // Optional: empty is fine, a wrong code is not.
    ['', 'maestro', undefined, null],
    ['737', 'maestro', undefined, null],
    ['73', 'maestro', undefined, 'cc.cvc.921'],
    // Hidden: always valid.
    ['', 'bcmc', undefined, null],
    ['x', 'bcmc', undefined, null],
    // A policy from the bin lookup overrides the brand's.
    ['', 'visa', 'optional', null],
    ['73', 'visa', 'optional', 'cc.cvc.921'],
    ['', 'visa', 'hidden', null],
    ['', 'bcmc', 'required', 'cc.cvc.920'],
    ['737', 'bcmc', 'required', null],
  ] as const)('%j for %s (policy %s) → %j', (code, brand, policy, expected) => {
    expect(validateSecurityCode(code, brand, policy)).toBe(expected);
  });
});
