import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('@paypage/checkout/rules', () => {
  it.each([
    'CARD_BRANDS',
    'detectCardBrand',
    'cardNumberLengths',
    'isLuhnValid',
    'validateCardNumber',
    'normalizeExpiryDate',
    'validateExpiryDate',
    'validateSecurityCode',
    'currencyMinorUnitDivisor',
    'formatMinorUnits',
    'normalizeAddressField',
    'isHouseNumberOptional',
    'isClickToPayCardExpired',
    'sortClickToPayCards',
    'isValidLocale',
    'isValidDisclaimerLink',
    'validateFastCheckoutConfig',
    'areInstalmentsInUse',
    'cutConfigString',
    'brandsString',
    'CARD_FIELD_ERRORS',
    'THREEDS2_ERRORS',
    'API_ERRORS',
    'REDIRECT_ERROR',
    'ERROR_KINDS',
    'formatCardNumber',
    'securityCodeFor',
    'challengeWindowSize',
  ])('exports %s', (name) => {
    expect(rules).toHaveProperty(name);
  });
});
