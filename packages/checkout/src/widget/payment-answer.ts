/**
 * What the paying part (use-payment-flow.ts) does with a payment's answer: an action performed (a
 * redirect, a 3-D Secure fingerprint or challenge; any other is 803), an order with an amount
 * left (Pay names the rest), 804 for a result that needs an action without one, else the outcome.
 * Needed only once an answer came, so it travels with the readers (`payment-actions.ts`: the
 * embeddable builds' part loaded from the Pay press on); the flow hands it its state's setters.
 */
import { API_ERRORS, formatMinorUnits } from '../rules';
import { orderLeftToPay, type Order } from './order';
import type { PayButtonStatus } from './pay-button';
import { readRedirectAction, type RedirectTarget } from './redirect';
import {
  encodeThreeDSResult,
  readChallengeAction,
  threeDSError,
  type ChallengeResult,
  type ChallengeToken,
  type ThreeDSError,
} from './three-ds';
import {
  encodeFingerprintResult,
  readFingerprintAction,
  readFingerprintAnswer,
  type FingerprintResult,
  type FingerprintToken,
} from './three-ds-fingerprint';
import type { Wallet, WalletAttemptEnd } from './wallet-buttons';
import type {
  CardWidgetError,
  CardWidgetProps,
  PaymentDetails,
  PaymentResponse,
} from './widget-types';

export type Challenge = { token: ChallengeToken; paymentData: string };
export type Fingerprint = { token: FingerprintToken; paymentData: string };

/** The paying part's state and steps an answer moves. */
export type PaymentFlowControl = {
  props: () => CardWidgetProps;
  announce: (text: string) => void;
  setPayStatus: (status: PayButtonStatus) => void;
  setPendingWallet: (wallet: Wallet | null) => void;
  setChallenge: (challenge: Challenge | null) => void;
  setFingerprint: (fingerprint: Fingerprint | null) => void;
  setRedirect: (redirect: RedirectTarget | null) => void;
  /** The order under way now, and a new one (null: none). */
  order: () => Order | null;
  updateOrder: (order: Order | null) => void;
  /** Tells the wallet sheet waiting on the payment how it ended; false when none waits. */
  endWallet: (end: WalletAttemptEnd) => boolean;
  /** Pay free again. */
  release: () => void;
  completedSecond: (host: unknown) => void;
  threeDSFailed: (error: ThreeDSError) => void;
  failed: (error: CardWidgetError) => void;
};

/** Result codes that come with an action; one without it is 804 (§8). */
const ACTION_RESULT_CODES: readonly string[] = [
  'ChallengeShopper',
  'IdentifyShopper',
  'RedirectShopper',
];

function finish(flow: PaymentFlowControl, response: PaymentResponse) {
  const { props } = flow;
  flow.setChallenge(null);
  flow.setFingerprint(null);
  // A refused wallet payment is the sheet's to show (its authorisation error); the failure is
  // reported when the payer closes it.
  if (response.resultCode !== 'Authorised' && flow.endWallet({ kind: 'refused', response })) {
    flow.release();
    return;
  }
  flow.endWallet({ kind: 'closed' });
  if (response.resultCode === 'Authorised') {
    // The order under way, if any, is paid off (Pay keeps its amount for the completed second).
    if (flow.order()) props().onOrderChange?.(null);
    flow.setPendingWallet(null);
    flow.setPayStatus('completed');
    flow.announce('Payment accepted');
    // The host may still be finishing after the completed second (a slow re-fetch before it
    // leaves the page): the button then shows loading, still busy, never a pressable Pay.
    flow.completedSecond(props().onPaymentCompleted?.(response));
    return;
  }
  flow.release();
  props().onPaymentFailed?.(response);
}

/**
 * An action (§4 "A response with an action triggers action handling"): a fingerprint, a
 * challenge, a redirect; any other is 803 (no component for the action).
 */
export function performAction(flow: PaymentFlowControl, action: unknown): void {
  const { type, subtype } = (action ?? {}) as Record<string, unknown>;
  if (type === 'redirect') {
    const reading = readRedirectAction(action, document.baseURI);
    if (!reading.ok) return flow.failed(reading.error);
    flow.setPayStatus('redirect');
    flow.setRedirect(reading.target);
    return undefined;
  }
  if (type === 'threeDS2' && subtype === 'fingerprint') {
    const reading = readFingerprintAction(action);
    if (!reading.ok) return flow.threeDSFailed(reading.error);
    if (!flow.props().submitFingerprint) return flow.threeDSFailed(threeDSError(803));
    flow.setFingerprint({ token: reading.token, paymentData: reading.paymentData });
    return undefined;
  }
  const reading = readChallengeAction(action);
  if (!reading.ok) return flow.threeDSFailed(reading.error);
  flow.setFingerprint(null);
  flow.setChallenge({ token: reading.token, paymentData: reading.paymentData });
  return undefined;
}

export function answerPayment(flow: PaymentFlowControl, response: PaymentResponse): void {
  if (response.action !== undefined && response.action !== null) {
    flow.endWallet({ kind: 'closed' });
    return performAction(flow, response.action);
  }
  // §4: an order with an amount left is an order update, not the end: Pay names the rest.
  const left = orderLeftToPay(response);
  if (left) {
    flow.updateOrder(left);
    flow.release();
    const { value, currency } = left.remainingAmount;
    flow.announce(`${formatMinorUnits(value, currency)} left to pay`);
    return undefined;
  }
  // A result that needs an action without one: 804 (no action to perform).
  if (ACTION_RESULT_CODES.includes(response.resultCode)) {
    return flow.threeDSFailed(threeDSError(804));
  }
  return finish(flow, response);
}

/**
 * The fingerprint ended (Y, or N after the timeout): `submitThreeDS2Fingerprint`, then its
 * completed details go to `paymentDetails`, or its action is performed; a failed call is 622.
 */
export function fingerprintAnswered(
  flow: PaymentFlowControl,
  submitFingerprint: NonNullable<CardWidgetProps['submitFingerprint']>,
  paymentData: string,
  result: FingerprintResult,
  sendDetails: (details: PaymentDetails, paymentData?: string) => void,
): void {
  submitFingerprint({ fingerprintResult: encodeFingerprintResult(result), paymentData }).then(
    (answer) => {
      flow.setFingerprint(null);
      const reading = readFingerprintAnswer(answer);
      if (reading.kind === 'error') return flow.threeDSFailed(reading.error);
      if (reading.kind === 'action') return performAction(flow, reading.action);
      return sendDetails(reading.details, paymentData);
    },
    () =>
      flow.failed({ name: 'NETWORK_ERROR', message: API_ERRORS[622].message, errorCode: '622' }),
  );
}

/**
 * A challenge ended: its result goes to `paymentDetails` with the action's `paymentData`; one
 * that resolved without a result is 805.
 */
export function challengeAnswered(
  flow: PaymentFlowControl,
  paymentData: string,
  result: ChallengeResult | undefined,
  sendDetails: (details: PaymentDetails, paymentData?: string) => void,
): void {
  if (!result?.transStatus) return flow.threeDSFailed(threeDSError(805));
  return sendDetails({ threeDSResult: encodeThreeDSResult(result) }, paymentData);
}
