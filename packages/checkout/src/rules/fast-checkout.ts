/**
 * Fast-checkout sign-up (docs/widget.md#options): whether the integrator's configuration may be
 * displayed and which brands the consent applies to. The +1 mobile-number field's rules are in
 * `@paypage/ui/rules`.
 */
import { isValidWebUrl } from './links';

export interface FastCheckoutConfig {
  readonly showConsent: boolean;
  readonly defaultToggleState?: boolean;
  readonly termsAndConditionsLink?: string;
  readonly privacyPolicyLink?: string;
  readonly termsAndConditionsVersion?: string;
  readonly fastlaneSessionId?: string;
}

export type FastCheckoutConfigCheck =
  | { readonly valid: true; readonly config: FastCheckoutConfig }
  /** Not displayed; the caller logs `warning` with console.warn (§5). */
  | { readonly valid: false; readonly warning: string };

/**
 * Whether a fast-checkout configuration may be displayed (§5): `showConsent` must be a boolean;
 * when it is true, `defaultToggleState` must be a boolean, both links valid http(s) URLs and
 * `termsAndConditionsVersion` a non-blank string. The warning names every problem.
 */
export function validateFastCheckoutConfig(config: unknown): FastCheckoutConfigCheck {
  const value = (typeof config === 'object' && config !== null ? config : {}) as Record<
    string,
    unknown
  >;
  const problems: string[] = [];
  if (typeof value.showConsent !== 'boolean') problems.push('showConsent must be a boolean');
  if (value.showConsent === true) {
    if (typeof value.defaultToggleState !== 'boolean') {
      problems.push('defaultToggleState must be a boolean');
    }
    for (const key of ['termsAndConditionsLink', 'privacyPolicyLink'] as const) {
      const link = value[key];
      if (typeof link !== 'string' || !isValidWebUrl(link)) problems.push(`${key} must be a URL`);
    }
    const version = value.termsAndConditionsVersion;
    if (typeof version !== 'string' || version.trim() === '') {
      problems.push('termsAndConditionsVersion is missing');
    }
  }
  return problems.length === 0
    ? { valid: true, config: value as unknown as FastCheckoutConfig }
    : { valid: false, warning: `Fast checkout is not displayed: ${problems.join('; ')}` };
}

/** The consent applies only to these brands (§5). */
export function isFastCheckoutConsentBrand(brand: string | null | undefined): boolean {
  return brand === 'visa' || brand === 'mc';
}
