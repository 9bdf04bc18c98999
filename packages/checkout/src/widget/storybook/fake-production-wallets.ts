/**
 * A local stand-in for the production wallets' preparation (`prepareProductionWallets`: Google's
 * pay.js, Apple's ApplePaySession) for the stories, through `ProductionWalletButtons`' `prepare`:
 * no script and no network, so a story is the same every time. Each wallet is ready, unavailable
 * on this device, failed (its error, as the real adapters report it) or still preparing; a press
 * on a ready wallet opens its (provider-drawn, off-page) sheet, which the story ends: left open,
 * cancelled by the shopper, or failed with the wallet's error. A ready Google Pay draws a plain
 * stand-in of Google's button (`createButton`: a black "Buy with GPay" filling its slot), not
 * Google's artwork.
 */
import type { prepareProductionWallets } from '../wallets/production-wallet-runtime';
import { walletCancel, type Wallet } from '../wallets/wallet-data';
import type { PreparedWallet } from '../wallets/wallet-runtime-types';
import type { CardWidgetError } from '../options/widget-types';

export type FakeWalletState = 'ready' | 'unavailable' | 'preparing' | { failed: CardWidgetError };

/** How the sheet a press opens ends. */
export type FakeSheetEnd = 'open' | 'cancel' | { error: CardWidgetError };

const never = new Promise<never>(() => {});

/** A stand-in for pay.js's button: a plain black button that calls `onClick`, as Google's does. */
function fakeGoogleButton({ onClick }: { onClick: () => void; buttonLocale: string }) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Buy with GPay';
  button.style.cssText =
    'width:100%;height:100%;border:0;border-radius:6px;background:#000;color:#fff;font:500 14px/1 sans-serif;cursor:pointer';
  button.addEventListener('click', () => onClick());
  return button;
}

export function fakePrepareWallets(
  states: Partial<Record<Wallet, FakeWalletState>>,
  sheet: FakeSheetEnd = 'open',
): typeof prepareProductionWallets {
  const prepareOne = (wallet: Wallet): Promise<PreparedWallet> => {
    const state = states[wallet] ?? 'unavailable';
    if (state === 'preparing') return never;
    if (state === 'unavailable') return Promise.resolve({ kind: 'unavailable' });
    if (state !== 'ready') return Promise.resolve({ kind: 'failed', error: state.failed });
    return Promise.resolve({
      kind: 'ready',
      ...(wallet === 'googlepay' ? { createButton: fakeGoogleButton } : {}),
      start: (callbacks) => {
        if (sheet === 'cancel') callbacks.onError(walletCancel(wallet));
        else if (sheet !== 'open') callbacks.onError(sheet.error);
      },
    });
  };
  return (wallets) => Promise.all(wallets.map(prepareOne));
}
