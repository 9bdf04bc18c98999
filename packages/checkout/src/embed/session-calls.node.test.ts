import { REQUEST_EXAMPLES, RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createSessionCalls, SessionCallError } from './session-calls';

const context = 'http://localhost:3000/api/v1/';
const session = { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' };
const setupAnswer = RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'];
const base = 'http://localhost:3000/api/v1/sandbox/adyen/sessions';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SessionCallError);
    return (error as SessionCallError).report;
  }
  throw new Error('the call did not fail');
}

describe('the session-mode calls (card-widget.md §7)', () => {
  it('sets up, pays and sends details with the latest sessionData and a key per action', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(answer({ ...setupAnswer, sessionData: 'Ab02second' }))
      .mockResolvedValueOnce(
        answer({ resultCode: 'ChallengeShopper', sessionData: 'Ab02third', action: {} }),
      )
      .mockResolvedValueOnce(answer({ resultCode: 'Authorised', sessionData: 'Ab02fourth' }));
    const calls = createSessionCalls({ context, session, fetch });
    expect((await calls.setup({ language: 'en-US' })).amount).toEqual(setupAnswer.amount);
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
      if (how === 'answers 409') return Promise.resolve(answer({ message: 'Already' }, 409));
      if (how === 'answers 500') return Promise.resolve(answer({ message: 'Oops' }, 500));
      if (how === 'answers no JSON') return Promise.resolve(new Response('<html>'));
      return Promise.resolve(answer({ hello: 'world' }));
    });
    const calls = createSessionCalls({ context, session, fetch });
    const made =
      call === 'setup'
        ? calls.setup({})
        : call === 'payments'
          ? calls.payments({}, 'k')
          : calls.paymentDetails({ threeDSResult: 'x' }, 'k');
    const report = await failureOf(made);
    expect(report).toEqual({ name: 'NETWORK_ERROR', message, ...(errorCode ? { errorCode } : {}) });
    expect(report.message).not.toContain(session.id);
  });
});
