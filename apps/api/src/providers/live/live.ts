/**
 * The providers of production mode: each live adapter whose credentials are configured
 * (./config.ts), the others answering 503 as before (../unconfigured.ts).
 */
import type { Db } from '../../db/db.ts';
import type { Providers } from '../providers.ts';
import { unconfiguredProviders } from '../unconfigured.ts';
import { adyenCardProvider } from './adyen.ts';
import { plaidBankProvider } from './plaid.ts';
import { liveRefunds } from './refunds.ts';
import { stripeProvider } from './stripe.ts';
import type { LiveProvidersConfig } from './config.ts';

/** What the live adapters read of the server's configuration. */
export type LiveProvidersSetup = {
  liveProviders?: LiveProvidersConfig | undefined;
  publicOrigin?: string | undefined;
};

export function liveProviders(config: LiveProvidersSetup, db: Db): Providers {
  const live = config.liveProviders ?? {};
  return {
    card: live.adyen
      ? adyenCardProvider(live.adyen, db, { publicOrigin: config.publicOrigin })
      : unconfiguredProviders.card,
    stripe: live.stripe ? stripeProvider(live.stripe, db) : unconfiguredProviders.stripe,
    bank: live.plaid
      ? plaidBankProvider(live.plaid, db, { publicOrigin: config.publicOrigin })
      : unconfiguredProviders.bank,
    refunds: liveRefunds(live, db),
  };
}
