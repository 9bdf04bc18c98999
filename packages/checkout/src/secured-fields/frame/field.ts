/**
 * What one secured field does with what is typed (docs/widget.md#states–5), without the DOM: the
 * value as shown (formatted as typed), the error code to report, whether it is complete and valid,
 * and the plain payloads the frame encrypts. The frame entry (`main.ts`) drives it; it never
 * leaves the frame.
 */
import { detectCardBrand, formatCardNumber, validateCardNumber } from '../../rules/card-number';
import { findCardBrand } from '../../rules/card-brands';
import { validateKoreanCardPassword } from '../../rules/card-form';
import { formatExpiryDateInput, validateExpiryDate } from '../../rules/expiry-date';
import { validateSecurityCode } from '../../rules/security-code';
import type { EncryptedKey, FieldType, Policy } from '../protocol';

/** What the host has told the frame so far (`config`, `brand`, `policy`). */
export type FieldSettings = {
  brands: readonly string[];
  enableLuhnCheck: boolean;
  /** The brand the number frame detected (relayed by the host to the other frames). */
  brand: string | null;
  cvcLength: 3 | 4;
  policy: Policy;
  /** The number's length from the bin lookup (null: the brand's lengths). */
  panLength?: number | null;
  today: Date;
  /** Expiry frame: the integrator's minimum (MM/YY), else none. */
  minimumExpiryDate?: string | undefined;
};

export type Evaluation = {
  display: string;
  /** '' or a §5 code; shown only once complete or after the field lost focus. */
  errorCode: string;
  filled: boolean;
  valid: boolean;
  /** The plain values to encrypt, by blob (empty unless complete and valid). */
  payloads: Partial<Record<EncryptedKey, Record<string, string>>>;
  /** Number frame: the BIN (6 digits, 8 once the number has 16 or more). */
  binValue: string;
  /** Number frame: the last four digits of a complete, valid number. */
  endDigits: string;
};

const INCOMPLETE = 'err.gen.9100';
const digitsOf = (value: string) => value.replace(/\D+/g, '');

function result(
  display: string,
  error: string | null,
  show: boolean,
  payloads: Evaluation['payloads'],
): Evaluation {
  const valid = error === null;
  return {
    display,
    errorCode: valid || !show ? '' : error,
    filled: display !== '',
    valid,
    payloads: valid ? payloads : {},
    binValue: '',
    endDigits: '',
  };
}

function cardNumber(raw: string, settings: FieldSettings, blurred: boolean): Evaluation {
  const digits = digitsOf(raw);
  const brand = detectCardBrand(digits);
  const display = formatCardNumber(digits, brand);
  const typed = digitsOf(display);
  const lengths = findCardBrand(brand)?.permittedLengths ?? [];
  const error = validateCardNumber(typed, settings.brands, { luhnCheck: settings.enableLuhnCheck });
  const complete = typed.length >= (settings.panLength ?? lengths.at(-1) ?? 19);
  const shortOnBlur = blurred && typed.length < (lengths[0] ?? 12);
  const shown = shortOnBlur && error === 'cc.num.901' ? INCOMPLETE : error;
  const show = typed !== '' && (blurred || complete || error === 'cc.num.903');
  const evaluation = result(display, shown, show, { encryptedCardNumber: { number: typed } });
  evaluation.binValue = typed.slice(0, typed.length >= 16 ? 8 : 6);
  evaluation.endDigits = evaluation.valid ? typed.slice(-4) : '';
  return evaluation;
}

function expiryDate(raw: string, settings: FieldSettings, blurred: boolean): Evaluation {
  const display = formatExpiryDateInput(raw);
  const complete = /^\d{2}\/\d{2}$/.test(display);
  const empty = display === '';
  let error: string | null = validateExpiryDate(
    display,
    settings.today,
    settings.minimumExpiryDate,
  );
  if (settings.policy === 'hidden' || (empty && settings.policy === 'optional')) error = null;
  else if (empty) error = 'cc.dat.910';
  else if (!complete) error = INCOMPLETE;
  const [month = '', year = ''] = display.split('/');
  return result(
    display,
    error,
    !empty && (blurred || complete),
    empty
      ? {}
      : {
          encryptedExpiryMonth: { expiryMonth: month },
          encryptedExpiryYear: { expiryYear: `20${year}` },
        },
  );
}

function securityCode(raw: string, settings: FieldSettings, blurred: boolean): Evaluation {
  const display = digitsOf(raw).slice(0, settings.cvcLength);
  const complete = display.length === settings.cvcLength;
  let error: string | null = validateSecurityCode(display, settings.brand, settings.policy);
  if (error === 'cc.cvc.921' && display.length !== settings.cvcLength) error = INCOMPLETE;
  if (error === null && display !== '' && display.length !== settings.cvcLength) error = INCOMPLETE;
  return result(
    display,
    error,
    display !== '' && (blurred || complete),
    display === ''
      ? {}
      : {
          encryptedSecurityCode: { cvc: display },
        },
  );
}

function password(raw: string, _settings: FieldSettings, blurred: boolean): Evaluation {
  const display = digitsOf(raw).slice(0, 2);
  const error = validateKoreanCardPassword(display);
  const shown = error === 'kcp.pwd.941' && blurred ? INCOMPLETE : error;
  return result(display, shown, display !== '' && blurred, {
    encryptedPassword: { password: display },
  });
}

/** A gift card's number: digits in groups of four, 16 to 19 of them, no Luhn. */
function giftCardNumber(raw: string, _settings: FieldSettings, blurred: boolean): Evaluation {
  const typed = digitsOf(raw).slice(0, 19);
  const display = typed.replace(/(\d{4})(?=\d)/g, '$1 ');
  const error = typed === '' ? 'cc.num.900' : typed.length < 16 ? INCOMPLETE : null;
  const evaluation = result(display, error, typed !== '' && blurred, {
    encryptedCardNumber: { number: typed },
  });
  evaluation.endDigits = evaluation.valid ? typed.slice(-4) : '';
  return evaluation;
}

/** A gift card's PIN: 4 to 8 digits, shown as dots (the config's maskValue). */
function giftCardPin(raw: string, _settings: FieldSettings, blurred: boolean): Evaluation {
  const display = digitsOf(raw).slice(0, 8);
  const error = display === '' ? 'cc.cvc.920' : display.length < 4 ? INCOMPLETE : null;
  return result(display, error, display !== '' && blurred, {
    encryptedSecurityCode: { cvc: display },
  });
}

const FIELDS: Partial<Record<FieldType, typeof cardNumber>> = {
  encryptedCardNumber: cardNumber,
  encryptedExpiryDate: expiryDate,
  encryptedSecurityCode: securityCode,
  encryptedPassword: password,
  encryptedGiftCardNumber: giftCardNumber,
  encryptedGiftCardPin: giftCardPin,
};

/**
 * Where the caret goes once `raw` (the input's value, the caret at `caret`) is shown as `display`:
 * after as many digits as were before it, so a digit typed or pasted mid-value, or a separator the
 * format adds, never moves what comes next to another place. At the end of `raw` it stays at the end.
 */
export function caretAfterFormat(raw: string, caret: number, display: string): number {
  if (caret >= raw.length) return display.length;
  const digitsBefore = digitsOf(raw.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (/\d/.test(display[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return display.length;
}

/** The field's evaluation of `raw` (what the input holds); `blurred` once it lost focus. */
export function evaluateField(
  fieldType: FieldType,
  raw: string,
  settings: FieldSettings,
  blurred: boolean,
): Evaluation {
  const field = FIELDS[fieldType];
  if (!field) throw new TypeError(`no secured field of type ${fieldType}`);
  return field(raw, settings, blurred);
}
