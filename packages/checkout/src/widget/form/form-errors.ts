/**
 * The card form's errors as the widget reports them (docs/widget.md#options "Error object"): one
 * `{ field, errorMessage, errorCode }` per field in error, the message in the widget's language.
 * Pure: the form's rules (`card-form.ts`) give the codes, `i18n/translate.ts` the text.
 */
import { ERRORS_NOT_ANNOUNCED_ON_CHANGE, FORM_FIELD_ERRORS } from '../../rules';
import type { CardFormError, CardFormField } from './form-types';
import type { WidgetStringKey } from '../i18n/en-us';
import {
  translateEnUs,
  translateError,
  type Translate,
  type TranslationValues,
} from '../i18n/translate';

/** A field's error (card-form.ts): its code, its en-US message, the values its text names. */
export function formError(
  code: string,
  message: string | undefined,
  values?: TranslationValues,
): CardFormError {
  return {
    code,
    message: message ?? FORM_FIELD_ERRORS['address.errors.incomplete'],
    ...(values ? { values } : {}),
  };
}

/** An error whose en-US message is the widget's string of its code (`i18n/en-us.ts`). */
export function enUsError(code: WidgetStringKey, values?: TranslationValues): CardFormError {
  return formError(code, translateEnUs(code, values), values);
}

export type CardWidgetFieldError = {
  field: CardFormField;
  errorMessage: string;
  errorCode: string;
};

export function errorObject(
  field: CardFormField,
  error: CardFormError,
  t: Translate = translateEnUs,
): CardWidgetFieldError {
  return { field, errorMessage: translateError(t, error), errorCode: error.code };
}

/** Every field's error object (fields without an error are absent). */
export function errorObjects(
  errors: Partial<Record<CardFormField, CardFormError>>,
  t: Translate = translateEnUs,
): Partial<Record<CardFormField, CardWidgetFieldError>> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      errorObject(field as CardFormField, error, t),
    ]),
  );
}

/** The card's own fields, typed in the secured frames (§3 isSfpValid: all of them valid). */
const SECURED_FIELDS = ['cardNumber', 'expiryDate', 'securityCode', 'password'] as const;

/** Whether every secured field is valid (a hidden one counts as valid, §4). */
export function isSfpValid(valid: Readonly<Record<CardFormField, boolean>>): boolean {
  return SECURED_FIELDS.every((field) => valid[field]);
}

/**
 * The screen-reader rule (§5): an unsupported card, a card too old, too far in the future or
 * expiring too soon is not read out by the live region while the payer types (on change); it is
 * when the field is left and on submit, with the field's name ('Card number: …').
 */
export function isAnnouncedOnChange(code: string): boolean {
  return !(ERRORS_NOT_ANNOUNCED_ON_CHANGE as readonly string[]).includes(code);
}
