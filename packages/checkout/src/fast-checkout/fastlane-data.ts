/**
 * The fast-checkout data of the card payment (docs/widget.md#options): `consentShown`,
 * `fastlaneSessionId`, `consentGiven`, `consentVersion`, `telephoneNumber`, carried in
 * `paymentMethod.fastlaneData` as an encoded blob — base64 of its JSON (§5: "Tokens must be base64
 * JSON"; the reference widget sends `btoa(JSON.stringify(fastlaneData))`). Pure: no React, no DOM.
 */
import { isValidDisclaimerLink } from '../rules/links';
import { validateFastCheckoutConfig, type FastCheckoutConfig } from '../rules/fast-checkout';

/** §3's fast-checkout data, in the reference widget's key order. */
export interface FastCheckoutData {
  readonly consentShown: boolean;
  readonly fastlaneSessionId?: string;
  readonly consentGiven: boolean;
  readonly consentVersion?: string;
  /** The 10 national digits after +1, no spaces (§5). */
  readonly telephoneNumber?: string;
}

/** What the section knows when it reports. */
export interface FastCheckoutState {
  readonly config: FastCheckoutConfig;
  /** The sign-up has been on screen at least once (it stays true once the brand changes). */
  readonly consentShown: boolean;
  /** The sign-up is on screen now: consent shown by the config and a visa or mc card. */
  readonly displayed: boolean;
  /** The toggle is on. */
  readonly toggleOn: boolean;
  /** The mobile number's digits as typed (no spaces), complete or not. */
  readonly telephoneDigits: string;
}

const TELEPHONE_DIGITS = /^\d{10}$/;

/**
 * The data from the state: consent is given only while the sign-up is displayed with its toggle
 * on; the version and the session id come from the config when present; the telephone number
 * only with the consent and only complete (10 digits) — a partial number would sign nobody up.
 */
export function buildFastCheckoutData(state: FastCheckoutState): FastCheckoutData {
  const { config } = state;
  const consentGiven = state.displayed && state.toggleOn;
  const version = config.termsAndConditionsVersion?.trim();
  const sessionId = config.fastlaneSessionId;
  return {
    consentShown: state.consentShown,
    ...(typeof sessionId === 'string' && sessionId !== '' ? { fastlaneSessionId: sessionId } : {}),
    consentGiven,
    ...(version ? { consentVersion: version } : {}),
    ...(consentGiven && TELEPHONE_DIGITS.test(state.telephoneDigits)
      ? { telephoneNumber: state.telephoneDigits }
      : {}),
  };
}

/** Base64 of the UTF-8 bytes (plain `btoa` would throw on a character beyond Latin-1). */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `paymentMethod.fastlaneData`: base64 of the data's JSON. */
export function encodeFastlaneData(data: FastCheckoutData): string {
  return base64Utf8(JSON.stringify(data));
}

/** The data back from `fastlaneData` (tests, and whoever receives the payment). */
export function decodeFastlaneData(encoded: string): unknown {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/** What the section adds to the card payment's `paymentMethod`. */
export interface FastCheckoutPayment {
  readonly fastlaneData: string;
}

/** The payment part from the state: `{ fastlaneData }`, encoded. */
export function fastCheckoutPayment(state: FastCheckoutState): FastCheckoutPayment {
  return { fastlaneData: encodeFastlaneData(buildFastCheckoutData(state)) };
}

export type FastCheckoutSectionCheck =
  | { readonly valid: true; readonly config: FastCheckoutConfig }
  | { readonly valid: false; readonly warning: string };

/**
 * The section's configuration check: §5's rule (`validateFastCheckoutConfig`), and, since the
 * section renders the terms and privacy links, both https only (the disclaimer links' rule, §5).
 */
export function checkFastCheckoutSection(config: unknown): FastCheckoutSectionCheck {
  const check = validateFastCheckoutConfig(config);
  if (!check.valid || !check.config.showConsent) return check;
  const problems = (['termsAndConditionsLink', 'privacyPolicyLink'] as const)
    .filter((key) => !isValidDisclaimerLink(check.config[key] ?? ''))
    .map((key) => `${key} must be an https URL`);
  return problems.length === 0
    ? check
    : { valid: false, warning: `Fast checkout is not displayed: ${problems.join('; ')}` };
}
