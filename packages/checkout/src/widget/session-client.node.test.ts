import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createSandboxSessionClient, SANDBOX_PAYMENT_FAILURE } from './session-client';

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

describe('sandbox session calls', () => {
  it('POSTs payments with the session data and the idempotency key', async () => {
    const { fetch, calls } = fetchAnswering(
      json({ resultCode: 'Authorised', sessionData: 'Ab02next' }),
    );
    const client = createSandboxSessionClient({
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
    const client = createSandboxSessionClient({ baseUrl: '/api/v1', session, fetch });
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
      const client = createSandboxSessionClient({ baseUrl: '/api/v1', session, fetch });
      const failure = await client.payments({}, 'key').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status, message, reason: 'http' });
    },
  );

  it('a network failure, a body that is not JSON and an answer of the wrong shape are failures too', async () => {
    const { fetch } = fetchAnswering(
      new Response('<html>', { status: 200 }),
      json({ result: 'Authorised' }),
    );
    const client = createSandboxSessionClient({ baseUrl: '/api/v1', session, fetch });
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
    const client = createSandboxSessionClient({ baseUrl: '/api/v1', session, fetch });
    const pending = client.payments({}, 'key', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
