import { describe, expect, it } from 'vitest';
import type { LiveProvidersConfig } from './live/config.ts';
import { offeredMethods, unavailableMethodMessage, unavailableMethods } from './offered-methods.ts';

const all = ['Card', 'PayByBank', 'ACH', 'PayByWire'];
const adyenOnly = { adyen: {} } as LiveProvidersConfig;
const plaidOnly = { plaid: {} } as LiveProvidersConfig;
const stripeOnly = { stripe: {} } as LiveProvidersConfig;

describe('offered payment methods', () => {
  it.each([
    ['sandbox: every method', 'sandbox', 'ADYEN', undefined, all],
    [
      'production, nothing configured: the transfers only',
      'production',
      'ADYEN',
      {},
      ['ACH', 'PayByWire'],
    ],
    [
      'production, Adyen: card and the transfers',
      'production',
      'ADYEN',
      adyenOnly,
      ['Card', 'ACH', 'PayByWire'],
    ],
    [
      'production, Plaid: bank and the transfers',
      'production',
      'ADYEN',
      plaidOnly,
      ['PayByBank', 'ACH', 'PayByWire'],
    ],
    [
      'a STRIPE request needs Stripe for card',
      'production',
      'STRIPE',
      adyenOnly,
      ['ACH', 'PayByWire'],
    ],
    [
      'a STRIPE request with Stripe',
      'production',
      'STRIPE',
      stripeOnly,
      ['Card', 'ACH', 'PayByWire'],
    ],
  ] as const)('%s', (_name, mode, processor, configured, offered) => {
    expect(offeredMethods(all, processor, mode, configured)).toEqual(offered);
  });

  it('names the method and the settings that would take it', () => {
    const [missing] = unavailableMethods(['PayByCard'], 'ADYEN', 'production', plaidOnly);
    expect(missing).toEqual({ method: 'PayByCard', provider: 'adyen' });
    expect(unavailableMethodMessage(missing!)).toBe(
      'paymentMethod: PayByCard cannot be taken on this server: configure Adyen (ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_ENVIRONMENT, ADYEN_HMAC_KEY), or leave PayByCard out.',
    );
  });

  it('keeps flags it does not know (they are ignored by the page)', () => {
    expect(offeredMethods(['Crypto', 'Card'], 'ADYEN', 'production', {})).toEqual(['Crypto']);
  });
});
