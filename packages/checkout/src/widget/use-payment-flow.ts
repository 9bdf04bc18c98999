/**
 * The card widget's paying part: one payment at a time (a second press while paying does nothing),
 * the Pay button's status, the wallet under way, the 3-D Secure challenge and what its result
 * becomes (`onAdditionalDetails`), the outcome (`onPaymentCompleted` / `onPaymentFailed` /
 * `onError`), and focus back on Pay once a challenge closes.
 */
import * as React from 'react';
import { PAY_BUTTON_COMPLETED_MS } from './card-constants';
import type { PayButtonStatus } from './pay-button';
import {
  encodeThreeDSResult,
  readChallengeAction,
  type ChallengeResult,
  type ChallengeToken,
  type ThreeDSError,
} from './three-ds';
import type { Wallet } from './wallet-buttons';
import type { CardPaymentData } from './card-form';
import type {
  BrowserInfo,
  CardWidgetError,
  ClickToPayPaymentData,
  CardWidgetProps,
  PaymentResponse,
  WalletPaymentData,
  WidgetPaymentData,
} from './widget-types';

export type Challenge = { token: ChallengeToken; paymentData: string };

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

/** The sandbox's stand-in for a wallet's payment sheet result (contract). */
function walletPaymentMethod(wallet: Wallet): WalletPaymentData['paymentMethod'] {
  return wallet === 'googlepay'
    ? { type: 'googlepay', googlePayToken: 'sandbox' }
    : { type: 'applepay', applePayToken: 'sandbox' };
}

export type PaymentFlowOptions = {
  /** The latest props (callbacks are read when they run, not when the flow was made). */
  props: () => CardWidgetProps;
  /** The card fields' payment data at the moment of paying. */
  cardData: () => CardPaymentData;
  announce: (text: string) => void;
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

export function usePaymentFlow({ props, cardData, announce }: PaymentFlowOptions) {
  const [payStatus, setPayStatus] = React.useState<PayButtonStatus>('default');
  const [pendingWallet, setPendingWallet] = React.useState<Wallet | null>(null);
  const [challenge, setChallenge] = React.useState<Challenge | null>(null);

  const busy = React.useRef(false);
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

  const finish = (response: PaymentResponse) => {
    setChallenge(null);
    if (response.resultCode === 'Authorised') {
      setPendingWallet(null);
      setPayStatus('completed');
      announce('Payment accepted');
      // The host may still be finishing after the completed second (a slow re-fetch before it
      // leaves the page): the button then shows loading, still busy, never a pressable Pay.
      completedSecond(props().onPaymentCompleted?.(response));
      return;
    }
    release();
    props().onPaymentFailed?.(response);
  };

  const threeDSFailed = (error: ThreeDSError) => {
    setChallenge(null);
    release();
    reportError({ name: 'ERROR', message: error.message, errorCode: String(error.errorCode) });
  };

  const handleResponse = (response: PaymentResponse) => {
    if (response.action !== undefined && response.action !== null) {
      const reading = readChallengeAction(response.action);
      if (!reading.ok) return threeDSFailed(reading.error);
      setChallenge({ token: reading.token, paymentData: reading.paymentData });
      return undefined;
    }
    if (response.resultCode === 'ChallengeShopper') {
      // A challenge without its action: 804 (no action for the challenge).
      const missing = readChallengeAction(undefined);
      if (!missing.ok) return threeDSFailed(missing.error);
    }
    return finish(response);
  };

  const actions = {
    resolve: handleResponse,
    reject: (error?: CardWidgetError) => {
      setChallenge(null);
      release();
      if (error) reportError(error);
    },
  };

  const submit = (wallet: Wallet | null) => {
    if (busy.current) return;
    busy.current = true;
    if (wallet) setPendingWallet(wallet);
    else setPayStatus('loading');
    const base = { browserInfo: browserInfo(), origin: window.location.origin };
    const payment: WidgetPaymentData = wallet
      ? { paymentMethod: walletPaymentMethod(wallet), ...base }
      : { ...cardData(), ...base };
    props().onSubmit({ data: payment, isValid: true }, actions);
  };

  /** Pays with a card chosen outside the form (Click to Pay): the Pay button's flow, no form. */
  const submitClickToPay = (paymentMethod: ClickToPayPaymentData['paymentMethod']) => {
    if (busy.current) return;
    busy.current = true;
    setPayStatus('loading');
    const payment: WidgetPaymentData = {
      paymentMethod,
      browserInfo: browserInfo(),
      origin: window.location.origin,
    };
    props().onSubmit({ data: payment, isValid: true }, actions);
  };

  const challengeEnded = (result: ChallengeResult) => {
    const active = challenge;
    if (!active) return;
    // The challenge had focus: once it closes and the form shows again, focus returns to Pay.
    refocusPay.current = true;
    props().onAdditionalDetails(
      {
        data: {
          details: { threeDSResult: encodeThreeDSResult(result) },
          paymentData: active.paymentData,
        },
      },
      { resolve: handleResponse, reject: actions.reject },
    );
  };

  return {
    payStatus,
    pendingWallet,
    challenge,
    paying: payStatus !== 'default' || pendingWallet !== null,
    isBusy: () => busy.current,
    payButton,
    submit,
    submitClickToPay,
    challengeEnded,
    threeDSFailed,
  };
}
