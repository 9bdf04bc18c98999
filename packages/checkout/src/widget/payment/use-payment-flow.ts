/**
 * The card widget's paying part: the payment flow's machine (`machine.ts`) run against the host's
 * callbacks. It turns the payer's presses and the host's answers into the machine's events and
 * runs the effects the machine asks for: `onSubmit`, `onAdditionalDetails`,
 * `submitFingerprint`, `onPaymentCompleted` / `onPaymentFailed` / `onError`, the wallet sheet's
 * end, announcements and the Pay button's completed second; and it puts focus back on Pay once a
 * challenge closes.
 */
import * as React from 'react';
import type { WalletAttemptEnd } from '../wallets/wallet-buttons';
import { orderReference, type GiftCardPaymentMethod, type Order } from '../order/order';
import type { CardPaymentData } from '../form/card-form';
import { riskClientData } from './risk-data';
import type { ChallengeResult, ThreeDSError } from '../three-ds/three-ds';
import type { FingerprintResult } from '../three-ds/three-ds-fingerprint';
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
} from '../options/widget-types';
import {
  initialPaymentFlowState,
  payStatusOf,
  paymentFlowReducer,
  pendingWalletOf,
  type Challenge,
  type Fingerprint,
  type PaymentFlowEffect,
  type PaymentFlowEvent,
  type PaymentFlowState,
} from './machine';

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

export function usePaymentFlow({
  props,
  cardData,
  announce,
  checkoutAttemptId,
}: PaymentFlowOptions) {
  // The order given (restored after a reload) is the order under way from the start.
  const [state, setState] = React.useState<PaymentFlowState>(() =>
    initialPaymentFlowState(props().order ?? null),
  );
  const stateRef = React.useRef(state);
  // The wallet sheet waiting on its payment: told how it ended, once.
  const walletSheet = React.useRef<((end: WalletAttemptEnd) => void) | null>(null);
  const timers = React.useRef(new Set<number>());
  React.useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const dispatch = (event: PaymentFlowEvent) => {
    const step = paymentFlowReducer(stateRef.current, event);
    if (step.state !== stateRef.current) {
      stateRef.current = step.state;
      setState(step.state);
    }
    for (const effect of step.effects) run(effect);
  };

  const handleResponse = (response: PaymentResponse) =>
    dispatch({
      type: 'ANSWERED',
      response,
      baseURI: document.baseURI,
      canSubmitFingerprint: props().submitFingerprint !== undefined,
    });
  const actions = {
    resolve: handleResponse,
    reject: (error?: CardWidgetError) =>
      dispatch(error ? { type: 'REJECTED', error } : { type: 'REJECTED' }),
  };
  const sendDetails = (details: PaymentDetails, paymentData?: string) =>
    props().onAdditionalDetails(
      { data: { details, ...(paymentData === undefined ? {} : { paymentData }) } },
      actions,
    );

  function run(effect: PaymentFlowEffect) {
    switch (effect.type) {
      case 'submit':
        return props().onSubmit({ data: effect.data, isValid: true }, actions);
      case 'sendDetails':
        return sendDetails(effect.details, effect.paymentData);
      case 'submitFingerprint': {
        const { fingerprintResult, paymentData } = effect;
        return void props()
          .submitFingerprint?.({ fingerprintResult, paymentData })
          .then(
            (answer) =>
              dispatch({
                type: 'FINGERPRINT_ANSWERED',
                answer,
                baseURI: document.baseURI,
                canSubmitFingerprint: props().submitFingerprint !== undefined,
              }),
            () => dispatch({ type: 'FINGERPRINT_CALL_FAILED' }),
          );
      }
      case 'endWallet': {
        const sheet = walletSheet.current;
        walletSheet.current = null;
        return sheet?.(effect.end);
      }
      case 'announce':
        return announce(effect.text);
      case 'orderChanged':
        return props().onOrderChange?.(effect.order);
      case 'error':
        return props().onError?.(effect.error);
      case 'paymentFailed':
        return props().onPaymentFailed?.(effect.response);
      case 'paymentCompleted': {
        const host = props().onPaymentCompleted?.(effect.response);
        const done = () => dispatch({ type: 'HOST_DONE', id: effect.id });
        if (host instanceof Promise) return void host.catch(() => undefined).then(done);
        return done();
      }
      case 'startTimer': {
        const timer = window.setTimeout(() => {
          timers.current.delete(timer);
          dispatch({ type: 'TIMER', id: effect.id });
        }, effect.ms);
        return void timers.current.add(timer);
      }
    }
  }

  const payButton = React.useRef<HTMLButtonElement>(null);
  const refocusPay = React.useRef(false);
  // The challenge's place holds its error view after an error: the form stays hidden until then.
  const challenge =
    state.status === 'challenge' || state.status === 'challengeError' ? state.challenge : null;
  const challengeError = state.status === 'challengeError' ? { info: state.info } : null;
  // After the commit that shows the form again (a timer could run before React renders it).
  React.useEffect(() => {
    if (challenge !== null || !refocusPay.current) return;
    refocusPay.current = false;
    payButton.current?.focus();
  }, [challenge]);

  /**
   * What every payment carries beside its method: browser info, origin, the order it pays, the
   * device's signals (riskData) and clientStateDataIndicator; and in its method the analytics'
   * checkout attempt id when there is one (§3 paymentMethod).
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
      ...(props().risk?.enabled === false
        ? {}
        : { riskData: { clientData: riskClientData(window) } }),
      clientStateDataIndicator: true as const,
    };
  };

  /** A new card's data, paid as the merchant's `fundingSource` when given (§3). */
  const withFundingSource = (data: CardPaymentData): CardPaymentData => {
    const { fundingSource } = props();
    if (!fundingSource || data.paymentMethod.type !== 'scheme') return data;
    if ('storedPaymentMethodId' in data.paymentMethod) return data;
    return { ...data, paymentMethod: { ...data.paymentMethod, fundingSource } };
  };

  const isBusy = () => stateRef.current.status !== 'ready';

  const submit = () => {
    if (isBusy()) return;
    const payment: WidgetPaymentData = envelope(
      withFundingSource(cardData()),
      stateRef.current.order,
    );
    dispatch({ type: 'SUBMIT', data: payment, wallet: null });
  };

  /**
   * Pays with what a wallet's sheet gave: `onSubmit` as the Pay button; resolves how
   * it ended for the sheet (refused: the sheet shows the authorisation error; else it closes).
   */
  const submitWallet = (data: WalletPaymentData): Promise<WalletAttemptEnd> => {
    if (isBusy()) return Promise.resolve({ kind: 'closed' });
    const ended = new Promise<WalletAttemptEnd>((resolve) => {
      walletSheet.current = resolve;
    });
    const payment: WidgetPaymentData = envelope(data, stateRef.current.order);
    dispatch({ type: 'SUBMIT', data: payment, wallet: data.paymentMethod.type });
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
    if (isBusy()) return;
    const payment: WidgetPaymentData = envelope(method, payOrder);
    dispatch({ type: 'SUBMIT', data: payment, wallet: null });
  };

  /** Click to Pay's card: the rest of the order under way, if any. */
  const submitClickToPay = (paymentMethod: ClickToPayPaymentData['paymentMethod']) =>
    submitOutsideForm({ paymentMethod }, stateRef.current.order);

  /**
   * A gift card: part of `giftOrder` (an order made for it, or the one under way), or
   * all of the amount without one.
   */
  const submitGiftCard = (paymentMethod: GiftCardPaymentMethod, giftOrder: Order | null) =>
    submitOutsideForm({ paymentMethod }, giftOrder);

  /** The order was cancelled (its gift card payments went back): Pay names the whole amount. */
  const orderCancelled = () => dispatch({ type: 'ORDER_CANCELLED' });

  const challengeEnded = (result: ChallengeResult | undefined) => {
    if (stateRef.current.status !== 'challenge') return;
    // The challenge had focus: once it closes and the form shows again, focus returns to Pay.
    refocusPay.current = true;
    dispatch({ type: 'CHALLENGE_ENDED', result });
  };

  /**
   * The fingerprint ended (Y, or N after the timeout): `submitThreeDS2Fingerprint`, then its
   * completed details go to `paymentDetails`, or its action is performed; a failed call is 622.
   */
  const fingerprintEnded = (result: FingerprintResult) => {
    if (!props().submitFingerprint) return;
    dispatch({ type: 'FINGERPRINT_ENDED', result });
  };

  const threeDSFailed = (error: ThreeDSError) => dispatch({ type: 'THREE_DS_FAILED', error });

  /** The payer leaves the challenge error view: the form again, focus on Pay. */
  const errorDismissed = () => {
    if (stateRef.current.status !== 'challengeError') return;
    refocusPay.current = true;
    dispatch({ type: 'ERROR_DISMISSED' });
  };

  // The payer came back from a redirect: its result goes to paymentDetails once, Pay busy.
  const returned = React.useRef(false);
  React.useEffect(() => {
    const { redirectResult } = props();
    if (returned.current || !redirectResult) return;
    returned.current = true;
    dispatch({ type: 'REDIRECT_RETURNED', redirectResult });
  });

  const payStatus = payStatusOf(state);
  const pendingWallet = pendingWalletOf(state);
  return {
    payStatus,
    pendingWallet,
    challenge,
    challengeError,
    fingerprint: state.status === 'fingerprint' ? state.fingerprint : null,
    redirect: state.status === 'redirect' ? state.target : null,
    paying: payStatus !== 'default' || pendingWallet !== null,
    isBusy,
    payButton,
    submit,
    submitWallet,
    submitClickToPay,
    submitGiftCard,
    order: state.order,
    orderCancelled,
    challengeEnded,
    fingerprintEnded,
    threeDSFailed,
    errorDismissed,
  };
}
