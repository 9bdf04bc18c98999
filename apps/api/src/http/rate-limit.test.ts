import { describe, expect, it } from 'vitest';
import type { ApiError } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';

const limits = {
  windowMs: 10_000,
  pay: { perIp: 4, perToken: 2 },
  status: { perIp: 3, perToken: 3 },
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
  it('limits per token, then per IP, with Retry-After to the end of the window', () => {
    let now = 1_000;
    const limiter = new RateLimiter(limits, () => now);
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'a'))).toBeNull();
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'a'))).toBeNull();
    now += 2_500;
    const tooMany = refusal(() => limiter.hit('pay', '1.1.1.1', 'a'));
    expect(tooMany?.status).toBe(429);
    expect(tooMany?.headers).toEqual({ 'Retry-After': '8' });
    // Another token from the same IP: the IP has room for one more.
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'b'))).toBeNull();
    expect(refusal(() => limiter.hit('pay', '1.1.1.1', 'c'))?.status).toBe(429);
    // Another IP is not affected; the status group counts apart.
    expect(refusal(() => limiter.hit('pay', '2.2.2.2', 'd'))).toBeNull();
    expect(refusal(() => limiter.hit('status', '1.1.1.1', 'a'))).toBeNull();
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
