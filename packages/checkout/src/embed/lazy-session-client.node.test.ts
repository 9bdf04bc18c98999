import { RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySessionClient } from './lazy-session-client';

const session = { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' };
const setupUrl = 'http://localhost/api/v1/sandbox/adyen/sessions/CS0123456789ABCDEF01234567/setup';
const setupAnswer = RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe("the session widget's calls from the first file", () => {
  it('starts the setup call at once, beside the calls part, and sets up with its answer', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ ...setupAnswer, sessionData: 'Ab02next' }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = lazySessionClient({ baseUrl: 'http://localhost/api/v1/', session });
    const setup = client.setup({ language: 'en-US' });
    // Made before the part has loaded: not waiting for it.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(setupUrl);
    expect((await setup).amount).toEqual(setupAnswer.amount);
    // One setup call, not two; the next call sends the setup's session data.
    fetch.mockImplementation(async () => json({ resultCode: 'Authorised' }));
    await client.pay('payments', { paymentMethod: { type: 'scheme' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe(setupUrl.replace(/setup$/, 'payments'));
    expect(JSON.parse(String(init?.body))).toMatchObject({ sessionData: 'Ab02next' });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/\S{16,}/);
  });

  it("sends the setup's request as the session client does", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(setupAnswer));
    vi.stubGlobal('fetch', fetch);
    await lazySessionClient({ baseUrl: 'http://localhost/api/v1', session }).setup({ a: 1 });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      browserInfo: { a: 1 },
      sessionData: 'Ab02first',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reports the early setup's failure as §8's failed session call", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 500 }, 500)),
    );
    const client = lazySessionClient({ baseUrl: 'http://localhost/api/v1', session });
    const error = await client.setup({}).catch((failed: unknown) => failed);
    const onError = vi.fn();
    client.report(error, 'throw', { onError });
    expect(onError).toHaveBeenCalledWith({
      name: 'NETWORK_ERROR',
      message: 'Call to http://localhost/api/v1/sandbox/adyen/sessions/{id}/setup failed',
    });
    const console = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    client.report(error, 'warn', { console });
    expect(console.warn).toHaveBeenCalledWith(
      'Call to http://localhost/api/v1/sandbox/adyen/sessions/{id}/setup failed',
    );
    expect(() => client.report(new Error('other'), 'silent', {})).toThrow('other');
  });

  it("aborts the early setup when the client's own call is aborted (its timeout)", async () => {
    let aborted: unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = init.signal?.reason;
              reject(init.signal?.reason as Error);
            });
          }),
      ),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = lazySessionClient({ baseUrl: 'http://localhost/api/v1', session });
      const setup = client.setup({}).catch((failed: unknown) => failed);
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
      await vi.advanceTimersByTimeAsync(60_000);
      const error = await setup;
      expect((aborted as Error).name).toBe('TimeoutError');
      const onError = vi.fn();
      client.report(error, 'throw', { onError });
      expect(onError).toHaveBeenCalledWith({
        name: 'NETWORK_ERROR',
        message:
          'Service at http://localhost/api/v1/sandbox/adyen/sessions/{id}/setup is not available',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
