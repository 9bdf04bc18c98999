/**
 * The card form's other fields and switches (docs/widget.md#states): holder name, the Korean card
 * password, the security-code policy and the store-details checkbox. The Korean tax number and the
 * Brazilian CPF/CNPJ are input rules of the kit (`@paypage/ui/rules`); their messages are in
 * `FORM_FIELD_ERRORS`.
 */
import type { FieldPolicy } from './card-brands';
import { securityCodeFor } from './security-code';

/** 'creditCard.holderName.invalid' when a required holder name is blank, else null (§5). */
export function validateHolderName(
  value: string,
  required: boolean,
): 'creditCard.holderName.invalid' | null {
  return required && value.trim() === '' ? 'creditCard.holderName.invalid' : null;
}

/**
 * The security-code policy the form applies: hidden when the integrator sets `hideCVC` or the
 * brand hides it (bcmc), else the brand's own (required before a brand is known) (§5).
 */
export function cvcPolicyFor(
  brand: string | null,
  options: { hideCVC?: boolean } = {},
): FieldPolicy {
  if (options.hideCVC) return 'hidden';
  return securityCodeFor(brand).policy;
}

/**
 * Whether a policy-governed field (security code, expiry) counts as valid (§4): hidden always;
 * optional when it has no error; required when it is filled and has no error.
 */
export function isPolicyFieldValid(
  policy: FieldPolicy,
  filled: boolean,
  hasError: boolean,
): boolean {
  if (policy === 'hidden') return true;
  if (policy === 'optional') return !hasError;
  return filled && !hasError;
}

/** The store-details checkbox shows only for a non-zero amount when enabled (§5). */
export function isStoreDetailsShown(
  amountMinorUnits: number,
  enableStoreDetails: boolean,
): boolean {
  return enableStoreDetails && amountMinorUnits !== 0;
}

/** The Korean card password: the first 2 digits of the card's PIN (§5 codes 940, 941). */
export function validateKoreanCardPassword(value: string): 'kcp.pwd.940' | 'kcp.pwd.941' | null {
  if (value === '') return 'kcp.pwd.940';
  return /^\d{2}$/.test(value) ? null : 'kcp.pwd.941';
}
