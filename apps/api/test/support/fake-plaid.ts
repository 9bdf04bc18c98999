/**
 * A local stand-in for Plaid's API (the endpoints the bank adapter calls), answering with bodies
 * shaped as in Plaid's API reference: Link tokens, the public-token exchange, identity, Transfer
 * authorizations (approved, or declined with a rationale code), transfers, the transfer event
 * sync, `/transfer/get` (by transfer or authorization), institutions, the webhook verification key, and `/link/token/get` with each Link session's
 * results (the public token it handed out). It also plays Plaid's side: a public token as Link
 * would hand to the page (in the session of a link token), transfer events, and webhooks signed as Plaid signs them
 * (an ES256 JWT over the body's SHA-256). The library is pointed at it by PLAID_API_BASE.
 */
import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { type FakeAnswer, type FakeServer, type RecordedCall, startFake } from './fake-http.ts';

export const FAKE_PLAID_CLIENT_ID = '60f1c2fakeclientid0001';
export const FAKE_PLAID_SECRET = 'fakesecret0000000000000000000001';

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const requestId = () => randomBytes(8).toString('base64url');

export type FakePlaid = FakeServer & {
  /**
   * What Link hands the page after the payer signs in: a public token for one account, made in a
   * Link session of `linkToken` (unset: the link token created last).
   */
  linkAccount: (account: { accountId: string; ownerName: string; linkToken?: string }) => string;
  /** Awaited before each call is answered (a test looks at the API's database meanwhile). */
  beforeAnswer: ((path: string) => Promise<void>) | null;
  /**
   * Awaited after a call took effect, before its answer is sent: a call that reached Plaid
   * whose answer is late (a transfer made, its answer still to come).
   */
  holdAnswer: ((path: string) => Promise<void>) | null;
  /** The next authorization is declined with this rationale code. */
  declineNext: (code: string) => void;
  /**
   * Whether `/link/token/get` lists the token's Link sessions: Plaid gives them only to clients
   * enabled for Hosted Link, Multi-Item Link or Link Recovery; standard Link gets none.
   */
  sessionData: boolean;
  transfers: Map<string, Record<string, unknown>>;
  /** The refunds created (`/transfer/refund/create`), by id. */
  refunds: Map<string, Record<string, unknown>>;
  /**
   * A transfer event (as Plaid records one), read by the next `/transfer/event/sync`; a refund's
   * (`refund.settled`, `refund.failed`…) names the refund too.
   */
  addEvent: (transferId: string, eventType: string, refundId?: string) => number;
  /** A webhook body and its `Plaid-Verification` header. */
  webhook: (
    body: Record<string, unknown>,
    options?: { iatSecondsAgo?: number },
  ) => Promise<{
    body: string;
    verification: string;
  }>;
};

export async function startFakePlaid(): Promise<FakePlaid> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = id('kid_');
  const jwk = await exportJWK(publicKey);
  const items = new Map<string, { accountId: string; ownerName: string }>();
  const accessTokens = new Map<string, { accountId: string; ownerName: string }>();
  const transfers = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const events: Record<string, unknown>[] = [];
  let decline: string | null = null;
  /** Each link token's Link sessions: the public token each handed out, and its account. */
  const linkSessions = new Map<string, { publicToken: string; accountId: string }[]>();
  let lastLinkToken: string | undefined;

  const error = (status: number, type: string, code: string, message: string): FakeAnswer => ({
    status,
    body: {
      error_type: type,
      error_code: code,
      error_message: message,
      display_message: null,
      request_id: requestId(),
    },
  });

  const server = await startFake(async (call) => {
    await fake.beforeAnswer?.(call.path);
    const answer = answerOf(call);
    // The call has reached Plaid (a transfer is made); only its answer waits.
    await fake.holdAnswer?.(call.path);
    return answer;
  });

  const answerOf = (call: RecordedCall): FakeAnswer => {
    if (
      call.headers['plaid-client-id'] !== FAKE_PLAID_CLIENT_ID ||
      call.headers['plaid-secret'] !== FAKE_PLAID_SECRET
    ) {
      return error(
        400,
        'INVALID_INPUT',
        'INVALID_API_KEYS',
        'invalid client_id or secret provided',
      );
    }
    const body = JSON.parse(call.body || '{}') as Record<string, unknown>;
    const linked = () => accessTokens.get(body.access_token as string);
    switch (call.path) {
      case '/link/token/create': {
        const linkToken = id('link-sandbox-');
        linkSessions.set(linkToken, []);
        lastLinkToken = linkToken;
        return {
          status: 200,
          body: {
            link_token: linkToken,
            expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
            request_id: requestId(),
          },
        };
      }
      case '/link/token/get': {
        const sessions = linkSessions.get(body.link_token as string);
        if (!sessions) {
          return error(400, 'INVALID_INPUT', 'INVALID_LINK_TOKEN', 'invalid link_token provided');
        }
        return {
          status: 200,
          body: {
            link_token: body.link_token,
            created_at: new Date().toISOString(),
            expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
            metadata: { initial_products: ['transfer'], country_codes: ['US'], language: 'en' },
            // Absent (not empty) for a client without session data, as Plaid answers.
            link_sessions: !fake.sessionData
              ? undefined
              : sessions.map((session) => {
                  const account = {
                    id: session.accountId,
                    name: 'Plaid Checking',
                    mask: '0000',
                    type: 'depository',
                    subtype: 'checking',
                  };
                  const institution = { name: 'First Platypus Bank', institution_id: 'ins_109508' };
                  return {
                    link_session_id: id('link-session-'),
                    started_at: new Date().toISOString(),
                    finished_at: new Date().toISOString(),
                    results: {
                      item_add_results: [
                        { public_token: session.publicToken, accounts: [account], institution },
                      ],
                      cra_item_add_results: [],
                      cra_update_results: [],
                      bank_income_results: [],
                      payroll_income_results: [],
                      document_income_results: null,
                    },
                    on_success: {
                      public_token: session.publicToken,
                      metadata: { institution, accounts: [account], link_session_id: null },
                    },
                  };
                }),
            request_id: requestId(),
          },
        };
      }
      case '/item/public_token/exchange': {
        const item = items.get(body.public_token as string);
        if (!item) {
          return error(
            400,
            'INVALID_INPUT',
            'INVALID_PUBLIC_TOKEN',
            'provided public token is in an invalid format. expected format: public-<environment>-<identifier>',
          );
        }
        items.delete(body.public_token as string);
        const accessToken = id('access-sandbox-');
        accessTokens.set(accessToken, item);
        return {
          status: 200,
          body: { access_token: accessToken, item_id: id('item_'), request_id: requestId() },
        };
      }
      case '/identity/get': {
        const item = linked();
        if (!item)
          return error(400, 'INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'invalid access token');
        return {
          status: 200,
          body: {
            accounts: [
              {
                account_id: item.accountId,
                balances: {
                  available: 5000,
                  current: 5000,
                  iso_currency_code: 'USD',
                  limit: null,
                  unofficial_currency_code: null,
                },
                mask: '0000',
                name: 'Plaid Checking',
                official_name: 'Plaid Gold Standard 0% Interest Checking',
                subtype: 'checking',
                type: 'depository',
                owners: [{ names: [item.ownerName], addresses: [], emails: [], phone_numbers: [] }],
              },
            ],
            item: {
              item_id: id('item_'),
              institution_id: 'ins_109508',
              institution_name: 'First Platypus Bank',
              webhook: '',
            },
            request_id: requestId(),
          },
        };
      }
      case '/transfer/authorization/create': {
        const item = linked();
        if (!item || item.accountId !== body.account_id) {
          return error(400, 'INVALID_INPUT', 'INVALID_ACCOUNT_ID', 'invalid account_id');
        }
        const code = decline;
        decline = null;
        return {
          status: 200,
          body: {
            authorization: {
              id: id('auth_'),
              created: new Date().toISOString(),
              decision: code ? 'declined' : 'approved',
              decision_rationale: code ? { code, description: `Declined: ${code}` } : null,
              guarantee_decision: null,
              guarantee_decision_rationale: null,
              payment_risk: null,
              proposed_transfer: {
                ach_class: body.ach_class,
                account_id: body.account_id,
                type: body.type,
                user: body.user,
                amount: body.amount,
                network: body.network,
                iso_currency_code: 'USD',
              },
            },
            request_id: requestId(),
          },
        };
      }
      case '/transfer/create': {
        const item = linked();
        if (!item)
          return error(400, 'INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'invalid access token');
        const transfer = {
          id: id('transfer_'),
          authorization_id: body.authorization_id,
          ach_class: 'web',
          account_id: body.account_id,
          type: 'debit',
          amount: '0.00',
          description: body.description,
          created: new Date().toISOString(),
          status: 'pending',
          network: 'ach',
          metadata: body.metadata ?? null,
          iso_currency_code: 'USD',
          failure_reason: null,
        };
        transfers.set(transfer.id, transfer);
        return { status: 200, body: { transfer, request_id: requestId() } };
      }
      case '/transfer/get': {
        // As Plaid's reference: the transfer named by `transfer_id` or made with `authorization_id`
        // (one of the two). With none, an error answer (the fake's code; the adapter reads any
        // error as "could not be asked").
        const byId = body.transfer_id as string | undefined;
        const byAuthorization = body.authorization_id as string | undefined;
        if (!byId === !byAuthorization) {
          return error(
            400,
            'INVALID_REQUEST',
            'INVALID_FIELD',
            'one of transfer_id or authorization_id',
          );
        }
        const transfer = [...transfers.values()].find((t) =>
          byId ? t.id === byId : t.authorization_id === byAuthorization,
        );
        if (!transfer)
          return error(400, 'TRANSFER_ERROR', 'TRANSFER_NOT_FOUND', 'transfer not found');
        return { status: 200, body: { transfer, request_id: requestId() } };
      }
      case '/transfer/refund/create': {
        // As Plaid's reference: a refund of a transfer, in decimal dollars, idempotent by key.
        const transfer = transfers.get(body.transfer_id as string);
        if (!transfer) {
          return error(400, 'TRANSFER_ERROR', 'TRANSFER_NOT_FOUND', 'transfer not found');
        }
        if (typeof body.amount !== 'string' || !/^\d+\.\d{2}$/.test(body.amount)) {
          return error(400, 'INVALID_FIELD', 'INVALID_FIELD', 'amount must be a decimal string');
        }
        if (typeof body.idempotency_key !== 'string' || body.idempotency_key.length > 50) {
          return error(400, 'INVALID_FIELD', 'INVALID_FIELD', 'idempotency_key is required');
        }
        const known = refundsByKey.get(body.idempotency_key);
        const refund = known ?? {
          id: id('refund_'),
          transfer_id: transfer.id,
          amount: body.amount,
          status: 'pending',
          failure_reason: null,
          ledger_id: null,
          created: new Date().toISOString(),
          network_trace_id: null,
        };
        refunds.set(refund.id as string, refund);
        refundsByKey.set(body.idempotency_key, refund);
        return { status: 200, body: { refund, request_id: requestId() } };
      }
      case '/transfer/event/sync': {
        const after = Number(body.after_id ?? 0);
        const count = Number(body.count ?? 25);
        const page = events.filter((event) => (event.event_id as number) > after).slice(0, count);
        const more =
          events.filter((event) => (event.event_id as number) > after).length > page.length;
        return {
          status: 200,
          body: { transfer_events: page, has_more: more, request_id: requestId() },
        };
      }
      case '/institutions/get_by_id':
        // A bank Plaid has no logo of: `logo` is null (include_optional_metadata or not).
        if (body.institution_id === 'ins_116834') {
          return {
            status: 200,
            body: {
              institution: {
                institution_id: 'ins_116834',
                name: 'Tartan Bank',
                products: ['auth', 'transfer'],
                country_codes: ['US'],
                logo: null,
                oauth: false,
                routing_numbers: [],
              },
              request_id: requestId(),
            },
          };
        }
        if (body.institution_id !== 'ins_109508') {
          return error(
            400,
            'INVALID_INPUT',
            'INVALID_INSTITUTION',
            'invalid institution_id provided',
          );
        }
        return {
          status: 200,
          body: {
            institution: {
              institution_id: 'ins_109508',
              name: 'First Platypus Bank',
              products: ['auth', 'transfer'],
              country_codes: ['US'],
              logo: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
              oauth: false,
              routing_numbers: [],
            },
            request_id: requestId(),
          },
        };
      case '/webhook_verification_key/get':
        if (body.key_id !== kid)
          return error(
            400,
            'INVALID_INPUT',
            'INVALID_WEBHOOK_VERIFICATION_KEY_ID',
            'invalid key_id',
          );
        return {
          status: 200,
          body: {
            key: {
              ...jwk,
              alg: 'ES256',
              kid,
              use: 'sig',
              created_at: 1_700_000_000,
              expired_at: null,
            },
            request_id: requestId(),
          },
        };
      default:
        return error(404, 'API_ERROR', 'NOT_FOUND', `unknown endpoint ${call.path}`);
    }
  };

  const fake: FakePlaid = {
    ...server,
    transfers,
    beforeAnswer: null,
    holdAnswer: null,
    sessionData: true,
    linkAccount({ linkToken = lastLinkToken, ...account }) {
      const token = id('public-sandbox-');
      items.set(token, account);
      if (linkToken)
        linkSessions.get(linkToken)?.push({ publicToken: token, accountId: account.accountId });
      return token;
    },
    declineNext(code) {
      decline = code;
    },
    refunds,
    addEvent(transferId, eventType, refundId) {
      const transfer = transfers.get(transferId);
      const event = {
        event_id: events.length + 1,
        timestamp: new Date().toISOString(),
        event_type: eventType,
        account_id: transfer?.account_id ?? 'unknown',
        funding_account_id: null,
        transfer_id: transferId,
        origination_account_id: null,
        transfer_type: 'debit',
        transfer_amount: transfer?.amount ?? '0.00',
        failure_reason:
          eventType === 'failed' || eventType === 'returned' || eventType === 'refund.failed'
            ? { ach_return_code: 'R01', description: 'Insufficient funds' }
            : null,
        sweep_id: null,
        sweep_amount: null,
        refund_id: refundId ?? null,
        originator_client_id: null,
      };
      events.push(event);
      return event.event_id;
    },
    async webhook(body, options = {}) {
      const text = JSON.stringify(body);
      const verification = await new SignJWT({
        request_body_sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuedAt(Math.floor(Date.now() / 1000) - (options.iatSecondsAgo ?? 0))
        .sign(privateKey);
      return { body: text, verification };
    },
  };
  return fake;
}
