import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/support/manual-clock.ts';
import type { StoredRequest } from '../db/payment-requests.ts';
import { ApiError } from '../http/errors.ts';
import { boundedProviders } from './bounded-providers.ts';
import { PROVIDER_TIMEOUT_MESSAGE } from './provider-call.ts';
import type { Providers } from './providers.ts';

const never = () => new Promise<never>(() => undefined);
const request = {} as StoredRequest;

function providers(linkToken: () => Promise<string>): Providers {
  return {
    card: { createSession: never },
    stripe: { clientSecret: never },
    bank: {
      createLinkToken: linkToken,
      institutionLogo: never,
      verifyLink: async () => null,
      debit: async () => ({ status: 200, body: {} }),
    },
    refunds: { paidThrough: async () => null, refund: never },
  };
}

describe('boundedProviders: calls that move no money', () => {
  it('past the bound: a 504 naming the provider’s silence', async () => {
    const clock = new ManualClock();
    const bounded = boundedProviders(providers(never), 1000, clock);
    const call = bounded.bank.createLinkToken(request, null);
    await Promise.resolve();
    clock.advance(1000);
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, message: PROVIDER_TIMEOUT_MESSAGE });
  });

  it('within the bound: the provider’s answer', async () => {
    const clock = new ManualClock();
    const bounded = boundedProviders(
      providers(async () => 'link-token'),
      1000,
      clock,
    );
    await expect(bounded.bank.createLinkToken(request, null)).resolves.toBe('link-token');
    expect(clock.pending).toBe(0);
  });
});
