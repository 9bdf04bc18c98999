/**
 * Paying part with a gift card (docs/widget.md#states orders, §7), a lazy chunk of the
 * widget (card-widget.tsx imports it when its `giftCard` calls are given).
 *
 * - Closed: 'Pay with a gift card'. Open: the gift card's number and PIN, each typed in a secured
 *   frame of its own on the frames' origin (`use-gift-card-frames.ts`), 'Check balance'.
 * - A balance: what it pays — all that is left (no order needed), or part of it (an order is
 *   made first: `orders`, API error 623 when it fails) — with its button; none left, or an
 *   unknown card or PIN: a message, nothing to pay.
 * - An order under way: what the gift card paid, what is left to pay, and 'Cancel gift card
 *   payment' (`orders/cancel`: its payments go back, Pay names the whole amount again).
 *
 * The number and PIN never reach the page: the frames encrypt them, and only the blobs
 * (`encryptedCardNumber`, `encryptedSecurityCode`) go to the balance and payment calls.
 */
import * as React from 'react';
import { Button } from '@paypage/ui';
import { API_ERRORS, formatMinorUnits } from '../../rules';
import type { GiftCardCalls, GiftCardPaymentMethod, Order } from '../order/order';
import { SecuredField } from '../fields/secured/secured-card-fields';
import { useGiftCardFrames, type GiftCardField, type GiftCardFrames } from './use-gift-card-frames';
import type { SecuredFieldsSetup } from '../fields/secured/use-secured-card-fields';
import type { CardWidgetError, CardWidgetProps } from '../options/widget-types';
import { useWidgetText } from '../i18n/widget-strings';
import { fillPlaceholders, type TranslationValues } from '../i18n/translate';

type Amount = { value: number; currency: string };

export type GiftCardSectionProps = {
  calls: GiftCardCalls;
  /** The frames' origin and key (the card's): the number and PIN are typed in frames too. */
  securedFields: SecuredFieldsSetup;
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

/** The gift card's en-US strings; a locale's (`Translate.part`) are taken over them. */
export const GIFT_CARD_TEXTS = {
  'giftCard.heading': 'Gift card',
  'giftCard.open': 'Pay with a gift card',
  'giftCard.number': 'Gift card number',
  'giftCard.pin': 'PIN',
  'giftCard.check': 'Check balance',
  'giftCard.close': 'Close',
  'giftCard.balance': 'Balance: {amount}',
  'giftCard.pay': 'Pay {amount} with this gift card',
  'giftCard.noBalance': 'This gift card has no balance left.',
  'giftCard.refused': 'Check the gift card number and PIN.',
  'giftCard.unavailable': 'The gift card could not be checked. Try again.',
  'giftCard.paid': 'Paid with gift card',
  'giftCard.left': 'Left to pay',
  'giftCard.cancel': 'Cancel gift card payment',
  'giftCard.cancelFailed': 'The gift card payment could not be cancelled. Try again.',
  'giftCard.numberMissing': 'Enter the gift card number',
  'giftCard.numberIncomplete': 'Enter the complete gift card number',
  'giftCard.pinMissing': 'Enter the PIN',
  'giftCard.pinIncomplete': 'Enter the complete PIN',
} as const satisfies Record<string, string>;

type GiftCardTextKey = keyof typeof GIFT_CARD_TEXTS;

/** The gift card's strings and amounts in the widget's locale. */
function useGiftCardText() {
  const { locale, t } = useWidgetText();
  return {
    text: (key: GiftCardTextKey, values?: TranslationValues) =>
      t.part(key, values) ?? fillPlaceholders(GIFT_CARD_TEXTS[key], values),
    format: ({ value, currency }: Amount) => formatMinorUnits(value, currency, locale),
  };
}

const FIELD_ERRORS = {
  number: { missing: 'giftCard.numberMissing', incomplete: 'giftCard.numberIncomplete' },
  pin: { missing: 'giftCard.pinMissing', incomplete: 'giftCard.pinIncomplete' },
} as const satisfies Record<string, Record<string, GiftCardTextKey>>;

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'balance'; balance: Amount; method: GiftCardPaymentMethod }
  | { state: 'message'; message: GiftCardTextKey };

function OrderSummary({
  order,
  busy,
  calls,
  onOrderCancelled,
}: Pick<GiftCardSectionProps, 'busy' | 'calls' | 'onOrderCancelled'> & { order: Order }) {
  const { text, format } = useGiftCardText();
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
        <dt className="text-muted">{text('giftCard.paid')}</dt>
        <dd className="text-right tabular-nums">{format(paid)}</dd>
        <dt className="font-semibold">{text('giftCard.left')}</dt>
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
        {text('giftCard.cancel')}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-critical">
          {text('giftCard.cancelFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** A field's error: what its frame reports (left incomplete), or after a check, a blank one. */
function fieldError(
  frames: GiftCardFrames,
  field: GiftCardField,
  submitted: boolean,
): GiftCardTextKey | undefined {
  const { errorCode, filled, valid } = frames.report(field);
  if (valid) return undefined;
  if (errorCode !== '' || (submitted && filled)) return FIELD_ERRORS[field].incomplete;
  return submitted ? FIELD_ERRORS[field].missing : undefined;
}

/** The balance form: the two frames, 'Check balance' and 'Close'; the check's answer below. */
function BalanceForm({
  securedFields,
  calls,
  busy,
  check,
  onCheck,
  onClose,
}: Pick<GiftCardSectionProps, 'securedFields' | 'calls' | 'busy'> & {
  check: Check;
  onCheck: (check: Check) => void;
  onClose: () => void;
}) {
  const { text } = useGiftCardText();
  const id = `gift${React.useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [submitted, setSubmitted] = React.useState(false);
  // A check asked for before the last blob arrived (Enter right after the last digit).
  const pending = React.useRef(false);
  const run = React.useRef<() => void>(() => {});
  const frames = useGiftCardFrames({
    setup: securedFields,
    labels: { number: text('giftCard.number'), pin: text('giftCard.pin') },
    onChange: () => {
      if (pending.current && frames.blobs()) run.current();
      else if (!pending.current) onCheck({ state: 'idle' });
    },
  });
  const errorOf = (field: GiftCardField) => {
    const key = fieldError(frames, field, submitted);
    return key ? text(key) : undefined;
  };
  const errors = { number: errorOf('number'), pin: errorOf('pin') };
  const loading = frames.status === 'loading';
  const failed = frames.status !== 'ready' && !loading;

  React.useEffect(() => {
    frames.showError('number', errors.number);
    frames.showError('pin', errors.pin);
  }, [frames, errors.number, errors.pin]);

  const runCheck = () => {
    const blobs = frames.blobs();
    const reports = [frames.report('number'), frames.report('pin')];
    const valid = reports.every((report) => report.valid);
    // A field is valid only once its blob is there: one still encrypting makes the check wait.
    pending.current = reports.every((report) => report.valid || report.encrypting) && !valid;
    if (!valid || !blobs) return;
    const method: GiftCardPaymentMethod = { type: 'giftcard', brand: 'givex', ...blobs };
    onCheck({ state: 'checking' });
    calls.balance(method).then(
      (result) => {
        if (result.resultCode === 'Success' && result.balance && result.balance.value > 0) {
          onCheck({ state: 'balance', balance: result.balance, method });
        } else {
          const message =
            result.resultCode === 'NotEnoughBalance' ? 'giftCard.noBalance' : 'giftCard.refused';
          onCheck({ state: 'message', message });
        }
      },
      () => onCheck({ state: 'message', message: 'giftCard.unavailable' }),
    );
  };

  React.useLayoutEffect(() => {
    run.current = runCheck;
  });

  const checkBalance = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || check.state === 'checking') return;
    setSubmitted(true);
    const firstInvalid = (['number', 'pin'] as const).find(
      (field) => !frames.report(field).valid && !frames.report(field).encrypting,
    );
    if (firstInvalid) {
      frames.focus(firstInvalid);
      return;
    }
    runCheck();
  };

  const field = (name: GiftCardField, label: string) => (
    <SecuredField
      id={`${id}-${name}`}
      ref={frames.bind(name)}
      label={label}
      error={errors[name]}
      hidden={false}
      loading={loading}
      focused={frames.report(name).focused}
      onFocusRequest={() => frames.focus(name)}
    />
  );
  return (
    <form
      noValidate
      onSubmit={checkBalance}
      data-slot="gift-card-form"
      data-status={frames.status}
      className="flex flex-col gap-3"
    >
      {field('number', text('giftCard.number'))}
      {field('pin', text('giftCard.pin'))}
      {failed ? (
        <p role="alert" className="text-sm text-critical">
          {text('giftCard.unavailable')}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button
          type="submit"
          variant="secondary"
          loading={check.state === 'checking'}
          disabled={busy || failed}
        >
          {text('giftCard.check')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {text('giftCard.close')}
        </Button>
      </div>
      {/* The fields' errors as they appear, for a screen reader (the page draws them too). */}
      <p aria-live="polite" className="sr-only">
        {[errors.number, errors.pin].filter(Boolean).join('. ')}
      </p>
    </form>
  );
}

export function GiftCardSection(props: GiftCardSectionProps) {
  const { calls, amount, order, busy, onPay, onError } = props;
  const { text, format } = useGiftCardText();
  const [open, setOpen] = React.useState(false);
  const [check, setCheck] = React.useState<Check>({ state: 'idle' });
  const [ordering, setOrdering] = React.useState(false);
  const headingId = React.useId();
  const left = order ? order.remainingAmount : amount;

  const pay = (method: GiftCardPaymentMethod, balance: Amount) => {
    const reset = () => {
      setCheck({ state: 'idle' });
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
          {text('giftCard.heading')}
        </h3>
        <OrderSummary {...props} order={order} />
      </section>
    );
  }

  if (!open) {
    return (
      <div data-slot="gift-card">
        <Button variant="link" disabled={busy} onClick={() => setOpen(true)}>
          {text('giftCard.open')}
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
        {text('giftCard.open')}
      </h3>
      <BalanceForm
        securedFields={props.securedFields}
        calls={calls}
        busy={busy}
        check={check}
        onCheck={setCheck}
        onClose={() => {
          setCheck({ state: 'idle' });
          setOpen(false);
        }}
      />
      <div aria-live="polite" className="flex flex-col gap-3">
        {check.state === 'message' ? (
          <p className="text-sm text-critical">{text(check.message)}</p>
        ) : null}
        {check.state === 'balance' && paying ? (
          <>
            <p className="text-sm">{text('giftCard.balance', { amount: format(check.balance) })}</p>
            <Button
              className="self-start"
              loading={ordering}
              disabled={busy || ordering}
              onClick={() => pay(check.method, check.balance)}
            >
              {text('giftCard.pay', { amount: format(paying) })}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The card widget's gift card (card-widget.tsx, with `giftCard` calls): the section wired to the
 * widget's options and payment flow. Here, in the gift card part, not in the first file of the
 * embeddable builds.
 */
export function CardWidgetGiftCard({
  calls,
  options,
  order,
  paying,
  flow,
  latestProps,
}: {
  calls: GiftCardCalls;
  options: CardWidgetProps;
  order: Order | null;
  paying: boolean;
  flow: { submitGiftCard: GiftCardSectionProps['onPay']; orderCancelled: () => void };
  /** The widget's latest options, whose `onError` hears the gift card's errors. */
  latestProps: () => CardWidgetProps;
}) {
  return (
    <GiftCardSection
      calls={calls}
      securedFields={options.securedFields}
      amount={options.amount}
      order={order}
      busy={paying}
      onPay={flow.submitGiftCard}
      onOrderCancelled={flow.orderCancelled}
      onError={(error) => latestProps().onError?.(error)}
    />
  );
}

export default CardWidgetGiftCard;
