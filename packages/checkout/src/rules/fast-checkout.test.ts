import { describe, expect, it } from 'vitest';
import { isFastCheckoutConsentBrand, validateFastCheckoutConfig } from './fast-checkout';

const COMPLETE = {
  showConsent: true,
  defaultToggleState: false,
  termsAndConditionsLink: 'https://www.example.com/legal/terms',
  privacyPolicyLink: 'https://www.example.com/legal/privacy',
  termsAndConditionsVersion: 'v1',
  fastlaneSessionId: 'abc',
};

describe('validateFastCheckoutConfig', () => {
  it.each([
    ['complete, consent shown', COMPLETE, null],
    ['consent not shown, nothing else', { showConsent: false }, null],
    ['http links', { ...COMPLETE, privacyPolicyLink: 'http://example.com/p' }, null],
    ['no showConsent', {}, 'showConsent must be a boolean'],
    [
      'showConsent as a string',
      { ...COMPLETE, showConsent: 'true' },
      'showConsent must be a boolean',
    ],
    ['not an object', 'yes', 'showConsent must be a boolean'],
    ['null', null, 'showConsent must be a boolean'],
    [
      'toggle missing',
      { ...COMPLETE, defaultToggleState: undefined },
      'defaultToggleState must be a boolean',
    ],
    [
      'terms link not a URL',
      { ...COMPLETE, termsAndConditionsLink: 'terms' },
      'termsAndConditionsLink must be a URL',
    ],
    [
      'privacy link missing',
      { ...COMPLETE, privacyPolicyLink: undefined },
      'privacyPolicyLink must be a URL',
    ],
    [
      'version blank',
      { ...COMPLETE, termsAndConditionsVersion: ' ' },
      'termsAndConditionsVersion is missing',
    ],
    [
      'version not a string',
      { ...COMPLETE, termsAndConditionsVersion: 1 },
      'termsAndConditionsVersion is missing',
    ],
  ])('%s', (_name, config, problem) => {
    const result = validateFastCheckoutConfig(config);
    if (problem === null) {
      expect(result).toEqual({ valid: true, config });
    } else {
      expect(result.valid).toBe(false);
      expect(!result.valid && result.warning).toContain(problem);
      expect(!result.valid && result.warning).toMatch(/^Fast checkout is not displayed: /);
    }
  });

  it('names every problem at once', () => {
    const result = validateFastCheckoutConfig({ showConsent: true });
    expect(!result.valid && result.warning.split('; ')).toHaveLength(4);
  });
});

describe('isFastCheckoutConsentBrand', () => {
  it.each([
    ['visa', true],
    ['mc', true],
    ['amex', false],
    [null, false],
  ])('%s → %s', (brand, applies) => {
    expect(isFastCheckoutConsentBrand(brand)).toBe(applies);
  });
});
