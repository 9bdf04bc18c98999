/**
 * `POST /sandbox/adyen/sessions/{id}/setup` (docs/widget.md#calls): a widget mounted with a session
 * alone learns the amount, the merchant, the wallets and the frames from it.
 */
import { cardSessionSetupSchema } from '@paypage/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createRequest, json, startServer, type TestServer } from './support/harness.ts';

const FRAMES_ORIGIN = 'http://localhost:3443';

type Session = { id: string; sessionData: string };

describe.each(backends())('the card session setup call on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(await backend.open(), { securedFieldsOrigin: FRAMES_ORIGIN });
  });
  afterAll(() => server.close());

  async function openSession(body: Record<string, unknown>) {
    const { token } = await createRequest(server, body);
    const request = await json<{ organizationId: string }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    const response = await server.call(`/api/v1/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId: request.organizationId },
    });
    expect(response.status).toBe(200);
    return json<Session>(response);
  }

  const setup = (id: string, body: Record<string, unknown>) =>
    server.call(`/api/v1/sandbox/adyen/sessions/${id}/setup`, { method: 'POST', json: body });

  it("answers the session's amount, merchant, wallets, challenge size and frames", async () => {
    const session = await openSession({
      amountInCents: 4_250,
      merchant: { name: 'Corner Bakery' },
      sandbox: { showApplePay: false, challengeWindowSize: '05' },
    });
    const response = await setup(session.id, {
      sessionData: session.sessionData,
      browserInfo: { language: 'en-US' },
    });
    expect(response.status).toBe(200);
    const body = cardSessionSetupSchema.parse(await json(response));
    expect(body).toMatchObject({
      id: session.id,
      sessionData: session.sessionData,
      amount: { value: 4_250, currency: 'USD' },
      challengeWindowSize: '05',
      configuration: {
        merchantName: 'Corner Bakery',
        showGooglePay: true,
        showApplePay: false,
        showCardOnFile: true,
      },
    });
    expect(body.securedFields?.origin).toBe(FRAMES_ORIGIN);
    expect(body.securedFields?.key.kty).toBe('RSA');
  });

  it('refuses sessionData of another session (400) and an unknown session (404)', async () => {
    const session = await openSession({});
    expect((await setup(session.id, { sessionData: 'Ab02other' })).status).toBe(400);
    const unknown = await setup(`CS${'0'.repeat(24)}`, { sessionData: session.sessionData });
    expect(unknown.status).toBe(404);
    expect((await setup(session.id, {})).status).toBe(400);
  });
});
