/**
 * The production wallets' part, loaded by the wallet buttons only when the widget's
 * `wallets.production` is given: prepares each enabled wallet (its script loaded lazily, only
 * now) and says which are ready, unavailable (or not answering within 5 s) or failed.
 */
import { scriptLoaderFor } from '../../click-to-pay/service/sdk-loader';
import { prepareApplePay } from './apple-pay';
import { prepareGooglePay } from './google-pay';
import type { ProductionWalletOptions } from './production-types';
import type { Wallet } from './wallet-data';
import type { PreparedWallet, WalletContext } from './wallet-runtime-types';

/**
 * How long a wallet may take to say whether it can pay (§9's instant-payment availability check):
 * its script, its SDK's readiness. One that has not answered by then shows no button, so a
 * hanging SDK never holds back the other wallet or keeps the row empty.
 */
export const INSTANT_PAYMENT_CHECK_TIMEOUT_MS = 5_000;

/** The wallet's preparation, or unavailable once the check's time is up (on the page's clock). */
function withinCheckTime(win: Window, preparing: Promise<PreparedWallet>): Promise<PreparedWallet> {
  let timer: number | undefined;
  const timedOut = new Promise<PreparedWallet>((resolve) => {
    timer = win.setTimeout(
      () => resolve({ kind: 'unavailable' }),
      INSTANT_PAYMENT_CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([preparing, timedOut]).finally(() => win.clearTimeout(timer));
}

export function prepareProductionWallets(
  wallets: readonly Wallet[],
  options: ProductionWalletOptions,
  context: Omit<WalletContext, 'countryCode'>,
): Promise<PreparedWallet[]> {
  const load = scriptLoaderFor(context.window.document);
  const full = {
    ...context,
    countryCode: options.countryCode.toUpperCase(),
    express: options.isExpress === true,
  };
  return Promise.all(
    wallets.map((wallet) =>
      withinCheckTime(
        context.window,
        wallet === 'googlepay'
          ? prepareGooglePay(options.googlePay, full, load)
          : prepareApplePay(options.applePay, full, load),
      ),
    ),
  );
}
