/**
 * The production wallets' part, loaded by the wallet buttons only when the widget's
 * `wallets.production` is given: prepares each enabled wallet (its script loaded lazily, only
 * now) and says which are ready, unavailable or failed.
 */
import { scriptLoaderFor } from '../../click-to-pay/service/sdk-loader';
import { prepareApplePay } from './apple-pay';
import { prepareGooglePay } from './google-pay';
import type { ProductionWalletOptions } from './production-types';
import type { Wallet } from './wallet-data';
import type { PreparedWallet, WalletContext } from './wallet-runtime-types';

export function prepareProductionWallets(
  wallets: readonly Wallet[],
  options: ProductionWalletOptions,
  context: Omit<WalletContext, 'countryCode'>,
): Promise<PreparedWallet[]> {
  const load = scriptLoaderFor(context.window.document);
  const full = { ...context, countryCode: options.countryCode };
  return Promise.all(
    wallets.map((wallet) =>
      wallet === 'googlepay'
        ? prepareGooglePay(options.googlePay, full, load)
        : prepareApplePay(options.applePay, full, load),
    ),
  );
}
