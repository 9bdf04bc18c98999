/**
 * Money in minor units (docs/widget.md#limits): how many minor units make one major unit per
 * currency, and the display of an integer amount of minor units without floating-point arithmetic.
 */
import { deepFreeze } from './deep-freeze';

/**
 * Currencies whose provider amounts carry no minor unit. This is the provider's set, which is not
 * ISO 4217's: IDR counts as zero-decimal here, while CLP and ISK keep the default of 100.
 */
export const ZERO_DECIMAL_CURRENCIES = /* @__PURE__ */ deepFreeze([
  'BYR',
  'CVE',
  'DJF',
  'GHC',
  'GNF',
  'IDR',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
] as const);

/** Currencies with three decimals. */
export const THREE_DECIMAL_CURRENCIES = /* @__PURE__ */ deepFreeze([
  'BHD',
  'IQD',
  'JOD',
  'KWD',
  'LYD',
  'OMR',
  'TND',
] as const);

/**
 * How many minor units make one unit of the currency (code case-insensitive): 1 for the
 * zero-decimal currencies, 10 for MRO, 1000 for BHD, IQD, JOD, KWD, LYD, OMR and TND, otherwise 100.
 */
export function currencyMinorUnitDivisor(currency: string): 1 | 10 | 100 | 1000 {
  const code = currency.toUpperCase();
  if ((ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(code)) return 1;
  if (code === 'MRO') return 10;
  if ((THREE_DECIMAL_CURRENCIES as readonly string[]).includes(code)) return 1000;
  return 100;
}

/**
 * An integer amount of minor units as a localised currency string (`123456, 'USD'` →
 * `$1,234.56`; `1000, 'JPY'` → `¥1,000`; `-5, 'KWD'` → `-KWD 0.005`). The decimal is built from
 * the integer's digits and handed to `Intl.NumberFormat` as an exact decimal string, with exactly
 * the currency's number of decimals. A code that is not three letters is written after the amount
 * (`100, 'US'` → `1.00 US`); a locale Intl does not take formats as en-US. Throws a RangeError for
 * a non-integer amount or an amount beyond `Number.MAX_SAFE_INTEGER` (a number, never a string:
 * amounts are checked where they enter).
 */
export function formatMinorUnits(amount: number, currency: string, locale = 'en-US'): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Amounts are integer minor units; got ${amount}`);
  }
  const decimals = String(currencyMinorUnitDivisor(currency)).length - 1;
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  const units = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const exact = `${amount < 0 ? '-' : ''}${units}${decimals ? `.${fraction}` : ''}` as `${number}`;
  const digitsOnly = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const known = Intl.NumberFormat.supportedLocalesOf(isWellFormedLocale(locale) ? locale : []);
  const tag = known[0] ?? 'en-US';
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    // A code Intl refuses: the amount, then the code as given (a rule never throws).
    return `${new Intl.NumberFormat(tag, digitsOnly).format(exact)} ${code}`.trimEnd();
  }
  return new Intl.NumberFormat(tag, { style: 'currency', currency: code, ...digitsOnly }).format(
    exact,
  );
}

/** Whether Intl takes `locale` as a language tag (it throws a RangeError on any other). */
function isWellFormedLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}
