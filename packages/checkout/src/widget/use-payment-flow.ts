/**
 * The card widget's paying part: one payment at a time (a second press while paying does nothing),
 * the Pay button's status, the wallet under way, the 3-D Secure challenge and what its result
 * becomes (`onAdditionalDetails`), the outcome (`onPaymentCompleted` / `onPaymentFailed` /
 * `onError`), and focus back on Pay once a challenge closes.
 */
import * as React from 'react';
import { PAY_BUTTON_COMPLETED_MS } from './card-constants';
import type { PayButtonStatus } from './pay-button';
import { answerPayment, challengeAnswered, fingerprintAnswered } from './payment-actions';
import type { Challenge, Fingerprint, PaymentFlowControl } from './payment-answer';
import type { RedirectTarget } from './redirect';
import type { ChallengeResult, ThreeDSError } from './three-ds';
import type { FingerprintResult } from './three-ds-fingerprint';
import type { Wallet, WalletAttemptEnd } from './wallet-buttons';
import { orderReference, type GiftCardPaymentMethod, type Order } from './order';
import type { CardPaymentData } from './card-form';
import type {
  BrowserInfo,
  CardWidgetError,
  ClickToPayPaymentData,
  CardWidgetProps,
  GiftCardPaymentData,
  PaymentDetails,
  PaymentResponse,
  WalletPaymentData,
  WidgetPaymentData,
} from './widget-types';

export type { Challenge, Fingerprint };

function browserInfo(): BrowserInfo {
  return {
    acceptHeader: '*/*',
    colorDepth: window.screen?.colorDepth ?? 24,
    language: navigator.language,
    javaEnabled: false,
    screenHeight: window.screen?.height ?? 0,
    screenWidth: window.screen?.width ?? 0,
    userAgent: navigator.userAgent,
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
}

export type PaymentFlowOptions = {
  /** The latest props (callbacks are read when they run, not when the flow was made). */
  props: () => CardWidgetProps;
  /** The card fields' payment data at the moment of paying. */
  cardData: () => CardPaymentData;
  announce: (text: string) => void;
  /** The analytics' checkout attempt id, once given (none: analytics off or not begun). */
  checkoutAttemptId?: () => string | undefined;
};

/**
 * The Pay button after Authorised: its completed second, then loading while the host's promise
 * (if `onPaymentCompleted` returned one) is still running; busy until both are over.
 */
function useCompletedSecond(
  busy: React.RefObject<boolean>,
  setPayStatus: (status: PayButtonStatus) => void,
) {
  const completedTimer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(completedTimer.current), []);
  return (host: unknown) => {
    let finishing = host instanceof Promise;
    const ready = () => {
      busy.current = false;
      setPayStatus('default');
    };
    window.clearTimeout(completedTimer.current);
    completedTimer.current = window.setTimeout(() => {
      completedTimer.current = undefined;
      if (finishing) setPayStatus('loading');
      else ready();
    }, PAY_BUTTON_COMPLETED_MS);
    if (host instanceof Promise) {
      void host
        .catch(() => undefined)
        .then(() => {
          finishing = false;
          if (completedTimer.current === undefined) ready();
        });
    }
  };
}

export function usePaymentFlow({
  props,
  cardData,
  announce,
  checkoutAttemptId,
}: PaymentFlowOptions) {
  const [payStatus, setPayStatus] = React.useState<PayButtonStatus>('default');
  const [pendingWallet, setPendingWallet] = React.useState<Wallet | null>(null);
  const [challenge, setChallenge] = React.useState<Challenge | null>(null);
  const [fingerprint, setFingerprint] = React.useState<Fingerprint | null>(null);
  const [redirect, setRedirect] = React.useState<RedirectTarget | null>(null);
  // The order a gift card paid part of: the next payment pays (the rest of) it. One
  // given (restored after a reload) is the order under way from the start.
  const [order, setOrder] = React.useState<Order | null>(() => props().order ?? null);
  const orderNow = React.useRef<Order | null>(order);
  const updateOrder = (next: Order | null) => {
    orderNow.current = next;
    setOrder(next);
    props().onOrderChange?.(next);
  };

  const busy = React.useRef(false);
  // The wallet sheet waiting on its payment: told how it ended, once.
  const walletSheet = React.useRef<((end: WalletAttemptEnd) => void) | null>(null);
  const endWallet = (end: WalletAttemptEnd) => {
    const sheet = walletSheet.current;
    walletSheet.current = null;
    sheet?.(end);
    return sheet !== null;
  };
  const payButton = React.useRef<HTMLButtonElement>(null);
  const refocusPay = React.useRef(false);
  // After the commit that shows the form again (a timer could run before React renders it).
  React.useEffect(() => {
    if (challenge !== null || !refocusPay.current) return;
    refocusPay.current = false;
    payButton.current?.focus();
  }, [challenge]);
  const completedSecond = useCompletedSecond(busy, setPayStatus);

  const release = () => {
    busy.current = false;
    setPayStatus('default');
    setPendingWallet(null);
  };

  const reportError = (error: CardWidgetError) => props().onError?.(error);

  const failed = (error: CardWidgetError) => {
    endWallet({ kind: 'closed' });
    setChallenge(null);
    setFingerprint(null);
    setRedirect(null);
    release();
    reportError(error);
  };

  const threeDSFailed = (error: ThreeDSError) =>
    failed({ name: 'ERROR', message: error.message, errorCode: String(error.errorCode) });

  // What an answer moves (payment-answer.ts, with the readers: a part from the Pay press on).
  const control: PaymentFlowControl = {
    props,
    announce,
    setPayStatus,
    setPendingWallet,
    setChallenge,
    setFingerprint,
    setRedirect,
    order: () => orderNow.current,
    updateOrder,
    endWallet,
    release,
    completedSecond,
    threeDSFailed,
    failed,
  };
  const handleResponse = (response: PaymentResponse) => answerPayment(control, response);

  const actions = {
    resolve: handleResponse,
    reject: (error?: CardWidgetError) => {
      endWallet({ kind: 'closed' });
      setChallenge(null);
      setFingerprint(null);
      release();
      if (error) reportError(error);
    },
  };

  const sendDetails = (details: PaymentDetails, paymentData?: string) =>
    props().onAdditionalDetails(
      { data: { details, ...(paymentData === undefined ? {} : { paymentData }) } },
      { resolve: handleResponse, reject: actions.reject },
    );

  /**
   * What every payment carries beside its method: browser info, origin, the order it pays; and in
   * its method the analytics' checkout attempt id when there is one (§3 paymentMethod).
   */
  const envelope = <Method extends { paymentMethod: object }>(
    method: Method,
    payOrder: Order | null,
  ) => {
    const attemptId = checkoutAttemptId?.();
    return {
      ...method,
      ...(attemptId
        ? { paymentMethod: { ...method.paymentMethod, checkoutAttemptId: attemptId } }
        : {}),
      browserInfo: browserInfo(),
      origin: window.location.origin,
      ...(payOrder ? { order: orderReference(payOrder) } : {}),
    };
  };

  const submit = () => {
    if (busy.current) return;
    busy.current = true;
    setPayStatus('loading');
    const payment: WidgetPaymentData = envelope(cardData(), orderNow.current);
    props().onSubmit({ data: payment, isValid: true }, actions);
  };

  /**
   * Pays with what a wallet's sheet gave: `onSubmit` as the Pay button; resolves how
   * it ended for the sheet (refused: the sheet shows the authorisation error; else it closes).
   */
  const submitWallet = (data: WalletPaymentData): Promise<WalletAttemptEnd> => {
    if (busy.current) return Promise.resolve({ kind: 'closed' });
    busy.current = true;
    setPendingWallet(data.paymentMethod.type satisfies Wallet);
    const ended = new Promise<WalletAttemptEnd>((resolve) => {
      walletSheet.current = resolve;
    });
    const payment: WidgetPaymentData = envelope(data, orderNow.current);
    props().onSubmit({ data: payment, isValid: true }, actions);
    return ended;
  };

  /**
   * Pays with a method chosen outside the form (a Click to Pay card, a gift card): the Pay
   * button's flow, no form, with the order it pays (the rest of), if any.
   */
  const submitOutsideForm = (
    method: ClickToPayPaymentData | GiftCardPaymentData,
    payOrder: Order | null,
  ) => {
    if (busy.current) return;
    busy.current = true;
    setPayStatus('loading');
    const payment: WidgetPaymentData = envelope(method, payOrder);
    props().onSubmit({ data: payment, isValid: true }, actions);
  };

  /** Click to Pay's card: the rest of the order under way, if any. */
  const submitClickToPay = (paymentMethod: ClickToPayPaymentData['paymentMethod']) =>
    submitOutsideForm({ paymentMethod }, orderNow.current);

  /**
   * A gift card: part of `giftOrder` (an order made for it, or the one under way), or
   * all of the amount without one.
   */
  const submitGiftCard = (paymentMethod: GiftCardPaymentMethod, giftOrder: Order | null) =>
    submitOutsideForm({ paymentMethod }, giftOrder);

  /** The order was cancelled (its gift card payments went back): Pay names the whole amount. */
  const orderCancelled = () => {
    updateOrder(null);
    announce('Gift card payment cancelled');
  };

  const challengeEnded = (result: ChallengeResult | undefined) => {
    const active = challenge;
    if (!active) return;
    // The challenge had focus: once it closes and the form shows again, focus returns to Pay.
    refocusPay.current = true;
    // Its result to paymentDetails; one that resolved without a result: 805.
    challengeAnswered(control, active.paymentData, result, sendDetails);
  };

  /**
   * The fingerprint ended (Y, or N after the timeout): `submitThreeDS2Fingerprint`, then its
   * completed details go to `paymentDetails`, or its action is performed; a failed call is 622.
   */
  const fingerprintEnded = (result: FingerprintResult) => {
    const active = fingerprint;
    const submitFingerprint = props().submitFingerprint;
    if (!active || !submitFingerprint) return;
    fingerprintAnswered(control, submitFingerprint, active.paymentData, result, sendDetails);
  };

  // The payer came back from a redirect: its result goes to paymentDetails once, Pay busy.
  const returned = React.useRef(false);
  React.useEffect(() => {
    const { redirectResult } = props();
    if (returned.current || !redirectResult) return;
    returned.current = true;
    busy.current = true;
    setPayStatus('loading');
    sendDetails({ redirectResult });
  });

  return {
    payStatus,
    pendingWallet,
    challenge,
    fingerprint,
    redirect,
    paying: payStatus !== 'default' || pendingWallet !== null,
    isBusy: () => busy.current,
    payButton,
    submit,
    submitWallet,
    submitClickToPay,
    submitGiftCard,
    order,
    orderCancelled,
    challengeEnded,
    fingerprintEnded,
    threeDSFailed,
  };
}
