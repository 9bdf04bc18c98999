/**
 * The card flow's rules (spec §4, §8): the check before submitting, the reading of the
 * provider's results and errors, and the message after a failed status update.
 *
 * Messages (the spec gives only the gist of two; the wording is chosen and documented here). The
 * declined and technical texts say what to do, so the action's hint ('Please try again.') is not
 * added after them:
 *
 * | case                                  | text                                                                 | action    |
 * | ------------------------------------- | -------------------------------------------------------------------- | --------- |
 * | request no longer payable before submit | 'This payment request has already been processed.'                 | Refresh   |
 * | re-fetch before submit failed         | 'Failed to fetch payment request'                                    | Try again |
 * | provider error 14_0422                | 'This payment request session has expired.'                          | Refresh   |
 * | provider error 14_0423                | "We're unable to complete your payment. This payment request has already been processed." | Refresh |
 * | result Refused (declined, chosen text) | 'Your card was declined. This can happen because of insufficient funds or an expired card. Try another card or contact your bank.' | Try again |
 * | any other error (technical, chosen)   | "We couldn't process your card because of a technical issue. Please re-enter your card details, or contact support if it keeps happening." | Try again |
 * | cancel (result Cancelled, error CANCEL) | ignored                                                            |           |
 * | status update after Authorised failed | 'Your payment has been processed, but … in a few minutes...'          | none      |
 */
import type { CardPaymentResult as ProcessorPaymentResult } from '@paypage/contract';
import type { PaymentRequest } from '../models/payment-request';
import { REFRESH, TRY_AGAIN, type CheckoutMessage } from './messages';
import { isPayable } from './status';

export const CARD_MESSAGES = {
  alreadyProcessed: {
    title: null,
    text: 'This payment request has already been processed.',
    action: REFRESH,
  },
  requestFetchFailed: {
    title: null,
    text: 'Failed to fetch payment request',
    action: TRY_AGAIN,
  },
  sessionExpired: {
    title: null,
    text: 'This payment request session has expired.',
    action: REFRESH,
  },
  unableAlreadyProcessed: {
    title: null,
    text: "We're unable to complete your payment. This payment request has already been processed.",
    action: REFRESH,
  },
  declined: {
    title: null,
    text: 'Your card was declined. This can happen because of insufficient funds or an expired card. Try another card or contact your bank.',
    action: TRY_AGAIN,
    textSaysWhatToDo: true,
  },
  technical: {
    title: null,
    text: "We couldn't process your card because of a technical issue. Please re-enter your card details, or contact support if it keeps happening.",
    action: TRY_AGAIN,
    textSaysWhatToDo: true,
  },
  statusUpdateFailed: {
    title: null,
    text: 'Your payment has been processed, but we encountered a technical issue while updating the status. Please reload the page in a few minutes...',
    action: null,
  },
} as const satisfies Record<string, CheckoutMessage>;

/** The provider's error codes with a message of their own. */
export const CARD_ERROR_CODES = {
  '14_0422': CARD_MESSAGES.sessionExpired,
  '14_0423': CARD_MESSAGES.unableAlreadyProcessed,
} as const satisfies Record<string, CheckoutMessage>;

/**
 * Before a card payment is submitted the request is re-fetched; it must still be payable
 * (UNPAID, or PAYMENT_FAILED: see `PAYABLE_STATUSES`). Returns the message to show, or `null`
 * to go on. A request that is gone (404) counts as processed.
 */
export function checkStillPayable(
  request: Pick<PaymentRequest, 'status'> | null,
): CheckoutMessage | null {
  return request && isPayable(request) ? null : CARD_MESSAGES.alreadyProcessed;
}

export type CardOutcome =
  | { type: 'authorised' }
  /** Waiting for the payer (a 3-D Secure challenge): nothing to show. */
  | { type: 'pending' }
  /** The payer canceled: nothing to show, the form stays. */
  | { type: 'ignored' }
  | { type: 'failed'; message: CheckoutMessage };

/** A session payment result: `{ resultCode, error? }` (contract, docs/widget.md#options). */
export type CardPaymentResult = Pick<ProcessorPaymentResult, 'resultCode' | 'error'>;

function messageForCode(code: string | null | undefined): CheckoutMessage {
  return code != null && Object.hasOwn(CARD_ERROR_CODES, code)
    ? CARD_ERROR_CODES[code as keyof typeof CARD_ERROR_CODES]
    : CARD_MESSAGES.technical;
}

/** What a final or intermediate result of the payment means for the payer. */
export function cardResultOutcome(result: CardPaymentResult): CardOutcome {
  switch (result.resultCode) {
    case 'Authorised':
      return { type: 'authorised' };
    case 'ChallengeShopper':
    case 'IdentifyShopper':
    case 'RedirectShopper':
    case 'Pending':
    case 'Received':
      return { type: 'pending' };
    case 'Cancelled':
      return { type: 'ignored' };
    case 'Refused':
      return { type: 'failed', message: CARD_MESSAGES.declined };
    default:
      return { type: 'failed', message: messageForCode(result.error?.errorCode) };
  }
}

/**
 * An error the card widget reports (Adyen Web's `onError`: `{ name, message, errorCode? }`,
 * docs/widget.md#errors kinds NETWORK_ERROR, CANCEL, …). CANCEL is ignored; 14_0422 and 14_0423
 * have their own message; everything else is the technical-issue message.
 */
export function cardErrorOutcome(error: {
  name?: string | null;
  errorCode?: string | null;
}): CardOutcome {
  if (error.name === 'CANCEL') return { type: 'ignored' };
  return { type: 'failed', message: messageForCode(error.errorCode) };
}
