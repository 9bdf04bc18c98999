/**
 * The payment flow's state machine (docs/widget.md#states): a pure reducer from a state and an
 * event to the next state and the effects to run. One payment at a time: a submit, the
 * processor's answer, the action it asks for (a 3-D Secure fingerprint or challenge, a redirect),
 * and the outcome. It calls no callback and holds no timer: the host's callbacks, the wallet
 * sheet, the announcements and the Pay button's completed second are effects, and what comes back
 * (an answer, a timer) is an event. An event that does not apply returns the same state object.
 *
 * ready → paying (a submit, or the payer back from a redirect) → the answer: an action →
 * fingerprint, challenge or redirect; an order with an amount left → ready (Pay names the rest);
 * Authorised → completed (Pay's completed second, then loading while the host's
 * `onPaymentCompleted` promise runs) → ready; refused or an error → ready. A fingerprint's answer
 * goes on to paymentDetails (paying), a further action, or an error; a challenge's result goes to
 * paymentDetails, one without a result is 805; a challenge's error (805 too) shows the error view
 * until the payer leaves it (→ ready). Every state but ready is busy: a second press does
 * nothing.
 */
import { API_ERRORS, formatMinorUnits } from '../../rules';
import { PAY_BUTTON_COMPLETED_MS } from '../form/card-constants';
import type { PayButtonStatus } from '../form/pay-button';
import { orderLeftToPay, type Order } from '../order/order';
import {
  encodeThreeDSResult,
  readChallengeAction,
  threeDSError,
  type ChallengeResult,
  type ChallengeToken,
  type ThreeDSError,
} from '../three-ds/three-ds';
import {
  encodeFingerprintResult,
  readFingerprintAction,
  readFingerprintAnswer,
  type FingerprintResult,
  type FingerprintToken,
} from '../three-ds/three-ds-fingerprint';
import type { Wallet, WalletAttemptEnd } from '../wallets/wallet-buttons';
import type {
  CardWidgetError,
  PaymentDetails,
  PaymentResponse,
  WidgetPaymentData,
} from '../options/widget-types';
import { readRedirectAction, type RedirectTarget } from './redirect';

export type Challenge = { token: ChallengeToken; paymentData: string };
export type Fingerprint = { token: FingerprintToken; paymentData: string };

/** The payment under way: paid with the form (or a method outside it), or with a wallet's sheet. */
type Paying = {
  /** The wallet paying (its button shows the spinner), or null for Pay. */
  readonly wallet: Wallet | null;
};

export type PaymentFlowStatus = PaymentFlowState['status'];

export type PaymentFlowState = {
  /** The order a gift card paid part of: the next payment pays (the rest of) it. */
  readonly order: Order | null;
  /** The last id handed out (the completed second's timer and the host's promise carry it). */
  readonly seq: number;
} & (
  | { readonly status: 'ready' }
  | (Paying & {
      readonly status: 'paying';
      /** A wallet's sheet waits to be told how the payment ended. */
      readonly sheet: boolean;
    })
  | (Paying & { readonly status: 'fingerprint'; readonly fingerprint: Fingerprint })
  | (Paying & { readonly status: 'challenge'; readonly challenge: Challenge })
  | (Paying & {
      readonly status: 'challengeError';
      readonly challenge: Challenge;
      /** The error's info text; none: the view shows 'error.message.unknown'. */
      readonly info: string | undefined;
    })
  | (Paying & { readonly status: 'redirect'; readonly target: RedirectTarget })
  | {
      readonly status: 'completed';
      readonly timerId: number;
      /** The completed second is over (Pay shows loading while the host finishes). */
      readonly secondOver: boolean;
      /** The host's `onPaymentCompleted` (or the promise it returned) is done. */
      readonly hostDone: boolean;
    }
);

export type PaymentFlowEvent =
  /** Pay, a method outside the form or a wallet's sheet: `data` is the payment sent to `onSubmit`. */
  | { type: 'SUBMIT'; data: WidgetPaymentData; wallet: Wallet | null }
  /** The payer came back from a redirect with its result. */
  | { type: 'REDIRECT_RETURNED'; redirectResult: string }
  /**
   * The host's answer to a payment or its details. `baseURI` resolves a redirect's address;
   * `canSubmitFingerprint`: the host gave `submitFingerprint` (a fingerprint needs it: else 803).
   */
  | {
      type: 'ANSWERED';
      response: PaymentResponse;
      baseURI: string;
      canSubmitFingerprint: boolean;
    }
  /** The host rejected the payment (with an error for `onError`, or none). */
  | { type: 'REJECTED'; error?: CardWidgetError }
  | { type: 'FINGERPRINT_ENDED'; result: FingerprintResult }
  | {
      type: 'FINGERPRINT_ANSWERED';
      answer: unknown;
      baseURI: string;
      canSubmitFingerprint: boolean;
    }
  | { type: 'FINGERPRINT_CALL_FAILED' }
  | { type: 'CHALLENGE_ENDED'; result: ChallengeResult | undefined }
  /** A 3-D Secure view failed (a timeout, a token it could not read). */
  | { type: 'THREE_DS_FAILED'; error: ThreeDSError }
  /** The payer left the challenge error view. */
  | { type: 'ERROR_DISMISSED' }
  /** The completed second is over. */
  | { type: 'TIMER'; id: number }
  /** The host's `onPaymentCompleted` returned (or its promise settled). */
  | { type: 'HOST_DONE'; id: number }
  /** The order was cancelled (its gift card payments went back). */
  | { type: 'ORDER_CANCELLED' };

export type PaymentFlowEffect =
  | { type: 'submit'; data: WidgetPaymentData }
  | { type: 'sendDetails'; details: PaymentDetails; paymentData?: string }
  | { type: 'submitFingerprint'; fingerprintResult: string; paymentData: string }
  /** Tell the waiting wallet sheet how the payment ended. */
  | { type: 'endWallet'; end: WalletAttemptEnd }
  | { type: 'announce'; text: string }
  | { type: 'orderChanged'; order: Order | null }
  | { type: 'error'; error: CardWidgetError }
  | { type: 'paymentFailed'; response: PaymentResponse }
  /** Call `onPaymentCompleted`; answer HOST_DONE with `id` once it (or its promise) is done. */
  | { type: 'paymentCompleted'; id: number; response: PaymentResponse }
  /** After `ms`, send TIMER with this `id`. */
  | { type: 'startTimer'; id: number; ms: number };

export type PaymentFlowStep = {
  state: PaymentFlowState;
  effects: readonly PaymentFlowEffect[];
};

export function initialPaymentFlowState(order: Order | null = null): PaymentFlowState {
  return { status: 'ready', order, seq: 0 };
}

/** Result codes that come with an action; one without it is 804 (§8). */
const ACTION_RESULT_CODES: readonly string[] = [
  'ChallengeShopper',
  'IdentifyShopper',
  'RedirectShopper',
];

const unchanged = (state: PaymentFlowState): PaymentFlowStep => ({ state, effects: [] });

const base = (state: PaymentFlowState) => ({ order: state.order, seq: state.seq });

/** The wallet paying, in a state where one may be. */
function walletOf(state: PaymentFlowState): Wallet | null {
  return 'wallet' in state ? state.wallet : null;
}

/** A wallet sheet still waiting is told `end`; none: nothing. */
function endSheet(state: PaymentFlowState, end: WalletAttemptEnd): PaymentFlowEffect[] {
  return state.status === 'paying' && state.sheet ? [{ type: 'endWallet', end }] : [];
}

/** Pay free again; a waiting sheet closed; `onError` told. */
function failed(state: PaymentFlowState, error: CardWidgetError): PaymentFlowStep {
  return {
    state: { ...base(state), status: 'ready' },
    effects: [...endSheet(state, { kind: 'closed' }), { type: 'error', error }],
  };
}

/**
 * A 3-D Secure error, `onError` told. One of the challenge shown (§8 "The challenge error view
 * shows the info text or 'error.message.unknown'") puts the error view in its place until the
 * payer leaves it; any other frees Pay at once.
 */
function threeDSFailed(state: PaymentFlowState, error: ThreeDSError): PaymentFlowStep {
  const reported: CardWidgetError = {
    name: 'ERROR',
    message: error.message,
    errorCode: String(error.errorCode),
  };
  if (state.status !== 'challenge') return failed(state, reported);
  return {
    state: {
      ...base(state),
      status: 'challengeError',
      wallet: state.wallet,
      challenge: state.challenge,
      info: error.message.trim() === '' ? undefined : error.message,
    },
    effects: [{ type: 'error', error: reported }],
  };
}

/**
 * An action (§4 "A response with an action triggers action handling"): a fingerprint, a
 * challenge, a redirect; any other is 803 (no component for the action).
 */
function performAction(
  state: PaymentFlowState,
  action: unknown,
  baseURI: string,
  canSubmitFingerprint: boolean,
): PaymentFlowStep {
  const paying = { ...base(state), wallet: walletOf(state) };
  const { type, subtype } = (action ?? {}) as Record<string, unknown>;
  if (type === 'redirect') {
    const reading = readRedirectAction(action, baseURI);
    if (!reading.ok) return failed(state, reading.error);
    return { state: { ...paying, status: 'redirect', target: reading.target }, effects: [] };
  }
  if (type === 'threeDS2' && subtype === 'fingerprint') {
    const reading = readFingerprintAction(action);
    if (!reading.ok) return threeDSFailed(state, reading.error);
    if (!canSubmitFingerprint) return threeDSFailed(state, threeDSError(803));
    const fingerprint = { token: reading.token, paymentData: reading.paymentData };
    return { state: { ...paying, status: 'fingerprint', fingerprint }, effects: [] };
  }
  const reading = readChallengeAction(action);
  if (!reading.ok) return threeDSFailed(state, reading.error);
  const challenge = { token: reading.token, paymentData: reading.paymentData };
  return { state: { ...paying, status: 'challenge', challenge }, effects: [] };
}

/** The outcome: Authorised (the completed second), or refused (`onPaymentFailed`). */
function finish(state: PaymentFlowState, response: PaymentResponse): PaymentFlowStep {
  // A refused wallet payment is the sheet's to show (its authorisation error); the failure is
  // reported when the payer closes it.
  if (response.resultCode !== 'Authorised' && state.status === 'paying' && state.sheet) {
    return {
      state: { ...base(state), status: 'ready' },
      effects: [{ type: 'endWallet', end: { kind: 'refused', response } }],
    };
  }
  const closed = endSheet(state, { kind: 'closed' });
  if (response.resultCode !== 'Authorised') {
    return {
      state: { ...base(state), status: 'ready' },
      effects: [...closed, { type: 'paymentFailed', response }],
    };
  }
  // The order under way, if any, is paid off (Pay keeps its amount for the completed second).
  // The host may still be finishing after the completed second (a slow re-fetch before it
  // leaves the page): Pay then shows loading, still busy, never a pressable Pay.
  const id = state.seq + 1;
  return {
    state: {
      order: state.order,
      seq: id,
      status: 'completed',
      timerId: id,
      secondOver: false,
      hostDone: false,
    },
    effects: [
      ...closed,
      ...(state.order ? [{ type: 'orderChanged', order: null } as const] : []),
      { type: 'announce', text: 'Payment accepted' },
      { type: 'paymentCompleted', id, response },
      { type: 'startTimer', id, ms: PAY_BUTTON_COMPLETED_MS },
    ],
  };
}

function answer(
  state: PaymentFlowState,
  response: PaymentResponse,
  baseURI: string,
  canSubmitFingerprint: boolean,
): PaymentFlowStep {
  if (response.action !== undefined && response.action !== null) {
    const closed = endSheet(state, { kind: 'closed' });
    const step = performAction(
      state.status === 'paying' ? { ...state, sheet: false } : state,
      response.action,
      baseURI,
      canSubmitFingerprint,
    );
    return { state: step.state, effects: [...closed, ...step.effects] };
  }
  // §4: an order with an amount left is an order update, not the end: Pay names the rest.
  const left = orderLeftToPay(response);
  if (left) {
    const { value, currency } = left.remainingAmount;
    return {
      state: { order: left, seq: state.seq, status: 'ready' },
      effects: [
        { type: 'orderChanged', order: left },
        { type: 'announce', text: `${formatMinorUnits(value, currency)} left to pay` },
      ],
    };
  }
  // A result that needs an action without one: 804 (no action to perform).
  if (ACTION_RESULT_CODES.includes(response.resultCode)) {
    return threeDSFailed(state, threeDSError(804));
  }
  return finish(state, response);
}

/** The next state and effects; an event that does not apply returns the same state object. */
export function paymentFlowReducer(
  state: PaymentFlowState,
  event: PaymentFlowEvent,
): PaymentFlowStep {
  switch (event.type) {
    case 'SUBMIT':
      if (state.status !== 'ready') return unchanged(state);
      return {
        state: {
          ...base(state),
          status: 'paying',
          wallet: event.wallet,
          sheet: event.wallet !== null,
        },
        effects: [{ type: 'submit', data: event.data }],
      };

    case 'REDIRECT_RETURNED':
      if (state.status !== 'ready') return unchanged(state);
      return {
        state: { ...base(state), status: 'paying', wallet: null, sheet: false },
        effects: [{ type: 'sendDetails', details: { redirectResult: event.redirectResult } }],
      };

    case 'ANSWERED':
      return answer(state, event.response, event.baseURI, event.canSubmitFingerprint);

    case 'REJECTED':
      return {
        state: { ...base(state), status: 'ready' },
        effects: [
          ...endSheet(state, { kind: 'closed' }),
          ...(event.error ? [{ type: 'error', error: event.error } as const] : []),
        ],
      };

    case 'FINGERPRINT_ENDED':
      if (state.status !== 'fingerprint') return unchanged(state);
      return {
        state,
        effects: [
          {
            type: 'submitFingerprint',
            fingerprintResult: encodeFingerprintResult(event.result),
            paymentData: state.fingerprint.paymentData,
          },
        ],
      };

    case 'FINGERPRINT_ANSWERED': {
      if (state.status !== 'fingerprint') return unchanged(state);
      const { paymentData } = state.fingerprint;
      const paying: PaymentFlowState = {
        ...base(state),
        status: 'paying',
        wallet: state.wallet,
        sheet: false,
      };
      const reading = readFingerprintAnswer(event.answer);
      if (reading.kind === 'error') return threeDSFailed(paying, reading.error);
      if (reading.kind === 'action') {
        return performAction(paying, reading.action, event.baseURI, event.canSubmitFingerprint);
      }
      return {
        state: paying,
        effects: [{ type: 'sendDetails', details: reading.details, paymentData }],
      };
    }

    case 'FINGERPRINT_CALL_FAILED':
      if (state.status !== 'fingerprint') return unchanged(state);
      return failed(state, {
        name: 'NETWORK_ERROR',
        message: API_ERRORS[622].message,
        errorCode: '622',
      });

    case 'CHALLENGE_ENDED':
      if (state.status !== 'challenge') return unchanged(state);
      // Its result to paymentDetails; one that resolved without a result: 805.
      if (!event.result?.transStatus) return threeDSFailed(state, threeDSError(805));
      return {
        state,
        effects: [
          {
            type: 'sendDetails',
            details: { threeDSResult: encodeThreeDSResult(event.result) },
            paymentData: state.challenge.paymentData,
          },
        ],
      };

    case 'THREE_DS_FAILED':
      return threeDSFailed(state, event.error);

    case 'ERROR_DISMISSED':
      if (state.status !== 'challengeError') return unchanged(state);
      return { state: { ...base(state), status: 'ready' }, effects: [] };

    case 'TIMER':
      if (state.status !== 'completed' || state.timerId !== event.id || state.secondOver) {
        return unchanged(state);
      }
      if (state.hostDone) return { state: { ...base(state), status: 'ready' }, effects: [] };
      return { state: { ...state, secondOver: true }, effects: [] };

    case 'HOST_DONE':
      if (state.status !== 'completed' || state.timerId !== event.id || state.hostDone) {
        return unchanged(state);
      }
      if (state.secondOver) return { state: { ...base(state), status: 'ready' }, effects: [] };
      return { state: { ...state, hostDone: true }, effects: [] };

    case 'ORDER_CANCELLED':
      return {
        state: { ...state, order: null },
        effects: [
          { type: 'orderChanged', order: null },
          { type: 'announce', text: 'Gift card payment cancelled' },
        ],
      };
  }
}

/** The Pay button's status in a state. */
export function payStatusOf(state: PaymentFlowState): PayButtonStatus {
  switch (state.status) {
    case 'ready':
      return 'default';
    case 'redirect':
      return 'redirect';
    case 'completed':
      return state.secondOver ? 'loading' : 'completed';
    default:
      return state.wallet === null ? 'loading' : 'default';
  }
}

/** The wallet whose payment is under way (its button shows the spinner), if any. */
export function pendingWalletOf(state: PaymentFlowState): Wallet | null {
  return state.status === 'completed' ? null : walletOf(state);
}
