/**
 * A session's gift card calls: paymentMethodBalance, orders and orders/cancel through
 * the one session client, and the API code of each failure (§8: 623 createOrder only).
 */
import { REQUEST_EXAMPLES, RESPONSE_EXAMPLES, exampleOrder } from '@paypage/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { sessionGiftCardCalls } from './order-calls';
import {
  createSessionClient,
  SessionCallError,
  sessionCallReport,
} from '../session/session-client';

const session = { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' };
const context = 'http://localhost:3000/api/v1';
const base = `${context}/sandbox/adyen/sessions`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const giftCard =
  REQUEST_EXAMPLES['POST /sandbox/adyen/sessions/:id/paymentMethodBalance'].paymentMethod;

describe('the gift card calls of a session', () => {
  it('checks a balance, makes an order and cancels it, each with the latest sessionData', async () => {
    const answers = [
      json({
        ...RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/paymentMethodBalance'],
        sessionData: 'Ab02second',
      }),
      json({
        ...RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/orders'],
        sessionData: 'Ab02third',
      }),
      json(RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/orders/cancel']),
    ];
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answers.shift() as Response);
    const calls = sessionGiftCardCalls(createSessionClient({ baseUrl: context, session, fetch }));

    expect(await calls.balance(giftCard)).toMatchObject({
      resultCode: 'Success',
      balance: { value: 5_000, currency: 'USD' },
    });
    expect(await calls.createOrder()).toEqual(exampleOrder);
    await calls.cancelOrder(exampleOrder);

    const sent = fetch.mock.calls.map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    }));
    expect(sent.map((call) => call.url)).toEqual([
      `${base}/${session.id}/paymentMethodBalance`,
      `${base}/${session.id}/orders`,
      `${base}/${session.id}/orders/cancel`,
    ]);
    expect(sent[0]?.body).toEqual({ paymentMethod: giftCard, sessionData: 'Ab02first' });
    expect(sent[0]?.key).toBeNull();
    expect(sent[1]?.body).toEqual({ sessionData: 'Ab02second' });
    expect(sent[1]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[2]?.body).toEqual({
      order: { orderData: exampleOrder.orderData, pspReference: exampleOrder.pspReference },
      sessionData: 'Ab02third',
    });
  });

  it.each([
    ['orders', 'unreachable', '623', `Service at ${base}/{id}/orders is not available`],
    ['orders', 'answers 500', '623', `Call to ${base}/{id}/orders failed`],
    ['orders', 'answers another shape', '623', `Call to ${base}/{id}/orders failed`],
    [
      'paymentMethodBalance',
      'answers 500',
      undefined,
      `Call to ${base}/{id}/paymentMethodBalance failed`,
    ],
    [
      'orders/cancel',
      'unreachable',
      undefined,
      `Service at ${base}/{id}/orders/cancel is not available`,
    ],
  ])('%s that %s fails as a NETWORK_ERROR (code %s): %s', async (call, how, errorCode, message) => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      if (how === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
      if (how === 'answers 500') return Promise.resolve(json({ message: 'Oops' }, 500));
      return Promise.resolve(json({ hello: 'world' }));
    });
    const calls = sessionGiftCardCalls(createSessionClient({ baseUrl: context, session, fetch }));
    const made =
      call === 'orders'
        ? calls.createOrder()
        : call === 'orders/cancel'
          ? calls.cancelOrder(exampleOrder)
          : calls.balance(giftCard);
    const failure = await made.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SessionCallError);
    const report = sessionCallReport(failure as SessionCallError);
    expect(report).toEqual({ name: 'NETWORK_ERROR', message, ...(errorCode ? { errorCode } : {}) });
    expect(report.message).not.toContain(session.id);
  });
});
