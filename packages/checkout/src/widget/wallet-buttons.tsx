/**
 * The wallet buttons under 'or pay with' (payer-page.md §2 "Card step"): Google Pay and Apple Pay
 * as the session's flags allow, and the wallet's sheet a press opens (issue 17). In the sandbox
 * the sheet is the widget's own (`wallets/wallet-sheet.tsx`), and the session's wallet outcome
 * says what the wallets do: no button when unavailable or when the wallet's script failed to load
 * (a SCRIPT_ERROR to `onError`); otherwise the sheet opens and Pay pays through `onSubmit` with
 * the sheet's token and addresses (§3). Authorised closes the sheet; a refusal shows the
 * authorisation error in it (closing it then reports the failed payment); Cancel, Escape or the
 * close button is a CANCEL (the payer page shows nothing).
 *
 * Both use the kit's outlined button (white with an outline, which both wallets' guidelines allow)
 * with the wallet's own mark.
 */
import * as React from 'react';
import { ApplePayIcon, Button, Divider, GooglePayIcon } from '@paypage/ui';
import type { SandboxWalletOutcome } from '@paypage/contract/values';
import { OR_PAY_WITH } from './card-constants';
import { cardFormLayout } from './card-form-layout';
import {
  sandboxAvailability,
  walletCancel,
  walletScriptError,
  WALLET_NAMES,
  type Wallet,
} from './wallets/wallet-data';
import type { CardWidgetError, PaymentResponse, WalletPaymentData } from './widget-types';
import { useWidgetStrings } from './widget-strings';

export type { Wallet } from './wallets/wallet-data';

const ICONS = { googlepay: GooglePayIcon, applepay: ApplePayIcon } as const;

// The sheet (a dialog: Radix) loads when a wallet is pressed, not with the card form.
const WalletSheet = React.lazy(() =>
  import('./wallets/wallet-sheet').then(({ WalletSheet: Sheet }) => ({ default: Sheet })),
);

/** How a wallet payment ended for its sheet: closed (paid, an action, a failed call) or refused. */
export type WalletAttemptEnd = { kind: 'closed' } | { kind: 'refused'; response: PaymentResponse };

export type WalletButtonsProps = {
  wallets: readonly Wallet[];
  /** The sandbox's wallet outcome (issue 17); absent: the wallets pay. */
  sandboxOutcome?: SandboxWalletOutcome;
  /** Named in the sheet (left out: the sheet names no one). */
  merchantName?: string;
  amount: { value: number; currency: string };
  /** The wallet being paid with (its button shows the spinner). */
  pending: Wallet | null;
  /** Another payment is under way: the buttons ignore presses. */
  busy: boolean;
  /** Pays with the sheet's data; resolves how the payment ended for the sheet. */
  onPay: (data: WalletPaymentData) => Promise<WalletAttemptEnd>;
  /** A CANCEL (the payer closed the sheet) or a SCRIPT_ERROR (a wallet's script did not load). */
  onError: (error: CardWidgetError) => void;
  /** The payer closed the sheet after an authorisation error: the refused answer. */
  onPaymentFailed: (response: PaymentResponse) => void;
};

type Sheet = { wallet: Wallet; paying: boolean; refused: PaymentResponse | null };

export function WalletButtons({
  wallets,
  sandboxOutcome,
  merchantName,
  amount,
  pending,
  busy,
  onPay,
  onError,
  onPaymentFailed,
}: WalletButtonsProps) {
  const t = useWidgetStrings();
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
    <div data-slot="wallets" className={cardFormLayout.wallets}>
      <Divider label={t.part('wallets.orPayWith') ?? OR_PAY_WITH} />
      <div className={cardFormLayout.walletButtons}>
        {shown.map((wallet) => {
          const Icon = ICONS[wallet];
          return (
            <Button
              key={wallet}
              variant="secondary"
              size="md"
              data-wallet={wallet}
              ref={(node) => {
                buttons.current[wallet] = node;
              }}
              loading={pending === wallet}
              aria-disabled={busy && pending !== wallet ? true : undefined}
              onClick={() => {
                if (!busy && sheet === null) setSheet({ wallet, paying: false, refused: null });
              }}
            >
              <Icon className="h-6! w-[38px]!" />
              <span>
                <span className="sr-only">Pay with</span> {WALLET_NAMES[wallet]}
              </span>
            </Button>
          );
        })}
      </div>
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
    </div>
  );
}
