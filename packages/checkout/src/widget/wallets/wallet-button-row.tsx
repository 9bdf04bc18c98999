/**
 * The wallet buttons' row under 'or pay with' (docs/payer-page.md#screens "Card step"): the kit's outlined
 * button (white with an outline, which both wallets' guidelines allow) with each wallet's own
 * mark, the spinner on the wallet being paid with. Shared by the sandbox buttons
 * (`wallet-buttons.tsx`) and the production ones (`production-wallet-buttons.tsx`); what a
 * press does is theirs. A wallet drawing its own button (production Google Pay: pay.js's
 * `createButton`) gets a slot of the same size instead, its element appended there; the row's
 * paying and busy states lie over it (Google's button has none): `aria-busy` and the spinner
 * while paying with it, `aria-disabled` while another payment runs, and no presses reach it
 * meanwhile.
 */
import * as React from 'react';
import { ApplePayIcon, Button, Divider, GooglePayIcon, Spinner, cn } from '@paypage/ui';
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
  /** Wallets whose provider draws the button: makes it, a click on it calling `onClick`. */
  providerButtons?: Partial<Record<Wallet, (onClick: () => void) => HTMLElement>>;
  children?: React.ReactNode;
};

/**
 * The slot a provider's button is appended to (made again when `create` changes, removed on
 * unmount), under the row's paying and busy states.
 */
function ProviderButtonSlot({
  wallet,
  create,
  paying,
  disabled,
  onPress,
}: {
  wallet: Wallet;
  create: (onClick: () => void) => HTMLElement;
  paying: boolean;
  disabled: boolean;
  onPress: () => void;
}) {
  const slot = React.useRef<HTMLDivElement>(null);
  const press = React.useRef(onPress);
  React.useEffect(() => {
    press.current = onPress;
  });
  React.useEffect(() => {
    const node = slot.current;
    if (!node) return undefined;
    const button = create(() => press.current());
    node.append(button);
    return () => button.remove();
  }, [create]);
  const held = paying || disabled;
  return (
    <div
      data-wallet={wallet}
      aria-busy={paying || undefined}
      aria-disabled={disabled || undefined}
      className={cn('relative h-11', held && 'pointer-events-none')}
    >
      <div ref={slot} className={cn('h-full', disabled && 'opacity-60')} />
      {paying ? (
        // The spinner in place of the label, as the kit's button shows it, on Google's black.
        <span className="absolute inset-0 flex items-center justify-center rounded-md bg-black text-white">
          <Spinner size="sm" />
        </span>
      ) : null}
    </div>
  );
}

export function WalletButtonRow({
  wallets,
  pending,
  busy,
  onPress,
  buttonRef,
  providerButtons,
  children,
}: WalletButtonRowProps) {
  const t = useWidgetStrings();
  return (
    <div data-slot="wallets" className={cardFormLayout.wallets}>
      <Divider label={t.part('wallets.orPayWith') ?? OR_PAY_WITH} />
      <div className={cardFormLayout.walletButtons}>
        {wallets.map((wallet) => {
          const create = providerButtons?.[wallet];
          if (create) {
            return (
              <ProviderButtonSlot
                key={wallet}
                wallet={wallet}
                create={create}
                paying={pending === wallet}
                disabled={busy && pending !== wallet}
                onPress={() => onPress(wallet)}
              />
            );
          }
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
