/**
 * Click to Pay error messages (docs/widget.md#errors): a reason the networks' SDKs give maps to the
 * message under `ctp.errors.{reason}`; a reason the table does not know falls back to
 * UNKNOWN_ERROR. The reasons are the ones the Visa and Mastercard SDKs document; the texts are
 * ours, written for payers (short, no trailing full stop). These are the en-US ones: the keys are
 * in the widget's string catalogue, so the section shows a locale's or the merchant's
 * (`texts.ts`, `useClickToPayText`).
 */
import { deepFreeze } from '../rules/deep-freeze';

const TRY_AGAIN = 'Something went wrong. Try again or enter your card details manually';

export const CLICK_TO_PAY_ERRORS = /* @__PURE__ */ deepFreeze({
  'ctp.errors.NOT_FOUND':
    'No Click to Pay account was found for this email. Check it or enter your card details manually',
  'ctp.errors.ACCT_INACCESSIBLE':
    'This Click to Pay account is not available right now. Enter your card details manually',
  'ctp.errors.CODE_INVALID': 'That code is not right. Check it and try again',
  'ctp.errors.CODE_EXPIRED': 'This code has expired. Ask for a new one',
  'ctp.errors.RETRIES_EXCEEDED': 'Too many codes were asked for. Enter your card details manually',
  'ctp.errors.OTP_SEND_FAILED': 'We could not send a code. Try again',
  'ctp.errors.INVALID_EMAIL': 'Enter a valid email address',
  'ctp.errors.ID_FORMAT_UNSUPPORTED': 'Enter a valid email address',
  'ctp.errors.FRAUD': 'This Click to Pay account is locked. Enter your card details manually',
  'ctp.errors.AUTH_INVALID': 'We could not confirm it is you. Try again',
  'ctp.errors.CONSUMER_ID_MISSING': TRY_AGAIN,
  'ctp.errors.AUTH_ERROR': TRY_AGAIN,
  'ctp.errors.INVALID_PARAMETER': TRY_AGAIN,
  'ctp.errors.REQUEST_TIMEOUT': TRY_AGAIN,
  'ctp.errors.SERVER_ERROR': TRY_AGAIN,
  'ctp.errors.SERVICE_ERROR': TRY_AGAIN,
  'ctp.errors.UNKNOWN_ERROR': TRY_AGAIN,
} as const);

export type ClickToPayErrorKey = keyof typeof CLICK_TO_PAY_ERRORS;
/** A reason the message table knows: `NOT_FOUND`, `CODE_INVALID`, …, `UNKNOWN_ERROR`. */
export type ClickToPayErrorReason = ClickToPayErrorKey extends `ctp.errors.${infer R}` ? R : never;

/** The reason as the table knows it; any other value (or none) is UNKNOWN_ERROR. */
export function knownErrorReason(reason: unknown): ClickToPayErrorReason {
  return typeof reason === 'string' && Object.hasOwn(CLICK_TO_PAY_ERRORS, `ctp.errors.${reason}`)
    ? (reason as ClickToPayErrorReason)
    : 'UNKNOWN_ERROR';
}

/** The message's key for a reason (`ctp.errors.{reason}`), UNKNOWN_ERROR's for an unknown one. */
export function clickToPayErrorKey(reason: unknown): ClickToPayErrorKey {
  return `ctp.errors.${knownErrorReason(reason)}`;
}

/** The en-US message for a reason (`ctp.errors.{reason}`), UNKNOWN_ERROR's for an unknown one. */
export function clickToPayErrorMessage(reason: unknown): string {
  return CLICK_TO_PAY_ERRORS[clickToPayErrorKey(reason)];
}
