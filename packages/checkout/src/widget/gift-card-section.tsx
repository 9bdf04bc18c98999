/**
 * Paying part with a gift card (card-widget.md §4 orders, §7; issue 17), a lazy part of the
 * widget (card-widget.tsx loads it when its `giftCard` calls are given; the embeddable builds
 * make it a chunk of its own, scripts/build-widget.mjs DYNAMIC_PARTS).
 *
 * - Closed: 'Pay with a gift card'. Open: the gift card's number and PIN, 'Check balance'.
 * - A balance: what it pays — all that is left (no order needed), or part of it (an order is
 *   made first: `orders`, API error 623 when it fails) — with its button; none left, or an
 *   unknown card or PIN: a message, nothing to pay.
 * - An order under way: what the gift card paid, what is left to pay, and 'Cancel gift card
 *   payment' (`orders/cancel`: its payments go back, Pay names the whole amount again).
 *
 * The number and PIN are sent to the balance and payment calls only, never kept or logged.
 */
import * as React from 'react';
import { Button, TextField } from '@paypage/ui';
import { API_ERRORS, formatMinorUnits } from '../rules';
import type { GiftCardCalls, GiftCardPaymentMethod, Order } from './order';
import type { CardWidgetError } from './widget-types';

type Amount = { value: number; currency: string };

export type GiftCardSectionProps = {
  calls: GiftCardCalls;
  /** The widget's whole amount. */
  amount: Amount;
  /** The order under way, if a gift card paid part. */
  order: Order | null;
  /** A payment is under way: nothing here can be pressed. */
  busy: boolean;
  onPay: (method: GiftCardPaymentMethod, order: Order | null) => void;
  onOrderCancelled: () => void;
  onError: (error: CardWidgetError) => void;
};

export const GIFT_CARD_TEXT = {
  open: 'Pay with a gift card',
  number: 'Gift card number',
  pin: 'PIN',
  check: 'Check balance',
  close: 'Close',
  balance: (amount: string) => `Balance: ${amount}`,
  pay: (amount: string) => `Pay ${amount} with this gift card`,
  noBalance: 'This gift card has no balance left.',
  refused: 'Check the gift card number and PIN.',
  unavailable: 'The gift card could not be checked. Try again.',
  paid: 'Paid with gift card',
  left: 'Left to pay',
  cancel: 'Cancel gift card payment',
  cancelFailed: 'The gift card payment could not be cancelled. Try again.',
} as const;

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'balance'; balance: Amount; method: GiftCardPaymentMethod }
  | { state: 'message'; message: string };

const format = ({ value, currency }: Amount) => formatMinorUnits(value, currency);

function OrderSummary({
  order,
  busy,
  calls,
  onOrderCancelled,
}: Pick<GiftCardSectionProps, 'busy' | 'calls' | 'onOrderCancelled'> & { order: Order }) {
  const [cancelling, setCancelling] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const paid = { ...order.amount, value: order.amount.value - order.remainingAmount.value };
  const cancel = () => {
    setCancelling(true);
    setFailed(false);
    calls.cancelOrder(order).then(
      () => {
        setCancelling(false);
        onOrderCancelled();
      },
      () => {
        setCancelling(false);
        setFailed(true);
      },
    );
  };
  return (
    <div data-slot="gift-card-order" className="flex flex-col gap-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{GIFT_CARD_TEXT.paid}</dt>
        <dd className="text-right tabular-nums">{format(paid)}</dd>
        <dt className="font-semibold">{GIFT_CARD_TEXT.left}</dt>
        <dd className="text-right font-semibold tabular-nums">{format(order.remainingAmount)}</dd>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        loading={cancelling}
        disabled={busy || cancelling}
        onClick={cancel}
      >
        {GIFT_CARD_TEXT.cancel}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-critical">
          {GIFT_CARD_TEXT.cancelFailed}
        </p>
      ) : null}
    </div>
  );
}

export function GiftCardSection(props: GiftCardSectionProps) {
  const { calls, amount, order, busy, onPay, onError } = props;
  const [open, setOpen] = React.useState(false);
  const [number, setNumber] = React.useState('');
  const [pin, setPin] = React.useState('');
  const [check, setCheck] = React.useState<Check>({ state: 'idle' });
  const [ordering, setOrdering] = React.useState(false);
  const headingId = React.useId();
  const left = order ? order.remainingAmount : amount;

  const checkBalance = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const method: GiftCardPaymentMethod = {
      type: 'giftcard',
      brand: 'givex',
      number: number.replace(/\s+/g, ''),
      cvc: pin.trim(),
    };
    if (!/^[0-9]{12,19}$/.test(method.number) || !/^[0-9]{3,8}$/.test(method.cvc)) {
      setCheck({ state: 'message', message: GIFT_CARD_TEXT.refused });
      return;
    }
    setCheck({ state: 'checking' });
    calls.balance(method).then(
      (result) => {
        if (result.resultCode === 'Success' && result.balance && result.balance.value > 0) {
          setCheck({ state: 'balance', balance: result.balance, method });
        } else {
          const message =
            result.resultCode === 'NotEnoughBalance'
              ? GIFT_CARD_TEXT.noBalance
              : GIFT_CARD_TEXT.refused;
          setCheck({ state: 'message', message });
        }
      },
      () => setCheck({ state: 'message', message: GIFT_CARD_TEXT.unavailable }),
    );
  };

  const pay = (method: GiftCardPaymentMethod, balance: Amount) => {
    const reset = () => {
      setCheck({ state: 'idle' });
      setNumber('');
      setPin('');
      setOpen(false);
    };
    // Enough for all that is left: no new order (the one under way, if any, is paid off).
    if (order || balance.value >= left.value) {
      reset();
      onPay(method, order);
      return;
    }
    setOrdering(true);
    calls.createOrder().then(
      (created) => {
        setOrdering(false);
        reset();
        onPay(method, created);
      },
      () => {
        setOrdering(false);
        onError({ name: 'NETWORK_ERROR', message: API_ERRORS[623].message, errorCode: '623' });
      },
    );
  };

  if (order && !open) {
    return (
      <section data-slot="gift-card" aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="text-sm font-semibold">
          Gift card
        </h3>
        <OrderSummary {...props} order={order} />
      </section>
    );
  }

  if (!open) {
    return (
      <div data-slot="gift-card">
        <Button variant="link" disabled={busy} onClick={() => setOpen(true)}>
          {GIFT_CARD_TEXT.open}
        </Button>
      </div>
    );
  }

  const paying =
    check.state === 'balance'
      ? { ...check.balance, value: Math.min(check.balance.value, left.value) }
      : null;
  return (
    <section data-slot="gift-card" aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {GIFT_CARD_TEXT.open}
      </h3>
      <form noValidate onSubmit={checkBalance} className="flex flex-col gap-3">
        <TextField
          label={GIFT_CARD_TEXT.number}
          name="gift-card-number"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
            setCheck({ state: 'idle' });
          }}
        />
        <TextField
          label={GIFT_CARD_TEXT.pin}
          name="gift-card-pin"
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          onChange={(event) => {
            setPin(event.target.value);
            setCheck({ state: 'idle' });
          }}
        />
        <div className="flex gap-3">
          <Button
            type="submit"
            variant="secondary"
            loading={check.state === 'checking'}
            disabled={busy}
          >
            {GIFT_CARD_TEXT.check}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {GIFT_CARD_TEXT.close}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="flex flex-col gap-3">
        {check.state === 'message' ? (
          <p className="text-sm text-critical">{check.message}</p>
        ) : null}
        {check.state === 'balance' && paying ? (
          <>
            <p className="text-sm">{GIFT_CARD_TEXT.balance(format(check.balance))}</p>
            <Button
              className="self-start"
              loading={ordering}
              disabled={busy || ordering}
              onClick={() => pay(check.method, check.balance)}
            >
              {GIFT_CARD_TEXT.pay(format(paying))}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}

export default GiftCardSection;
