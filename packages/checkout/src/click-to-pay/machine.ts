/**
 * The Click to Pay state machine (docs/widget.md#states): a pure reducer from a state and an event to
 * the next state and the effects to run. It holds no timer and calls no SDK: a call to the service
 * and a timer are effects, and their outcomes come back as events carrying the id they were given,
 * so an answer or a timer that is no longer awaited (a late answer after the 5 000 ms timeout, a
 * countdown after a logout) is ignored. Invalid events leave the state as it is (same object).
 *
 * Idle → Loading (initialise). Loading: a recognised shopper's cards are fetched → Ready; else no
 * e-mail → NotAvailable; else the enrolment lookup → ShopperIdentified or NotAvailable.
 * ShopperIdentified: identity validation (the code is sent) → OneTimePassword; a failure logs the
 * shopper out → Login. OneTimePassword: the code completes → Ready; 'resend' shows 'code resent'
 * for 2 s, then a 60 s countdown. 'Not you' (logout) → Login. Login: the e-mail is looked up →
 * ShopperIdentified, or NOT_FOUND shown. ACCT_INACCESSIBLE disables continue and shows the card
 * form. An error while loading, or any scheme call over 5 000 ms → NotAvailable.
 */
import { isClickToPayCardExpired, sortClickToPayCards, type ClickToPayCard } from '../rules';
import { knownErrorReason, type ClickToPayErrorReason } from './errors';

export const CLICK_TO_PAY_STATUSES = [
  'Idle',
  'Loading',
  'ShopperIdentified',
  'OneTimePassword',
  'Ready',
  'Login',
  'NotAvailable',
] as const;
export type ClickToPayStatus = (typeof CLICK_TO_PAY_STATUSES)[number];

/** §9: a scheme call that takes longer than this makes Click to Pay NotAvailable. */
export const SCHEME_CALL_TIMEOUT_MS = 5_000;
/** §9: 'code resent' shows this long after a resend… */
export const CODE_RESENT_MS = 2_000;
/** …then the resend link waits this many seconds, counted down every second. */
export const RESEND_COUNTDOWN_S = 60;

/** A card in the list: the §3 fields, `isExpired` worked out (§4) for the day given. */
export type ClickToPayListCard = ClickToPayCard & { readonly isExpired: boolean };

/** What the service is asked to do. */
export type ClickToPayCall =
  | { kind: 'initialise' }
  | { kind: 'getCards' }
  | { kind: 'lookup'; email: string }
  | { kind: 'startValidation' }
  | { kind: 'resendCode' }
  | { kind: 'finishValidation'; code: string }
  | { kind: 'checkout'; srcDigitalCardId: string };
export type ClickToPayCallKind = ClickToPayCall['kind'];

export type ClickToPayTimer = 'callTimeout' | 'codeResent' | 'countdownTick';

export type ClickToPayEffect =
  /** Run the call; answer with its result event (or CALL_FAILED) carrying `id`. */
  | { type: 'call'; id: number; call: ClickToPayCall }
  /** After `ms`, send TIMER with this `id` and `timer`. */
  | { type: 'startTimer'; id: number; timer: ClickToPayTimer; ms: number }
  /** Sign the shopper out with the networks (fire and forget). */
  | { type: 'logout' }
  /** Show the card form (manual entry, ACCT_INACCESSIBLE). */
  | { type: 'showCardForm' }
  /** Click to Pay cannot be used: the host shows the card form instead. */
  | { type: 'notAvailable' }
  /** The networks returned the checkout payload for the card: hand it to the payment. */
  | { type: 'paid'; card: ClickToPayListCard; payload: string };

export type ClickToPayEvent =
  | { type: 'INITIALISE'; shopperEmail?: string | null; today: Date }
  | { type: 'INITIALISED'; id: number; recognised: boolean }
  | { type: 'CARDS_FETCHED'; id: number; cards: readonly ClickToPayCard[] }
  | { type: 'LOOKED_UP'; id: number; enrolled: boolean }
  | { type: 'VALIDATION_STARTED'; id: number; channel: string }
  | { type: 'CODE_RESENT'; id: number; channel: string }
  | { type: 'CODE_ACCEPTED'; id: number; cards: readonly ClickToPayCard[] }
  | { type: 'CHECKED_OUT'; id: number; payload: string }
  | { type: 'CALL_FAILED'; id: number; reason: string | undefined }
  | { type: 'TIMER'; id: number; timer: ClickToPayTimer }
  /** The payer edits the login e-mail (clears its error; re-enables continue). */
  | { type: 'EDIT_LOGIN' }
  | { type: 'SUBMIT_LOGIN'; email: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND_CODE' }
  | { type: 'SELECT_CARD'; srcDigitalCardId: string }
  | { type: 'PAY' }
  /** 'Not you': sign out. */
  | { type: 'LOGOUT' }
  /** 'Manual card entry'. */
  | { type: 'MANUAL_ENTRY' };

export type ResendState =
  | { phase: 'available' }
  | { phase: 'resent'; timerId: number }
  | { phase: 'countdown'; secondsLeft: number; timerId: number };

export type ClickToPayState = {
  readonly status: ClickToPayStatus;
  /** The day that decides expiry (given at INITIALISE). */
  readonly today: Date | null;
  /** The last id handed out (calls and timers). */
  readonly seq: number;
  /** The call awaited, if any (its timeout carries the same id). */
  readonly pending: { readonly id: number; readonly kind: ClickToPayCallKind } | null;
  readonly shopperEmail: string | null;
  /** Where the one-time code was sent (masked by the network). */
  readonly channel: string | null;
  /** Sorted per §4, expired last. */
  readonly cards: readonly ClickToPayListCard[];
  readonly selectedCardId: string | null;
  /** The reason shown (`ctp.errors.{reason}`). */
  readonly error: ClickToPayErrorReason | null;
  /** ACCT_INACCESSIBLE: continue stays disabled. */
  readonly continueDisabled: boolean;
  readonly resend: ResendState;
};

export type ClickToPayStep = { state: ClickToPayState; effects: readonly ClickToPayEffect[] };

export const initialClickToPayState: ClickToPayState = Object.freeze({
  status: 'Idle',
  today: null,
  seq: 0,
  pending: null,
  shopperEmail: null,
  channel: null,
  cards: Object.freeze([]) as readonly ClickToPayListCard[],
  selectedCardId: null,
  error: null,
  continueDisabled: false,
  resend: Object.freeze({ phase: 'available' }),
});

const AVAILABLE: ResendState = initialClickToPayState.resend;

function unchanged(state: ClickToPayState): ClickToPayStep {
  return { state, effects: [] };
}

/** Starts a call: a new id, the call, and its timeout. */
function startCall(
  state: ClickToPayState,
  call: ClickToPayCall,
  changes: Partial<ClickToPayState> = {},
): ClickToPayStep {
  const id = state.seq + 1;
  return {
    state: { ...state, ...changes, seq: id, pending: { id, kind: call.kind } },
    effects: [
      { type: 'call', id, call },
      { type: 'startTimer', id, timer: 'callTimeout', ms: SCHEME_CALL_TIMEOUT_MS },
    ],
  };
}

function notAvailable(state: ClickToPayState): ClickToPayStep {
  return {
    state: { ...state, status: 'NotAvailable', pending: null, resend: AVAILABLE },
    effects: [{ type: 'notAvailable' }],
  };
}

function listCards(cards: readonly ClickToPayCard[], today: Date): ClickToPayListCard[] {
  return sortClickToPayCards(
    cards.map((card) => ({ ...card, isExpired: isClickToPayCardExpired(card, today) })),
    today,
  );
}

function ready(state: ClickToPayState, cards: readonly ClickToPayCard[]): ClickToPayStep {
  const list = listCards(cards, state.today ?? new Date(0));
  return {
    state: {
      ...state,
      status: 'Ready',
      pending: null,
      cards: list,
      selectedCardId: list.find((card) => !card.isExpired)?.srcDigitalCardId ?? null,
      error: null,
      resend: AVAILABLE,
    },
    effects: [],
  };
}

/** Logged out: back to the e-mail login, nothing of the shopper kept. */
function loggedOut(state: ClickToPayState, error: ClickToPayErrorReason | null): ClickToPayState {
  return {
    ...state,
    status: 'Login',
    pending: null,
    channel: null,
    cards: initialClickToPayState.cards,
    selectedCardId: null,
    error,
    continueDisabled: false,
    resend: AVAILABLE,
  };
}

/** ACCT_INACCESSIBLE: the error shown, continue disabled, the card form shown. */
function inaccessible(state: ClickToPayState): ClickToPayStep {
  return {
    state: { ...state, pending: null, error: 'ACCT_INACCESSIBLE', continueDisabled: true },
    effects: [{ type: 'showCardForm' }],
  };
}

/** A failed call, by the state that made it. */
function failed(state: ClickToPayState, raw: string | undefined): ClickToPayStep {
  const reason = knownErrorReason(raw);
  if (state.status === 'Loading') return notAvailable(state);
  if (state.status === 'ShopperIdentified') {
    // Identity validation that fails logs the shopper out (§4).
    const out = loggedOut(state, reason);
    if (reason !== 'ACCT_INACCESSIBLE') return { state: out, effects: [{ type: 'logout' }] };
    return {
      state: { ...out, continueDisabled: true },
      effects: [{ type: 'logout' }, { type: 'showCardForm' }],
    };
  }
  if (reason === 'ACCT_INACCESSIBLE') return inaccessible(state);
  // Login, OneTimePassword, Ready: the message shows where the payer is. A resend that failed
  // does not claim 'code resent'.
  const resend = state.pending?.kind === 'resendCode' ? AVAILABLE : state.resend;
  return { state: { ...state, pending: null, error: reason, resend }, effects: [] };
}

/** The result event expected for each call. */
const RESULT_OF: Record<ClickToPayCallKind, ClickToPayEvent['type']> = {
  initialise: 'INITIALISED',
  getCards: 'CARDS_FETCHED',
  lookup: 'LOOKED_UP',
  startValidation: 'VALIDATION_STARTED',
  resendCode: 'CODE_RESENT',
  finishValidation: 'CODE_ACCEPTED',
  checkout: 'CHECKED_OUT',
};

function startCountdown(state: ClickToPayState, secondsLeft: number): ClickToPayStep {
  const id = state.seq + 1;
  return {
    state: { ...state, seq: id, resend: { phase: 'countdown', secondsLeft, timerId: id } },
    effects: [{ type: 'startTimer', id, timer: 'countdownTick', ms: 1_000 }],
  };
}

/** The next state and effects; an event that does not apply returns the same state object. */
export function clickToPayReducer(state: ClickToPayState, event: ClickToPayEvent): ClickToPayStep {
  // Answers: only the one awaited counts.
  if ('id' in event && event.type !== 'TIMER') {
    if (!state.pending || state.pending.id !== event.id) return unchanged(state);
    if (event.type !== 'CALL_FAILED' && RESULT_OF[state.pending.kind] !== event.type)
      return unchanged(state);
  }

  switch (event.type) {
    case 'INITIALISE':
      if (state.status !== 'Idle') return unchanged(state);
      return startCall(
        state,
        { kind: 'initialise' },
        {
          status: 'Loading',
          today: event.today,
          shopperEmail: event.shopperEmail?.trim() || null,
        },
      );

    case 'INITIALISED':
      if (event.recognised) return startCall(state, { kind: 'getCards' });
      if (!state.shopperEmail) return notAvailable(state);
      return startCall(state, { kind: 'lookup', email: state.shopperEmail });

    case 'CARDS_FETCHED':
    case 'CODE_ACCEPTED':
      return ready(state, event.cards);

    case 'LOOKED_UP':
      if (!event.enrolled) {
        if (state.status === 'Login')
          return { state: { ...state, pending: null, error: 'NOT_FOUND' }, effects: [] };
        return notAvailable(state);
      }
      return startCall(
        state,
        { kind: 'startValidation' },
        { status: 'ShopperIdentified', error: null },
      );

    case 'VALIDATION_STARTED':
      return {
        state: {
          ...state,
          status: 'OneTimePassword',
          pending: null,
          channel: event.channel,
          error: null,
          resend: AVAILABLE,
        },
        effects: [],
      };

    case 'CODE_RESENT':
      return { state: { ...state, pending: null, channel: event.channel }, effects: [] };

    case 'CHECKED_OUT': {
      const card = state.cards.find((c) => c.srcDigitalCardId === state.selectedCardId);
      const settled = { ...state, pending: null };
      if (!card) return { state: settled, effects: [] };
      return { state: settled, effects: [{ type: 'paid', card, payload: event.payload }] };
    }

    case 'CALL_FAILED':
      return failed(state, event.reason);

    case 'TIMER':
      switch (event.timer) {
        case 'callTimeout':
          if (state.pending?.id !== event.id) return unchanged(state);
          return notAvailable(state);
        case 'codeResent':
          if (state.resend.phase !== 'resent' || state.resend.timerId !== event.id)
            return unchanged(state);
          return startCountdown(state, RESEND_COUNTDOWN_S);
        case 'countdownTick': {
          const resend = state.resend;
          if (resend.phase !== 'countdown' || resend.timerId !== event.id) return unchanged(state);
          if (resend.secondsLeft <= 1)
            return { state: { ...state, resend: AVAILABLE }, effects: [] };
          return startCountdown(state, resend.secondsLeft - 1);
        }
      }
      return unchanged(state);

    case 'EDIT_LOGIN':
      if (state.status !== 'Login' || (!state.error && !state.continueDisabled))
        return unchanged(state);
      return { state: { ...state, error: null, continueDisabled: false }, effects: [] };

    case 'SUBMIT_LOGIN': {
      const email = event.email.trim();
      if (state.status !== 'Login' || state.pending || state.continueDisabled || !email)
        return unchanged(state);
      return startCall(state, { kind: 'lookup', email }, { shopperEmail: email, error: null });
    }

    case 'SUBMIT_CODE': {
      const code = event.code.trim();
      if (state.status !== 'OneTimePassword' || state.pending || state.continueDisabled || !code)
        return unchanged(state);
      return startCall(state, { kind: 'finishValidation', code }, { error: null });
    }

    case 'RESEND_CODE': {
      if (state.status !== 'OneTimePassword' || state.pending || state.resend.phase !== 'available')
        return unchanged(state);
      const call = startCall(state, { kind: 'resendCode' }, { error: null });
      const timerId = call.state.seq + 1;
      return {
        state: { ...call.state, seq: timerId, resend: { phase: 'resent', timerId } },
        effects: [
          ...call.effects,
          { type: 'startTimer', id: timerId, timer: 'codeResent', ms: CODE_RESENT_MS },
        ],
      };
    }

    case 'SELECT_CARD': {
      if (state.status !== 'Ready' || state.pending) return unchanged(state);
      const card = state.cards.find((c) => c.srcDigitalCardId === event.srcDigitalCardId);
      if (!card || card.isExpired || card.srcDigitalCardId === state.selectedCardId)
        return unchanged(state);
      return {
        state: { ...state, selectedCardId: card.srcDigitalCardId, error: null },
        effects: [],
      };
    }

    case 'PAY': {
      if (state.status !== 'Ready' || state.pending || !state.selectedCardId)
        return unchanged(state);
      return startCall(
        state,
        { kind: 'checkout', srcDigitalCardId: state.selectedCardId },
        { error: null },
      );
    }

    case 'LOGOUT':
      if (state.status !== 'Ready' && state.status !== 'OneTimePassword') return unchanged(state);
      return { state: loggedOut(state, null), effects: [{ type: 'logout' }] };

    case 'MANUAL_ENTRY':
      if (state.status === 'Idle' || state.status === 'NotAvailable') return unchanged(state);
      return { state, effects: [{ type: 'showCardForm' }] };
  }
}

/** Whether the section waits on the networks (a spinner on the button that asked). */
export function isBusy(state: ClickToPayState, kind?: ClickToPayCallKind): boolean {
  return state.pending !== null && (kind === undefined || state.pending.kind === kind);
}
