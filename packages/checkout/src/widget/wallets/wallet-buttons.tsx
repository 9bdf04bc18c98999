/**
 * The wallet buttons under 'or pay with' (docs/payer-page.md#screens "Card step"): Google Pay and Apple Pay
 * as the session's flags allow, and the wallet's sheet a press opens. In the sandbox
 * the sheet is the widget's own (`wallets/wallet-sheet.tsx`), and the session's wallet outcome
 * says what the wallets do: no button when unavailable or when the wallet's script failed to load
 * (a SCRIPT_ERROR to `onError`); otherwise the sheet opens and Pay pays through `onSubmit` with
 * the sheet's token and addresses (§3). Authorised closes the sheet; a refusal shows the
 * authorisation error in it (closing it then reports the failed payment); Cancel, Escape or the
 * close button is a CANCEL (the payer page shows nothing).
 *
 * Both use the kit's outlined button (white with an outline, which both wallets' guidelines allow)
 * with the wallet's own mark (`wallets/wallet-button-row.tsx`). With `production` the
 * real wallets instead: `production-wallet-buttons.tsx`, a part loaded only then, where Google
 * Pay's button is Google's own.
 */
import * as React from 'react';
import type { SandboxWalletOutcome } from '@paypage/contract/values';
import type { ProductionWalletOptions } from './production-types';
import type { WalletAttemptEnd } from './wallet-runtime-types';
import { WalletButtonRow } from './wallet-button-row';
import { sandboxAvailability, walletCancel, walletScriptError, type Wallet } from './wallet-data';
import type { WidgetAnalytics } from '../../analytics/analytics-queue';
import { walletNote } from '../analytics/use-widget-analytics';
import type {
  CardWidgetError,
  CardWidgetProps,
  PaymentResponse,
  WalletPaymentData,
} from '../options/widget-types';

export type { Wallet } from './wallet-data';
export type { WalletAttemptEnd } from './wallet-runtime-types';

// The sheet (a dialog: Radix) loads when a wallet is pressed, not with the card form.
const WalletSheet = React.lazy(() =>
  import('./wallet-sheet').then(({ WalletSheet: Sheet }) => ({ default: Sheet })),
);

// The real wallets load only for a widget configured with them.
const ProductionWalletButtons = React.lazy(() =>
  import('./production-wallet-buttons').then(({ ProductionWalletButtons: Buttons }) => ({
    default: Buttons,
  })),
);

export type WalletButtonsProps = {
  wallets: readonly Wallet[];
  /** The sandbox's wallet outcome; absent: the wallets pay. */
  sandboxOutcome?: SandboxWalletOutcome;
  /** The real wallets instead of the sandbox sheet. */
  production?: ProductionWalletOptions;
  /** Named in the sheet (left out: the sheet names no one). */
  merchantName?: string;
  amount: { value: number; currency: string };
  /** The wallet being paid with (its button shows the spinner). */
  pending: Wallet | null;
  /** Another payment is under way: the buttons ignore presses. */
  busy: boolean;
  /** A wallet's button was chosen: its sheet opens (the widget's analytics). */
  onSelect?: (wallet: Wallet) => void;
  /** Pays with the sheet's data; resolves how the payment ended for the sheet. */
  onPay: (data: WalletPaymentData) => Promise<WalletAttemptEnd>;
  /** A CANCEL (the payer closed the sheet) or a SCRIPT_ERROR (a wallet's script did not load). */
  onError: (error: CardWidgetError) => void;
  /** The payer closed the sheet after an authorisation error: the refused answer. */
  onPaymentFailed: (response: PaymentResponse) => void;
};

type Sheet = { wallet: Wallet; paying: boolean; refused: PaymentResponse | null };

export function WalletButtons({ production, ...props }: WalletButtonsProps) {
  return production ? (
    <React.Suspense fallback={null}>
      <ProductionWalletButtons {...props} production={production} />
    </React.Suspense>
  ) : (
    <SandboxWalletButtons {...props} />
  );
}

function SandboxWalletButtons({
  wallets,
  sandboxOutcome,
  merchantName,
  amount,
  pending,
  busy,
  onSelect,
  onPay,
  onError,
  onPaymentFailed,
}: Omit<WalletButtonsProps, 'production'>) {
  const [sheet, setSheet] = React.useState<Sheet | null>(null);
  // Focus goes back to the wallet's button once its sheet closes.
  const buttons = React.useRef<Partial<Record<Wallet, HTMLButtonElement | null>>>({});
  const availability = sandboxAvailability(sandboxOutcome);
  const shown = availability === 'available' ? wallets : [];

  // A wallet whose script failed to load is reported once (§8 SCRIPT_ERROR), its button hidden.
  const latestOnError = React.useRef(onError);
  React.useEffect(() => {
    latestOnError.current = onError;
  });
  const failedScripts = availability === 'script-error' ? wallets.join(' ') : '';
  React.useEffect(() => {
    if (failedScripts === '') return;
    for (const wallet of failedScripts.split(' ') as Wallet[]) {
      latestOnError.current(walletScriptError(wallet));
    }
  }, [failedScripts]);

  if (shown.length === 0) return null;

  // The sheet gives its payment data (its token and §3 address).
  const pay = (wallet: Wallet, data: WalletPaymentData) => {
    setSheet({ wallet, paying: true, refused: null });
    void onPay(data).then((end) =>
      setSheet(end.kind === 'closed' ? null : { wallet, paying: false, refused: end.response }),
    );
  };

  const cancel = (current: Sheet) => {
    setSheet(null);
    if (current.refused) onPaymentFailed(current.refused);
    else onError(walletCancel(current.wallet));
  };

  return (
    <WalletButtonRow
      wallets={shown}
      pending={pending}
      busy={busy}
      buttonRef={(wallet, node) => {
        buttons.current[wallet] = node;
      }}
      onPress={(wallet) => {
        if (busy || sheet !== null) return;
        setSheet({ wallet, paying: false, refused: null });
        onSelect?.(wallet);
      }}
    >
      {sheet !== null ? (
        <React.Suspense fallback={null}>
          <WalletSheet
            wallet={sheet.wallet}
            merchantName={merchantName}
            amount={amount}
            paying={sheet.paying}
            refused={sheet.refused}
            onPay={(data) => pay(sheet.wallet, data)}
            onCancel={() => cancel(sheet)}
            returnFocus={() => buttons.current[sheet.wallet]?.focus()}
          />
        </React.Suspense>
      ) : null}
    </WalletButtonRow>
  );
}

export type CardWidgetWalletsProps = Pick<WalletButtonsProps, 'pending' | 'busy' | 'onPay'> & {
  /** The widget's options: its wallets, merchant and amount. */
  options: CardWidgetProps;
  /** The widget's analytics: a wallet's 'selected' and 'submit'. */
  analytics: WidgetAnalytics;
  /** The widget's latest options, whose callbacks hear a wallet's errors and refusals. */
  latestProps: () => CardWidgetProps;
};

/**
 * The card widget's wallets under 'or pay with' (card-widget.tsx, when its options show one): the
 * buttons of its `wallets`, with their analytics notes. Here, with the buttons, in the wallet part
 * of the embeddable builds, not in their first file.
 */
export function CardWidgetWallets({
  options,
  analytics,
  latestProps,
  onPay,
  ...state
}: CardWidgetWalletsProps) {
  const { wallets } = options;
  const list: Wallet[] = [
    ...(wallets?.googlePay ? (['googlepay'] as const) : []),
    ...(wallets?.applePay ? (['applepay'] as const) : []),
  ];
  return (
    <WalletButtons
      {...state}
      wallets={list}
      sandboxOutcome={wallets?.sandboxOutcome}
      production={wallets?.production}
      merchantName={options.merchantName}
      amount={options.amount}
      onSelect={(wallet) => analytics.add(walletNote(wallet, 'selected', wallets))}
      onPay={(data) => {
        analytics.add(walletNote(data.paymentMethod.type, 'submit', wallets));
        return onPay(data);
      }}
      onError={(error) => latestProps().onError?.(error)}
      onPaymentFailed={(response) => latestProps().onPaymentFailed?.(response)}
    />
  );
}
