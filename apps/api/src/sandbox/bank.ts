/** The sandbox bank link (docs/api-contract.md, "Bank: sandbox bank link"). */
export const sandboxInstitutions = [
  { institutionId: 'ins_sandbox_first', name: 'First Platypus Bank', logoColor: '#1b6e53' },
  { institutionId: 'ins_sandbox_tartan', name: 'Tartan Bank', logoColor: null },
] as const;

export const sandboxAccounts = [
  { id: 'acc_checking_0000', mask: '0000', subtype: 'checking', name: 'Plaid Checking' },
  { id: 'acc_savings_1111', mask: '1111', subtype: 'savings', name: 'Plaid Saving' },
] as const;

/** The only sign-in the sandbox banks accept (shown on the widget's screen). */
export const sandboxCredentials = { username: 'user_good', password: 'pass_good' } as const;

/** Link tokens start with this (the page picks the sandbox widget by it). */
export const sandboxLinkPrefix = 'paypage-sandbox-link-';
export const sandboxPublicPrefix = 'public-sandbox-';

/** Link tokens live 4 hours, as Plaid's do. */
export const linkTokenTtlMs = 4 * 60 * 60 * 1000;

export const achDebitLimitMessage = 'ACH Debit limit exceeded';
