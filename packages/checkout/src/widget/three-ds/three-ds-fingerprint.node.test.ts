import { describe, expect, it, vi } from 'vitest';
import { fingerprintAction } from '@paypage/contract/fixtures';
import {
  createFingerprintRun,
  encodeFingerprintResult,
  encodeMethodData,
  FINGERPRINT_MESSAGE_TYPE,
  fingerprintTransition,
  INITIAL_FINGERPRINT,
  readFingerprintAction,
  readFingerprintAnswer,
  readFingerprintMessage,
  type Clock,
  type FingerprintRunState,
} from './three-ds-fingerprint';
import { continueToLabel, readRedirectAction } from '../payment/redirect';

const ORIGIN = 'http://localhost:3000';
const TRANS = '3f0c6e2a-7b1d-4c5e-8f9a-0b1c2d3e4f5a';
const token = {
  threeDSMethodUrl: '/api/v1/sandbox/3ds/method',
  threeDSMethodNotificationURL: '/api/v1/sandbox/3ds/method/notification',
  postMessageDomain: ORIGIN,
  threeDSServerTransID: TRANS,
};
const action = (fields: Record<string, unknown>, tokenFields: Record<string, unknown> = token) => ({
  type: 'threeDS2',
  subtype: 'fingerprint',
  paymentData: 'Ab02-payment-data',
  token: btoa(JSON.stringify(tokenFields)),
  ...fields,
});
const without = (key: keyof typeof token) => {
  const copy: Record<string, unknown> = { ...token };
  delete copy[key];
  return copy;
};

describe('readFingerprintAction', () => {
  it('reads the contract fixture', () => {
    expect(readFingerprintAction(fingerprintAction(ORIGIN))).toEqual({
      ok: true,
      paymentData: 'Ab02b4c0!sandbox-fingerprint-data',
      token: { ...token, threeDSServerTransID: expect.any(String) },
    });
  });

  it.each([
    ['no threeDSMethodUrl', without('threeDSMethodUrl')],
    ['a blank threeDSMethodUrl', { ...token, threeDSMethodUrl: ' ' }],
  ])('%s: no method to run, the token reads without it (the result is U)', (_, fields) => {
    const { threeDSMethodUrl: _url, ...rest } = token;
    expect(readFingerprintAction(action({}, fields))).toEqual({
      ok: true,
      paymentData: 'Ab02-payment-data',
      token: rest,
    });
  });

  it.each([
    ['no action', undefined, 804],
    ['null', null, 804],
    ['a challenge action', action({ subtype: 'challenge' }), 803],
    ['a redirect action', { type: 'redirect', url: '/x' }, 803],
    ['no paymentData', action({ paymentData: '' }), 700],
    ['no token', action({ token: undefined }), 701],
    ['a token that is not base64 JSON', action({ token: '%%%' }), 704],
    ['a token of JSON that is not an object', action({ token: btoa('"x"') }), 704],
    ['no notification URL', action({}, without('threeDSMethodNotificationURL')), 703],
    ['no post-message domain', action({}, without('postMessageDomain')), 703],
    ['no server transaction id', action({}, without('threeDSServerTransID')), 703],
  ])('%s → %i', (_, input, code) => {
    const reading = readFingerprintAction(input);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.error.errorCode).toBe(code);
  });
});

describe('the method data and the result', () => {
  it('posts base64url JSON of the server transaction id and the notification URL', () => {
    const encoded = encodeMethodData(token);
    expect(encoded).not.toMatch(/[+/=]/);
    const json = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    expect(JSON.parse(json)).toEqual({
      threeDSServerTransID: TRANS,
      threeDSMethodNotificationURL: token.threeDSMethodNotificationURL,
    });
  });

  it('sends base64 JSON of the result', () => {
    const timeout = { threeDSCompInd: 'N', errorCode: 'timeout' } as const;
    expect(JSON.parse(atob(encodeFingerprintResult(timeout)))).toEqual(timeout);
  });
});

const message = (fields: Record<string, unknown>) =>
  JSON.stringify({
    type: FINGERPRINT_MESSAGE_TYPE,
    threeDSServerTransID: TRANS,
    threeDSCompInd: 'Y',
    ...fields,
  });

describe('readFingerprintMessage', () => {
  it.each([
    ['Y', message({}), { threeDSCompInd: 'Y' }],
    ['N', message({ threeDSCompInd: 'N' }), { threeDSCompInd: 'N' }],
    ['U (no method URL)', message({ threeDSCompInd: 'U' }), { threeDSCompInd: 'U' }],
    ['an object, not string JSON', { type: FINGERPRINT_MESSAGE_TYPE }, null],
    ['not JSON', 'hello', null],
    ['another type', message({ type: 'paypage:3ds-challenge' }), null],
    ['another transaction', message({ threeDSServerTransID: 'other' }), null],
    ['no indicator', message({ threeDSCompInd: undefined }), null],
    ['an unknown indicator', message({ threeDSCompInd: 'A' }), null],
  ])('%s', (_, data, expected) => {
    expect(readFingerprintMessage(data, TRANS)).toEqual(expected);
  });
});

describe('fingerprintTransition: init → retrievingFingerPrint → complete', () => {
  const expected = { origin: ORIGIN, threeDSServerTransID: TRANS };
  const retrieving: FingerprintRunState = {
    ...INITIAL_FINGERPRINT,
    state: 'retrievingFingerPrint',
  };
  const complete: FingerprintRunState = {
    state: 'complete',
    result: { threeDSCompInd: 'Y' },
    error: null,
  };
  it.each([
    ['start from init', INITIAL_FINGERPRINT, { type: 'start' }, retrieving],
    [
      'a message before start',
      INITIAL_FINGERPRINT,
      { type: 'message', origin: ORIGIN, data: message({}) },
      INITIAL_FINGERPRINT,
    ],
    [
      'Y from the expected origin',
      retrieving,
      { type: 'message', origin: ORIGIN, data: message({}) },
      complete,
    ],
    [
      'N',
      retrieving,
      { type: 'message', origin: ORIGIN, data: message({ threeDSCompInd: 'N' }) },
      { ...complete, result: { threeDSCompInd: 'N' } },
    ],
    [
      'a message from another origin',
      retrieving,
      { type: 'message', origin: 'https://evil.example', data: message({}) },
      retrieving,
    ],
    [
      'a message of another transaction',
      retrieving,
      { type: 'message', origin: ORIGIN, data: message({ threeDSServerTransID: 'x' }) },
      retrieving,
    ],
    [
      'the timeout: N with errorCode timeout, 705',
      retrieving,
      { type: 'timeout' },
      {
        state: 'complete',
        result: { threeDSCompInd: 'N', errorCode: 'timeout' },
        error: { errorCode: 705, message: '3DS2 timed out' },
      },
    ],
    ['the timeout after completion', complete, { type: 'timeout' }, complete],
    [
      'a second message after completion',
      complete,
      { type: 'message', origin: ORIGIN, data: message({ threeDSCompInd: 'N' }) },
      complete,
    ],
    ['start again', complete, { type: 'start' }, complete],
  ] as const)('%s', (_, from, event, to) => {
    expect(fingerprintTransition(from, event, expected)).toEqual(to);
  });
});

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const clock: Clock = {
    setTimeout: (run, ms) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.run();
      }
    }
  };
  return { clock, advance, pending: () => timers.size };
}

describe('createFingerprintRun (injectable clock)', () => {
  const run = (timeoutMs?: number) => {
    const time = fakeClock();
    const onChange = vi.fn<(state: FingerprintRunState) => void>();
    const fingerprint = createFingerprintRun({
      expectedOrigin: ORIGIN,
      threeDSServerTransID: TRANS,
      onChange,
      clock: time.clock,
      timeoutMs,
    });
    return { ...time, onChange, fingerprint };
  };

  it('times out after 20 000 ms with threeDSCompInd N, errorCode timeout', () => {
    const { fingerprint, advance, onChange } = run();
    fingerprint.start();
    expect(fingerprint.state.state).toBe('retrievingFingerPrint');
    advance(19_999);
    expect(fingerprint.state.state).toBe('retrievingFingerPrint');
    advance(1);
    expect(fingerprint.state).toMatchObject({
      state: 'complete',
      result: { threeDSCompInd: 'N', errorCode: 'timeout' },
      error: { errorCode: 705 },
    });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('a message in time completes it once and clears the timer', () => {
    const { fingerprint, advance, onChange, pending } = run();
    fingerprint.start();
    fingerprint.receive('https://evil.example', message({}));
    expect(fingerprint.state.state).toBe('retrievingFingerPrint');
    fingerprint.receive(ORIGIN, message({}));
    expect(fingerprint.state.result).toEqual({ threeDSCompInd: 'Y' });
    expect(pending()).toBe(0);
    advance(30_000);
    fingerprint.receive(ORIGIN, message({ threeDSCompInd: 'N' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('takes another timeout, starts once, and stop clears the timer', () => {
    const { fingerprint, advance, pending } = run(50);
    fingerprint.start();
    fingerprint.start();
    expect(pending()).toBe(1);
    fingerprint.stop();
    expect(pending()).toBe(0);
    advance(100);
    expect(fingerprint.state.state).toBe('retrievingFingerPrint');
  });
});

describe('readFingerprintAnswer', () => {
  const threeDSResult = btoa(JSON.stringify({ transStatus: 'Y' }));
  it.each([
    [
      'completed with details',
      { type: 'completed', details: { threeDSResult } },
      { kind: 'details', details: { threeDSResult } },
    ],
    [
      'a further action',
      { type: 'action', action: { type: 'redirect' } },
      { kind: 'action', action: { type: 'redirect' } },
    ],
    [
      'completed without details → 802',
      { type: 'completed' },
      { kind: 'error', error: { errorCode: 802, message: expect.any(String) } },
    ],
    [
      'completed with empty details → 802',
      { type: 'completed', details: {} },
      { kind: 'error', error: { errorCode: 802, message: expect.any(String) } },
    ],
    [
      'an action without its action → 802',
      { type: 'action' },
      { kind: 'error', error: { errorCode: 802, message: expect.any(String) } },
    ],
    [
      'nothing → 802',
      null,
      { kind: 'error', error: { errorCode: 802, message: expect.any(String) } },
    ],
  ])('%s', (_, answer, expected) => {
    expect(readFingerprintAnswer(answer)).toEqual(expected);
  });
});

describe('readRedirectAction', () => {
  const base = 'http://localhost:3000/pay/abc';
  it('reads a GET redirect, resolving its url against the page', () => {
    expect(
      readRedirectAction(
        {
          type: 'redirect',
          method: 'GET',
          url: '/api/v1/sandbox/issuer?ref=1',
          name: 'Sandbox Bank',
        },
        base,
      ),
    ).toEqual({
      ok: true,
      target: {
        method: 'GET',
        url: 'http://localhost:3000/api/v1/sandbox/issuer?ref=1',
        data: {},
        name: 'Sandbox Bank',
      },
    });
  });

  it('reads a POST redirect with its form data (strings only), named by default', () => {
    const reading = readRedirectAction(
      {
        type: 'redirect',
        method: 'POST',
        url: 'https://bank.example/3ds',
        data: { MD: 'm', n: 1 },
      },
      base,
    );
    expect(reading).toEqual({
      ok: true,
      target: {
        method: 'POST',
        url: 'https://bank.example/3ds',
        data: { MD: 'm' },
        name: 'your bank',
      },
    });
  });

  it.each([
    ['no action', undefined],
    ['another type', { type: 'threeDS2', url: '/x' }],
    ['no url', { type: 'redirect', method: 'GET' }],
    ['a blank url', { type: 'redirect', url: ' ' }],
    ['a javascript: url', { type: 'redirect', url: 'javascript:alert(1)' }],
    ['a data: url', { type: 'redirect', url: 'data:text/html,hi' }],
  ])('%s → 600', (_, input) => {
    expect(readRedirectAction(input, base)).toEqual({
      ok: false,
      error: {
        name: 'ERROR',
        message: 'The redirect to the payment method failed',
        errorCode: '600',
      },
    });
  });

  it("the button says 'continue to {name}'", () => {
    expect(continueToLabel('Sandbox Bank')).toBe('continue to Sandbox Bank');
  });
});
