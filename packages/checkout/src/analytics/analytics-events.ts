/**
 * The analytics events' rules (docs/widget.md#options "Analytics event", §8), pure: a noted
 * event as the §3 event (its id and timestamp, only the §3 fields), and a form error's code as the
 * analytics' numeric validation code (§8: 925, 926, 930–936, 942; the card fields' own numbers).
 */
import type { AnalyticsEvent } from '@paypage/contract/schemas';
import { deepFreeze } from '../rules/deep-freeze';
import type { QueuedNote } from './analytics-queue';

/**
 * The form errors' analytics codes (§8; the numbers chosen where the spec lists only the range):
 * holder name 925, CPF/CNPJ 926, the address's required fields 930–935, a postal code of the
 * wrong format 936, the Korean tax number 942. A card field's code is its own number
 * ('cc.num.902' → 902, 'err.gen.9100' → 9100).
 */
export const ANALYTICS_VALIDATION_CODES = /* @__PURE__ */ deepFreeze({
  'creditCard.holderName.invalid': '925',
  'boleto.socialSecurityNumber.invalid': '926',
  'address.country.required': '930',
  'address.street.required': '931',
  'address.houseNumberOrName.required': '932',
  'address.postalCode.required': '933',
  'address.city.required': '934',
  'address.stateOrProvince.required': '935',
  'address.postalCode.invalid': '936',
  'creditCard.taxNumber.invalid': '942',
} as const);

/** A form error's analytics code, or undefined for a code that has none. */
export function analyticsValidationCode(code: string): string | undefined {
  const mapped = (ANALYTICS_VALIDATION_CODES as Record<string, string>)[code];
  if (mapped) return mapped;
  return /^(cc\.[a-z]{3}|kcp\.pwd|err\.gen)\.([0-9]{3,4})$/.exec(code)?.[2];
}

/** The analytics' name of a form field (the secured ones by their encrypted field's name). */
const TARGETS: Readonly<Record<string, string>> = Object.freeze({
  cardNumber: 'encryptedCardNumber',
  expiryDate: 'encryptedExpiryDate',
  securityCode: 'encryptedSecurityCode',
  password: 'encryptedPassword',
});

export function analyticsTarget(field: string): string {
  return TARGETS[field] ?? field;
}

/** A noted event as the §3 event: its id and timestamp, the §3 fields only (never others). */
export function toAnalyticsEvent(note: QueuedNote, id: string): AnalyticsEvent {
  const code = note.errorCode === undefined ? undefined : analyticsValidationCode(note.errorCode);
  return {
    id,
    timestamp: String(Math.trunc(note.at)),
    component: note.component,
    type: note.type,
    ...(note.target ? { target: analyticsTarget(note.target) } : {}),
    ...(note.brand ? { brand: note.brand } : {}),
    ...(note.isStoredPaymentMethod === undefined
      ? {}
      : { isStoredPaymentMethod: note.isStoredPaymentMethod }),
    ...(note.isExpress === undefined ? {} : { isExpress: note.isExpress }),
    ...(note.expressPage ? { expressPage: note.expressPage } : {}),
    ...(code ? { validationErrorCode: code } : {}),
    ...(note.errorMessage ? { validationErrorMessage: note.errorMessage.slice(0, 200) } : {}),
    ...(note.configData ? { configData: note.configData } : {}),
  };
}
