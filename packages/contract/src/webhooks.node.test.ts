import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPaypagePayload, verifyPaypageSignature } from './webhooks';

const secret = 'whsec_0123456789abcdefghijklmnopqrstuv';
const body = '{"id":"evt_1","type":"payment_request.paid"}';
const now = new Date('2026-11-25T12:00:00Z');
const t = now.getTime() / 1000;

describe('webhook signatures', () => {
  it('sign t + "." + body with HMAC-SHA256, in hex', () => {
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signPaypagePayload(body, secret, t)).toBe(`t=${t},v1=${v1}`);
  });

  it.each([
    ['the signed body', body, signPaypagePayload(body, secret, t), true],
    ['a signature 299 s old', body, signPaypagePayload(body, secret, t - 299), true],
    ['a signature 301 s old', body, signPaypagePayload(body, secret, t - 301), false],
    ['a signature 301 s ahead', body, signPaypagePayload(body, secret, t + 301), false],
    [
      'a tampered body',
      body.replace('paid', 'expired'),
      signPaypagePayload(body, secret, t),
      false,
    ],
    ['another secret', body, signPaypagePayload(body, `${secret}x`, t), false],
    ['no header', body, undefined, false],
    ['no timestamp', body, signPaypagePayload(body, secret, t).replace(/^t=\d+,/, ''), false],
    ['a malformed v1', body, `t=${t},v1=zz`, false],
    [
      'a second v1 that matches',
      body,
      `${signPaypagePayload(body, 'old', t)},v1=${signPaypagePayload(body, secret, t).split('v1=')[1]}`,
      true,
    ],
  ] as const)('%s → %s', (_name, given, header, valid) => {
    expect(verifyPaypageSignature(header, given, secret, { now })).toBe(valid);
  });

  it('takes a tolerance window', () => {
    const old = signPaypagePayload(body, secret, t - 3600);
    expect(verifyPaypageSignature(old, body, secret, { now, toleranceSeconds: 7200 })).toBe(true);
  });
});
