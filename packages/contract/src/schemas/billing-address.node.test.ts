import { describe, expect, it } from 'vitest';
import { exampleBillingAddress as FULL } from '../fixtures';
import { billingAddressErrorSchema, billingAddressIssue } from './billing-address';

describe('billingAddressIssue', () => {
  it.each([
    FULL,
    { postalCode: '94103', country: 'US' },
    { ...FULL, houseNumberOrName: 'ZZ', firstName: 'Sam', lastName: 'Rivera' },
    { ...FULL, country: 'XK' },
    { ...FULL, stateOrProvince: 'N/A', country: 'KR', city: '서울' },
  ])('accepts %j', (address) => {
    expect(billingAddressIssue(address)).toBeNull();
  });

  it.each([
    [null, 'billingAddress'],
    [[], 'billingAddress'],
    [{ ...FULL, country: undefined }, 'billingAddress.country'],
    [{ ...FULL, country: 'U1' }, 'billingAddress.country'],
    [{ ...FULL, country: 'AA' }, 'billingAddress.country'],
    [{ ...FULL, country: 'EU' }, 'billingAddress.country'],
    [{ ...FULL, street: 'a'.repeat(129) }, 'billingAddress.street'],
    [{ ...FULL, city: 'San\tFrancisco' }, 'billingAddress.city'],
    [{ ...FULL, postalCode: '<script>' }, 'billingAddress.postalCode'],
    [{ ...FULL, stateOrProvince: 5 }, 'billingAddress.stateOrProvince'],
    [{ ...FULL, email: 'a@b.c' }, 'billingAddress.email'],
  ])('refuses %j, naming %s', (address, field) => {
    const issue = billingAddressIssue(address);
    expect(issue?.field).toBe(field);
    expect(issue?.message.startsWith(field)).toBe(true);
    expect(billingAddressErrorSchema.safeParse(issue).success).toBe(true);
  });
});
