import { describe, expect, it } from 'vitest';
import type { ApiError } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';

const unlimited = { perIp: 1000, perIpToken: 1000, perToken: 1000 };
const limits = {
  windowMs: 10_000,
  pay: { perIp: 4, perIpToken: 2, perToken: 3 },
  status: { perIp: 3, perIpToken: 3, perToken: 3 },
  write: unlimited,
  file: unlimited,
};

function refusal(run: () => void): ApiError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error as ApiError;
  }
}

describe('RateLimiter', () => {
  it('limits per client on a request, then per client, with Retry-After to the end of the window', () => {
    let now = 1_000;
    const limiter = new RateLimiter(limits, () => now);
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'a'))).toBeNull();
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'a'))).toBeNull();
    now += 2_500;
    const tooMany = refusal(() => limiter.hit('pay', '1.1.1.1', 'a'));
    expect(tooMany?.status).toBe(429);
    expect(tooMany?.headers).toEqual({ 'Retry-After': '8' });
    expect(tooMany?.body).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      retryAfterSeconds: 8,
    });
    // Another token from the same IP: the IP has room for two more (the refusal counted nowhere).
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'b'))).toBeNull();
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'c'))).toBeNull();
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'd'))?.status).toBe(429);
    // Another IP is not affected; the status group counts apart.
    expect(refusal(() => limiter.hit('pay', '2.2.2.2', 'e'))).toBeNull();
    expect(refusal(() => limiter.hit('status', '1.1.1.1', 'a'))).toBeNull();
  });

  it('leaves other clients room on a request one client floods, up to the request’s ceiling', () => {
    const limiter = new RateLimiter(limits, () => 0);
    for (let i = 0; i < 50; i += 1) refusal(() => limiter.hit('pay', 'holder', 'a'));
    expect(refusal(() => limiter.hit('pay', 'payer', 'a'))).toBeNull();
    // holder 2 + payer 1 = the ceiling of 3 for request a.
    expect(refusal(() => limiter.hit('pay', 'other', 'a'))?.status).toBe(429);
  });

  it('starts a new window after the old one ends', () => {
    let now = 0;
    const limiter = new RateLimiter(limits, () => now);
    for (let i = 0; i < 3; i += 1) refusal(() => limiter.hit('status', 'ip', null));
    expect(refusal(() => limiter.hit('status', 'ip', null))?.status).toBe(429);
    now = 10_000;
    expect(refusal(() => limiter.hit('status', 'ip', null))).toBeNull();
  });

  it('does nothing without limits', () => {
    const limiter = new RateLimiter(null);
    for (let i = 0; i < 1000; i += 1) limiter.hit('pay', 'ip', 'token');
  });
});

describe('RateLimiter per merchant key', () => {
  it('counts each account on its own and refuses past perKey until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ ...limits, merchant: { perKey: 2 } }, () => now);
    expect(refusal(() => limiter.hitKey('shop'))).toBeNull();
    expect(refusal(() => limiter.hitKey('shop'))).toBeNull();
    const tooMany = refusal(() => limiter.hitKey('shop'));
    expect(tooMany?.status).toBe(429);
    expect(tooMany?.headers).toEqual({ 'Retry-After': '10' });
    expect(refusal(() => limiter.hitKey('other-shop'))).toBeNull();
    now = 10_000;
    expect(refusal(() => limiter.hitKey('shop'))).toBeNull();
  });

  it('has no merchant limit when none is configured', () => {
    const limiter = new RateLimiter(limits);
    for (let i = 0; i < 100; i += 1) limiter.hitKey('shop');
  });

  it('counts refusals per IP and kind: a 429 once they are used up, until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ ...limits, refused: { perIp: 2 } }, () => now);
    for (let i = 0; i < 2; i += 1) {
      expect(refusal(() => limiter.checkRefusals('key', '1.1.1.1'))).toBeNull();
      limiter.countRefusal('key', '1.1.1.1');
    }
    now += 4_000;
    const tooMany = refusal(() => limiter.checkRefusals('key', '1.1.1.1'));
    expect(tooMany?.status).toBe(429);
    expect(tooMany?.headers).toEqual({ 'Retry-After': '6' });
    // Another kind and another IP are counted apart.
    expect(refusal(() => limiter.checkRefusals('body', '1.1.1.1'))).toBeNull();
    expect(refusal(() => limiter.checkRefusals('key', '2.2.2.2'))).toBeNull();
    now += 6_000;
    expect(refusal(() => limiter.checkRefusals('key', '1.1.1.1'))).toBeNull();
  });
});
