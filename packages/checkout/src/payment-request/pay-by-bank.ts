/** Pay by bank's errors (spec §5, §8). */
import { ApiError } from '../api/errors';
import { UNKNOWN_OUTCOME_MESSAGE } from './unknown-outcome';

/** `refresh`: the view's only action reloads the page (the payment's outcome is not known). */
export type BankErrorView = { title: string; text: string; refresh?: true };

/** The error view's default title. */
export const BANK_ERROR_TITLE = 'Error';
export const BANK_SOMETHING_WENT_WRONG = "We're sorry, something went wrong. Please try again.";
/** The server's message that the merchant's pay-by-bank limit is reached. */
export const ACH_DEBIT_LIMIT_EXCEEDED = 'ACH Debit limit exceeded';
export const BANK_LIMIT_ERROR: BankErrorView = /* @__PURE__ */ Object.freeze({
  title: 'Unable to process',
  text: 'This client cannot receive any more payments through pay by bank. Please select another payment method.',
});
/** Spec §8: the bank-link widget could not connect. */
export const BANK_LINK_CONNECTION_ERROR = 'We are having issues connecting with Plaid';
/** A payment whose outcome is not known (item 1): never 'failed'; Refresh only. */
export const BANK_UNKNOWN_OUTCOME: BankErrorView = /* @__PURE__ */ Object.freeze({
  title: 'Payment not confirmed yet',
  text: UNKNOWN_OUTCOME_MESSAGE.text,
  refresh: true,
});

export type PayByBankInput = {
  publicToken: string | null | undefined;
  paymentRequestToken: string | null | undefined;
  accountId: string | null | undefined;
};

/** Refuses a submission without a public token, request token or account id. */
export function validatePayByBank(input: PayByBankInput): BankErrorView | null {
  const missing = [input.publicToken, input.paymentRequestToken, input.accountId].some(
    (value) => value == null || value.trim() === '',
  );
  return missing ? { title: BANK_ERROR_TITLE, text: BANK_SOMETHING_WENT_WRONG } : null;
}

/**
 * 'ACH Debit limit exceeded' → 'Unable to process' and its text; a server error (5xx) or no
 * answer → the spec's "We're sorry, something went wrong. Please try again." (never the raw
 * 'Internal server error'); any other refusal shows its own message (the
 * server's, or 'Failed to initiate payment') under 'Error'.
 */
export function payByBankErrorView(error: unknown): BankErrorView {
  if (error instanceof ApiError && (error.reason !== 'http' || (error.status ?? 500) >= 500)) {
    return { title: BANK_ERROR_TITLE, text: BANK_SOMETHING_WENT_WRONG };
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.trim() === ACH_DEBIT_LIMIT_EXCEEDED) return BANK_LIMIT_ERROR;
  return { title: BANK_ERROR_TITLE, text: message.trim() || BANK_SOMETHING_WENT_WRONG };
}
