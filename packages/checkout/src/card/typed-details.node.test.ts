import { describe, expect, it } from 'vitest';
import { typedDetailsOf } from './typed-details';

const ADDRESS = {
  street: '500 Market St',
  houseNumberOrName: '',
  postalCode: '94105',
  city: 'San Francisco',
  stateOrProvince: 'CA',
  country: 'US',
};

describe('typedDetailsOf', () => {
  it.each([
    ['nothing typed', {}, {}],
    [
      'holder name and address',
      { paymentMethod: { holderName: 'Sam Rivera' }, billingAddress: ADDRESS },
      { holderName: 'Sam Rivera', billingAddress: ADDRESS },
    ],
    [
      "a country without states: its 'N/A' is not typed",
      { billingAddress: { ...ADDRESS, country: 'GB', stateOrProvince: 'N/A' } },
      {
        billingAddress: {
          street: '500 Market St',
          houseNumberOrName: '',
          postalCode: '94105',
          city: 'San Francisco',
          country: 'GB',
        },
      },
    ],
    [
      'a partial address (postal code and country)',
      { paymentMethod: { holderName: '' }, billingAddress: { postalCode: '94105', country: 'US' } },
      { billingAddress: { postalCode: '94105', country: 'US' } },
    ],
  ])('%s', (_, data, expected) => {
    expect(typedDetailsOf(data)).toEqual(expected);
  });
});
