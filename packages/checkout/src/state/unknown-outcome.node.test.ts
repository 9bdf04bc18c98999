import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { outcomeOfReread, isUnknownOutcome } from '../payment-request/unknown-outcome';
import { followFailedPayCall } from './unknown-outcome';

const http = (status: number) => new ApiError('Failed', { reason: 'http', status });
const network = new ApiError('Failed', { reason: 'network' });
const timeout = new ApiError('Failed', { reason: 'timeout' });
const parse = new ApiError('Failed', { reason: 'parse', status: 200 });
const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });

describe('isUnknownOutcome: a pay call failed without a confirmed answer', () => {
  it.each([
    ['network error', network, true],
    ['timeout', timeout, true],
    ['answer not understood', parse, true],
    ['500', http(500), true],
    ['502', http(502), true],
    ['503', http(503), true],
    ['anything thrown', new TypeError('Failed to fetch'), true],
    ['400 (refused)', http(400), false],
    ['402 (refused)', http(402), false],
    ['409 (already processed)', http(409), false],
    ['410 (session expired)', http(410), false],
    ['422 (refused)', http(422), false],
    ['429 (too many attempts)', http(429), false],
  ])('%s → %s', (_, error, unknown) => {
    expect(isUnknownOutcome(error)).toBe(unknown);
  });
});

describe('outcomeOfReread: the re-read request decides', () => {
  it.each([
    ['PROCESSING', 'processing'],
    ['PAID', 'processing'],
    ['UNPAID', 'payable'],
    ['PAYMENT_FAILED', 'payable'],
    ['CANCELED', 'elsewhere'],
    ['EXPIRED', 'elsewhere'],
    ['ON_HOLD', 'elsewhere'],
  ])('%s → %s', (status, outcome) => {
    expect(outcomeOfReread({ status })).toBe(outcome);
  });
  it('a request gone (404) → elsewhere; a failed re-read → unknown', () => {
    expect(outcomeOfReread(null)).toBe('elsewhere');
    expect(outcomeOfReread(undefined)).toBe('unknown');
  });
});

describe('followFailedPayCall', () => {
  it('a confirmed refusal is not re-read', async () => {
    const reread = vi.fn();
    await expect(followFailedPayCall(http(409), reread)).resolves.toBe('refused');
    expect(reread).not.toHaveBeenCalled();
  });

  it.each([
    [network, { status: 'PROCESSING' }, 'processing'],
    [timeout, { status: 'PAID' }, 'processing'],
    [http(500), { status: 'UNPAID' }, 'payable'],
    [http(503), { status: 'CANCELED' }, 'elsewhere'],
    [network, null, 'elsewhere'],
  ] as const)('an unknown outcome follows the re-read (%#)', async (error, request, outcome) => {
    const reread = vi.fn(async () => request);
    await expect(followFailedPayCall(error, reread)).resolves.toBe(outcome);
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('a failing re-read → unknown, never a failure', async () => {
    await expect(followFailedPayCall(network, async () => Promise.reject(http(500)))).resolves.toBe(
      'unknown',
    );
  });

  it('an abort of the call or of the re-read rejects', async () => {
    await expect(followFailedPayCall(abort, async () => null)).rejects.toBe(abort);
    await expect(followFailedPayCall(network, async () => Promise.reject(abort))).rejects.toBe(
      abort,
    );
  });
});
