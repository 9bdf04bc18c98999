/**
 * Google Pay in production (docs/widget.md#options): pay.js loaded lazily from
 * the configured URL, `google.payments.api.PaymentsClient` asked `isReadyToPay` (not ready, or
 * no card in the payer's account when `existingPaymentMethodRequired`: no button), and a press runs `loadPaymentData` with the PAYMENT_AUTHORIZATION callback: the payment
 * is made while Google's sheet waits, its token as `googlePayToken`, the card network and the §3
 * billing address; a refusal is answered as §8's authorisation error (the sheet shows it), and the
 * payer's close (statusCode CANCELED) is a CANCEL, or the refusal once one was shown. The button
 * is Google's own, from `createButton` (ButtonOptions: `buttonLocale`, `buttonColor`, `buttonType`,
 * `buttonSizeMode: 'fill'`, `allowedPaymentMethods`), in the widget's language
 * (docs/decisions.md, "Google Pay's button in production: Google's own").
 */
import type { ScriptLoader } from '../../click-to-pay/service/sdk-loader';
import {
  GOOGLE_PAY_DEFAULTS,
  GOOGLE_PAY_SCRIPT_URL,
  googlePayPaymentDataRequest,
} from './production-wallets';
import type { ProductionGooglePayOptions } from './production-types';
import {
  walletAuthorisationError,
  walletCancel,
  walletError,
  walletErrorText,
  walletPaymentData,
  walletScriptError,
  type GooglePayAddress,
} from './wallet-data';
import type { PreparedWallet, WalletContext } from './wallet-runtime-types';

/** What the widget reads of Google Pay's PaymentData (API 2.0). */
export type GooglePayPaymentData = {
  apiVersion?: number;
  apiVersionMinor?: number;
  paymentMethodData: {
    type?: string;
    description?: string;
    info?: { cardNetwork?: string; cardDetails?: string; billingAddress?: GooglePayAddress };
    tokenizationData: { type?: string; token: string };
  };
  shippingAddress?: GooglePayAddress;
};

type PaymentAuthorizationResult =
  | { transactionState: 'SUCCESS' }
  | {
      transactionState: 'ERROR';
      error: { intent: 'PAYMENT_AUTHORIZATION'; reason: 'OTHER_ERROR'; message: string };
    };

/** pay.js's ButtonOptions, as the widget gives them to `createButton`. */
export type GooglePayButtonOptions = {
  onClick: () => void;
  buttonLocale: string;
  buttonColor: 'default' | 'black' | 'white';
  buttonType: 'book' | 'buy' | 'checkout' | 'donate' | 'order' | 'pay' | 'plain' | 'subscribe';
  buttonSizeMode: 'static' | 'fill';
  allowedPaymentMethods: object[];
};

/** The parts of pay.js's PaymentsClient the widget uses. */
export type GooglePaymentsClient = {
  isReadyToPay(request: object): Promise<{ result: boolean; paymentMethodPresent?: boolean }>;
  loadPaymentData(request: object): Promise<GooglePayPaymentData>;
  createButton(options: GooglePayButtonOptions): HTMLElement;
};

export type GooglePaymentsClientOptions = {
  environment: 'TEST' | 'PRODUCTION';
  paymentDataCallbacks: {
    onPaymentAuthorized: (data: GooglePayPaymentData) => Promise<PaymentAuthorizationResult>;
    onPaymentDataChanged?: (data: Record<string, unknown>) => Promise<Record<string, unknown>>;
  };
};

export type GooglePayWindow = {
  google?: {
    payments?: {
      api?: { PaymentsClient?: new (options: GooglePaymentsClientOptions) => GooglePaymentsClient };
    };
  };
};

const messageOf = (error: unknown, fallback: string) => {
  const record = (error ?? {}) as { statusMessage?: unknown; message?: unknown };
  if (typeof record.statusMessage === 'string' && record.statusMessage) return record.statusMessage;
  if (typeof record.message === 'string' && record.message) return record.message;
  return fallback;
};

/** Google Pay's payment data as the widget's sheet result (§3 "Google Pay payment"). */
export function googlePaySheetResult(data: GooglePayPaymentData) {
  const { info, tokenizationData } = data.paymentMethodData;
  return {
    wallet: 'googlepay' as const,
    token: tokenizationData.token,
    cardNetwork: info?.cardNetwork ?? '',
    ...(info?.billingAddress ? { billingAddress: info.billingAddress } : {}),
    ...(data.shippingAddress ? { shippingAddress: data.shippingAddress } : {}),
  };
}

export async function prepareGooglePay(
  options: ProductionGooglePayOptions | undefined,
  context: WalletContext,
  load: ScriptLoader,
): Promise<PreparedWallet> {
  let built: ReturnType<typeof googlePayPaymentDataRequest>;
  try {
    built = googlePayPaymentDataRequest({
      merchantId: options?.merchantId,
      gatewayMerchantId: options?.gatewayMerchantId ?? '',
      merchantName: context.merchantName ?? '',
      amount: context.amount,
      countryCode: context.countryCode,
    });
  } catch (error) {
    return {
      kind: 'failed',
      error: walletError('IMPLEMENTATION_ERROR', 'googlepay', messageOf(error, '')),
    };
  }
  // The §9 card method with the billing address asked for in full (§3 wallet addresses).
  const allowedPaymentMethods = built.allowedPaymentMethods.map((method) => ({
    ...method,
    parameters: {
      ...method.parameters,
      billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL' },
    },
  }));
  // An express checkout's sheet asks for the shipping address; its changes go to the merchant.
  const onPaymentDataChanged = context.express ? options?.onPaymentDataChanged : undefined;
  const request = {
    ...built,
    allowedPaymentMethods,
    ...(onPaymentDataChanged ? { shippingAddressRequired: true } : {}),
  };
  const callbackIntents = onPaymentDataChanged
    ? ['PAYMENT_AUTHORIZATION', 'SHIPPING_ADDRESS']
    : ['PAYMENT_AUTHORIZATION'];
  try {
    await load(options?.scriptUrl ?? GOOGLE_PAY_SCRIPT_URL);
  } catch {
    return { kind: 'failed', error: walletScriptError('googlepay') };
  }
  const PaymentsClient = (context.window as GooglePayWindow).google?.payments?.api?.PaymentsClient;
  if (!PaymentsClient) return { kind: 'failed', error: walletScriptError('googlepay') };

  // The attempt under way answers the authorisation callback (one sheet at a time).
  let authorize: ((data: GooglePayPaymentData) => Promise<PaymentAuthorizationResult>) | null =
    null;
  let client: GooglePaymentsClient;
  let ready: { result: boolean; paymentMethodPresent?: boolean };
  const existingRequired = options?.existingPaymentMethodRequired === true;
  try {
    client = new PaymentsClient({
      environment: options?.environment ?? 'PRODUCTION',
      paymentDataCallbacks: {
        onPaymentAuthorized: (data) =>
          authorize ? authorize(data) : Promise.resolve({ transactionState: 'SUCCESS' }),
        ...(onPaymentDataChanged ? { onPaymentDataChanged } : {}),
      },
    });
    ready = await client.isReadyToPay({
      apiVersion: GOOGLE_PAY_DEFAULTS.apiVersion,
      apiVersionMinor: GOOGLE_PAY_DEFAULTS.apiVersionMinor,
      allowedPaymentMethods,
      ...(existingRequired ? { existingPaymentMethodRequired: true } : {}),
    });
  } catch (error) {
    return {
      kind: 'failed',
      error: walletError('SDK_ERROR', 'googlepay', messageOf(error, 'Google Pay is not available')),
    };
  }
  // §8's "not available" and "no paymentMethodPresent": no button, as for Apple Pay on a device
  // without it (docs/decisions.md, "A wallet that cannot serve the payer").
  if (!ready.result || (existingRequired && ready.paymentMethodPresent === false)) {
    return { kind: 'unavailable' };
  }

  return {
    kind: 'ready',
    // Google's button, sized by its slot in the row ('fill'), its colour Google's default (black
    // on the widget's light card) and its label Google's "Buy with Google Pay".
    createButton: ({ onClick, buttonLocale }) =>
      client.createButton({
        onClick,
        buttonLocale,
        buttonColor: 'default',
        buttonType: 'buy',
        buttonSizeMode: 'fill',
        allowedPaymentMethods,
      }),
    start(callbacks) {
      let refused: Parameters<typeof callbacks.onPaymentFailed>[0] | null = null;
      authorize = async (data) => {
        const end = await callbacks.onPay(walletPaymentData(googlePaySheetResult(data)));
        if (end.kind === 'closed') {
          refused = null;
          return { transactionState: 'SUCCESS' };
        }
        refused = end.response;
        // §8: the authorisation error, its message the payer's text (Google's sheet shows it).
        const error = walletAuthorisationError();
        return { transactionState: 'ERROR', error: { ...error, message: walletErrorText(error) } };
      };
      client
        .loadPaymentData({ ...request, callbackIntents })
        .then(
          () => undefined,
          (error: unknown) => {
            if ((error as { statusCode?: unknown } | null)?.statusCode === 'CANCELED') {
              if (refused) callbacks.onPaymentFailed(refused);
              else callbacks.onError(walletCancel('googlepay'));
            } else {
              callbacks.onError(
                walletError('SDK_ERROR', 'googlepay', messageOf(error, 'Google Pay failed')),
              );
            }
          },
        )
        .finally(() => {
          authorize = null;
        });
    },
  };
}
