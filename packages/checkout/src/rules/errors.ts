/**
 * The error catalogue (docs/widget.md#validation): card-field codes with the English text the form
 * shows under a field, 3D Secure 2 codes, API and redirect codes, and the error kinds. All tables
 * are frozen. Card-field messages are written for payers; the 3DS, API and widget messages are
 * for integrators (console, `onError`).
 */
import { securityCodeFor } from './security-code';
import { deepFreeze } from './deep-freeze';

/** Card-field codes → the message under the field (short, specific, no trailing full stop). */
export const CARD_FIELD_ERRORS = /* @__PURE__ */ deepFreeze({
  'err.gen.9100': 'Complete this field',
  'err.gen.9101': 'Check this field',
  'cc.num.900': 'Enter the card number',
  'cc.num.901': 'Enter the complete card number',
  'cc.num.902': 'Check the card number',
  'cc.num.903': "We don't accept this card type",
  'cc.dat.910': 'Enter the expiry date',
  'cc.dat.911': 'Enter a valid expiry date (MM/YY)',
  'cc.dat.912': 'This card has expired',
  'cc.dat.913': 'This expiry date is too far in the future',
  'cc.dat.914': 'This card expires too soon',
  'cc.mth.915': 'Enter the expiry month',
  'cc.yr.917': 'Enter the expiry year',
  'cc.yr.918': 'Enter a valid expiry year',
  'cc.cvc.920': 'Enter the security code',
  'cc.cvc.921': 'Enter the 3-digit security code',
  'kcp.pwd.940': 'Enter the first 2 digits of the card password',
  'kcp.pwd.941': 'Enter only the first 2 digits of the card password',
} as const);

export type CardFieldErrorCode = keyof typeof CARD_FIELD_ERRORS;

/** The other form fields' errors (§8), keyed as the widget keys them. */
export const FORM_FIELD_ERRORS = /* @__PURE__ */ deepFreeze({
  'creditCard.holderName.invalid': 'Enter the name on the card',
  'creditCard.taxNumber.invalid': 'Enter your date of birth (YYMMDD) or 10-digit business number',
  'boleto.socialSecurityNumber.invalid': 'Enter a valid CPF or CNPJ number',
  'address.errors.incomplete': 'Complete the billing address',
} as const);

export type FormFieldErrorCode = keyof typeof FORM_FIELD_ERRORS;

/**
 * The message for a card-field code, or undefined for a code the table does not know. For
 * 'cc.cvc.921' the digit count follows the brand (`Enter the 4-digit security code` for amex).
 */
export function cardFieldErrorMessage(code: string, brand?: string | null): string | undefined {
  if (code === 'cc.cvc.921')
    return `Enter the ${securityCodeFor(brand).length}-digit security code`;
  return (CARD_FIELD_ERRORS as Record<string, string>)[code];
}

/**
 * Codes not read out by the screen-reader error panel when they appear while typing (§5): the
 * field's own error announces them on blur instead.
 */
export const ERRORS_NOT_ANNOUNCED_ON_CHANGE = /* @__PURE__ */ deepFreeze([
  'cc.num.903',
  'cc.dat.912',
  'cc.dat.913',
  'cc.dat.914',
] as const);

/** 3D Secure 2 codes (§8): 700s for the fingerprint and token, 800s for the challenge. */
export const THREEDS2_ERRORS = /* @__PURE__ */ deepFreeze({
  700: 'Missing paymentData property from threeDS2 action',
  701: 'Missing token property from threeDS2 action',
  702: 'Decoded token is missing a valid threeDSMethodURL property',
  703: 'Decoded token is missing one or more required properties',
  704: 'Failed to decode the threeDS2 token',
  705: '3DS2 timed out',
  800: 'Decoded token is missing a valid acsURL property',
  801: 'Challenge result has no transStatus',
  802: 'No details object for a frictionless or refused result',
  803: 'No component for the action',
  804: 'No action to perform the challenge',
  805: 'Challenge resolved without a result',
} as const);

export type ThreeDS2ErrorCode = keyof typeof THREEDS2_ERRORS;

/** API codes (§8): the call that failed and what to tell the integrator. */
export const API_ERRORS = /* @__PURE__ */ deepFreeze({
  620: { call: 'makePayments', message: 'The payments call failed' },
  621: { call: 'submitPaymentDetails', message: 'The payment details call failed' },
  622: {
    call: 'submitThreeDS2Fingerprint',
    message: 'The 3D Secure 2 fingerprint call failed',
  },
  623: { call: 'createOrder', message: 'The create order call failed' },
} as const);

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The redirect error (§8). */
export const REDIRECT_ERROR = /* @__PURE__ */ deepFreeze({
  code: 600,
  message: 'The redirect to the payment method failed',
} as const);

/** Error kinds (§8) with what each means. */
export const ERROR_KINDS = /* @__PURE__ */ deepFreeze({
  NETWORK_ERROR: 'A network call failed',
  CANCEL: 'The shopper cancelled the payment',
  IMPLEMENTATION_ERROR: 'The checkout is not set up correctly',
  API_ERROR: 'The payment provider returned an error',
  ERROR: 'The payment could not be completed',
  SCRIPT_ERROR: 'A payment script failed to load',
  SDK_ERROR: "A payment method's SDK reported an error",
} as const);

export type ErrorKind = keyof typeof ERROR_KINDS;

/**
 * The secured frames' failures among the widget's own messages (§8): the frames' host reports
 * them (secured-fields/host.ts), and the first file carries only these.
 */
export const FRAMES_ERROR_MESSAGES = /* @__PURE__ */ deepFreeze({
  framesLoadFailed: 'secured field iframes have failed to load',
  framesConfigFailed: 'secured fields have failed to configure',
  framesReloaded:
    'One or more securedFields has just loaded new content... securedFields have been removed',
} as const);

/** The widget's own messages, as the spec quotes them (§8). */
export const WIDGET_ERROR_MESSAGES = /* @__PURE__ */ deepFreeze({
  ...FRAMES_ERROR_MESSAGES,
  missingThreeDS2Token: 'Missing token property from threeDS2 action',
  applePayDismissed: 'UI dismissed',
} as const);

/** `Service at {url} is not available` (§8). */
export function serviceUnavailableMessage(url: string): string {
  return `Service at ${url} is not available`;
}

/** `Call to {url} failed` (§8). */
export function callFailedMessage(url: string): string {
  return `Call to ${url} failed`;
}

/** An error of one of the kinds above, as the widget raises it to the integrator. */
export class CheckoutError extends Error {
  readonly kind: ErrorKind;

  constructor(kind: ErrorKind, message: string = ERROR_KINDS[kind], options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CheckoutError';
    this.kind = kind;
  }
}
