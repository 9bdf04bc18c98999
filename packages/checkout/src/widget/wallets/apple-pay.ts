/**
 * Apple Pay in production (docs/widget.md#options). `ApplePaySession` is
 * native in Safari; elsewhere Apple's JS SDK is loaded from the configured URL (null: never). An
 * insecure document is an IMPLEMENTATION_ERROR, a script that fails a SCRIPT_ERROR, and a device
 * that cannot pay shows no button. A press: `new ApplePaySession(version, request)` and `begin()`
 * (in the press itself: Apple needs the payer's gesture) → `onvalidatemerchant` → our
 * `v1/applePay/sessions?clientKey=` → the decoded session to `completeMerchantValidation` →
 * `onpaymentauthorized` → the payment (`applePayToken`: the token's paymentData as base64 JSON,
 * and the §3 contacts) → `completePayment` STATUS_SUCCESS, or STATUS_FAILURE with the §8
 * authorisation error; `oncancel` ('UI dismissed') is a CANCEL, or the refusal once one was shown.
 */
import { postJson } from '../../api/post-json';
import type { ScriptLoader } from '../../click-to-pay/service/sdk-loader';
import type { PaymentResponse } from '../options/widget-types';
import {
  APPLE_PAY_DEFAULTS,
  applePayPaymentRequest,
  applePaySessionBody,
  assertApplePaySecure,
} from './production-wallets';
import type { ProductionApplePayOptions } from './production-types';
import {
  walletAuthorisationError,
  walletCancel,
  walletError,
  walletErrorText,
  walletPaymentData,
  walletScriptError,
  type ApplePayContact,
} from './wallet-data';
import type { PreparedWallet, WalletContext } from './wallet-runtime-types';

/** Apple's JS SDK (auto-updating), for browsers without a native `ApplePaySession`. */
export const APPLE_PAY_SDK_URL = 'https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js';

/** The parts of an ApplePaySession the widget uses. */
export type ApplePaySessionLike = {
  onvalidatemerchant: ((event: { validationURL?: string }) => void) | null;
  onpaymentauthorized:
    | ((event: {
        payment: {
          token: { paymentData: unknown };
          billingContact?: ApplePayContact;
          shippingContact?: ApplePayContact;
        };
      }) => void)
    | null;
  oncancel: ((event: unknown) => void) | null;
  onshippingcontactselected?: ((event: unknown) => void) | null;
  onshippingmethodselected?: ((event: unknown) => void) | null;
  completeShippingContactSelection?(update: unknown): void;
  completeShippingMethodSelection?(update: unknown): void;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number; errors?: unknown[] }): void;
};

export type ApplePaySessionClass = {
  new (version: number, request: object): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
};

export type ApplePayWindow = {
  ApplePaySession?: ApplePaySessionClass;
  ApplePayError?: new (code: string, contactField?: string, message?: string) => unknown;
};

export const APPLE_PAY_ERRORS = Object.freeze({
  session: 'Apple Pay session could not be fetched or decoded',
});

/** The Apple Pay token's paymentData as the processor takes it: base64 of its JSON (UTF-8). */
export function applePayTokenOf(paymentData: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(paymentData));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The merchant session our API answers (`data`, an encoded session) decoded for Apple. */
export function decodeApplePaySession(answer: unknown): unknown {
  const data = (answer as { data?: unknown } | null)?.data;
  if (typeof data !== 'string' || data === '') throw new Error(APPLE_PAY_ERRORS.session);
  const binary = atob(data);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/** The highest ApplePaySession version the browser supports, from §9's 14 down. */
function highestVersion(session: ApplePaySessionClass): number {
  for (let version = APPLE_PAY_DEFAULTS.maxVersion; version > 1; version -= 1) {
    if (session.supportsVersion(version)) return version;
  }
  return 1;
}

export async function prepareApplePay(
  options: ProductionApplePayOptions | undefined,
  context: WalletContext,
  load: ScriptLoader,
): Promise<PreparedWallet> {
  const win = context.window as Window & ApplePayWindow;
  if (!options) {
    return {
      kind: 'failed',
      error: walletError(
        'IMPLEMENTATION_ERROR',
        'applepay',
        'Apple Pay needs a merchantIdentifier',
      ),
    };
  }
  try {
    assertApplePaySecure(win.location.protocol);
  } catch (error) {
    return {
      kind: 'failed',
      error: walletError('IMPLEMENTATION_ERROR', 'applepay', (error as Error).message),
    };
  }
  if (!win.ApplePaySession && options.scriptUrl !== null) {
    try {
      await load(options.scriptUrl ?? APPLE_PAY_SDK_URL);
    } catch {
      return { kind: 'failed', error: walletScriptError('applepay') };
    }
  }
  const Session = win.ApplePaySession;
  let canPay = false;
  try {
    canPay = Boolean(Session?.canMakePayments());
  } catch {
    canPay = false; // Apple throws where Apple Pay is not allowed (an insecure frame)
  }
  if (!Session || !canPay) return { kind: 'unavailable' };
  const version = highestVersion(Session);

  const merchantSession = () =>
    postJson(
      `${options.context.replace(/\/+$/, '')}/adyen/v1/applePay/sessions?clientKey=${encodeURIComponent(options.clientKey)}`,
      applePaySessionBody({
        displayName: context.merchantName ?? '',
        domainName: win.location.hostname,
        merchantIdentifier: options.merchantIdentifier,
      }),
      { failure: APPLE_PAY_ERRORS.session },
    ).then(decodeApplePaySession);

  return {
    kind: 'ready',
    start(callbacks) {
      const session = new Session(version, {
        ...applePayPaymentRequest({
          merchantName: context.merchantName ?? '',
          amount: context.amount,
          countryCode: context.countryCode,
        }),
        // §3: a wallet's billing address, with the payer's name.
        requiredBillingContactFields: ['postalAddress', 'name'],
        // An express checkout: where to ship, asked in the sheet.
        ...(context.express ? { requiredShippingContactFields: ['postalAddress', 'name'] } : {}),
      });
      // An express checkout's choices in the sheet: the merchant answers Apple's update; a
      // merchant that fails to answer ends the sheet (Apple would wait for ever).
      const relay = (
        handler: ((event: unknown) => Promise<unknown>) | undefined,
        complete: ((update: unknown) => void) | undefined,
      ) =>
        context.express && handler && complete
          ? (event: unknown) => {
              handler(event).then(
                (update) => complete.call(session, update),
                () => session.abort(),
              );
            }
          : null;
      session.onshippingcontactselected = relay(
        options.onShippingContactSelected,
        session.completeShippingContactSelection,
      );
      session.onshippingmethodselected = relay(
        options.onShippingMethodSelected,
        session.completeShippingMethodSelection,
      );
      let refused: PaymentResponse | null = null;
      session.onvalidatemerchant = () => {
        merchantSession().then(
          (decoded) => session.completeMerchantValidation(decoded),
          () => {
            session.abort();
            callbacks.onError(walletError('SDK_ERROR', 'applepay', APPLE_PAY_ERRORS.session));
          },
        );
      };
      session.onpaymentauthorized = ({ payment }) => {
        const data = walletPaymentData({
          wallet: 'applepay',
          token: applePayTokenOf(payment.token.paymentData),
          ...(context.express ? { express: true } : {}),
          ...(payment.billingContact ? { billingContact: payment.billingContact } : {}),
          ...(payment.shippingContact ? { shippingContact: payment.shippingContact } : {}),
        });
        void callbacks.onPay(data).then((end) => {
          if (end.kind === 'closed') {
            refused = null;
            session.completePayment({ status: Session.STATUS_SUCCESS });
            return;
          }
          refused = end.response;
          // §8: failure returns applePayError (its message the payer's text).
          const text = walletErrorText(walletAuthorisationError());
          session.completePayment({
            status: Session.STATUS_FAILURE,
            errors: win.ApplePayError ? [new win.ApplePayError('unknown', undefined, text)] : [],
          });
        });
      };
      session.oncancel = () => {
        if (refused) callbacks.onPaymentFailed(refused);
        else callbacks.onError(walletCancel('applepay'));
      };
      session.begin();
    },
  };
}
