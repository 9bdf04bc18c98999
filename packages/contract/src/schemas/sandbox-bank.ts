/** The sandbox bank link's sign-in (contract "Bank: sandbox bank link", chosen). */
import * as z from 'zod/mini';
import { shortString } from './primitives';

/** `POST /sandbox/plaid/public-token`, answered by `linkedBankResultSchema` (./bank). */
export const sandboxPublicTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  linkToken: z.string().check(z.minLength(1), z.maxLength(200)),
  institutionId: z.string().check(z.minLength(1), z.maxLength(64)),
  username: shortString(200),
  password: shortString(200),
  accountId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type SandboxPublicTokenRequest = z.output<typeof sandboxPublicTokenRequestSchema>;
