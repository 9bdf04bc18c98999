/**
 * The wallet buttons under 'or pay with' (payer-page.md §2 "Card step"): Google Pay and Apple Pay
 * as the session's flags allow. In the sandbox there is no payment sheet: a press pays through the
 * sandbox processor at once (contract: wallets are authorised at once).
 *
 * Both use the kit's outlined button (white with an outline, which both wallets' guidelines allow)
 * with the wallet's own mark.
 */
import { ApplePayIcon, Button, Divider, GooglePayIcon } from '@paypage/ui';
import { OR_PAY_WITH } from './card-constants';
import { cardFormLayout } from './card-form-layout';

export type Wallet = 'googlepay' | 'applepay';

const WALLETS = {
  googlepay: { name: 'Google Pay', Icon: GooglePayIcon },
  applepay: { name: 'Apple Pay', Icon: ApplePayIcon },
} as const;

export type WalletButtonsProps = {
  wallets: readonly Wallet[];
  /** The wallet being paid with (its button shows the spinner). */
  pending: Wallet | null;
  /** Another payment is under way: the buttons ignore presses. */
  busy: boolean;
  onPay: (wallet: Wallet) => void;
};

export function WalletButtons({ wallets, pending, busy, onPay }: WalletButtonsProps) {
  if (wallets.length === 0) return null;
  return (
    <div data-slot="wallets" className={cardFormLayout.wallets}>
      <Divider label={OR_PAY_WITH} />
      <div className={cardFormLayout.walletButtons}>
        {wallets.map((wallet) => {
          const { name, Icon } = WALLETS[wallet];
          return (
            <Button
              key={wallet}
              variant="secondary"
              size="md"
              data-wallet={wallet}
              loading={pending === wallet}
              aria-disabled={busy && pending !== wallet ? true : undefined}
              onClick={() => {
                if (!busy) onPay(wallet);
              }}
            >
              <Icon className="h-6! w-[38px]!" />
              <span>
                <span className="sr-only">Pay with</span> {name}
              </span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
