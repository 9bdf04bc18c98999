import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createRequest,
  HELD_SETTLEMENT,
  json,
  settleNow,
  startServer,
  type TestServer,
} from './support/harness.ts';
import { deviceFingerprint as fingerprint } from '@paypage/contract/fixtures';

describe.each(backends())('the sandbox bank processor on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(await backend.open(), { settlementDelayMs: 200 });
  });
  afterAll(() => server.close());

  const status = async (token: string) =>
    await json<{ status: string; methodPaidWith: string | null; paymentDetails: unknown }>(
      await server.call(`/api/v1/collect/${token}`),
    );

  async function linkToken(paymentRequestToken: string) {
    const response = await server.call('/api/v1/plaid/link-token', {
      method: 'POST',
      json: { paymentRequestToken, phoneNumber: null },
    });
    return response;
  }

  async function link(body: Record<string, unknown> = {}, accountId = 'acc_checking_0000') {
    const { token } = await createRequest(server, body);
    const { linkToken: issued } = await json<{ linkToken: string }>(await linkToken(token));
    const response = await server.call('/api/v1/sandbox/plaid/public-token', {
      method: 'POST',
      json: {
        linkToken: issued,
        institutionId: 'ins_sandbox_first',
        username: 'user_good',
        password: 'pass_good',
        accountId,
      },
    });
    expect(response.status).toBe(200);
    const result = await json<{ publicToken: string; metadata: Record<string, unknown> }>(response);
    return { token, linkToken: issued, ...result };
  }

  const payByBank = (
    token: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    server.call(`/api/v1/collect/${token}/plaid/payment`, { method: 'POST', json: body, headers });

  describe('POST plaid/link-token', () => {
    it('answers a sandbox link token for a request that allows pay by bank', async () => {
      const { token } = await createRequest(server);
      const response = await linkToken(token);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        linkToken: expect.stringMatching(/^paypage-sandbox-link-[A-Za-z0-9_-]{24}$/),
      });
    });

    it('refuses bad bodies, unknown requests, card-only and paid requests', async () => {
      const missing = await server.call('/api/v1/plaid/link-token', {
        method: 'POST',
        json: { phoneNumber: null },
      });
      expect(missing.status).toBe(400);
      expect(await json(missing)).toEqual({
        message: 'paymentRequestToken: Invalid input: expected string, received undefined',
      });
      expect((await linkToken('N'.repeat(32))).status).toBe(404);
      const cardOnly = await createRequest(server, { paymentMethod: ['Card'] });
      const refused = await linkToken(cardOnly.token);
      expect(refused.status).toBe(422);
      expect(await json(refused)).toEqual({
        message: 'Pay by bank is not available for this payment request.',
      });
      const paid = await createRequest(server, { status: 'PAID' });
      expect((await linkToken(paid.token)).status).toBe(409);
    });
  });

  describe('POST sandbox/plaid/public-token (the sandbox widget sign-in)', () => {
    it('answers the widget result in Plaid’s shape', async () => {
      const { publicToken, metadata } = await link({}, 'acc_savings_1111');
      expect(publicToken).toMatch(/^public-sandbox-/);
      expect(metadata).toEqual({
        accounts: [
          { id: 'acc_savings_1111', mask: '1111', subtype: 'savings', name: 'Plaid Saving' },
        ],
        institution: { institution_id: 'ins_sandbox_first', name: 'First Platypus Bank' },
      });
    });

    it('refuses wrong credentials, unknown link tokens, institutions and accounts', async () => {
      const { token } = await createRequest(server);
      const { linkToken: issued } = await json<{ linkToken: string }>(await linkToken(token));
      const attempt = (overrides: Record<string, string>) =>
        server.call('/api/v1/sandbox/plaid/public-token', {
          method: 'POST',
          json: {
            linkToken: issued,
            institutionId: 'ins_sandbox_tartan',
            username: 'user_good',
            password: 'pass_good',
            accountId: 'acc_checking_0000',
            ...overrides,
          },
        });
      const wrong = await attempt({ password: 'pass_bad' });
      expect(wrong.status).toBe(401);
      expect(await json(wrong)).toEqual({
        message: 'The username or password provided were not correct.',
      });
      expect((await attempt({ linkToken: 'paypage-sandbox-link-forged' })).status).toBe(400);
      expect((await attempt({ institutionId: 'ins_nope' })).status).toBe(400);
      expect((await attempt({ accountId: 'acc_nope' })).status).toBe(400);
      expect((await attempt({})).status).toBe(200);
    });
  });

  describe('POST plaid/institution-logo', () => {
    it('answers a base64 PNG; null for a bank without one (not an error); 404 for no bank', async () => {
      const response = await server.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        json: { institutionId: 'ins_sandbox_first' },
      });
      expect(response.status).toBe(200);
      const { logo } = await json<{ logo: string }>(response);
      const png = Buffer.from(logo, 'base64');
      expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
      const without = await server.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        json: { institutionId: 'ins_sandbox_tartan' },
      });
      expect(without.status).toBe(200);
      expect(await json(without)).toEqual({ logo: null });
      const none = await server.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        json: { institutionId: 'ins_unknown' },
      });
      expect(none.status).toBe(404);
      expect(await json(none)).toEqual({ message: 'No such institution.' });
      const bad = await server.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        json: { id: 1 },
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('POST collect/{token}/plaid/payment', () => {
    it('moves the request to PROCESSING, then PAID by payByBank', async () => {
      const { token, publicToken } = await link({ sandbox: HELD_SETTLEMENT });
      const response = await payByBank(token, {
        publicToken,
        paymentRequestToken: token,
        accountId: 'acc_checking_0000',
        fingerprint,
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ status: 'PROCESSING' });
      expect((await status(token)).status).toBe('PROCESSING');
      await settleNow(server, token);
      expect(await status(token)).toMatchObject({ status: 'PAID', methodPaidWith: 'payByBank' });
      // The receipt's account: the bank signed in to and the account's mask, never its number.
      expect((await status(token)).paymentDetails).toEqual({
        brand: null,
        lastFour: null,
        bankName: 'First Platypus Bank',
        accountMask: '0000',
        reference: expect.stringMatching(/^[0-9A-Z]{16}$/),
      });
      const { rows } = await server.services.db.query(
        "select 1 from fingerprints where payment_request_token = $1 and source = 'plaid-payment'",
        [token],
      );
      expect(rows).toHaveLength(1);
    });

    it.each([['publicToken'], ['paymentRequestToken'], ['accountId']])(
      'answers the spec’s message when %s is missing',
      async (field) => {
        const { token, publicToken } = await link();
        const body: Record<string, unknown> = {
          publicToken,
          paymentRequestToken: token,
          accountId: 'acc_checking_0000',
        };
        delete body[field];
        const response = await payByBank(token, body);
        expect(response.status).toBe(400);
        expect(await json(response)).toEqual({
          message: "We're sorry, something went wrong. Please try again.",
        });
      },
    );

    it('checks the public token was issued for this request, and the account', async () => {
      const first = await link();
      const second = await link();
      const foreign = await payByBank(second.token, {
        publicToken: first.publicToken,
        paymentRequestToken: second.token,
        accountId: 'acc_checking_0000',
      });
      expect(foreign.status).toBe(400);
      expect(await json(foreign)).toEqual({
        message: 'The public token was not issued for this payment request.',
      });
      const mismatch = await payByBank(second.token, {
        publicToken: second.publicToken,
        paymentRequestToken: first.token,
        accountId: 'acc_checking_0000',
      });
      expect(mismatch.status).toBe(400);
      expect(await json(mismatch)).toEqual({
        message: 'paymentRequestToken does not match this payment request.',
      });
      const account = await payByBank(second.token, {
        publicToken: second.publicToken,
        paymentRequestToken: second.token,
        accountId: 'acc_savings_1111',
      });
      expect(account.status).toBe(400);
      expect(await json(account)).toEqual({
        message: 'The account is not part of this bank link.',
      });
      const badFingerprint = await payByBank(second.token, {
        publicToken: second.publicToken,
        paymentRequestToken: second.token,
        accountId: 'acc_checking_0000',
        fingerprint: { deviceId: 1 },
      });
      expect(badFingerprint.status).toBe(400);
      expect((await status(second.token)).status).toBe('UNPAID');
    });

    it('fails with "ACH Debit limit exceeded" for a requester over the limit', async () => {
      const { token, publicToken } = await link({ sandbox: { achDebitLimitExceeded: true } });
      const response = await payByBank(token, {
        publicToken,
        paymentRequestToken: token,
        accountId: 'acc_checking_0000',
      });
      expect(response.status).toBe(422);
      expect(await json(response)).toEqual({ message: 'ACH Debit limit exceeded' });
      expect((await status(token)).status).toBe('UNPAID');
    });

    it('accepts one of 50 concurrent attempts and replays an idempotent retry', async () => {
      const { token, publicToken } = await link();
      const body = { publicToken, paymentRequestToken: token, accountId: 'acc_checking_0000' };
      const responses = await Promise.all(Array.from({ length: 50 }, () => payByBank(token, body)));
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
      expect(responses.filter((r) => r.status === 409)).toHaveLength(49);

      const other = await link();
      const retryBody = {
        publicToken: other.publicToken,
        paymentRequestToken: other.token,
        accountId: 'acc_checking_0000',
      };
      const headers = { 'Idempotency-Key': 'bank-1' };
      const [a, b] = await Promise.all([
        payByBank(other.token, retryBody, headers),
        payByBank(other.token, retryBody, headers),
      ]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(await json(b)).toEqual({ status: 'PROCESSING' });
      const later = await payByBank(other.token, retryBody, headers);
      expect(later.status).toBe(200);
      const fresh = await payByBank(other.token, retryBody, { 'Idempotency-Key': 'bank-2' });
      expect(fresh.status).toBe(409);
    });

    it('answers 404 for an unknown token', async () => {
      const token = 'M'.repeat(32);
      const response = await payByBank(token, {
        publicToken: 'public-sandbox-x',
        paymentRequestToken: token,
        accountId: 'a',
      });
      expect(response.status).toBe(404);
    });
  });
});
