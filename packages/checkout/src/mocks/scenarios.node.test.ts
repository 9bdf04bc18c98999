import { cardSessionSchema } from '@paypage/contract/schemas';
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { encryptField } from '../secured-fields/encrypt';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { daysUntilDue } from '../format/due-badge';
import { MOCK_TODAY, MOCK_TOKENS } from './fixtures';
import { SANDBOX_TEST_CARDS } from './sandbox-card';
import { scenario, SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios';

const API = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: API });
/** Gives up quickly, for the scenario that never answers. */
const impatient = createApiClient({ baseUrl: API, timeoutMs: 50 });
const TOKEN = MOCK_TOKENS.invoice;
const answer = (name: ScenarioName) => {
  server.use(...scenario(name));
  return (name === 'collect-loading' ? impatient : client).getPaymentRequest(TOKEN);
};

describe('every scenario', () => {
  const failing = new Set<ScenarioName>([
    'collect-error',
    'collect-rate-limited',
    'collect-malformed',
    'collect-loading',
  ]);

  it.each(SCENARIO_NAMES.filter((name) => !failing.has(name) && name !== 'collect-slow'))(
    '%s answers a request that parses (or 404)',
    async (name) => {
      const request = await answer(name);
      if (name === 'not-found') expect(request).toBeNull();
      else expect(request?.token).toBe(TOKEN);
    },
  );

  it.each([...failing])('%s fails the way it says', async (name) => {
    const error = await answer(name).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).reason).toBe(
      {
        'collect-error': 'http',
        'collect-rate-limited': 'http',
        'collect-malformed': 'parse',
        'collect-loading': 'timeout',
      }[name as string],
    );
  });

  it('collect-rate-limited: a 429 whose wait the error carries (the body’s retryAfterSeconds)', async () => {
    const error = (await answer('collect-rate-limited').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('dates the badges relative to the stories’ today', () => {
    const due = (name: ScenarioName) =>
      daysUntilDue(SCENARIOS[name].paymentRequest!.dueDate!, MOCK_TODAY);
    expect(due('unpaid-all-methods')).toBe(3);
    expect(due('due-tomorrow')).toBe(1);
    expect(due('due-today')).toBe(0);
    expect(due('overdue-1-day')).toBe(-1);
    expect(due('unpaid-payment-request')).toBe(14);
  });
});

describe('stateful scenarios', () => {
  it('receipt-settles: PROCESSING on the first three reads, then PAID by card', async () => {
    server.use(...scenario('receipt-settles'));
    const statuses = [];
    for (let read = 0; read < 5; read += 1) {
      const request = await client.getPaymentRequest(TOKEN);
      statuses.push(`${request?.status}/${request?.methodPaidWith}`);
    }
    expect(statuses).toEqual([
      'PROCESSING/null',
      'PROCESSING/null',
      'PROCESSING/null',
      'PAID/card',
      'PAID/card',
    ]);
  });

  it('a status update or a bank payment moves the request to PROCESSING', async () => {
    server.use(...scenario('unpaid-all-methods'));
    await client.updateStatus(TOKEN, 'PROCESSING');
    expect((await client.getPaymentRequest(TOKEN))?.status).toBe('PROCESSING');
    await expect(
      client.submitPayByBank(TOKEN, { publicToken: 'p', accountId: 'a', fingerprint: null }),
    ).rejects.toThrow('This payment request has already been processed.');
  });

  it('each scenario() call starts from its own state', async () => {
    server.use(...scenario('unpaid-all-methods'));
    await client.updateStatus(TOKEN, 'PROCESSING');
    server.resetHandlers(...scenario('unpaid-all-methods'));
    expect((await client.getPaymentRequest(TOKEN))?.status).toBe('UNPAID');
  });
});

describe('environments', () => {
  it('answers a sandbox or a provider card session', async () => {
    server.use(...scenario('card-sandbox'));
    const sandbox = await client.createCardSession(TOKEN, 'org');
    server.resetHandlers(...scenario('card-provider-environment'));
    const provider = await client.createCardSession(TOKEN, 'org');
    expect(cardSessionSchema.parse(sandbox).clientConfig.environment).toBe('sandbox');
    expect(provider.clientConfig.environment).toBe('test');
  });

  it('answers sandbox or Plaid-like link tokens', async () => {
    const request = { paymentRequestToken: TOKEN, phoneNumber: null };
    server.use(...scenario('link-token-sandbox'));
    await expect(client.getLinkToken(request)).resolves.toMatch(/^paypage-sandbox-link-/);
    server.resetHandlers(...scenario('link-token-plaid'));
    await expect(client.getLinkToken(request)).resolves.toMatch(/^link-sandbox-/);
  });
});

/** A card number as the secured frames send it: a JWE to the mocked session's key. */
const sealed = (number: string) =>
  encryptField(
    {
      kid: exampleSecuredFields.key.kid,
      jwk: { kty: 'RSA', n: exampleSecuredFields.key.n, e: 'AQAB' },
    },
    { number, generationtime: new Date().toISOString() },
  );

describe('sandbox card processor', () => {
  async function pay(card: string, name: ScenarioName = 'card-sandbox') {
    server.use(...scenario(name));
    const response = await fetch(`${API}/sandbox/adyen/sessions/CS1/payments`, {
      method: 'POST',
      body: JSON.stringify({
        sessionData: 'sd',
        paymentMethod: { type: 'scheme', encryptedCardNumber: await sealed(card) },
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const resultCodes = {
    authorised: 'Authorised',
    'settlement-fails': 'Authorised',
    refused: 'Refused',
    challenge: 'ChallengeShopper',
    'error-14_0422': 'Error',
    'error-14_0423': 'Error',
    cancelled: 'Cancelled',
    'fingerprint-frictionless': 'IdentifyShopper',
    'fingerprint-challenge': 'IdentifyShopper',
    'fingerprint-timeout': 'IdentifyShopper',
    'redirect-get': 'RedirectShopper',
    'redirect-post': 'RedirectShopper',
  } as const;

  it.each(SANDBOX_TEST_CARDS)('card $number → $outcome', async ({ number, outcome }) => {
    const { body } = await pay(number);
    expect(body.resultCode).toBe(resultCodes[outcome]);
    if (outcome.startsWith('error-')) {
      expect(body.error).toMatchObject({ errorCode: outcome.slice('error-'.length) });
    }
  });

  it('refuses a card that is not a test card', async () => {
    expect((await pay('4242424242424242')).body.resultCode).toBe('Refused');
  });

  it('answers 422 naming the field for a number it cannot open (plain digits, another key)', async () => {
    server.use(...scenario('card-sandbox'));
    const response = await fetch(`${API}/sandbox/adyen/sessions/CS1/payments`, {
      method: 'POST',
      body: JSON.stringify({
        sessionData: 'sd',
        paymentMethod: { type: 'scheme', encryptedCardNumber: '4111111111111111' },
      }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ field: 'encryptedCardNumber' });
  });

  it('a challenge carries a base64 JSON token the widget can check', async () => {
    const { body } = await pay('4212345678910006');
    const action = body.action as { type: string; token: string };
    expect(action.type).toBe('threeDS2');
    expect(JSON.parse(atob(action.token))).toMatchObject({
      acsURL: '/api/v1/sandbox/3ds/challenge',
      messageVersion: '2.2.0',
      messageType: 'CReq',
    });
  });

  it('answers paymentDetails by transStatus', async () => {
    server.use(...scenario('card-sandbox'));
    const details = async (transStatus: string) => {
      const response = await fetch(`${API}/sandbox/adyen/sessions/CS1/paymentDetails`, {
        method: 'POST',
        body: JSON.stringify({
          sessionData: 'sd',
          details: { threeDSResult: btoa(JSON.stringify({ transStatus })) },
        }),
      });
      return ((await response.json()) as { resultCode: string }).resultCode;
    };
    expect(await details('N')).toBe('Refused');
    expect(await details('U')).toBe('Cancelled');
    expect(await details('Y')).toBe('Authorised');
  });

  it('refuses a request that is no longer payable with 409', async () => {
    const { status, body } = await pay('4111111111111111', 'paid');
    expect(status).toBe(409);
    expect(body.message).toBe('This payment request has already been processed.');
  });
});

describe('attachment files', () => {
  const [present, gone] = SCENARIOS['attachment-missing'].paymentRequest.attachments;

  it.each(['GET', 'HEAD'])(
    '%s answers the request’s files, 404 for a missing or unknown one',
    async (method) => {
      server.use(...scenario('attachment-missing'));
      const status = async (path: string) =>
        (await fetch(new URL(path, 'http://localhost'), { method })).status;
      expect(await status(present!.previewUrl)).toBe(200);
      expect(await status(gone!.previewUrl)).toBe(404);
      expect(await status('/api/v1/files/att_unknown/x.pdf')).toBe(404);
    },
  );
});
