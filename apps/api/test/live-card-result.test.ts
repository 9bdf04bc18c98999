/**
 * A card payment's result with live Adyen: after Adyen Web's Authorised result the
 * page posts `status` with the session's id and sessionResult, and the API asks Adyen's Checkout
 * API for the session's result (`GET /sessions/{id}?sessionResult=…`, the fake answering as the
 * API reference shows) instead of waiting for the webhook — completed → PAID, paymentPending →
 * PROCESSING, refused → PAYMENT_FAILED — and the webhook that comes later changes nothing.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adyenSignature,
  notification,
  type NotificationItem,
} from './support/adyen-notifications.ts';
import {
  FAKE_ADYEN_API_KEY,
  FAKE_MERCHANT_ACCOUNT,
  type FakeAdyen,
  type FakeAdyenOutcome,
} from './support/fake-adyen.ts';
import { backends, json, type TestServer } from './support/harness.ts';
import { type LiveServer, startLiveServer } from './support/live-harness.ts';

describe.each(backends())('a live card payment’s result on $name', (backend) => {
  let live: LiveServer<'adyen'>;
  let server: TestServer;
  let adyen: FakeAdyen;
  let key: string;

  beforeAll(async () => {
    live = await startLiveServer(backend, ['adyen']);
    ({ server, adyen, key } = live);
  });
  afterAll(() => live?.close());

  /**
   * A request, its Adyen session, and the shopper's payment in it (as Adyen Web makes it; null:
   * none yet).
   */
  const paid = async (outcome: FakeAdyenOutcome | null) => {
    const created = await server.call('/api/v1/merchant/payment-requests', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      // Only Adyen is configured here: card is the one method this server can take.
      json: { ...REQUEST_EXAMPLES['POST /merchant/payment-requests'], paymentMethod: ['Card'] },
    });
    expect(created.status).toBe(201);
    const { token, amountInCents } = await json<{ token: string; amountInCents: number }>(created);
    const { organizationId } = await json<{ organizationId: string }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    const opened = await server.call(`/api/v1/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId },
    });
    expect(opened.status).toBe(200);
    const { id: sessionId } = await json<{ id: string }>(opened);
    const { sessionResult, pspReference } = outcome
      ? adyen.pay(sessionId, outcome)
      : { sessionResult: '', pspReference: '' };
    return { token, amountInCents, sessionId, sessionResult, pspReference };
  };
  const postStatus = (token: string, extra: { sessionId?: string; sessionResult?: string } = {}) =>
    server.call(`/api/v1/collect/${token}/status`, {
      method: 'POST',
      json: { status: 'PROCESSING', ...extra },
    });
  const read = async (token: string) =>
    json<{ status: string; methodPaidWith: string | null; statusUpdateDate: string | null }>(
      await server.call(`/api/v1/collect/${token}`),
    );
  const rowsOf = async (token: string) => ({
    attempts: (
      await server.services.db.query<{ outcome: string }>(
        'select outcome from payment_attempts where payment_request_token = $1 order by id',
        [token],
      )
    ).rows.map((row) => row.outcome),
    events: (
      await server.services.db.query<{ type: string }>(
        'select type from webhook_events where payment_request_token = $1 order by seq',
        [token],
      )
    ).rows.map((row) => row.type),
  });
  const authorisation = (
    token: string,
    pspReference: string,
    amount: number,
    success: 'true' | 'false',
  ) => {
    const item: NotificationItem = {
      pspReference,
      merchantAccountCode: FAKE_MERCHANT_ACCOUNT,
      merchantReference: token,
      amount: { value: amount, currency: 'USD' },
      eventCode: 'AUTHORISATION',
      success,
      eventDate: '2026-11-26T03:10:00+01:00',
      paymentMethod: 'visa',
    };
    return notification({ ...item, additionalData: { hmacSignature: adyenSignature(item) } });
  };
  const deliver = (body: unknown) =>
    server.call('/api/v1/webhooks/adyen', { method: 'POST', json: body });

  it('Authorised: PAID from the session result, before the webhook; the webhook then changes nothing', async () => {
    const { token, amountInCents, sessionId, sessionResult, pspReference } =
      await paid('Authorised');
    const before = adyen.calls.length;
    const response = await postStatus(token, { sessionId, sessionResult });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'PAID' });
    const call = adyen.calls[before]!;
    expect(call.method).toBe('GET');
    expect(call.path).toBe(`/v72/sessions/${sessionId}?${new URLSearchParams({ sessionResult })}`);
    expect(call.headers['x-api-key']).toBe(FAKE_ADYEN_API_KEY);
    const first = await read(token);
    expect(first).toMatchObject({ status: 'PAID', methodPaidWith: 'card' });

    // The page's status call again (a retry), then Adyen's webhook for the same payment.
    expect(await json(await postStatus(token, { sessionId, sessionResult }))).toEqual({
      status: 'PAID',
    });
    const hook = await deliver(authorisation(token, pspReference, amountInCents, 'true'));
    expect(await hook.text()).toBe('[accepted]');
    expect(await read(token)).toEqual(first);
    expect(await rowsOf(token)).toEqual({
      attempts: ['Authorised'],
      events: ['payment_request.paid'],
    });
    expect(server.logs.join('\n')).not.toContain(sessionResult);
  });

  it('still processing (paymentPending): PROCESSING, shown as processing; the webhook pays it', async () => {
    const { token, amountInCents, sessionId, sessionResult, pspReference } = await paid('Pending');
    const response = await postStatus(token, { sessionId, sessionResult });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'PROCESSING' });
    expect((await read(token)).status).toBe('PROCESSING');
    await deliver(authorisation(token, pspReference, amountInCents, 'true'));
    expect(await read(token)).toMatchObject({ status: 'PAID', methodPaidWith: 'card' });
    expect((await rowsOf(token)).events).toEqual([
      'payment_request.processing',
      'payment_request.paid',
    ]);
  });

  it('refused: PAYMENT_FAILED and 409 (no payment accepted); a later Refused webhook changes nothing', async () => {
    const { token, amountInCents, sessionId, sessionResult, pspReference } = await paid('Refused');
    const response = await postStatus(token, { sessionId, sessionResult });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      message: 'No payment has been accepted for this payment request.',
    });
    const failed = await read(token);
    expect(failed.status).toBe('PAYMENT_FAILED');
    await deliver(authorisation(token, pspReference, amountInCents, 'false'));
    expect(await read(token)).toEqual(failed);
    expect((await rowsOf(token)).events).toEqual(['payment_request.payment_failed']);
  });

  it("another request's session, a sessionResult Adyen does not know, or none: 409, nothing changes", async () => {
    const other = await paid('Authorised');
    const { token } = await paid(null);
    for (const extra of [
      { sessionId: other.sessionId, sessionResult: other.sessionResult },
      { sessionId: other.sessionId, sessionResult: 'X3XtfGC7!forged' },
      {},
    ]) {
      const response = await postStatus(token, extra);
      expect(response.status).toBe(409);
    }
    expect((await read(token)).status).toBe('UNPAID');
    expect((await read(other.token)).status).toBe('UNPAID');
  });

  it("the server's CSP (only Adyen configured) lists Adyen's TEST host and no Plaid host", async () => {
    const csp = (await server.call('/api/v1/health/ready')).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self' https://checkoutshopper-test.adyen.com");
    expect(csp).not.toMatch(/plaid|checkoutshopper-live/);
  });
});
