/**
 * The card flow's calls around the widget (spec §4): the re-fetch before submitting and the
 * status update after an Authorised result. The widget itself (sandbox or Adyen Web) lives in
 * the checkout components.
 */
import type { CardSessionResult } from '@paypage/contract';
import * as React from 'react';
import type { ApiClient } from '../api/client';
import { isAbortError } from '../api/errors';
import type { PaymentRequest } from '../models/payment-request';
import { CARD_MESSAGES, checkStillPayable } from '../payment-request/card-flow';
import type { CheckoutMessage } from '../payment-request/messages';
import type { PayCallOutcome } from '../payment-request/unknown-outcome';
import { useApiClient } from './api-client';
import { usePaymentData } from './payment-data';
import { followFailedPayCall, type CheckingOptions } from './unknown-outcome';

/**
 * Re-fetches the request; `null` when it may still be paid, else the message to show
 * ('This payment request has already been processed.' with Refresh; a failed re-fetch shows
 * 'Failed to fetch payment request' with Try again). An abort rejects.
 */
export async function checkBeforeCardSubmit(
  reload: () => Promise<PaymentRequest | null>,
): Promise<CheckoutMessage | null> {
  try {
    return checkStillPayable(await reload());
  } catch (error) {
    if (isAbortError(error)) throw error;
    return CARD_MESSAGES.requestFetchFailed;
  }
}

/**
 * After an Authorised result: POST status PROCESSING (with the card session's result, which the
 * API checks with the processor, when the widget gave one). `null` when done, or when its answer was
 * lost but the re-read request is PROCESSING or PAID (`followFailedPayCall`); else the spec's
 * message ('Your payment has been processed, but …'), the payment having been taken.
 */
export async function markCardPaymentProcessing(
  client: ApiClient,
  token: string,
  session?: CardSessionResult,
  checking?: CheckingOptions,
): Promise<CheckoutMessage | null> {
  try {
    await client.updateStatus(token, 'PROCESSING', undefined, session);
    return null;
  } catch (error) {
    const outcome = await followFailedPayCall(
      error,
      () => client.getPaymentRequest(token),
      checking,
    ).catch(() => 'unknown' as const);
    return outcome === 'processing' ? null : CARD_MESSAGES.statusUpdateFailed;
  }
}

export type CardPaymentSupport = {
  checkBeforeSubmit: () => Promise<CheckoutMessage | null>;
  markProcessing: (
    session?: CardSessionResult,
    checking?: CheckingOptions,
  ) => Promise<CheckoutMessage | null>;
  /** After a failed card payment call: what the re-read request says (`followFailedPayCall`). */
  followFailure: (error: unknown, checking?: CheckingOptions) => Promise<PayCallOutcome>;
};

/**
 * The calls bound to the current request. The re-fetch before paying reads the request
 * without publishing it to the page: were it published, a request paid in another tab would swap
 * the card step for 'Payment complete' before the payer could read why the payment was not made;
 * the message's Refresh then loads the page anew (spec §8).
 */
export function useCardPaymentSupport(): CardPaymentSupport {
  const client = useApiClient();
  const { token } = usePaymentData();
  return React.useMemo(
    () => ({
      checkBeforeSubmit: () => checkBeforeCardSubmit(() => client.getPaymentRequest(token)),
      markProcessing: (session, checking) =>
        markCardPaymentProcessing(client, token, session, checking),
      followFailure: (error, checking) =>
        followFailedPayCall(error, () => client.getPaymentRequest(token), checking),
    }),
    [client, token],
  );
}
