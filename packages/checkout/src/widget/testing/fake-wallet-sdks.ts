/**
 * Local fakes of the wallets' browser APIs for tests, behaving as their providers'
 * references describe:
 * - Google Pay's pay.js: `google.payments.api.PaymentsClient({ environment, paymentDataCallbacks })`
 *   with `isReadyToPay` (API 2.0 only; `{ result }`), `createButton` (a `<button>`, "Buy with GPay",
 *   that calls its `onClick` on click; its options recorded), and `loadPaymentData`, whose
 *   sheet, with the PAYMENT_AUTHORIZATION intent, calls `onPaymentAuthorized` when the payer pays:
 *   SUCCESS closes it and resolves the payment data, ERROR keeps it open showing the error's
 *   message; the payer's close rejects with statusCode CANCELED.
 * - Apple's `ApplePaySession`: `canMakePayments`, `supportsVersion` (up to a highest version),
 *   STATUS_SUCCESS 0 / STATUS_FAILURE 1; `begin()` shows the sheet and calls `onvalidatemerchant`
 *   with a validation URL; only a merchant session passed to `completeMerchantValidation` lets the
 *   payer authorise (`onpaymentauthorized`), a bad one ends the sheet with `oncancel`;
 *   `completePayment` closes it on success and keeps it (the error shown) on failure; the payer's
 *   close calls `oncancel`.
 * - Script loading: `serveScripts` answers the `<script>` tags the widget adds, by URL, as a
 *   server would: installs the fake and fires `load`, or fires `error`.
 */
import type { ApplePaySessionLike, ApplePayWindow } from '../wallets/apple-pay';
import type {
  GooglePayButtonOptions,
  GooglePayPaymentData,
  GooglePaymentsClientOptions,
  GooglePayWindow,
} from '../wallets/google-pay';

type AuthorizationResult = Awaited<
  ReturnType<GooglePaymentsClientOptions['paymentDataCallbacks']['onPaymentAuthorized']>
>;

export type FakeGoogleSheet = {
  request: Record<string, unknown>;
  /** What the sheet shows after an ERROR answer (null: no error). */
  shownError: string | null;
  open: boolean;
  /** The payer pays with this payment data: the authorisation callback's answer. */
  pay(data: GooglePayPaymentData): Promise<AuthorizationResult>;
  /** The payer changes the shipping address or option: the data-changed callback's answer. */
  changeData(data: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The payer closes the sheet. */
  close(): void;
};

export type FakeGooglePay = {
  clientOptions: GooglePaymentsClientOptions[];
  readyRequests: Record<string, unknown>[];
  /** The options of each button `createButton` made. */
  buttons: GooglePayButtonOptions[];
  sheets: FakeGoogleSheet[];
};

/**
 * Installs a fake pay.js on `win`: ready to pay or not (or isReadyToPay failing), with a payment
 * method present in the payer's Google account or not.
 */
export function installFakeGooglePay(
  win: Window,
  options: {
    ready?: boolean;
    readyFails?: boolean;
    /** isReadyToPay never answers. */
    readyHangs?: boolean;
    paymentMethodPresent?: boolean;
  } = {},
): FakeGooglePay {
  const fake: FakeGooglePay = { clientOptions: [], readyRequests: [], buttons: [], sheets: [] };
  class PaymentsClient {
    constructor(private readonly clientOptions: GooglePaymentsClientOptions) {
      if (!['TEST', 'PRODUCTION'].includes(clientOptions.environment)) {
        throw new Error('Unsupported environment');
      }
      fake.clientOptions.push(clientOptions);
    }
    isReadyToPay(request: Record<string, unknown>) {
      fake.readyRequests.push(request);
      if (options.readyHangs) return new Promise<never>(() => undefined);
      if (options.readyFails) {
        return Promise.reject({
          statusCode: 'DEVELOPER_ERROR',
          statusMessage: 'isReadyToPay failed',
        });
      }
      if (request.apiVersion !== 2 || request.apiVersionMinor !== 0) {
        return Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'apiVersion' });
      }
      // Google answers paymentMethodPresent only when the request asks for an existing method.
      return Promise.resolve({
        result: options.ready ?? true,
        ...(request.existingPaymentMethodRequired === true
          ? { paymentMethodPresent: options.paymentMethodPresent ?? true }
          : {}),
      });
    }
    createButton(buttonOptions: GooglePayButtonOptions) {
      fake.buttons.push(buttonOptions);
      const button = win.document.createElement('button');
      button.type = 'button';
      button.textContent = 'Buy with GPay';
      button.addEventListener('click', () => buttonOptions.onClick());
      return button;
    }
    loadPaymentData(request: Record<string, unknown>) {
      const callbacks = this.clientOptions.paymentDataCallbacks;
      const intents = (request.callbackIntents as string[] | undefined) ?? [];
      return new Promise<GooglePayPaymentData>((resolve, reject) => {
        const sheet: FakeGoogleSheet = {
          request,
          shownError: null,
          open: true,
          async pay(data) {
            if (!sheet.open) throw new Error('the sheet is closed');
            if (!intents.includes('PAYMENT_AUTHORIZATION')) {
              sheet.open = false;
              resolve(data);
              return { transactionState: 'SUCCESS' };
            }
            const result = await callbacks.onPaymentAuthorized(data);
            if (result.transactionState === 'SUCCESS') {
              sheet.open = false;
              resolve(data);
            } else {
              sheet.shownError = result.error.message;
            }
            return result;
          },
          changeData(data) {
            const changed = callbacks.onPaymentDataChanged;
            if (!changed) throw new Error('no onPaymentDataChanged callback');
            return changed(data);
          },
          close() {
            if (!sheet.open) return;
            sheet.open = false;
            reject({
              statusCode: 'CANCELED',
              statusMessage: 'User closed the Payment Request UI.',
            });
          },
        };
        fake.sheets.push(sheet);
      });
    }
  }
  (win as Window & GooglePayWindow).google = {
    payments: { api: { PaymentsClient } },
  } as GooglePayWindow['google'];
  return fake;
}

/** A Google Pay payment data as the reference shows it (a Visa, a full billing address). */
export function googlePayPaymentData(
  token = '{"signature":"MEU…","protocolVersion":"ECv2"}',
): GooglePayPaymentData {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: {
      type: 'CARD',
      description: 'Visa •••• 1111',
      info: {
        cardNetwork: 'VISA',
        cardDetails: '1111',
        billingAddress: {
          name: 'Sam Rivera',
          address1: '500 Market St',
          address2: 'Suite 400',
          address3: '',
          locality: 'San Francisco',
          administrativeArea: 'CA',
          postalCode: '94105',
          countryCode: 'US',
        },
      },
      tokenizationData: { type: 'PAYMENT_GATEWAY', token },
    },
  };
}

export type FakeAppleSession = ApplePaySessionLike & {
  version: number;
  request: Record<string, unknown>;
  state: 'created' | 'validating' | 'validated' | 'authorising' | 'failed' | 'done' | 'cancelled';
  merchantSession: unknown;
  completions: { status: number; errors?: unknown[] }[];
  /** The payer authorises with this payment (after merchant validation). */
  authorise(payment: Record<string, unknown>): void;
  /** The payer closes the sheet. */
  cancel(): void;
  /** What the session was told after a shipping contact or method was chosen. */
  shippingUpdates: unknown[];
};

export type FakeApplePay = { sessions: FakeAppleSession[] };

/** Installs a fake `ApplePaySession` (and `ApplePayError`) on `win`. */
export function installFakeApplePay(
  win: Window,
  options: { canMakePayments?: boolean; maxVersion?: number } = {},
): FakeApplePay {
  const fake: FakeApplePay = { sessions: [] };
  class ApplePayError {
    constructor(
      readonly code: string,
      readonly contactField?: string,
      readonly message?: string,
    ) {}
  }
  class ApplePaySession implements FakeAppleSession {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static canMakePayments() {
      return options.canMakePayments ?? true;
    }
    static supportsVersion(version: number) {
      return version <= (options.maxVersion ?? 14);
    }
    onvalidatemerchant: FakeAppleSession['onvalidatemerchant'] = null;
    onpaymentauthorized: FakeAppleSession['onpaymentauthorized'] = null;
    oncancel: FakeAppleSession['oncancel'] = null;
    onshippingcontactselected: FakeAppleSession['onshippingcontactselected'] = null;
    onshippingmethodselected: FakeAppleSession['onshippingmethodselected'] = null;
    shippingUpdates: unknown[] = [];
    state: FakeAppleSession['state'] = 'created';
    merchantSession: unknown = null;
    completions: FakeAppleSession['completions'] = [];
    constructor(
      readonly version: number,
      readonly request: Record<string, unknown>,
    ) {
      if (!ApplePaySession.supportsVersion(version)) throw new Error('Unsupported version');
      fake.sessions.push(this);
    }
    begin() {
      if (this.state !== 'created') throw new Error('InvalidAccessError: begin twice');
      this.state = 'validating';
      queueMicrotask(() =>
        this.onvalidatemerchant?.({
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        }),
      );
    }
    abort() {
      this.state = 'cancelled';
    }
    completeMerchantValidation(merchantSession: unknown) {
      if (this.state !== 'validating') throw new Error('InvalidAccessError: not validating');
      const valid =
        typeof merchantSession === 'object' &&
        merchantSession !== null &&
        'merchantSessionIdentifier' in merchantSession &&
        'signature' in merchantSession;
      this.merchantSession = merchantSession;
      if (valid) this.state = 'validated';
      else this.end();
    }
    authorise(payment: Record<string, unknown>) {
      if (this.state !== 'validated' && this.state !== 'failed') {
        throw new Error(`the payer cannot authorise in state ${this.state}`);
      }
      this.state = 'authorising';
      this.onpaymentauthorized?.({ payment } as never);
    }
    completeShippingContactSelection(update: unknown) {
      this.shippingUpdates.push(update);
    }
    completeShippingMethodSelection(update: unknown) {
      this.shippingUpdates.push(update);
    }
    completePayment(result: { status: number; errors?: unknown[] }) {
      if (this.state !== 'authorising') throw new Error('InvalidAccessError: not authorising');
      this.completions.push(result);
      this.state = result.status === ApplePaySession.STATUS_SUCCESS ? 'done' : 'failed';
    }
    cancel() {
      if (this.state === 'done' || this.state === 'cancelled') return;
      this.end();
    }
    private end() {
      this.state = 'cancelled';
      this.oncancel?.({ sessionError: { code: 'unknown', info: {} } });
    }
  }
  Object.assign(win as Window & ApplePayWindow, { ApplePaySession, ApplePayError });
  return fake;
}

/** An Apple Pay payment as the reference shows it: its token and the billing contact. */
export function applePayPayment() {
  return {
    token: {
      paymentData: {
        version: 'EC_v1',
        data: 'c2FuZGJveA==',
        signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQEx',
        header: {},
      },
      paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
      transactionIdentifier: 'ABC123',
    },
    billingContact: {
      givenName: 'Sam',
      familyName: 'Rivera',
      addressLines: ['500 Market St', 'Suite 400'],
      locality: 'San Francisco',
      administrativeArea: 'CA',
      postalCode: '94105',
      countryCode: 'US',
    },
  };
}

/**
 * Answers every `<script>` the page adds from now on: `serve(url)` returns 'load' (after
 * installing what the script would) or 'error'. Returns the URLs asked for and a stop function.
 */
export function serveScripts(doc: Document, serve: (url: string) => 'load' | 'error') {
  const asked: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLScriptElement) || !node.src) continue;
        asked.push(node.src);
        node.dispatchEvent(new Event(serve(node.src)));
      }
    }
  });
  observer.observe(doc.head, { childList: true });
  return { asked, stop: () => observer.disconnect() };
}
