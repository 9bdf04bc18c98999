/**
 * `@paypage/ui/rules`: the kit's pure input rules. No React, DOM or CSS: usable on a server, in a
 * worker, or by an integrator on its own.
 */
export { contrastRatio, parseHexColor, relativeLuminance, type Rgb } from './color';
export {
  canonicalPostalCode,
  fallbackPostalCodeFormat,
  normalizePostalCode,
  postalCodeCountries,
  postalCodeFormat,
  postalCodeFormats,
  postalCodeHint,
  postalCodeMaxLength,
  validatePostalCode,
  type CountryPostalCodeFormat,
  type PostalCodeCountry,
  type PostalCodeFormat,
} from './postal-code';
export {
  formatSocialSecurityNumber,
  isValidSocialSecurityNumber,
  SOCIAL_SECURITY_NUMBER_MAX_LENGTH,
} from './social-security-number';
export {
  formatTaxNumber,
  isValidTaxNumber,
  TAX_NUMBER_MAX_LENGTH,
  TAX_NUMBER_MIN_LENGTH,
  taxNumberKind,
  type TaxNumberKind,
} from './tax-number';
export {
  formatMobileNumber,
  isCompleteMobileNumber,
  MOBILE_NUMBER_DIGITS,
  MOBILE_NUMBER_MAX_LENGTH,
  mobileNumberDigits,
  nationalMobileDigits,
} from './mobile-number';
export { caretAfterDigits, groupDigits, groupThousands, onlyDigits } from './digits';
