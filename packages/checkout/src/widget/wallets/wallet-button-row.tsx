/**
 * The wallet buttons' row under 'or pay with' (docs/payer-page.md#screens "Card step"): the kit's outlined
 * button (white with an outline, which both wallets' guidelines allow) with each wallet's own
 * mark, the spinner on the wallet being paid with. Shared by the sandbox buttons
 * (`wallet-buttons.tsx`) and the production ones (`production-wallet-buttons.tsx`); what a
 * press does is theirs.
 */
import * as React from 'react';
import { ApplePayIcon, Button, Divider, GooglePayIcon } from '@paypage/ui';
import { OR_PAY_WITH } from '../form/card-constants';
import { cardFormLayout } from '../form/card-form-layout';
import { useWidgetStrings } from '../i18n/widget-strings';
import { WALLET_NAMES, type Wallet } from './wallet-data';

const ICONS = { googlepay: GooglePayIcon, applepay: ApplePayIcon } as const;

export type WalletButtonRowProps = {
  wallets: readonly Wallet[];
  pending: Wallet | null;
  busy: boolean;
  onPress: (wallet: Wallet) => void;
  /** Each wallet's button, for focus to go back to it. */
  buttonRef?: (wallet: Wallet, node: HTMLButtonElement | null) => void;
  children?: React.ReactNode;
};

export function WalletButtonRow({
  wallets,
  pending,
  busy,
  onPress,
  buttonRef,
  children,
}: WalletButtonRowProps) {
  const t = useWidgetStrings();
  return (
    <div data-slot="wallets" className={cardFormLayout.wallets}>
      <Divider label={t.part('wallets.orPayWith') ?? OR_PAY_WITH} />
      <div className={cardFormLayout.walletButtons}>
        {wallets.map((wallet) => {
          const Icon = ICONS[wallet];
          return (
            <Button
              key={wallet}
              variant="secondary"
              size="md"
              data-wallet={wallet}
              ref={(node) => buttonRef?.(wallet, node)}
              loading={pending === wallet}
              aria-disabled={busy && pending !== wallet ? true : undefined}
              onClick={() => onPress(wallet)}
            >
              <Icon className="h-6! w-[38px]!" />
              <span>
                <span className="sr-only">Pay with</span> {WALLET_NAMES[wallet]}
              </span>
            </Button>
          );
        })}
      </div>
      {children}
    </div>
  );
}
