/**
 * The embedded widget in the `test` environment: the merchant's server makes the request with
 * its key and the card session (Adyen's `/sessions` through @adyen/api-library, at the Checkout
 * API fake); the payer pays in Adyen's own secured fields (the fake's `pay`, as Adyen Web's
 * session would); the widget reports the session's result with `POST /widget/sessions/{id}/result`.
 * The API refuses a page its merchant's keys do not allow and a client key of another
 * environment, asks Adyen for the result, and tells the merchant by its signed webhook's outbox.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setKeyEmbedOrigins } from '../src/merchant/embed-origins.ts';
import { FAKE_CLIENT_KEY as CLIENT_KEY, type FakeAdyen } from './support/fake-adyen.ts';
import {
  backends,
  json,
  openCardSession,
  startServer,
  type TestServer,
} from './support/harness.ts';
import { type LiveServer, startLiveServer } from './support/live-harness.ts';

const SHOP = 'https://shop.example';

describe.each(backends())('the widget’s processor session result on $name', (backend) => {
  let live: LiveServer<'adyen'>;
  let server: TestServer;
  let adyen: FakeAdyen;
  let key: string;

  beforeAll(async () => {
    live = await startLiveServer(backend, ['adyen']);
    ({ server, adyen, key } = live);
    await setKeyEmbedOrigins(server.services.db, live.keyId, [SHOP]);
  });
  afterAll(() => live?.close());

  /** A request made with the key, its Adyen session, and the payer's payment in it. */
  const paidSession = async () => {
    const created = await server.call('/api/v1/merchant/payment-requests', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      json: { ...REQUEST_EXAMPLES['POST /merchant/payment-requests'], paymentMethod: ['Card'] },
    });
    expect(created.status).toBe(201);
    const { token, organizationId } = await json<{ token: string; organizationId: string }>(
      created,
    );
    const opened = await server.call(`/api/v1/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId },
    });
    expect(opened.status).toBe(200);
    const session = await json<{ id: string; clientConfig: { environment: string; key: string } }>(
      opened,
    );
    expect(session.clientConfig).toMatchObject({ environment: 'test', key: CLIENT_KEY });
    const { sessionResult } = adyen.pay(session.id, 'Authorised');
    return { token, id: session.id, sessionResult };
  };

  const report = (id: string, body: unknown, origin = SHOP) =>
    server.call(`/api/v1/widget/sessions/${id}/result`, {
      method: 'POST',
      headers: { Origin: origin },
      json: body,
    });

  const statusOf = async (token: string) =>
    (await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`))).status;

  it('pays on a page the key allows, and the merchant’s webhook is queued', async () => {
    const { token, id, sessionResult } = await paidSession();
    const answer = await report(id, { clientKey: CLIENT_KEY, sessionResult });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(await json(answer)).toEqual({ status: 'PAID' });
    expect(await statusOf(token)).toBe('PAID');
    const { rows } = await server.services.db.query<{ type: string; account: string }>(
      'select type, account from webhook_events where payment_request_token = $1',
      [token],
    );
    expect(rows).toEqual([{ type: 'payment_request.paid', account: 'shop' }]);
  });

  it('pays through Adyen’s session endpoints as Adyen Web calls them (the fake)', async () => {
    const created = await server.call('/api/v1/merchant/payment-requests', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      json: { ...REQUEST_EXAMPLES['POST /merchant/payment-requests'], paymentMethod: ['Card'] },
    });
    const { token, organizationId } = await json<{ token: string; organizationId: string }>(
      created,
    );
    const session = await json<{ id: string; sessionData: string }>(
      await server.call(`/api/v1/collect/${token}/adyen/session`, {
        method: 'POST',
        json: { organizationId },
      }),
    );
    const shopper = (endpoint: string, body: Record<string, unknown>, clientKey = CLIENT_KEY) =>
      fetch(
        `${adyen.url}/checkoutshopper/v1/sessions/${session.id}/${endpoint}?clientKey=${clientKey}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ sessionData: session.sessionData, ...body }),
        },
      );
    expect((await shopper('setup', {}, 'test_OTHER')).status).toBe(401);
    const setup = await json<{ amount: { value: number } }>(await shopper('setup', {}));
    expect(setup.amount.value).toBe(
      REQUEST_EXAMPLES['POST /merchant/payment-requests'].amountInCents,
    );
    const jwe = 'eyJhbGciOiJSU0EtT0FFUCJ9.a2V5.aXY.Y2lwaGVy.dGFn';
    const sealed = {
      type: 'scheme',
      encryptedCardNumber: jwe,
      encryptedExpiryMonth: jwe,
      encryptedExpiryYear: jwe,
      encryptedSecurityCode: jwe,
    };
    const plain = await shopper('payments', {
      paymentMethod: { ...sealed, encryptedCardNumber: '4111111111111111' },
    });
    expect(plain.status).toBe(422);
    const paid = await json<{ resultCode: string; sessionResult: string }>(
      await shopper('payments', { paymentMethod: sealed }),
    );
    expect(paid.resultCode).toBe('Authorised');
    const answer = await report(session.id, {
      clientKey: CLIENT_KEY,
      sessionResult: paid.sessionResult,
    });
    expect(await json(answer)).toEqual({ status: 'PAID' });
  });

  it('refuses a page no key of the merchant allows, and makes no call', async () => {
    const { token, id, sessionResult } = await paidSession();
    const answer = await report(
      id,
      { clientKey: CLIENT_KEY, sessionResult },
      'https://evil.example',
    );
    expect(answer.status).toBe(403);
    expect(await json(answer)).toMatchObject({
      errorCode: 'ORIGIN_NOT_ALLOWED',
      origin: 'https://evil.example',
    });
    expect(await statusOf(token)).toBe('UNPAID');
  });

  it('refuses a loopback page in production mode', async () => {
    const { id, sessionResult } = await paidSession();
    const answer = await report(
      id,
      { clientKey: CLIENT_KEY, sessionResult },
      'http://localhost:5173',
    );
    expect(answer.status).toBe(403);
  });

  it.each([
    ['sandbox_K7RZ2M4Q', 'sandbox_'],
    ['live_K7RZ2M4Q', 'live_'],
  ])('refuses a %s key with WRONG_ENVIRONMENT', async (clientKey, prefix) => {
    const { token, id, sessionResult } = await paidSession();
    const answer = await report(id, { clientKey, sessionResult });
    expect(answer.status).toBe(422);
    expect(await json(answer)).toEqual({
      errorCode: 'WRONG_ENVIRONMENT',
      message: `The clientKey is a ${prefix} key, which does not work with this server (the test environment).`,
    });
    expect(await statusOf(token)).toBe('UNPAID');
  });

  it('refuses another test key than the session’s', async () => {
    const { id, sessionResult } = await paidSession();
    const answer = await report(id, { clientKey: 'test_OTHERKEY', sessionResult });
    expect(answer.status).toBe(401);
  });

  it('answers a session it did not make 403 from a page, 404 from a server', async () => {
    const body = { clientKey: CLIENT_KEY, sessionResult: 'X3' };
    expect((await report('CS0000', body)).status).toBe(403);
    const fromServer = await server.call('/api/v1/widget/sessions/CS0000/result', {
      method: 'POST',
      json: body,
    });
    expect(fromServer.status).toBe(404);
  });

  it('refuses a body with anything but the client key and the session result', async () => {
    const { id, sessionResult } = await paidSession();
    const withCard = await report(id, {
      clientKey: CLIENT_KEY,
      sessionResult,
      cardNumber: '4111111111111111',
    });
    expect(withCard.status).toBe(400);
  });
});

describe('the widget’s processor session result on a sandbox server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await backends()[0]!.open());
  });
  afterAll(() => server?.close());

  it('refuses a test_ key with WRONG_ENVIRONMENT, and records no sandbox session', async () => {
    const { session } = await openCardSession(server, { paymentMethod: ['Card'] });
    const answer = await server.call(`/api/v1/widget/sessions/${String(session.id)}/result`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173' },
      json: { clientKey: CLIENT_KEY, sessionResult: 'X3XtfGC7' },
    });
    expect(answer.status).toBe(422);
    expect(await json(answer)).toMatchObject({ errorCode: 'WRONG_ENVIRONMENT' });
    const sandboxKey = await server.call(`/api/v1/widget/sessions/${String(session.id)}/result`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173' },
      json: { clientKey: 'sandbox_K7RZ2M4Q', sessionResult: 'X3XtfGC7' },
    });
    expect(sandboxKey.status).toBe(404);
  });
});
