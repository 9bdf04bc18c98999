/**
 * The sandbox bank link's fixed data (the contract's: its two institutions, the accounts every
 * sandbox sign-in holds, and the one sign-in it accepts). The local API is the authority (it
 * checks the sign-in again when it issues the public token); the widget shows these and refuses a
 * wrong sign-in at once, as Plaid's sandbox does.
 */
import { SANDBOX_CREDENTIALS, SANDBOX_SIGN_IN_REFUSED } from '@paypage/contract';

export {
  SANDBOX_ACCOUNTS,
  SANDBOX_CREDENTIALS,
  SANDBOX_INSTITUTIONS,
  type SandboxAccount,
  type SandboxInstitution,
} from '@paypage/contract';

/** The API's answer to any other sign-in (401), shown under the sign-in form. */
export const SANDBOX_SIGN_IN_ERROR = SANDBOX_SIGN_IN_REFUSED;

/** Whether a sign-in is the sandbox's (surrounding spaces are forgiven, as typed on a phone). */
export function isSandboxSignIn(username: string, password: string): boolean {
  return (
    username.trim() === SANDBOX_CREDENTIALS.username && password === SANDBOX_CREDENTIALS.password
  );
}
