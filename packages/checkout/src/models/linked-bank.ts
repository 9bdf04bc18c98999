/**
 * The linked bank result the bank-link widget (sandbox or Plaid Link) reports on success
 * (spec §3, contract "Bank: sandbox bank link"). The first account is the one paid from.
 */
import * as z from 'zod/mini';
import { nullable } from './schema-helpers';

export const linkedBankAccountSchema = z.object({
  id: z.string(),
  mask: nullable(z.string()),
  subtype: nullable(z.string()),
  name: nullable(z.string()),
});
export type LinkedBankAccount = z.infer<typeof linkedBankAccountSchema>;

export const linkedBankResultSchema = z.object({
  publicToken: z.string(),
  metadata: z.object({
    accounts: z.array(linkedBankAccountSchema),
    institution: nullable(
      z.object({
        institution_id: z.string(),
        name: z.string(),
      }),
    ),
  }),
});
export type LinkedBankResult = z.infer<typeof linkedBankResultSchema>;

/** The account paid from: the first of the result (spec §2 "The first account … is used"). */
export function linkedAccount(result: LinkedBankResult): LinkedBankAccount | null {
  return result.metadata.accounts[0] ?? null;
}
