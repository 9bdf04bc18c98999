/**
 * Loading the payment data (spec §4), without React: the request, then the STRIPE client
 * secret or the card session it needs. Any failure sets 'Failed to fetch payment data' (the
 * request, if it arrived, is kept so a screen could still name the merchant) — except the card
 * session's: each payment method fails on its own (item 8), so without a session the
 * page still loads, bank, ACH and wire stay usable and the card step says why, with Refresh. A
 * rate limit (429) is told as such: 'Too many attempts. Please wait {n} seconds and try again.'
 */
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { PaymentRequest } from '../models/payment-request';
import {
  needsCardSession,
  needsStripeIntent,
  PAYMENT_DATA_ERROR,
  type PaymentData,
  tooManyAttemptsMessage,
} from '../payment-request/payment-data';

export type LoadPaymentDataOptions = {
  signal?: AbortSignal;
  /** The request already on its way (the early fetch); fetched anew when absent. */
  pending?: Promise<PaymentRequest | null>;
};

/** Loaded payment data, with the cause of a failure for developers (never shown). */
export type LoadedPaymentData = PaymentData & { loading: false; cause?: unknown };

export async function loadPaymentData(
  client: ApiClient,
  token: string,
  options: LoadPaymentDataOptions = {},
): Promise<LoadedPaymentData> {
  const { signal } = options;
  let paymentRequest: PaymentRequest | null = null;
  try {
    paymentRequest = await (options.pending ?? client.getPaymentRequest(token, { signal }));
    signal?.throwIfAborted();
    let stripeClientKey: string | null = null;
    let adyenSession: PaymentData['adyenSession'] = null;
    if (paymentRequest && needsStripeIntent(paymentRequest)) {
      stripeClientKey = await client.getStripeClientSecret(token, { signal });
    }
    let cause: unknown;
    if (paymentRequest && needsCardSession(paymentRequest)) {
      adyenSession = await client
        .createCardSession(token, paymentRequest.organizationId, { signal })
        .catch((error: unknown) => {
          if (signal?.aborted) throw error;
          cause = error;
          return null;
        });
    }
    const data: LoadedPaymentData = {
      paymentRequest,
      stripeClientKey,
      adyenSession,
      loading: false,
      error: null,
    };
    return cause === undefined ? data : { ...data, cause };
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    // A rate limit says how long to wait (60 s when the answer did not say).
    const retryAfterSeconds =
      cause instanceof ApiError && cause.status === 429 ? (cause.retryAfterSeconds ?? 60) : null;
    return {
      paymentRequest,
      stripeClientKey: null,
      adyenSession: null,
      loading: false,
      error:
        retryAfterSeconds === null ? PAYMENT_DATA_ERROR : tooManyAttemptsMessage(retryAfterSeconds),
      ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
      cause,
    };
  }
}
