/**
 * Plaid Link's callbacks in the bank-link interface's terms (react-plaid-link 5 types). Pure.
 */
import type {
  PlaidLinkError,
  PlaidLinkOnEventMetadata,
  PlaidLinkOnExitMetadata,
  PlaidLinkOnSuccessMetadata,
} from 'react-plaid-link';
import type { LinkedBankResult } from '../../models/linked-bank';
import type { BankLinkEvent, BankLinkExit } from '../bank-link-types';

const orNull = (value: string | null | undefined): string | null =>
  value == null || value === '' ? null : value;

/**
 * `onSuccess(public_token, metadata)` → the linked bank result. A missing public token stays
 * empty: Pay then refuses it with 'We're sorry, something went wrong. Please try again.'.
 */
export function plaidSuccessResult(
  publicToken: string | null,
  metadata: PlaidLinkOnSuccessMetadata,
): LinkedBankResult {
  return {
    publicToken: publicToken ?? '',
    metadata: {
      accounts: (metadata.accounts ?? []).map((account) => ({
        id: account.id,
        mask: orNull(account.mask),
        subtype: orNull(account.subtype),
        name: orNull(account.name),
      })),
      institution: metadata.institution
        ? { institution_id: metadata.institution.institution_id, name: metadata.institution.name }
        : null,
    },
  };
}

/** `onExit(error, metadata)` → an exit, with Plaid's error when there is one. */
export function plaidExit(
  error: PlaidLinkError | null,
  _metadata?: PlaidLinkOnExitMetadata,
): BankLinkExit {
  if (!error) return { error: null };
  return {
    error: {
      code: error.error_code,
      type: error.error_type,
      message: error.display_message ?? error.error_message,
    },
  };
}

/** `onEvent(eventName, metadata)` → an event. */
export function plaidEvent(name: string, metadata: PlaidLinkOnEventMetadata): BankLinkEvent {
  return {
    name,
    viewName: orNull(metadata.view_name),
    institutionId: orNull(metadata.institution_id),
    institutionName: orNull(metadata.institution_name),
    errorCode: orNull(metadata.error_code),
  };
}
