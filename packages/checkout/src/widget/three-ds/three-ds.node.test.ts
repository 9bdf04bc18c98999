import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_MESSAGE_TYPE,
  CHALLENGE_TIMEOUT_RESULT,
  encodeCreq,
  encodeThreeDSResult,
  readChallengeAction,
  readChallengeMessage,
} from './three-ds';

const token = {
  acsURL: '/api/v1/sandbox/3ds/challenge',
  acsTransID: 'b0c4a2d6-3e1f-4a8b-9c7d-5e6f7a8b9c0d',
  messageVersion: '2.2.0',
  threeDSServerTransID: '8a880dc0-d2d2-4067-bcb1-b08d1690b26e',
  messageType: 'CReq',
};
const encode = (value: unknown) => btoa(JSON.stringify(value));
const action = (overrides: Record<string, unknown> = {}) => ({
  type: 'threeDS2',
  subtype: 'challenge',
  paymentData: 'Ab02b4c0!sandbox-payment-data',
  token: encode(token),
  ...overrides,
});

describe('reading a threeDS2 challenge action (docs/widget.md#errors)', () => {
  it('decodes the token', () => {
    expect(readChallengeAction(action())).toEqual({
      ok: true,
      paymentData: 'Ab02b4c0!sandbox-payment-data',
      token: {
        acsURL: token.acsURL,
        acsTransID: token.acsTransID,
        messageVersion: '2.2.0',
        threeDSServerTransID: token.threeDSServerTransID,
      },
    });
  });

  it.each([
    ['no action', undefined, 804],
    ['an action of another kind', { type: 'redirect', url: 'https://bank.example' }, 803],
    ['no paymentData', action({ paymentData: undefined }), 700],
    ['no token', action({ token: '' }), 701],
    ['a token that is not base64 JSON', action({ token: '%%%not-base64' }), 704],
    ['a token of JSON that is not an object', action({ token: encode('text') }), 704],
    ['no acsURL', action({ token: encode({ ...token, acsURL: '' }) }), 800],
    ['no acsTransID', action({ token: encode({ ...token, acsTransID: undefined }) }), 703],
    ['no messageVersion', action({ token: encode({ ...token, messageVersion: 2 }) }), 703],
    [
      'no threeDSServerTransID',
      action({ token: encode({ ...token, threeDSServerTransID: null }) }),
      703,
    ],
  ])('%s → %i', (_case, input, errorCode) => {
    const reading = readChallengeAction(input);
    expect(reading.ok).toBe(false);
    if (!reading.ok) {
      expect(reading.error.errorCode).toBe(errorCode);
      expect(reading.error.message.length).toBeGreaterThan(0);
    }
  });

  it('reads base64url tokens too', () => {
    const url = btoa(JSON.stringify({ ...token, acsURL: '/acs?x=ÿ>' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(readChallengeAction(action({ token: url })).ok).toBe(true);
  });
});

describe('the CReq', () => {
  it('is base64url JSON of the challenge with the window size (contract step 2)', () => {
    const creq = encodeCreq(token, '03');
    expect(creq).toMatch(/^[A-Za-z0-9_-]+$/);
    const json = JSON.parse(atob(creq.replace(/-/g, '+').replace(/_/g, '/')));
    expect(json).toEqual({
      acsTransID: token.acsTransID,
      threeDSServerTransID: token.threeDSServerTransID,
      messageVersion: '2.2.0',
      messageType: 'CReq',
      challengeWindowSize: '03',
    });
  });
});

describe("reading the frame's message", () => {
  const id = token.threeDSServerTransID;
  const message = (body: Record<string, unknown>) =>
    JSON.stringify({ type: CHALLENGE_MESSAGE_TYPE, threeDSServerTransID: id, ...body });

  it.each(['Y', 'N', 'U'] as const)('transStatus %s', (transStatus) => {
    expect(readChallengeMessage(message({ transStatus }), id)).toEqual({
      type: 'result',
      result: { transStatus },
    });
  });

  it.each([
    [
      'an object, not a string',
      { type: CHALLENGE_MESSAGE_TYPE, transStatus: 'Y', threeDSServerTransID: id },
    ],
    ['not JSON', 'transStatus=Y'],
    ['JSON that is not an object', '"Y"'],
    ['another type', JSON.stringify({ type: 'other', transStatus: 'Y', threeDSServerTransID: id })],
    ['another transaction', message({ transStatus: 'Y', threeDSServerTransID: 'someone-else' })],
  ])('ignores %s', (_case, data) => {
    expect(readChallengeMessage(data, id)).toEqual({ type: 'ignored' });
  });

  it('a message of this challenge without a valid transStatus is error 801', () => {
    expect(readChallengeMessage(message({ transStatus: 'A' }), id)).toMatchObject({
      type: 'error',
      error: { errorCode: 801 },
    });
  });

  it.each([{}, { transStatus: null }])(
    'a message of this challenge that carries no result (%o) is error 805',
    (fields) => {
      expect(readChallengeMessage(message(fields), id)).toEqual({
        type: 'error',
        error: { errorCode: 805, message: 'Challenge resolved without a result' },
      });
    },
  );
});

describe('threeDSResult', () => {
  it('is base64 JSON of the result; a timeout is U with errorCode timeout', () => {
    expect(JSON.parse(atob(encodeThreeDSResult({ transStatus: 'Y' })))).toEqual({
      transStatus: 'Y',
    });
    expect(JSON.parse(atob(encodeThreeDSResult(CHALLENGE_TIMEOUT_RESULT)))).toEqual({
      transStatus: 'U',
      errorCode: 'timeout',
    });
  });
});
