/**
 * The sandbox wallet sheet: a dialog of the kit that stands in for Apple Pay's and
 * Google Pay's payment sheets, so every wallet outcome can be seen in a browser: the wallet's
 * mark, who is paid and how much, a sample card and address, Pay and Cancel. Pay gives the
 * sheet's result; Cancel, Escape or the close button cancel (while paying it cannot be closed).
 * An authorisation error shows in the sheet, as the wallets show theirs; the payer may try again
 * or cancel.
 */
import {
  ApplePayIcon,
  Badge,
  Banner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  GooglePayIcon,
  VisaIcon,
} from '@paypage/ui';
import { formatMinorUnits } from '../../rules';
import type { PaymentResponse, WalletPaymentData } from '../options/widget-types';
import {
  SANDBOX_SHEET_ADDRESS_LINES,
  SANDBOX_SHEET_CARD,
  sandboxSheetResult,
} from './sandbox-sheet';
import {
  WALLET_NAMES,
  walletAuthorisationError,
  walletErrorText,
  walletPaymentData,
  type Wallet,
} from './wallet-data';

const MARKS = { googlepay: GooglePayIcon, applepay: ApplePayIcon } as const;

export type WalletSheetProps = {
  wallet: Wallet;
  /** Who is paid (left out: not shown). */
  merchantName?: string;
  amount: { value: number; currency: string };
  /** The payment is being made: Pay shows its spinner, the sheet cannot be closed. */
  paying: boolean;
  /** The refused answer of its payment: the sheet shows the authorisation error (§8). */
  refused: PaymentResponse | null;
  /** Pay: the sheet's payment data (its token and §3 address). */
  onPay: (data: WalletPaymentData) => void;
  onCancel: () => void;
  /** Where focus goes once the sheet has closed (default: where it was before it opened). */
  returnFocus?: () => void;
};

export function WalletSheet({
  wallet,
  merchantName,
  amount,
  paying,
  refused,
  onPay,
  onCancel,
  returnFocus,
}: WalletSheetProps) {
  const Mark = MARKS[wallet];
  const name = WALLET_NAMES[wallet];
  const total = formatMinorUnits(amount.value, amount.currency);
  const error =
    refused === null ? null : walletErrorText(walletAuthorisationError(refused.error?.message));
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !paying) onCancel();
      }}
    >
      <DialogContent
        data-slot="wallet-sheet"
        data-wallet={wallet}
        dismissible={!paying}
        closeLabel="Close"
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <div className="flex items-center gap-3">
            <Mark className="h-8! w-[50px]!" />
            <Badge tone="info">Test mode</Badge>
          </div>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>
            A sandbox payment sheet: no real card or wallet is charged.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
          {merchantName !== undefined ? (
            <>
              <dt className="text-muted">Pay</dt>
              <dd className="min-w-0 font-medium break-words text-text">
                <bdi>{merchantName}</bdi>
              </dd>
            </>
          ) : null}
          <dt className="text-muted">Card</dt>
          <dd className="flex items-center gap-2 text-text">
            <VisaIcon className="h-5! w-8!" />
            <span>
              Visa <span aria-hidden="true">••••</span>
              <span className="sr-only">ending in</span> {SANDBOX_SHEET_CARD.lastFour}
            </span>
          </dd>
          <dt className="text-muted">Billing address</dt>
          <dd className="text-text">
            {SANDBOX_SHEET_ADDRESS_LINES.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </dd>
          <dt className="text-muted">Total</dt>
          <dd className="text-base font-semibold text-text">{total}</dd>
        </dl>
        {error !== null ? (
          <Banner data-slot="wallet-sheet-error" tone="critical">
            {error}
          </Banner>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel} disabled={paying}>
            Cancel
          </Button>
          <Button
            onClick={() => onPay(walletPaymentData(sandboxSheetResult(wallet)))}
            loading={paying}
          >
            Pay {total}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
