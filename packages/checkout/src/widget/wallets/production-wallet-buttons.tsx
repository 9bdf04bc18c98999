/**
 * The real Google Pay and Apple Pay buttons, a part the wallet buttons load only when
 * the widget is given `wallets.production`: prepares each wallet (`wallets/production-wallet-
 * runtime.ts` loads its script only now), shows a button only for a wallet that is ready (a failed
 * one reports its error once: SCRIPT_ERROR, SDK_ERROR, IMPLEMENTATION_ERROR; one not ready says
 * nothing), and a press opens the wallet's own sheet, in the press (Apple Pay needs the gesture),
 * which pays through `onPay` as the sandbox sheet does. Google Pay's button is Google's own
 * (`createButton`), in the widget's language (`googlePayButtonLocale`); Apple Pay's is the row's.
 */
import * as React from 'react';
import { googlePayButtonLocale } from '../../rules/google-pay-button-locale';
import { useWidgetText } from '../i18n/widget-strings';
import type { ProductionWalletOptions } from './production-types';
import { prepareProductionWallets } from './production-wallet-runtime';
import { WalletButtonRow } from './wallet-button-row';
import type { Wallet } from './wallet-data';
import type { PreparedWallet, WalletCallbacks } from './wallet-runtime-types';

type Prepared = Partial<Record<Wallet, PreparedWallet>>;

export function ProductionWalletButtons({
  wallets,
  production,
  merchantName,
  amount,
  pending,
  busy,
  onPay,
  onError,
  onPaymentFailed,
  onSelect,
  prepare = prepareProductionWallets,
}: WalletCallbacks & {
  wallets: readonly Wallet[];
  production: ProductionWalletOptions;
  merchantName?: string;
  amount: { value: number; currency: string };
  pending: Wallet | null;
  busy: boolean;
  /** The wallet's button was pressed (analytics' 'selected' event). */
  onSelect?: (wallet: Wallet) => void;
  /** Prepares the wallets (default: their scripts and SDKs; the stories give a local fake). */
  prepare?: typeof prepareProductionWallets;
}) {
  const [prepared, setPrepared] = React.useState<Prepared>({});
  const latest = React.useRef({ production, amount, merchantName, onError, prepare });
  React.useEffect(() => {
    latest.current = { production, amount, merchantName, onError, prepare };
  });
  // Prepared again only when what the wallets are asked changes.
  const key = JSON.stringify([wallets, production, amount.value, amount.currency, merchantName]);
  React.useEffect(() => {
    const { production: options, amount: total, merchantName: name } = latest.current;
    const asked = (JSON.parse(key) as [Wallet[]])[0];
    let live = true;
    void latest.current
      .prepare(asked, options, {
        window,
        amount: total,
        merchantName: name,
      })
      .then((results) => {
        if (!live) return;
        const byWallet: Prepared = {};
        results.forEach((result, index) => {
          byWallet[asked[index]!] = result;
          if (result.kind === 'failed') latest.current.onError(result.error);
        });
        setPrepared(byWallet);
      });
    return () => {
      live = false;
      setPrepared({});
    };
  }, [key]);

  // Google's button, made again only when its wallet is prepared again or the language changes.
  const { locale } = useWidgetText();
  const buttonLocale = googlePayButtonLocale(locale);
  const google = prepared.googlepay;
  const createGoogleButton = React.useMemo(
    () =>
      google?.kind === 'ready' && google.createButton
        ? (onClick: () => void) => google.createButton!({ onClick, buttonLocale })
        : undefined,
    [google, buttonLocale],
  );

  const shown = wallets.filter((wallet) => prepared[wallet]?.kind === 'ready');
  if (shown.length === 0) return null;
  return (
    <WalletButtonRow
      wallets={shown}
      pending={pending}
      busy={busy}
      providerButtons={createGoogleButton ? { googlepay: createGoogleButton } : undefined}
      onPress={(wallet) => {
        const ready = prepared[wallet];
        if (busy || ready?.kind !== 'ready') return;
        ready.start({ onPay, onError, onPaymentFailed });
        onSelect?.(wallet);
      }}
    />
  );
}
