/**
 * The linked bank result the bank-link widget (sandbox or Plaid Link) reports on success (the
 * contract's `LinkedBankResult`). The first account is the one paid from.
 */
import type { LinkedBankAccount, LinkedBankResult } from '@paypage/contract';

export type { LinkedBankAccount, LinkedBankResult } from '@paypage/contract';

/** The account paid from: the first of the result (spec §2 "The first account … is used"). */
export function linkedAccount(result: LinkedBankResult): LinkedBankAccount | null {
  return result.metadata.accounts[0] ?? null;
}
