/**
 * The words of the pay-by-bank step (spec §2 "Pay by bank panel"). Strings the spec quotes are
 * used as given ('Authenticated bank', 'Go back', 'Pay {amount}'); the others are chosen here and
 * listed in the issue's closing note. Pure: no React, no DOM.
 */
import { formatLongDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { calendarDateIn, type Today } from '../format/today';
import type { LinkedBankAccount } from '../models/linked-bank';

export const AUTHENTICATED_BANK_TITLE = 'Authenticated bank';
/** Step 1's way back to the bank-link widget (to link another bank or account). */
export const GO_BACK_LABEL = 'Go back';
/** (chosen) The error views' way back to the method selection. */
export const CHOOSE_ANOTHER_METHOD_LABEL = 'Choose another payment method';
/** (chosen) Step 1's name for a bank the widget did not name. */
export const UNKNOWN_INSTITUTION = 'Your bank';
/** (chosen) Read once while the link token or the widget loads. */
export const BANK_LINK_LOADING = 'Connecting to your bank…';

/** 'Pay $1,250.00'. */
export function payByBankLabel(amountInCents: number): string {
  return `Pay ${formatMoney(amountInCents)}`;
}

/** 'checking' → 'Checking'; `null` without a subtype. */
export function accountSubtypeLabel(subtype: string | null | undefined): string | null {
  const value = subtype?.trim();
  return value ? `${value.charAt(0).toUpperCase()}${value.slice(1)}` : null;
}

export type BankAuthorizationInput = {
  merchant: string;
  amountInCents: number;
  institutionName: string | null | undefined;
  account: Pick<LinkedBankAccount, 'mask' | 'subtype'> | null | undefined;
  today: Today;
};

/**
 * (chosen) The debit authorization under the Pay button, as a one-time ACH debit (WEB) mandate
 * says it: who may debit, how much, from which account, by what means, once, from when, and how
 * to cancel. 'By selecting Pay $1,250.00, you authorize Northwind Studio to debit $1,250.00 from
 * your First Platypus Bank checking account ending in 0000 by ACH, once, on or after
 * November 22, 2026. No other debits will be made under this authorization. To cancel it, contact
 * Northwind Studio before the payment is processed.'
 */
export function bankDebitAuthorization(input: BankAuthorizationInput): string {
  const amount = formatMoney(input.amountInCents);
  const institution = input.institutionName?.trim();
  const subtype = input.account?.subtype?.trim().toLowerCase();
  const accountWords = [institution, subtype, 'account'].filter(Boolean).join(' ');
  const mask = input.account?.mask?.trim();
  const account = `your ${accountWords}${mask ? ` ending in ${mask}` : ''}`;
  const date = formatLongDate(calendarDateIn(input.today.now, input.today.timeZone), 'UTC');
  return (
    `By selecting ${payByBankLabel(input.amountInCents)}, you authorize ${input.merchant} to debit ` +
    `${amount} from ${account} by ACH, once, on or after ${date}. No other debits will be made ` +
    `under this authorization. To cancel it, contact ${input.merchant} before the payment is processed.`
  );
}
