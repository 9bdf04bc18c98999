/**
 * The bin lookup (docs/widget.md#options `POST v3/bin/binLookup`), as pure rules: what a BIN's
 * answer means for the form (the widget-side result of §3: its supported brands with their
 * policies, the issuing country, a dual-brand choice), which brand is in use once the payer chose
 * one, whether the Korean authentication fields apply, and the answer a table of known BINs gives
 * (the sandbox's: the API and the mocks answer with it).
 */
import { findCardBrand, type FieldPolicy } from './card-brands';
import { detectCardBrand } from './card-number';

/** One brand of a lookup's answer (§7 `brands[]`, with the policies of §3). */
export type BinLookupBrand = {
  brand: string;
  supported: boolean;
  cvcPolicy: FieldPolicy;
  expiryDatePolicy: FieldPolicy;
  enableLuhnCheck: boolean;
  panLength?: number;
  showSocialSecurityNumber: boolean;
  paymentMethodVariant?: string;
};

/** A lookup's answer (§7). */
export type BinLookupAnswer = {
  brands: readonly BinLookupBrand[];
  issuingCountryCode?: string;
  showSocialSecurityNumber: boolean;
};

/** What the form makes of an answer (§3 "Bin lookup result (widget-side)"). */
export type BinLookupResult = {
  /** Every brand of the answer, the lead first; empty: the BIN is unknown (the brand resets). */
  brands: readonly BinLookupBrand[];
  supportedBrands: readonly BinLookupBrand[];
  issuingCountryCode?: string;
  /** Several supported brands: the payer chooses (the first is the lead). */
  isDualBrandSelection: boolean;
  showSocialSecurityNumber: boolean;
  /** One brand the card rules do not know (§4 "Unrecognised type"). */
  unrecognisedSingleBrand: boolean;
};

/**
 * The restricted brands (§4): the United States debit networks, which a lookup names only
 * co-badged beside a Mastercard or Visa. The payer is never offered them as a dual-brand choice.
 */
export const RESTRICTED_BRANDS = [
  'accel',
  'nyce',
  'pulse',
  'star',
] as const satisfies readonly string[];

const PREFERRED_BRANDS: readonly string[] = ['mc', 'visa'];

/**
 * §4: when the answer names a restricted brand, only one brand is kept — a supported mc or visa
 * first, then any other supported brand (a merchant accepting only the debit network still gets
 * it), then an mc or visa the merchant does not accept (the card is then unsupported, §8), then the
 * answer's first. An answer without a restricted brand is kept whole.
 */
export function keepOneRestrictedBrand(
  brands: readonly BinLookupBrand[],
): readonly BinLookupBrand[] {
  const restricted: readonly string[] = RESTRICTED_BRANDS;
  if (!brands.some((each) => restricted.includes(each.brand))) return brands;
  const preferred = (each: BinLookupBrand) => PREFERRED_BRANDS.includes(each.brand);
  const kept =
    brands.find((each) => each.supported && preferred(each)) ??
    brands.find((each) => each.supported) ??
    brands.find(preferred) ??
    brands[0];
  return kept ? [kept] : [];
}

export function binLookupResult(answer: BinLookupAnswer): BinLookupResult {
  const brands = keepOneRestrictedBrand(answer.brands);
  const supportedBrands = brands.filter((brand) => brand.supported);
  const [only] = brands;
  return {
    brands,
    supportedBrands,
    ...(answer.issuingCountryCode ? { issuingCountryCode: answer.issuingCountryCode } : {}),
    isDualBrandSelection: supportedBrands.length > 1,
    showSocialSecurityNumber:
      answer.showSocialSecurityNumber ||
      answer.brands.some((brand) => brand.showSocialSecurityNumber),
    unrecognisedSingleBrand:
      brands.length === 1 && only !== undefined && !findCardBrand(only.brand),
  };
}

/**
 * The brand in use: the payer's choice when it is one of the supported brands, else the lead (the
 * first supported); null when none is supported.
 */
export function chosenLookupBrand(
  result: BinLookupResult,
  selected: string | null | undefined,
): BinLookupBrand | null {
  const { supportedBrands } = result;
  return supportedBrands.find((brand) => brand.brand === selected) ?? supportedBrands[0] ?? null;
}

/**
 * Whether the Korean tax number and card password apply (§4): Korean authentication is required
 * and the card's issuing country, else the configured country, is KR.
 */
export function hasKoreanFields(
  koreanAuthenticationRequired: boolean,
  issuingCountryCode: string | undefined,
  countryCode: string | undefined,
): boolean {
  return (
    koreanAuthenticationRequired && (issuingCountryCode ?? countryCode)?.toLowerCase() === 'kr'
  );
}

/** A BIN a lookup knows: its first digits, its brands (the lead first), its country and flag. */
export type KnownBin = {
  bin: string;
  brands: readonly string[] | 'error';
  issuingCountryCode?: string;
  showSocialSecurityNumber?: boolean;
};

/**
 * The answer for `bin` from a table of known BINs (the sandbox's): the known BIN's brands, else
 * the one brand the card rules detect (none for a number of no brand); each with the card rules'
 * policies, and its number length when the brand has only one. 'error' for a BIN the table marks as failing.
 */
export function answerFromKnownBins(
  bin: string,
  known: readonly KnownBin[],
  supportedBrands: readonly string[],
): BinLookupAnswer | 'error' {
  const entry = known.find((each) => bin.startsWith(each.bin));
  if (entry?.brands === 'error') return 'error';
  const detected = detectCardBrand(bin, supportedBrands) ?? detectCardBrand(bin);
  const brands = entry ? entry.brands : detected ? [detected] : [];
  const showSocialSecurityNumber = entry?.showSocialSecurityNumber ?? false;
  return {
    brands: brands.map((brand) => {
      const rules = findCardBrand(brand);
      const lengths = rules?.permittedLengths ?? [];
      const only = lengths.length === 1 ? lengths[0] : undefined;
      return {
        brand,
        supported: supportedBrands.includes(brand),
        cvcPolicy: rules?.cvcPolicy ?? 'required',
        expiryDatePolicy: rules?.expiryDatePolicy ?? 'required',
        enableLuhnCheck: true,
        ...(only ? { panLength: only } : {}),
        showSocialSecurityNumber,
      };
    }),
    ...(entry?.issuingCountryCode ? { issuingCountryCode: entry.issuingCountryCode } : {}),
    showSocialSecurityNumber,
  };
}
