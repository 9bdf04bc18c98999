/**
 * Live Plaid's payment, its library pointed at the fake: no provider call is made
 * while the API holds a transaction (its calls come first, then a short transaction re-checks the
 * request; the transfer is created after it), and the public token must come from a Link session
 * of a link token issued for this request (`/link/token/get`).
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlaid } from './support/fake-plaid.ts';
import { backends, json, sleep, type TestServer } from './support/harness.ts';
import { type LiveServer, startLiveServer } from './support/live-harness.ts';

describe.each(backends())('live Plaid payments on $name', (backend) => {
  let live: LiveServer<'plaid'>;
  let server: TestServer;
  let plaid: FakePlaid;
  let key: string;

  beforeAll(async () => {
    live = await startLiveServer(backend, ['plaid'], {
      // No sweep during a test: a delivery read as due is not attempted (and put off) meanwhile.
      webhooks: { sweepMs: 600_000 },
    });
    ({ server, plaid, key } = live);
  });
  afterAll(() => live?.close());

  const create = async () => {
    const response = await server.call('/api/v1/merchant/payment-requests', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      json: {
        ...REQUEST_EXAMPLES['POST /merchant/payment-requests'],
        paymentMethod: ['PayByBank'],
      },
    });
    expect(response.status).toBe(201);
    return (await json<{ token: string }>(response)).token;
  };
  const linkToken = async (token: string) => {
    const response = await server.call('/api/v1/plaid/link-token', {
      method: 'POST',
      json: { paymentRequestToken: token },
    });
    expect(response.status).toBe(200);
    return (await json<{ linkToken: string }>(response)).linkToken;
  };
  /** The public token Link hands over once the payer links the checking account in `link`. */
  const linkedAccount = (link: string) =>
    plaid.linkAccount({ accountId: 'acc_checking_1', ownerName: 'Sam Rivera', linkToken: link });
  const pay = (token: string, publicToken: string, headers: Record<string, string> = {}) =>
    server.call(`/api/v1/collect/${token}/plaid/payment`, {
      method: 'POST',
      headers,
      json: { publicToken, paymentRequestToken: token, accountId: 'acc_checking_1' },
    });
  /** The merchant's events about `token`, oldest first. */
  const eventsOf = async (token: string) =>
    (
      await server.services.db.query<{ type: string }>(
        'select type from webhook_events where payment_request_token = $1 order by seq',
        [token],
      )
    ).rows.map((row) => row.type);
  /** While Plaid is asked to create a transfer, it fails. */
  const transferDown = async <T>(run: () => Promise<T>): Promise<T> => {
    plaid.beforeAnswer = async (path) => {
      if (path === '/transfer/create') throw new Error('Plaid is down');
    };
    try {
      return await run();
    } finally {
      plaid.beforeAnswer = null;
    }
  };
  const statusOf = async (token: string) =>
    (await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`))).status;

  /**
   * Whether the API holds a transaction open now: PostgreSQL shows its connection "idle in
   * transaction"; PGlite runs one transaction at a time, so a query waits while one is open.
   */
  const transactionOpen = async (): Promise<boolean> => {
    const { db } = server.services;
    if (backend.name === 'postgres') {
      const { rows } = await db.query<{ open: number }>(
        `select count(*)::integer as open from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and state like 'idle in transaction%'`,
      );
      return rows[0]!.open > 0;
    }
    const answered = await Promise.race([
      db.query('select 1').then(() => true),
      sleep(1000).then(() => false),
    ]);
    return !answered;
  };

  it('calls Plaid (exchange, identity, authorization, transfer) with no transaction open', async () => {
    const token = await create();
    const publicToken = linkedAccount(await linkToken(token));
    const during: { path: string; open: boolean }[] = [];
    plaid.beforeAnswer = async (path) => {
      during.push({ path, open: await transactionOpen() });
    };
    try {
      const response = await pay(token, publicToken);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ status: 'PROCESSING' });
    } finally {
      plaid.beforeAnswer = null;
    }
    expect(during.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/item/public_token/exchange',
        '/transfer/authorization/create',
        '/transfer/create',
      ]),
    );
    expect(during.filter((call) => call.open)).toEqual([]);
    expect(await statusOf(token)).toBe('PROCESSING');
  });

  it("refuses a public token from another request's Link session (400), before any exchange", async () => {
    const [mine, theirs] = [await create(), await create()];
    await linkToken(mine);
    const publicToken = linkedAccount(await linkToken(theirs));
    const before = plaid.calls.length;
    const response = await pay(mine, publicToken);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      message: 'This bank link was not made for this payment request.',
    });
    const paths = plaid.calls.slice(before).map((call) => call.path);
    expect(paths).toContain('/link/token/get');
    expect(paths).not.toContain('/item/public_token/exchange');
    expect(paths).not.toContain('/transfer/create');
    expect(await statusOf(mine)).toBe('UNPAID');
    // The same public token still pays the request whose Link session made it.
    expect((await pay(theirs, publicToken)).status).toBe(200);
  });

  it('a client without Link session data (standard Link): the public token is taken, the payment made', async () => {
    const token = await create();
    const publicToken = linkedAccount(await linkToken(token));
    plaid.sessionData = false;
    try {
      const response = await pay(token, publicToken);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ status: 'PROCESSING' });
    } finally {
      plaid.sessionData = true;
    }
  });

  it('two pays of one request at once: one transfer, the other 409', async () => {
    const token = await create();
    const link = await linkToken(token);
    const tokens = [1, 2].map(() => linkedAccount(link));
    const answers = await Promise.all(tokens.map((publicToken) => pay(token, publicToken)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const transfers = [...plaid.transfers.values()].filter(
      (transfer) => (transfer.metadata as Record<string, string>).paypage_token === token,
    );
    expect(transfers).toHaveLength(1);
  });

  it('a transfer Plaid does not create: 422, the request back to UNPAID, the merchant told nothing; a retry pays', async () => {
    const token = await create();
    const link = await linkToken(token);
    const account = { accountId: 'acc_checking_1', ownerName: 'Sam Rivera', linkToken: link };
    // The key's endpoint: the processing event's delivery is held until the transfer exists.
    await server.services.db.query(
      "update api_keys set webhook_url = 'http://127.0.0.1:9/hooks' where name = 'shop'",
    );
    try {
      const response = await transferDown(() => pay(token, plaid.linkAccount(account)));
      expect(response.status).toBe(422);
      expect(await json(response)).toEqual({ message: 'Failed to initiate payment' });
      expect(await statusOf(token)).toBe('UNPAID');
      const { rows } = await server.services.db.query<{ outcome: string }>(
        'select outcome from payment_attempts where payment_request_token = $1 order by id',
        [token],
      );
      expect(rows.map((row) => row.outcome)).toEqual(['Processing', 'Transfer not created']);
      // No payment was started: the merchant is not told 'processing' (nothing would undo it).
      expect(await eventsOf(token)).toEqual([]);

      expect((await pay(token, plaid.linkAccount(account))).status).toBe(200);
      expect(await statusOf(token)).toBe('PROCESSING');
      expect(await eventsOf(token)).toEqual(['payment_request.processing']);
      // The transfer exists: the event's delivery is due now, not held.
      const { rows: due } = await server.services.db.query<{ due: boolean }>(
        `select d.next_attempt_at <= now() as due from webhook_deliveries d
         join webhook_events e on e.id = d.event_id where e.payment_request_token = $1`,
        [token],
      );
      expect(due).toEqual([{ due: true }]);
    } finally {
      await server.services.db.query("update api_keys set webhook_url = null where name = 'shop'");
    }
  });

  it('from PAYMENT_FAILED, a transfer Plaid does not create: back to PAYMENT_FAILED, no event sent again', async () => {
    const token = await create();
    const link = await linkToken(token);
    // An earlier payment failed (its event told long ago).
    await server.services.db.query(
      "update payment_requests set status = 'PAYMENT_FAILED' where token = $1",
      [token],
    );
    const response = await transferDown(() => pay(token, linkedAccount(link)));
    expect(response.status).toBe(422);
    expect(await statusOf(token)).toBe('PAYMENT_FAILED');
    expect(await eventsOf(token)).toEqual([]);
  });

  it('a retry with the same Idempotency-Key replays the answer without calling Plaid again', async () => {
    const token = await create();
    const link = await linkToken(token);
    const headers = { 'Idempotency-Key': `retry-${token}` };
    const publicToken = linkedAccount(link);
    const first = await transferDown(() => pay(token, publicToken, headers));
    expect(first.status).toBe(422);
    const callsBefore = plaid.calls.length;
    const retry = await pay(token, publicToken, headers);
    expect(retry.status).toBe(422);
    expect(await json(retry)).toEqual({ message: 'Failed to initiate payment' });
    expect(plaid.calls.slice(callsBefore).map((call) => call.path)).toEqual([]);
  });
});
