/**
 * docs/widget.md#errors's error catalogue for the session calls, as tables: each call's API
 * code (620 payments, 621 paymentDetails, 623 orders; none for the others), 'Service at {url} is
 * not available' (no answer, or none in time) and 'Call to {url} failed' (an error answer, not
 * the expected JSON), a server error's errorCode, errorType, message and status recognised, and
 * the §9 fetch timeout of 60 000 ms (fake timers).
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionGiftCardCalls } from '../order/order-calls';
import {
  createSessionClient,
  SESSION_CALL_TIMEOUT_MS,
  SessionCallError,
  sessionCallReport,
  setupSession,
} from './session-client';

const session = { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' };
const context = 'http://localhost:3000/api/v1';
const base = `${context}/sandbox/adyen/sessions`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const giftCard =
  REQUEST_EXAMPLES['POST /sandbox/adyen/sessions/:id/paymentMethodBalance'].paymentMethod;
const order = {
  orderData: 'Ab02o',
  pspReference: 'OR1',
  amount: { value: 1, currency: 'USD' },
  remainingAmount: { value: 1, currency: 'USD' },
  expiresAt: '2026-05-01T12:30:00.000Z',
};

/** Each session call, made with a client over `fetch`. */
const CALLS = {
  setup: (fetch: typeof globalThis.fetch) =>
    setupSession(createSessionClient({ baseUrl: context, session, fetch }), {}),
  payments: (fetch: typeof globalThis.fetch) =>
    createSessionClient({ baseUrl: context, session, fetch }).payments({}, 'k'),
  paymentDetails: (fetch: typeof globalThis.fetch) =>
    createSessionClient({ baseUrl: context, session, fetch }).paymentDetails(
      { threeDSResult: 'x' },
      'k',
    ),
  paymentMethodBalance: (fetch: typeof globalThis.fetch) =>
    sessionGiftCardCalls(createSessionClient({ baseUrl: context, session, fetch })).balance(
      giftCard,
    ),
  orders: (fetch: typeof globalThis.fetch) =>
    sessionGiftCardCalls(createSessionClient({ baseUrl: context, session, fetch })).createOrder(),
  'orders/cancel': (fetch: typeof globalThis.fetch) =>
    sessionGiftCardCalls(createSessionClient({ baseUrl: context, session, fetch })).cancelOrder(
      order,
    ),
} as const;

const CODES: Record<keyof typeof CALLS, string | undefined> = {
  setup: undefined,
  payments: '620',
  paymentDetails: '621',
  paymentMethodBalance: undefined,
  orders: '623',
  'orders/cancel': undefined,
};

const FAILURES = {
  unreachable: () => Promise.reject(new TypeError('Failed to fetch')),
  'an error answer': () => Promise.resolve(json({ message: 'Oops' }, 500)),
  'not JSON': () => Promise.resolve(new Response('<html>')),
} as const;

async function failureOf(made: Promise<unknown>): Promise<SessionCallError> {
  const error = await made.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SessionCallError);
  return error as SessionCallError;
}

afterEach(() => vi.useRealTimers());

describe('the API codes and messages of every session call (§8)', () => {
  const table = Object.keys(CALLS).flatMap((call) =>
    Object.keys(FAILURES).map((how) => [call, how] as [keyof typeof CALLS, keyof typeof FAILURES]),
  );
  it.each(table)('%s, %s', async (call, how) => {
    const fetch = vi.fn<typeof globalThis.fetch>(FAILURES[how]);
    const report = sessionCallReport(await failureOf(CALLS[call](fetch)));
    const url = `${base}/{id}/${call}`;
    const code = CODES[call];
    expect(report).toEqual({
      name: 'NETWORK_ERROR',
      message:
        how === 'unreachable' ? `Service at ${url} is not available` : `Call to ${url} failed`,
      ...(code ? { errorCode: code } : {}),
    });
  });
});

describe('a server error answer (§8 "errorCode, errorType, message and status")', () => {
  it('with an errorType is an API_ERROR: the server classified it, the call itself got through', async () => {
    const answer = {
      status: 422,
      errorCode: '14_030',
      message: 'Return URL is missing.',
      errorType: 'validation',
    };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(answer, 422));
    expect(sessionCallReport(await failureOf(CALLS.payments(fetch)))).toEqual({
      name: 'API_ERROR',
      message: `Call to ${base}/{id}/payments failed`,
      errorCode: '620',
      errorType: 'validation',
    });
  });

  it('is recognised: its fields on the failure, its message the failure’s', async () => {
    const answer = {
      status: 422,
      errorCode: '14_030',
      message: 'Return URL is missing.',
      errorType: 'validation',
    };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(answer, 422));
    const failure = await failureOf(CALLS.payments(fetch));
    expect(failure.serverError).toEqual(answer);
    expect(failure).toMatchObject({ reason: 'http', status: 422, message: answer.message });
  });

  it.each([
    ['a message only', { message: 'Already paid' }, 409, { status: 409, message: 'Already paid' }],
    ['fields of the wrong type', { errorCode: 14, errorType: null }, 500, { status: 500 }],
    ['no JSON', null, 502, { status: 502 }],
  ])('keeps what it recognises of %s', async (_, body, status, expected) => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      body === null ? new Response('Bad gateway', { status }) : json(body, status),
    );
    expect((await failureOf(CALLS.paymentDetails(fetch))).serverError).toEqual(expected);
  });

  it('is not there for a call that got no answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(FAILURES.unreachable);
    expect((await failureOf(CALLS.payments(fetch))).serverError).toBeNull();
  });
});

describe('the fetch timeout (§9: 60 000 ms)', () => {
  it('is 60 000 ms', () => {
    expect(SESSION_CALL_TIMEOUT_MS).toBe(60_000);
  });

  it('a call without an answer fails at 60 000 ms, not before: a service not available', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    let settled: unknown = 'pending';
    const made = CALLS.payments(fetch).then(
      () => 'answered',
      (error: unknown) => error,
    );
    void made.then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(SESSION_CALL_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const failure = (await made) as SessionCallError;
    expect(failure).toBeInstanceOf(SessionCallError);
    expect(failure.reason).toBe('timeout');
    expect(sessionCallReport(failure)).toEqual({
      name: 'NETWORK_ERROR',
      message: `Service at ${base}/{id}/payments is not available`,
      errorCode: '620',
    });
  });
});
