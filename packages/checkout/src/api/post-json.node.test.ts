import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { postJson } from './post-json';

const answering = (response: Response | Error) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });

describe('postJson', () => {
  it('POSTs the body as JSON with same-origin credentials and its headers, and answers the JSON', async () => {
    const fetch = answering(Response.json({ ok: 1 }));
    const answer = await postJson(
      '/api/v1/x',
      { a: 1 },
      {
        failure: 'X failed',
        headers: { 'Idempotency-Key': 'k' },
        fetch: fetch as unknown as typeof globalThis.fetch,
      },
    );
    expect(answer).toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('maps an error answer, no answer, no answer in time and an answer not JSON to ApiErrors', async () => {
    const call = (response: Response | Error, serverMessageWins = false) =>
      postJson(
        '/x',
        {},
        {
          failure: 'X failed',
          serverMessageWins,
          fetch: answering(response) as unknown as typeof globalThis.fetch,
        },
      ).catch((error: unknown) => error);
    const refused = () => Response.json({ message: 'No such session' }, { status: 404 });
    expect(await call(refused())).toMatchObject({
      message: 'X failed: HTTP 404',
      reason: 'http',
      status: 404,
    });
    expect(await call(refused(), true)).toMatchObject({ message: 'No such session', status: 404 });
    expect(await call(new Response('', { status: 502 }), true)).toMatchObject({
      message: 'X failed',
      reason: 'http',
    });
    const offline = await call(new TypeError('Failed to fetch'));
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ message: 'X failed', reason: 'network' });
    expect(await call(new DOMException('late', 'TimeoutError'))).toMatchObject({
      reason: 'timeout',
    });
    expect(await call(new Response('<html>'))).toMatchObject({ reason: 'parse', status: 200 });
  });

  it("gives a caller's kind of error with toError, and rethrows a caller's abort as is", async () => {
    class Mine extends Error {}
    const failure = await postJson(
      '/x',
      {},
      {
        failure: 'X failed',
        fetch: answering(new Response('', { status: 500 })) as unknown as typeof globalThis.fetch,
        toError: ({ message }) => new Mine(message),
      },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Mine);
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    await expect(
      postJson(
        '/x',
        {},
        {
          failure: 'X failed',
          signal: controller.signal,
          fetch: answering(abort) as unknown as typeof globalThis.fetch,
        },
      ),
    ).rejects.toBe(abort);
  });

  it('times out after timeoutMs', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    ) as unknown as typeof globalThis.fetch;
    await expect(
      postJson('/x', {}, { failure: 'X failed', fetch, timeoutMs: 20 }),
    ).rejects.toMatchObject({ reason: 'timeout', message: 'X failed' });
  });
});
