/**
 * The merchant API (docs/api-contract.md "Merchant API"): secret keys, every call, the
 * 401s, bodies refused naming the field, idempotent create, cursor pagination, the status filter,
 * the cancel rules, and no key or token in the log.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { merchantPaymentRequestSchema } from '@paypage/contract/schemas';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKeys } from '../src/keys-cli.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../src/merchant/keys.ts';
import { MERCHANT_MESSAGES } from '../src/routes/merchant.ts';
import { backends, json, startServer, type TestServer } from './support/harness.ts';

const base = '/api/v1/merchant/payment-requests';
const body = REQUEST_EXAMPLES['POST /merchant/payment-requests'];

type Answer = { token: string; url: string; status: string; amountInCents: number };
type Page = { paymentRequests: Answer[]; nextCursor: string | null };

describe.each(backends())('merchant API on $name', (backend) => {
  let server: TestServer;
  let key: string;
  let otherKey: string;

  beforeAll(async () => {
    server = await startServer(await backend.open(), {
      publicOrigin: 'https://pay.example.com',
    });
    key = (await createApiKey(server.services.db, 'shop')).secret;
    otherKey = (await createApiKey(server.services.db, 'other-shop')).secret;
  });
  afterAll(() => server.close());

  const as = (secret: string, init: RequestInit & { json?: unknown } = {}) => ({
    ...init,
    headers: { Authorization: `Bearer ${secret}`, ...(init.headers as Record<string, string>) },
  });
  const create = async (extra: Record<string, unknown> = {}, secret = key) => {
    const response = await server.call(
      base,
      as(secret, { method: 'POST', json: { ...body, ...extra } }),
    );
    expect(response.status).toBe(201);
    return json<Answer>(response);
  };

  describe('keys', () => {
    it('are prefixed, stored only as a SHA-256 hash, listed by hint and revocable', async () => {
      const created = await createApiKey(server.services.db, 'hash-check');
      expect(created.secret).toMatch(/^pp_sk_[A-Za-z0-9_-]{43}$/);
      const { rows } = await server.services.db.query<Record<string, unknown>>(
        'select * from api_keys where id = $1',
        [created.id],
      );
      expect(JSON.stringify(rows)).not.toContain(created.secret.slice(6));
      expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
      const listed = (await listApiKeys(server.services.db)).find((k) => k.id === created.id);
      expect(listed).toMatchObject({ name: 'hash-check', revokedAt: null });
      expect(listed!.hint).toBe(`pp_sk_…${created.secret.slice(-4)}`);
      expect(await revokeApiKey(server.services.db, created.id)).toBe('revoked');
      expect(await revokeApiKey(server.services.db, created.id)).toBe('already-revoked');
      expect(await revokeApiKey(server.services.db, 'key_nope')).toBe('not-found');
    });

    it('refuses a name that is not a plain name', async () => {
      await expect(createApiKey(server.services.db, '<b>x</b>')).rejects.toThrow(/key name/);
    });
  });

  describe('401 without a live key', () => {
    const calls = () => [
      ['POST', base],
      ['GET', base],
      ['GET', `${base}/AAAAAAAAAAAAAAAAAAAAAAAA`],
      ['POST', `${base}/AAAAAAAAAAAAAAAAAAAAAAAA/cancel`],
      ['POST', `${base}/AAAAAAAAAAAAAAAAAAAAAAAA/expire`],
    ];

    it('a missing Authorization header: 401 on every call, with the contract’s error body', async () => {
      for (const [method, path] of calls()) {
        const response = await server.call(path!, {
          method,
          ...(method === 'POST' ? { json: body } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(await json(response)).toEqual({ message: MERCHANT_MESSAGES.missingKey });
      }
    });

    it.each([
      ['a wrong key of the right shape', `pp_sk_${'A'.repeat(43)}`],
      ['a key of another shape', 'sk_live_123'],
      ['a key with a character changed', 'changed'],
      ['Basic instead of Bearer', 'basic'],
    ])('%s: 401 on every call', async (_name, given) => {
      const secret =
        given === 'changed' ? `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` : given;
      const header = given === 'basic' ? `Basic ${btoa(`${key}:`)}` : `Bearer ${secret}`;
      for (const [method, path] of calls()) {
        const response = await server.call(path!, {
          method,
          headers: { Authorization: header },
          ...(method === 'POST' ? { json: body } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await json(response)).toEqual({ message: MERCHANT_MESSAGES.badKey });
      }
    });

    it('a revoked key: 401, while it worked before', async () => {
      const revoked = await createApiKey(server.services.db, 'shop');
      const before = await server.call(base, as(revoked.secret));
      expect(before.status).toBe(200);
      await revokeApiKey(server.services.db, revoked.id);
      const after = await server.call(base, as(revoked.secret));
      expect(after.status).toBe(401);
      expect(await json(after)).toEqual({ message: MERCHANT_MESSAGES.badKey });
    });
  });

  describe('create and get', () => {
    it('creates an UNPAID request with every field set, answering its payer URL on the public origin', async () => {
      const response = await server.call(base, as(key, { method: 'POST', json: body }));
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const created = merchantPaymentRequestSchema.parse(await json(response));
      expect(created.url).toBe(`https://pay.example.com/pay/${created.token}`);
      expect(created).toMatchObject({
        status: 'UNPAID',
        merchant: body.merchant,
        requester: body.requester,
        recipient: body.recipient,
        amountInCents: body.amountInCents,
        description: body.description,
        dueDate: body.dueDate,
        paymentMethod: body.paymentMethod,
        processor: body.processor,
        achDetails: body.achDetails,
        referralLink: body.referralLink,
        merchantInvoice: null,
      });
      const got = await server.call(`${base}/${created.token}`, as(key));
      expect(got.status).toBe(200);
      expect(await json(got)).toEqual(created);
      // The payer's page reads the same request.
      const payer = await json<{ amountInCents: number }>(
        await server.call(`/api/v1/collect/${created.token}`),
      );
      expect(payer.amountInCents).toBe(body.amountInCents);
    });

    it('absent optional fields are none, not the sandbox’s defaults', async () => {
      const created = await json<Record<string, unknown>>(
        await server.call(
          base,
          as(key, {
            method: 'POST',
            json: {
              merchant: { name: 'Bare' },
              requester: { name: 'R' },
              amountInCents: 100,
              paymentMethod: ['Card'],
            },
          }),
        ),
      );
      expect(created).toMatchObject({
        requester: { name: 'R', email: null },
        recipient: { email: null, phoneNumber: null },
        dueDate: null,
        achDetails: null,
        description: null,
        processor: { type: 'ADYEN' },
      });
    });

    it('an invoice: its totals completed as the scenario API does', async () => {
      const created = await create({
        amountInCents: 3000,
        merchantInvoice: { lineItems: [{ description: 'Hours', quantity: 1.5, unitPrice: 2000 }] },
      });
      const got = await json<{
        merchantInvoice: { lineItemTotal: number; lineItems: { total: number }[] };
      }>(await server.call(`${base}/${created.token}`, as(key)));
      expect(got.merchantInvoice.lineItems[0]!.total).toBe(3000);
      expect(got.merchantInvoice.lineItemTotal).toBe(3000);
    });

    it.each([
      ['a zero amount', { ...body, amountInCents: 0 }, 'amountInCents'],
      ['a fractional amount', { ...body, amountInCents: 12.5 }, 'amountInCents'],
      ['an empty merchant name', { ...body, merchant: { name: '' } }, 'merchant.name'],
      ['a bad email', { ...body, recipient: { email: 'not-an-email' } }, 'recipient.email'],
      ['no payment method', { ...body, paymentMethod: [] }, 'paymentMethod'],
      ['an impossible date', { ...body, dueDate: '2026-02-30' }, 'dueDate'],
      ['a javascript: link', { ...body, referralLink: 'javascript:alert(1)' }, 'referralLink'],
      ['a status (not the business’s to set)', { ...body, status: 'PAID' }, ''],
      ['sandbox options', { ...body, sandbox: { label: 'x' } }, ''],
      [
        'a short routing number',
        { ...body, achDetails: { ...body.achDetails, routingNumber: '12' } },
        'achDetails.routingNumber',
      ],
      ['no amount', (({ amountInCents: _a, ...rest }) => rest)(body), 'amountInCents'],
      ['no merchant', (({ merchant: _m, ...rest }) => rest)(body), 'merchant'],
    ])('%s → 400 naming the field', async (_name, bad, field) => {
      const response = await server.call(base, as(key, { method: 'POST', json: bad }));
      expect(response.status).toBe(400);
      const { message } = await json<{ message: string }>(response);
      if (field) expect(message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
      else expect(message).toMatch(/Unrecognized key/);
    });

    it('no body: 400', async () => {
      const response = await server.call(base, as(key, { method: 'POST' }));
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: 'A JSON body is required.' });
    });

    it('another account’s request, and an unknown token: 404', async () => {
      const mine = await create();
      expect((await server.call(`${base}/${mine.token}`, as(otherKey))).status).toBe(404);
      expect(
        (await server.call(`${base}/${mine.token}/cancel`, as(otherKey, { method: 'POST' })))
          .status,
      ).toBe(404);
      expect((await server.call(`${base}/AAAAAAAAAAAAAAAAAAAAAAAA`, as(key))).status).toBe(404);
      expect((await server.call(`${base}/not%20a%20token`, as(key))).status).toBe(404);
    });

    it('a request made by the scenario API is no account’s', async () => {
      const sandbox = await json<{ token: string }>(
        await server.call('/api/v1/sandbox/payment-requests', { method: 'POST', json: {} }),
      );
      expect((await server.call(`${base}/${sandbox.token}`, as(key))).status).toBe(404);
    });
  });

  describe('Idempotency-Key on create', () => {
    const createWith = (idempotencyKey: string, json: unknown, secret = key) =>
      server.call(
        base,
        as(secret, { method: 'POST', json, headers: { 'Idempotency-Key': idempotencyKey } }),
      );

    it('the same key and body replays the first answer; one request exists', async () => {
      const first = await createWith('order-1001', body);
      const second = await createWith('order-1001', body);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      const a = await json<Answer>(first);
      expect(await json<Answer>(second)).toEqual(a);
      const { rows } = await server.services.db.query<{ n: string }>(
        "select count(*) as n from payment_requests where merchant_account = 'shop' and amount_in_cents = $1 and token = $2",
        [body.amountInCents, a.token],
      );
      expect(Number(rows[0]!.n)).toBe(1);
    });

    it('the same key with another body: 422, nothing created', async () => {
      await createWith('order-1002', body);
      const response = await createWith('order-1002', { ...body, amountInCents: 1 });
      expect(response.status).toBe(422);
      expect(await json(response)).toEqual({
        message: 'This Idempotency-Key was already used with a different request.',
      });
    });

    it('keys are per account: another key’s same Idempotency-Key creates its own request', async () => {
      const mine = await json<Answer>(await createWith('order-1003', body));
      const theirs = await createWith('order-1003', body, otherKey);
      expect(theirs.status).toBe(201);
      expect((await json<Answer>(theirs)).token).not.toBe(mine.token);
    });

    it('five concurrent creates with one key: one request, the same answer to all', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => createWith('order-concurrent', body)),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      const tokens = new Set(
        await Promise.all(answers.map(async (a) => (await json<Answer>(a)).token)),
      );
      expect(tokens.size).toBe(1);
    });

    it('a malformed Idempotency-Key: 400', async () => {
      const response = await createWith(' ', body);
      expect(response.status).toBe(400);
    });
  });

  describe('list', () => {
    let pager: string;
    let made: string[];
    beforeAll(async () => {
      pager = (await createApiKey(server.services.db, 'pager')).secret;
      made = [];
      for (let i = 1; i <= 5; i += 1)
        made.push((await create({ amountInCents: i * 100 }, pager)).token);
    });

    it('5 requests at 2 a page: 3 pages, newest first, each request once', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await server.call(`${base}${query}`, as(pager));
        expect(response.status).toBe(200);
        const page: Page = await json<Page>(response);
        pages += 1;
        expect(page.paymentRequests.length).toBe(pages < 3 ? 2 : 1);
        seen.push(...page.paymentRequests.map((r) => r.token));
        cursor = page.nextCursor;
      } while (cursor !== null && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual([...made].reverse());
      expect(new Set(seen).size).toBe(5);
    });

    it('filters by status', async () => {
      const canceled = await server.call(
        `${base}/${made[1]}/cancel`,
        as(pager, { method: 'POST' }),
      );
      expect(canceled.status).toBe(200);
      const page = await json<Page>(await server.call(`${base}?status=CANCELED`, as(pager)));
      expect(page.paymentRequests.map((r) => r.token)).toEqual([made[1]]);
      const unpaid = await json<Page>(await server.call(`${base}?status=UNPAID`, as(pager)));
      expect(unpaid.paymentRequests.map((r) => r.token)).toEqual(
        [...made].reverse().filter((t) => t !== made[1]),
      );
      expect(unpaid.nextCursor).toBeNull();
    });

    it('lists only the caller’s requests', async () => {
      const page = await json<Page>(await server.call(`${base}?limit=100`, as(otherKey)));
      expect(page.paymentRequests.some((r) => made.includes(r.token))).toBe(false);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=x', 'limit'],
      ['cursor=nope!', 'cursor'],
      ['cursor=MA', 'cursor'],
      ['status=paid', 'status'],
    ])('?%s → 400 naming %s', async (query, field) => {
      const response = await server.call(`${base}?${query}`, as(pager));
      expect(response.status).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(
        new RegExp(`^${field}: `),
      );
    });
  });

  describe('cancel and expire', () => {
    const post = (token: string, action: 'cancel' | 'expire') =>
      server.call(`${base}/${token}/${action}`, as(key, { method: 'POST' }));
    const force = (token: string, status: string) =>
      server.call(`/api/v1/sandbox/payment-requests/${token}/status`, {
        method: 'POST',
        json: { status },
      });

    it.each([
      ['cancel', 'CANCELED'],
      ['expire', 'EXPIRED'],
    ] as const)('%s: UNPAID → %s, again the same answer', async (action, status) => {
      const { token } = await create();
      const first = await post(token, action);
      expect(first.status).toBe(200);
      expect(await json(first)).toMatchObject({ token, status });
      const again = await post(token, action);
      expect(again.status).toBe(200);
      expect(await json(again)).toMatchObject({ status });
    });

    it('from PAYMENT_FAILED: allowed', async () => {
      const { token } = await create();
      await force(token, 'PAYMENT_FAILED');
      expect((await post(token, 'cancel')).status).toBe(200);
    });

    it.each(['PROCESSING', 'PAID'])('while %s: 409, the status kept', async (status) => {
      const { token } = await create();
      expect((await force(token, status)).status).toBe(200);
      for (const action of ['cancel', 'expire'] as const) {
        const response = await post(token, action);
        expect(response.status).toBe(409);
        expect(await json(response)).toEqual({
          message:
            'This payment request cannot be canceled or expired: a payment is in progress or complete.',
        });
      }
      const got = await json<Answer>(await server.call(`${base}/${token}`, as(key)));
      expect(got.status).toBe(status);
    });

    it('an expired request cannot be canceled: 409', async () => {
      const { token } = await create();
      await post(token, 'expire');
      expect((await post(token, 'cancel')).status).toBe(409);
    });
  });

  it('never logs a key or a payment-request token', async () => {
    const created = await create();
    await server.call(`${base}/${created.token}`, as(key));
    await server.call(`${base}/${created.token}/cancel`, as(key, { method: 'POST' }));
    const log = server.logs.join('\n');
    expect(log).toContain('/merchant/payment-requests/:token');
    expect(log).not.toContain(created.token);
    expect(log).not.toContain(key);
    expect(log).not.toContain(key.slice(6));
  });
});

describe('merchant API in production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await backends()[0]!.open(), { mode: 'production' });
  });
  afterAll(() => server.close());

  it('creates, lists and cancels with a key, while the scenario API is absent', async () => {
    const { secret } = await createApiKey(server.services.db, 'live-shop');
    const auth = { Authorization: `Bearer ${secret}` };
    // No provider is configured: the transfers are what this server can take.
    const response = await server.call(base, {
      method: 'POST',
      json: { ...body, paymentMethod: ['ACH', 'PayByWire'] },
      headers: auth,
    });
    expect(response.status).toBe(201);
    const created = await json<Answer>(response);
    // Without PUBLIC_ORIGIN in the config (an in-process app), the request's own origin.
    expect(created.url).toBe(`${server.url}/pay/${created.token}`);
    const page = await json<Page>(await server.call(base, { headers: auth }));
    expect(page.paymentRequests.map((r) => r.token)).toEqual([created.token]);
    const canceled = await server.call(`${base}/${created.token}/cancel`, {
      method: 'POST',
      headers: auth,
    });
    expect(await json(canceled)).toMatchObject({ status: 'CANCELED' });
    const scenario = await server.call('/api/v1/sandbox/payment-requests', {
      method: 'POST',
      json: {},
    });
    expect(scenario.status).toBe(404);
    expect((await server.call(base)).status).toBe(401);
  });
});

describe('npm run keys', () => {
  let dataDir: string;
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'paypage-keys-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runKeys(args, (line) => lines.push(line));
    return { code, out: lines.join('\n') };
  };

  it('creates a key shown once, lists it by hint, revokes it', async () => {
    const created = await run('create', '--name', 'shop');
    expect(created.code).toBe(0);
    // Which database took the key, before anything else.
    expect(created.out.split('\n')[0]).toBe(
      `Database: PGlite in ${path.relative(process.cwd(), path.join(dataDir, 'pglite'))} (DATABASE_URL is not set)`,
    );
    const secret = /pp_sk_[A-Za-z0-9_-]{43}/.exec(created.out)?.[0];
    const id = /key_[A-Za-z0-9_-]+/.exec(created.out)?.[0];
    expect(secret).toBeDefined();
    const listed = await run('list');
    expect(listed.out).toContain(`${id}  shop  pp_sk_…${secret!.slice(-4)}`);
    expect(listed.out).toContain('active');
    expect(listed.out).not.toContain(secret);
    expect((await run('revoke', id!)).out).toMatch(new RegExp(`\\nRevoked ${id}\\.$`));
    expect((await run('list')).out).toMatch(/revoked \d{4}-/);
    expect((await run('revoke', 'key_unknown')).code).toBe(1);
    // Six runs, each opening the database from its files as the command does: about 14 s on a
    // quiet 2-core machine, several times that while the other suites share the cores.
  }, 180_000);

  it('sets the pages that may embed a key’s widget, checked, and lists them', async () => {
    const created = await run(
      'create',
      '--name',
      'embedder',
      '--embed-origin',
      'https://shop.example',
      '--embed-origin',
      'http://localhost:5173',
    );
    expect(created.code).toBe(0);
    expect(created.out).toContain(
      'Its card widget may be embedded by https://shop.example http://localhost:5173',
    );
    const id = /key_[A-Za-z0-9_-]+/.exec(created.out)![0];
    expect((await run('list')).out).toContain(`embed https://shop.example http://localhost:5173`);
    const wrong = await run('embed-origins', id, 'https://shop.example/checkout');
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain(
      'embed-origins: "https://shop.example/checkout" is not an origin: write it as https://shop.example, without a path or a trailing slash.',
    );
    expect((await run('embed-origins', id, 'ftp://shop.example')).code).toBe(1);
    expect((await run('embed-origins', id, 'https://b.example')).out).toContain(
      `${id}'s card widget may be embedded by https://b.example`,
    );
    expect((await run('list')).out).toContain('embed https://b.example');
    expect((await run('embed-origins', id)).out).toContain('by no page of its own');
    expect((await run('embed-origins', 'key_unknown', 'https://b.example')).code).toBe(1);
  }, 60_000);

  it('without a command or a name: the usage, exit code 2', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('create')).out).toMatch(/^Usage: npm run keys -- create --name <name>/);
  });
});
