import { REQUEST_EXAMPLES, RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  createSessionClient,
  SANDBOX_PAYMENT_FAILURE,
  SessionCallError,
  sessionCallReport,
  setupSession,
} from './session-client';

const session = { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' };

function fetchAnswering(...answers: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("the session calls: the payer page's errors", () => {
  it('POSTs payments with the session data and the idempotency key', async () => {
    const { fetch, calls } = fetchAnswering(
      json({ resultCode: 'Authorised', sessionData: 'Ab02next' }),
    );
    const client = createSessionClient({
      baseUrl: 'http://localhost/api/v1/',
      session,
      fetch,
    });
    const answer = await client.payments({ paymentMethod: { type: 'scheme' } }, 'key-1');
    expect(answer).toEqual({ resultCode: 'Authorised', sessionData: 'Ab02next' });
    const [call] = calls;
    expect(call?.url).toBe(
      'http://localhost/api/v1/sandbox/adyen/sessions/CS0123456789ABCDEF01234567/payments',
    );
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      paymentMethod: { type: 'scheme' },
      sessionData: 'Ab02first',
    });
  });

  it('sends the latest session data with paymentDetails', async () => {
    const { fetch, calls } = fetchAnswering(
      json({
        resultCode: 'ChallengeShopper',
        sessionData: 'Ab02second',
        action: { type: 'threeDS2' },
      }),
      json({ resultCode: 'Authorised' }),
    );
    const client = createSessionClient({ baseUrl: '/api/v1', session, fetch });
    await client.payments({}, 'key-1');
    await client.paymentDetails({ threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' }, 'key-2');
    expect(calls[1]?.url).toBe(
      '/api/v1/sandbox/adyen/sessions/CS0123456789ABCDEF01234567/paymentDetails',
    );
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' },
      sessionData: 'Ab02second',
    });
  });

  it.each([
    [409, 'This payment request has already been processed.'],
    [410, 'This payment request session has expired.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
  ])(
    'an error answer %i is an ApiError with the status and the server message',
    async (status, message) => {
      const { fetch } = fetchAnswering(json({ message }, status));
      const client = createSessionClient({ baseUrl: '/api/v1', session, fetch });
      const failure = await client.payments({}, 'key').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status, message, reason: 'http' });
    },
  );

  it('reads the answer fields §3 lists: sessionResult and donationToken kept for the outcome', async () => {
    const answer = {
      resultCode: 'Authorised',
      sessionData: 'Ab02next',
      sessionResult: 'X3abc',
      donationToken: 'DT_1',
      order: undefined,
    };
    const { fetch } = fetchAnswering(
      json(answer),
      json({ resultCode: 'Authorised', donationToken: 7 }),
      json({ resultCode: 'Authorised', sessionResult: ['X3'] }),
    );
    const client = createSessionClient({ baseUrl: '/api/v1', session, fetch });
    await expect(client.payments({}, 'a')).resolves.toEqual({
      resultCode: 'Authorised',
      sessionData: 'Ab02next',
      sessionResult: 'X3abc',
      donationToken: 'DT_1',
    });
    // Of the wrong type: not the answer the widget reads, a failed call.
    await expect(client.payments({}, 'b')).rejects.toMatchObject({ reason: 'parse' });
    await expect(client.payments({}, 'c')).rejects.toMatchObject({ reason: 'parse' });
  });

  it('a network failure, a body that is not JSON and an answer of the wrong shape are failures too', async () => {
    const { fetch } = fetchAnswering(
      new Response('<html>', { status: 200 }),
      json({ result: 'Authorised' }),
    );
    const client = createSessionClient({ baseUrl: '/api/v1', session, fetch });
    await expect(client.payments({}, 'a')).rejects.toMatchObject({
      reason: 'parse',
      message: SANDBOX_PAYMENT_FAILURE,
    });
    await expect(client.payments({}, 'b')).rejects.toMatchObject({ reason: 'parse' });
    await expect(client.payments({}, 'c')).rejects.toMatchObject({ reason: 'network' });
  });

  it("a caller's abort is passed through as is", async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    ) as unknown as typeof globalThis.fetch;
    const client = createSessionClient({ baseUrl: '/api/v1', session, fetch });
    const pending = client.payments({}, 'key', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

const context = 'http://localhost:3000/api/v1/';
const setupAnswer = RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'];
const base = 'http://localhost:3000/api/v1/sandbox/adyen/sessions';

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    // One error for both: the payer page reads it as an ApiError, the embed reads its report.
    expect(error).toBeInstanceOf(SessionCallError);
    expect(error).toBeInstanceOf(ApiError);
    return sessionCallReport(error as SessionCallError);
  }
  throw new Error('the call did not fail');
}

describe("the session calls: setup and the embed's reports (docs/widget.md#calls)", () => {
  it('sets up, pays and sends details with the latest sessionData and a key per action', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json({ ...setupAnswer, sessionData: 'Ab02second' }))
      .mockResolvedValueOnce(
        json({ resultCode: 'ChallengeShopper', sessionData: 'Ab02third', action: {} }),
      )
      .mockResolvedValueOnce(json({ resultCode: 'Authorised', sessionData: 'Ab02fourth' }));
    const calls = createSessionClient({ baseUrl: context, session, fetch });
    expect((await setupSession(calls, { language: 'en-US' })).amount).toEqual(setupAnswer.amount);
    const payment = REQUEST_EXAMPLES['POST /sandbox/adyen/sessions/:id/payments'];
    await calls.payments({ paymentMethod: payment.paymentMethod }, 'key-1');
    const done = await calls.paymentDetails(
      { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ' },
      'key-2',
    );
    expect(done.resultCode).toBe('Authorised');

    const sent = fetch.mock.calls.map(([url, init]) => ({
      url,
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    }));
    expect(sent.map((call) => call.url)).toEqual([
      `${base}/${session.id}/setup`,
      `${base}/${session.id}/payments`,
      `${base}/${session.id}/paymentDetails`,
    ]);
    expect(sent.map((call) => call.body.sessionData)).toEqual([
      'Ab02first',
      'Ab02second',
      'Ab02third',
    ]);
    expect(sent.map((call) => call.key)).toEqual([null, 'key-1', 'key-2']);
    expect(sent[0]?.body.browserInfo).toEqual({ language: 'en-US' });
    expect(sent[2]?.body.details).toEqual({ threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ' });
  });

  it.each([
    ['setup', 'unreachable', undefined, `Service at ${base}/{id}/setup is not available`],
    ['payments', 'unreachable', '620', `Service at ${base}/{id}/payments is not available`],
    ['payments', 'answers 409', '620', `Call to ${base}/{id}/payments failed`],
    ['paymentDetails', 'answers 500', '621', `Call to ${base}/{id}/paymentDetails failed`],
    ['paymentDetails', 'answers no JSON', '621', `Call to ${base}/{id}/paymentDetails failed`],
    ['setup', 'answers another shape', undefined, `Call to ${base}/{id}/setup failed`],
  ])('%s that %s fails as a NETWORK_ERROR (code %s): %s', async (call, how, errorCode, message) => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      if (how === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
      if (how === 'answers 409') return Promise.resolve(json({ message: 'Already' }, 409));
      if (how === 'answers 500') return Promise.resolve(json({ message: 'Oops' }, 500));
      if (how === 'answers no JSON') return Promise.resolve(new Response('<html>'));
      return Promise.resolve(json({ hello: 'world' }));
    });
    const calls = createSessionClient({ baseUrl: context, session, fetch });
    const made =
      call === 'setup'
        ? setupSession(calls, {})
        : call === 'payments'
          ? calls.payments({}, 'k')
          : calls.paymentDetails({ threeDSResult: 'x' }, 'k');
    const report = await failureOf(made);
    expect(report).toEqual({ name: 'NETWORK_ERROR', message, ...(errorCode ? { errorCode } : {}) });
    expect(report.message).not.toContain(session.id);
  });

  it('a call that gets no answer in time is a timeout, reported as a service not available', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const calls = createSessionClient({ baseUrl: context, session, fetch, timeoutMs: 10 });
    const failure = await calls.payments({}, 'k').catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'timeout', message: SANDBOX_PAYMENT_FAILURE });
    expect(sessionCallReport(failure as SessionCallError)).toEqual({
      name: 'NETWORK_ERROR',
      message: `Service at ${base}/{id}/payments is not available`,
      errorCode: '620',
    });
  });
});
