/**
 * Postal codes by country (docs/widget.md#validation): the pattern each country's codes follow, the input's
 * maxlength, the keyboard to show and the format hint the input shows in its error.
 *
 * Patterns follow the national formats. Where a country writes its codes with a space or a hyphen
 * (Sweden `114 55`, Portugal `1000-001`, Brazil `01310-100`), or with a country prefix (Lithuania
 * `LT-01100`, Latvia `LV-1050`), that separator or prefix is optional, so a payer who types only
 * the digits is not refused; letters are accepted in either case. Values are trimmed and runs of
 * spaces collapsed before matching (see `normalizePostalCode`).
 *
 * A country outside the table gets a permissive fallback (2 to 10 letters, digits, spaces or
 * hyphens, no maxlength): the widget must not refuse a real address because we lack its pattern.
 */

export type PostalCodeFormat = {
  /** Matched against the normalised value (trimmed, spaces collapsed, upper case). */
  readonly pattern: RegExp;
  /** The input's maxlength; absent for the fallback. */
  readonly maxLength?: number;
  /** The field's label in English: 'ZIP code' in the US, 'Postcode' in the UK, … */
  readonly label: string;
  /** Shown in the input's error when the value does not match. */
  readonly hint: string;
  /** A real code of that country, written as the post writes it. */
  readonly example: string;
  /** Codes made of digits (separators optional) get the numeric keyboard. */
  readonly inputMode: 'numeric' | 'text';
  /**
   * Where the canonical form has its one separator: before the character at `at` (counted from the
   * end when negative: the UK's inward code is always the last 3). The payer may type a space, a
   * hyphen or nothing there; the canonical form has `text`.
   */
  readonly separator?: { readonly at: number; readonly text: ' ' | '-' };
  /** A country prefix the canonical form starts with (`LT-01100`); optional when typed. */
  readonly prefix?: string;
};

/** A format of the table: it always has a maxlength. */
export type CountryPostalCodeFormat = PostalCodeFormat & { readonly maxLength: number };

const POSTAL_CODE = 'Postal code';

/** A code of `count` digits; `separated` allows a space after the third (`114 55`). */
function digits(
  count: number,
  example: string,
  options: { first?: string; separated?: boolean } = {},
): CountryPostalCodeFormat {
  const first = options.first ?? '\\d';
  const pattern = options.separated
    ? `^${first}\\d{2} ?\\d{${count - 3}}$`
    : `^${first}\\d{${count - 1}}$`;
  return Object.freeze({
    pattern: new RegExp(pattern),
    maxLength: options.separated ? count + 1 : count,
    label: POSTAL_CODE,
    hint: `Enter a ${count}-digit postal code, like ${example}`,
    example,
    inputMode: 'numeric',
    ...(options.separated ? { separator: SPACE_AT_3 } : {}),
  });
}

const SPACE_AT_3 = Object.freeze({ at: 3, text: ' ' } as const);

function own(
  pattern: RegExp,
  maxLength: number,
  hint: string,
  example: string,
  inputMode: PostalCodeFormat['inputMode'],
  label: string = POSTAL_CODE,
  canonical: Pick<PostalCodeFormat, 'separator' | 'prefix'> = {},
): CountryPostalCodeFormat {
  return Object.freeze({
    pattern,
    maxLength,
    label,
    hint,
    example,
    inputMode,
    ...(canonical.separator ? { separator: Object.freeze({ ...canonical.separator }) } : {}),
    ...(canonical.prefix ? { prefix: canonical.prefix } : {}),
  });
}

/** Every country docs/widget.md#validation lists, keyed by ISO 3166-1 alpha-2 code. */
export const postalCodeFormats = /* @__PURE__ */ Object.freeze({
  // 4 digits
  AT: digits(4, '1010'),
  AU: digits(4, '2000'),
  BG: digits(4, '1000'),
  CH: digits(4, '8001'),
  CY: digits(4, '1010'),
  DK: digits(4, '1050'),
  HU: digits(4, '1051'),
  LI: digits(4, '9490'),
  LU: digits(4, '1009'),
  NO: digits(4, '0150'),
  NZ: digits(4, '6011'),
  SI: digits(4, '1000'),
  // 5 digits
  DE: digits(5, '10115'),
  EE: digits(5, '10111'),
  // Spain: the first two digits are the province, 01 to 52.
  ES: own(
    /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    5,
    'Enter a 5-digit postal code, like 28001',
    '28001',
    'numeric',
  ),
  FI: digits(5, '00100'),
  FR: digits(5, '75001'),
  IT: digits(5, '00184'),
  MY: digits(5, '50050'),
  // Sweden and Slovakia write `NNN NN`; the space is optional.
  SE: digits(5, '114 55', { first: '[1-9]', separated: true }),
  SK: digits(5, '811 01', { separated: true }),
  // ZIP or ZIP+4 (`94105-1234`; the hyphen is optional, the numeric keyboard has none).
  US: own(
    /^\d{5}(?:-?\d{4})?$/,
    10,
    'Enter a 5-digit ZIP code, like 94105',
    '94105',
    'numeric',
    'ZIP code',
    { separator: { at: 5, text: '-' } },
  ),
  // 6 digits
  RO: digits(6, '010011'),
  SG: digits(6, '018956'),
  // 3 digits
  IS: digits(3, '101'),
  // Brazil's CEP: 5 + 3 digits, hyphen optional.
  BR: own(
    /^\d{5}-?\d{3}$/,
    9,
    'Enter an 8-digit postal code, like 01310-100',
    '01310-100',
    'numeric',
    POSTAL_CODE,
    { separator: { at: 5, text: '-' } },
  ),
  // Canada: A1A 1A1 without D, F, I, O, Q, U (nor W, Z in first place); space optional.
  CA: own(
    /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    7,
    'Enter a postal code, like K1A 0B1',
    'K1A 0B1',
    'text',
    POSTAL_CODE,
    { separator: SPACE_AT_3 },
  ),
  // United Kingdom: outward code (area, district) and inward code (sector, unit); GIR 0AA.
  GB: own(
    /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/,
    8,
    'Enter a postcode, like SW1A 1AA',
    'SW1A 1AA',
    'text',
    'Postcode',
    { separator: { at: -3, text: ' ' } },
  ),
  // Ireland's Eircode: routing key (letter + 2 digits, or D6W) and a 4-character unique identifier.
  IE: own(
    /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
    8,
    'Enter an Eircode, like D02 X285',
    'D02 X285',
    'text',
    'Eircode',
    { separator: SPACE_AT_3 },
  ),
  // Netherlands: 4 digits (not starting with 0) and 2 letters, never SA, SD or SS.
  NL: own(
    /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
    7,
    'Enter 4 digits and 2 letters, like 1012 AB',
    '1012 AB',
    'text',
    POSTAL_CODE,
    { separator: { at: 4, text: ' ' } },
  ),
  // Portugal: 4 + 3 digits, hyphen optional.
  PT: own(
    /^[1-9]\d{3}-?\d{3}$/,
    8,
    'Enter a 7-digit postal code, like 1000-001',
    '1000-001',
    'numeric',
    POSTAL_CODE,
    { separator: { at: 4, text: '-' } },
  ),
  // Poland: 2 + 3 digits, hyphen optional.
  PL: own(
    /^\d{2}-?\d{3}$/,
    6,
    'Enter a 5-digit postal code, like 00-950',
    '00-950',
    'numeric',
    POSTAL_CODE,
    { separator: { at: 2, text: '-' } },
  ),
  // Lithuania: LT- and 5 digits, the prefix optional.
  LT: own(
    /^(?:LT-?)?\d{5}$/,
    8,
    'Enter a 5-digit postal code, like LT-01100',
    'LT-01100',
    'numeric',
    POSTAL_CODE,
    { prefix: 'LT' },
  ),
  // Latvia: LV- and 4 digits, the prefix optional.
  LV: own(
    /^(?:LV-?)?\d{4}$/,
    7,
    'Enter a 4-digit postal code, like LV-1050',
    'LV-1050',
    'numeric',
    POSTAL_CODE,
    { prefix: 'LV' },
  ),
  // Monaco: 980 and 2 digits.
  MC: own(
    /^980\d{2}$/,
    5,
    'Enter a 5-digit postal code starting with 980, like 98000',
    '98000',
    'numeric',
  ),
  // Malta: 3 letters and 4 digits.
  MT: own(
    /^[A-Z]{3} ?\d{4}$/,
    8,
    'Enter 3 letters and 4 digits, like VLT 1117',
    'VLT 1117',
    'text',
    POSTAL_CODE,
    { separator: SPACE_AT_3 },
  ),
  // Czechia (first digit 1–7) and Greece (1–8) write `NNN NN`; the space is optional.
  CZ: digits(5, '110 00', { first: '[1-7]', separated: true }),
  GR: digits(5, '105 57', { first: '[1-8]', separated: true }),
  // Croatia: 5 digits starting 1–5.
  HR: own(/^[1-5]\d{4}$/, 5, 'Enter a 5-digit postal code, like 10000', '10000', 'numeric'),
} as const satisfies Record<string, CountryPostalCodeFormat>);

export type PostalCodeCountry = keyof typeof postalCodeFormats;

/** The countries with their own format, in table order. */
export const postalCodeCountries = /* @__PURE__ */ Object.freeze(
  Object.keys(postalCodeFormats) as PostalCodeCountry[],
);

/** For a country outside the table: any plausible code, no maxlength. */
export const fallbackPostalCodeFormat: PostalCodeFormat = /* @__PURE__ */ Object.freeze({
  pattern: /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/,
  label: POSTAL_CODE,
  hint: 'Enter a valid postal code',
  example: '',
  inputMode: 'text',
});

function isListed(country: string): country is PostalCodeCountry {
  return Object.hasOwn(postalCodeFormats, country);
}

/**
 * The format of `country` (ISO alpha-2, any case), or the fallback. A country that is not a string
 * (null or undefined from untyped data), empty or unknown gets the fallback: a rule never throws,
 * and a missing country never refuses a real address.
 */
export function postalCodeFormat(country: string): PostalCodeFormat {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  return isListed(code) ? postalCodeFormats[code] : fallbackPostalCodeFormat;
}

/** Trims, collapses runs of whitespace to one space and upper-cases: how a code is stored. */
export function normalizePostalCode(value: string): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toUpperCase() : '';
}

/** The normalised value without its optional prefix and its one separator, or null if none fits. */
function compactPostalCode(format: PostalCodeFormat, normalised: string): string | null {
  let rest = normalised;
  if (format.prefix && rest.startsWith(format.prefix)) {
    rest = rest.slice(format.prefix.length).replace(/^[ -]/, '');
  }
  const { separator } = format;
  if (separator) {
    const at = separator.at >= 0 ? separator.at : rest.length - 1 + separator.at;
    if (at > 0 && (rest[at] === ' ' || rest[at] === '-'))
      rest = rest.slice(0, at) + rest.slice(at + 1);
  }
  return format.pattern.test(rest) ? rest : null;
}

/**
 * The code as the post writes it, when `value` is a code of `country` in a form people type: any
 * case, a space, a hyphen or nothing where the separator goes, the country prefix or not
 * (`k1a-0b1` → `K1A 0B1`, `81101` → `811 01`, `1234ab` → `1234 AB`, `01100` → `LT-01100`).
 * Otherwise the value normalised (`normalizePostalCode`), for the validator to flag.
 */
export function canonicalPostalCode(country: string, value: string): string {
  const format = postalCodeFormat(country);
  const normalised = normalizePostalCode(value);
  const compact = compactPostalCode(format, normalised);
  if (compact === null) return normalised;
  const { separator, prefix } = format;
  let out = compact;
  if (separator) {
    const at = separator.at >= 0 ? separator.at : compact.length + separator.at;
    if (at > 0 && at < compact.length)
      out = compact.slice(0, at) + separator.text + compact.slice(at);
  }
  return prefix ? `${prefix}-${out}` : out;
}

/**
 * Whether `value` is a postal code of `country`, in any form `canonicalPostalCode` reads. Blank is
 * not (the postal code is required).
 */
export function validatePostalCode(country: string, value: string): boolean {
  return compactPostalCode(postalCodeFormat(country), normalizePostalCode(value)) !== null;
}

/** The input's maxlength for `country`, or `undefined` when the country has no own format. */
export function postalCodeMaxLength(country: string): number | undefined {
  return postalCodeFormat(country).maxLength;
}

/** The format hint shown in the error, e.g. 'Enter a 5-digit ZIP code, like 94105'. */
export function postalCodeHint(country: string): string {
  return postalCodeFormat(country).hint;
}
