/**
 * Security code rules (docs/widget.md#states–5): what the brand calls it, how many digits it has,
 * whether the form asks for it, and its error codes.
 */
import { findCardBrand, type FieldPolicy, type SecurityCodeLabel } from './card-brands';

export interface SecurityCodeSpec {
  /** What the brand calls the code (amex: CID); CVC when the brand is not known yet. */
  readonly label: SecurityCodeLabel;
  /** Digits: 4 for amex, 3 otherwise (and while the brand is not known). */
  readonly length: 3 | 4;
  readonly policy: FieldPolicy;
}

/** The security code of a brand: label, length and policy (required before a brand is known). */
export function securityCodeFor(brand: string | null | undefined): SecurityCodeSpec {
  const definition = findCardBrand(brand);
  return {
    label: definition?.securityCode ?? 'CVC',
    length: definition?.securityCodeLength ?? 3,
    policy: definition?.cvcPolicy ?? 'required',
  };
}

export type SecurityCodeErrorCode = 'cc.cvc.920' | 'cc.cvc.921';

/**
 * The error of a security code, or null when it is acceptable: 'cc.cvc.920' empty, 'cc.cvc.921'
 * not exactly the brand's number of digits (4 for amex, 3 otherwise). An optional code may be left
 * empty (but, when given, must be right); a hidden code is always valid. `policy` overrides the
 * brand's own, as the bin lookup's `cvcPolicy` does.
 */
export function validateSecurityCode(
  code: string,
  brand: string | null,
  policy?: FieldPolicy,
): SecurityCodeErrorCode | null {
  const spec = securityCodeFor(brand);
  const effective = policy ?? spec.policy;
  if (effective === 'hidden') return null;
  const value = code.trim();
  if (value === '') return effective === 'optional' ? null : 'cc.cvc.920';
  return value.length === spec.length && /^\d+$/.test(value) ? null : 'cc.cvc.921';
}
