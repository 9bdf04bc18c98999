/**
 * The sandbox bank link's sign-in (contract "Bank: sandbox bank link"), for stories and tests of
 * the bank step: `POST /sandbox/plaid/public-token` answers the success result the widget hands
 * to the page, or the API's errors (an unknown link token, institution or account 400; a wrong
 * sign-in 401).
 */
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_CREDENTIALS,
  SANDBOX_INSTITUTIONS,
  SANDBOX_LINK_TOKEN_PREFIX,
  SANDBOX_PUBLIC_TOKEN_PREFIX,
  SANDBOX_SIGN_IN_REFUSED,
} from '@paypage/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';

type SignIn = {
  linkToken?: unknown;
  institutionId?: unknown;
  username?: unknown;
  password?: unknown;
  accountId?: unknown;
};

const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

export function sandboxBankHandlers({ api }: { api: string }): HttpHandler[] {
  let issued = 0;
  return [
    http.post(`${api}/sandbox/plaid/public-token`, async ({ request }) => {
      const body = ((await request.json().catch(() => null)) ?? {}) as SignIn;
      if (
        typeof body.linkToken !== 'string' ||
        !body.linkToken.startsWith(SANDBOX_LINK_TOKEN_PREFIX)
      ) {
        return badRequest('The link token is not valid or has expired.');
      }
      const institution = SANDBOX_INSTITUTIONS.find((i) => i.institutionId === body.institutionId);
      if (!institution) return badRequest('Unknown institution.');
      if (
        body.username !== SANDBOX_CREDENTIALS.username ||
        body.password !== SANDBOX_CREDENTIALS.password
      ) {
        return HttpResponse.json({ message: SANDBOX_SIGN_IN_REFUSED }, { status: 401 });
      }
      const account = SANDBOX_ACCOUNTS.find((a) => a.id === body.accountId);
      if (!account) return badRequest('Unknown account.');
      issued += 1;
      return HttpResponse.json({
        publicToken: `${SANDBOX_PUBLIC_TOKEN_PREFIX}mock-${String(issued).padStart(4, '0')}`,
        metadata: {
          accounts: [
            { id: account.id, mask: account.mask, subtype: account.subtype, name: account.name },
          ],
          institution: { institution_id: institution.institutionId, name: institution.name },
        },
      });
    }),
  ];
}
