/**
 * The sandbox bank link's fixed data (docs/api-contract.md "Bank: sandbox bank link"): its two
 * institutions, the accounts every sandbox sign-in holds, and the one sign-in it accepts. The
 * local API is the authority (it checks the sign-in again when it issues the public token); the
 * widget shows these and refuses a wrong sign-in at once, as Plaid's sandbox does.
 */

export type SandboxInstitution = { institutionId: string; name: string };
export type SandboxAccount = { id: string; name: string; subtype: string; mask: string };

export const SANDBOX_INSTITUTIONS = /* @__PURE__ */ Object.freeze([
  Object.freeze({ institutionId: 'ins_sandbox_first', name: 'First Platypus Bank' }),
  Object.freeze({ institutionId: 'ins_sandbox_tartan', name: 'Tartan Bank' }),
] as const satisfies readonly SandboxInstitution[]);

export const SANDBOX_ACCOUNTS = /* @__PURE__ */ Object.freeze([
  Object.freeze({
    id: 'acc_checking_0000',
    name: 'Plaid Checking',
    subtype: 'checking',
    mask: '0000',
  }),
  Object.freeze({ id: 'acc_savings_1111', name: 'Plaid Saving', subtype: 'savings', mask: '1111' }),
] as const satisfies readonly SandboxAccount[]);

/** The sign-in the sandbox banks accept, shown on the widget's sign-in screen. */
export const SANDBOX_CREDENTIALS = /* @__PURE__ */ Object.freeze({
  username: 'user_good',
  password: 'pass_good',
} as const);

/** The API's answer to any other sign-in (401), shown under the sign-in form. */
export const SANDBOX_SIGN_IN_ERROR = 'The username or password provided were not correct.';

/** Whether a sign-in is the sandbox's (surrounding spaces are forgiven, as typed on a phone). */
export function isSandboxSignIn(username: string, password: string): boolean {
  return (
    username.trim() === SANDBOX_CREDENTIALS.username && password === SANDBOX_CREDENTIALS.password
  );
}
