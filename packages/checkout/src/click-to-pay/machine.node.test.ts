import { describe, expect, it } from 'vitest';
import type { ClickToPayCard } from '../rules';
import {
  clickToPayReducer,
  CLICK_TO_PAY_STATUSES,
  initialClickToPayState,
  type ClickToPayEffect,
  type ClickToPayEvent,
  type ClickToPayState,
  type ClickToPayStatus,
} from './machine';

const today = new Date('2026-11-22T17:00:00.000Z');

const card = (id: string, fields: Partial<ClickToPayCard> = {}): ClickToPayCard => ({
  srcDigitalCardId: id,
  panLastFour: id.slice(-4).padStart(4, '0'),
  scheme: 'visa',
  status: 'ACTIVE',
  dateOfCardCreated: '2025-01-01T00:00:00Z',
  panExpirationMonth: '08',
  panExpirationYear: '2029',
  ...fields,
});

const OLD = card('old', { dateOfCardLastUsed: '2026-01-05T00:00:00Z' });
const RECENT = card('recent', { dateOfCardLastUsed: '2026-11-01T00:00:00Z', scheme: 'mc' });
const EXPIRED = card('expired', {
  dateOfCardLastUsed: '2026-11-20T00:00:00Z',
  panExpirationYear: '2026',
  panExpirationMonth: '10',
});
const UNUSED = card('unused', { dateOfCardCreated: '2026-06-01T00:00:00Z' });

/** A state in `status` awaiting call `pendingId` (or none), on top of the initial one. */
function at(
  status: ClickToPayStatus,
  changes: Partial<ClickToPayState> = {},
  pending: ClickToPayState['pending'] = null,
): ClickToPayState {
  return { ...initialClickToPayState, status, today, seq: 10, pending, ...changes };
}

const readyWith = (
  changes: Partial<ClickToPayState> = {},
  pending: ClickToPayState['pending'] = null,
) => {
  const step = clickToPayReducer(at('Loading', {}, { id: 10, kind: 'getCards' }), {
    type: 'CARDS_FETCHED',
    id: 10,
    cards: [OLD, RECENT],
  });
  return { ...step.state, ...changes, pending };
};

const callEffects = (id: number, call: Extract<ClickToPayEffect, { type: 'call' }>['call']) => [
  { type: 'call', id, call },
  { type: 'startTimer', id, timer: 'callTimeout', ms: 5_000 },
];

type Row = {
  name: string;
  from: ClickToPayState;
  event: ClickToPayEvent;
  to: Partial<ClickToPayState>;
  effects?: unknown[];
};

const transitions: Row[] = [
  {
    name: 'Idle → Loading on initialise (the SDKs are initialised)',
    from: initialClickToPayState,
    event: { type: 'INITIALISE', shopperEmail: ' shopper@example.com ', today },
    to: {
      status: 'Loading',
      shopperEmail: 'shopper@example.com',
      today,
      pending: { id: 1, kind: 'initialise' },
    },
    effects: callEffects(1, { kind: 'initialise' }),
  },
  {
    name: 'Loading: a recognised shopper → the cards are fetched',
    from: at('Loading', {}, { id: 10, kind: 'initialise' }),
    event: { type: 'INITIALISED', id: 10, recognised: true },
    to: { status: 'Loading', pending: { id: 11, kind: 'getCards' } },
    effects: callEffects(11, { kind: 'getCards' }),
  },
  {
    name: 'Loading: the cards fetched → Ready, sorted (§4), the first payable card selected',
    from: at('Loading', {}, { id: 10, kind: 'getCards' }),
    event: { type: 'CARDS_FETCHED', id: 10, cards: [OLD, EXPIRED, UNUSED, RECENT] },
    to: {
      status: 'Ready',
      pending: null,
      selectedCardId: 'recent',
      cards: [
        { ...RECENT, isExpired: false },
        { ...OLD, isExpired: false },
        { ...UNUSED, isExpired: false },
        { ...EXPIRED, isExpired: true },
      ],
    },
    effects: [],
  },
  {
    name: 'Loading: only expired cards → Ready with no card selected',
    from: at('Loading', {}, { id: 10, kind: 'getCards' }),
    event: { type: 'CARDS_FETCHED', id: 10, cards: [EXPIRED] },
    to: { status: 'Ready', selectedCardId: null, cards: [{ ...EXPIRED, isExpired: true }] },
    effects: [],
  },
  {
    name: 'Loading: not recognised and no e-mail → NotAvailable',
    from: at('Loading', {}, { id: 10, kind: 'initialise' }),
    event: { type: 'INITIALISED', id: 10, recognised: false },
    to: { status: 'NotAvailable', pending: null },
    effects: [{ type: 'notAvailable' }],
  },
  {
    name: 'Loading: not recognised with an e-mail → the enrolment lookup',
    from: at('Loading', { shopperEmail: 'shopper@example.com' }, { id: 10, kind: 'initialise' }),
    event: { type: 'INITIALISED', id: 10, recognised: false },
    to: { status: 'Loading', pending: { id: 11, kind: 'lookup' } },
    effects: callEffects(11, { kind: 'lookup', email: 'shopper@example.com' }),
  },
  {
    name: 'Loading: enrolled → ShopperIdentified, identity validation starts',
    from: at('Loading', { shopperEmail: 'shopper@example.com' }, { id: 10, kind: 'lookup' }),
    event: { type: 'LOOKED_UP', id: 10, enrolled: true },
    to: { status: 'ShopperIdentified', pending: { id: 11, kind: 'startValidation' } },
    effects: callEffects(11, { kind: 'startValidation' }),
  },
  {
    name: 'Loading: not enrolled → NotAvailable',
    from: at('Loading', { shopperEmail: 'new@example.com' }, { id: 10, kind: 'lookup' }),
    event: { type: 'LOOKED_UP', id: 10, enrolled: false },
    to: { status: 'NotAvailable' },
    effects: [{ type: 'notAvailable' }],
  },
  {
    name: 'Loading: an error → NotAvailable',
    from: at('Loading', {}, { id: 10, kind: 'initialise' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'SERVICE_ERROR' },
    to: { status: 'NotAvailable', pending: null },
    effects: [{ type: 'notAvailable' }],
  },
  {
    name: 'Loading: a scheme call over 5 000 ms → NotAvailable',
    from: at('Loading', {}, { id: 10, kind: 'initialise' }),
    event: { type: 'TIMER', id: 10, timer: 'callTimeout' },
    to: { status: 'NotAvailable', pending: null },
    effects: [{ type: 'notAvailable' }],
  },
  {
    name: 'ShopperIdentified: the code sent → OneTimePassword',
    from: at('ShopperIdentified', {}, { id: 10, kind: 'startValidation' }),
    event: { type: 'VALIDATION_STARTED', id: 10, channel: 's•••r@example.com' },
    to: { status: 'OneTimePassword', pending: null, channel: 's•••r@example.com', error: null },
    effects: [],
  },
  {
    name: 'ShopperIdentified: validation fails → logged out (Login, the reason shown)',
    from: at('ShopperIdentified', { shopperEmail: 'a@b.c' }, { id: 10, kind: 'startValidation' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'OTP_SEND_FAILED' },
    to: { status: 'Login', pending: null, error: 'OTP_SEND_FAILED', continueDisabled: false },
    effects: [{ type: 'logout' }],
  },
  {
    name: 'ShopperIdentified: ACCT_INACCESSIBLE → Login, continue disabled, the card form shown',
    from: at('ShopperIdentified', {}, { id: 10, kind: 'startValidation' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'ACCT_INACCESSIBLE' },
    to: { status: 'Login', error: 'ACCT_INACCESSIBLE', continueDisabled: true },
    effects: [{ type: 'logout' }, { type: 'showCardForm' }],
  },
  {
    name: 'ShopperIdentified: a timeout → NotAvailable',
    from: at('ShopperIdentified', {}, { id: 10, kind: 'startValidation' }),
    event: { type: 'TIMER', id: 10, timer: 'callTimeout' },
    to: { status: 'NotAvailable' },
    effects: [{ type: 'notAvailable' }],
  },
  {
    name: 'OneTimePassword: a code submitted → checked by the network',
    from: at('OneTimePassword', { error: 'CODE_INVALID' }),
    event: { type: 'SUBMIT_CODE', code: ' 654321 ' },
    to: { status: 'OneTimePassword', error: null, pending: { id: 11, kind: 'finishValidation' } },
    effects: callEffects(11, { kind: 'finishValidation', code: '654321' }),
  },
  {
    name: 'OneTimePassword: the code completes → Ready',
    from: at('OneTimePassword', {}, { id: 10, kind: 'finishValidation' }),
    event: { type: 'CODE_ACCEPTED', id: 10, cards: [OLD] },
    to: { status: 'Ready', selectedCardId: 'old', cards: [{ ...OLD, isExpired: false }] },
    effects: [],
  },
  {
    name: 'OneTimePassword: a wrong code → stays, CODE_INVALID shown',
    from: at('OneTimePassword', {}, { id: 10, kind: 'finishValidation' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'CODE_INVALID' },
    to: { status: 'OneTimePassword', pending: null, error: 'CODE_INVALID' },
    effects: [],
  },
  {
    name: 'OneTimePassword: an unknown reason → UNKNOWN_ERROR',
    from: at('OneTimePassword', {}, { id: 10, kind: 'finishValidation' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'SOMETHING_NEW' },
    to: { status: 'OneTimePassword', error: 'UNKNOWN_ERROR' },
    effects: [],
  },
  {
    name: 'OneTimePassword: no reason at all → UNKNOWN_ERROR',
    from: at('OneTimePassword', {}, { id: 10, kind: 'finishValidation' }),
    event: { type: 'CALL_FAILED', id: 10, reason: undefined },
    to: { status: 'OneTimePassword', error: 'UNKNOWN_ERROR' },
    effects: [],
  },
  {
    name: 'OneTimePassword: ACCT_INACCESSIBLE → continue disabled, the card form shown',
    from: at('OneTimePassword', {}, { id: 10, kind: 'finishValidation' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'ACCT_INACCESSIBLE' },
    to: { status: 'OneTimePassword', error: 'ACCT_INACCESSIBLE', continueDisabled: true },
    effects: [{ type: 'showCardForm' }],
  },
  {
    name: 'OneTimePassword: the code check over 5 000 ms → NotAvailable',
    from: at('OneTimePassword', {}, { id: 10, kind: 'finishValidation' }),
    event: { type: 'TIMER', id: 10, timer: 'callTimeout' },
    to: { status: 'NotAvailable' },
    effects: [{ type: 'notAvailable' }],
  },
  {
    name: "OneTimePassword: resend → 'code resent' for 2 s, the code sent again",
    from: at('OneTimePassword', { error: 'CODE_INVALID' }),
    event: { type: 'RESEND_CODE' },
    to: {
      error: null,
      pending: { id: 11, kind: 'resendCode' },
      resend: { phase: 'resent', timerId: 12 },
    },
    effects: [
      ...callEffects(11, { kind: 'resendCode' }),
      { type: 'startTimer', id: 12, timer: 'codeResent', ms: 2_000 },
    ],
  },
  {
    name: 'OneTimePassword: the code resent (answer) → the channel kept',
    from: at(
      'OneTimePassword',
      { resend: { phase: 'resent', timerId: 12 } },
      { id: 11, kind: 'resendCode' },
    ),
    event: { type: 'CODE_RESENT', id: 11, channel: 'x•••@example.com' },
    to: { pending: null, channel: 'x•••@example.com', resend: { phase: 'resent', timerId: 12 } },
    effects: [],
  },
  {
    name: 'OneTimePassword: a resend that fails → the reason shown, resend available again',
    from: at(
      'OneTimePassword',
      { resend: { phase: 'resent', timerId: 12 } },
      { id: 11, kind: 'resendCode' },
    ),
    event: { type: 'CALL_FAILED', id: 11, reason: 'RETRIES_EXCEEDED' },
    to: { error: 'RETRIES_EXCEEDED', resend: { phase: 'available' } },
    effects: [],
  },
  {
    name: "OneTimePassword: 2 s after 'code resent' → the 60 s countdown",
    from: at('OneTimePassword', { seq: 12, resend: { phase: 'resent', timerId: 12 } }),
    event: { type: 'TIMER', id: 12, timer: 'codeResent' },
    to: { resend: { phase: 'countdown', secondsLeft: 60, timerId: 13 } },
    effects: [{ type: 'startTimer', id: 13, timer: 'countdownTick', ms: 1_000 }],
  },
  {
    name: 'OneTimePassword: a countdown second passes',
    from: at('OneTimePassword', {
      seq: 13,
      resend: { phase: 'countdown', secondsLeft: 60, timerId: 13 },
    }),
    event: { type: 'TIMER', id: 13, timer: 'countdownTick' },
    to: { resend: { phase: 'countdown', secondsLeft: 59, timerId: 14 } },
    effects: [{ type: 'startTimer', id: 14, timer: 'countdownTick', ms: 1_000 }],
  },
  {
    name: 'OneTimePassword: the countdown ends → resend available',
    from: at('OneTimePassword', {
      seq: 20,
      resend: { phase: 'countdown', secondsLeft: 1, timerId: 20 },
    }),
    event: { type: 'TIMER', id: 20, timer: 'countdownTick' },
    to: { resend: { phase: 'available' } },
    effects: [],
  },
  {
    name: "OneTimePassword: 'not you' → Login",
    from: at('OneTimePassword', {
      channel: 'x',
      resend: { phase: 'countdown', secondsLeft: 30, timerId: 9 },
    }),
    event: { type: 'LOGOUT' },
    to: { status: 'Login', channel: null, resend: { phase: 'available' } },
    effects: [{ type: 'logout' }],
  },
  {
    name: "Ready: 'not you' → Login, the cards forgotten",
    from: readyWith(),
    event: { type: 'LOGOUT' },
    to: { status: 'Login', cards: [], selectedCardId: null },
    effects: [{ type: 'logout' }],
  },
  {
    name: 'Ready: another card chosen',
    from: readyWith(),
    event: { type: 'SELECT_CARD', srcDigitalCardId: 'old' },
    to: { selectedCardId: 'old' },
    effects: [],
  },
  {
    name: 'Ready: Pay → the checkout call for the selected card',
    from: readyWith(),
    event: { type: 'PAY' },
    to: { status: 'Ready', pending: { id: 11, kind: 'checkout' } },
    effects: callEffects(11, { kind: 'checkout', srcDigitalCardId: 'recent' }),
  },
  {
    name: 'Ready: checked out → paid with the card and the payload',
    from: readyWith({}, { id: 10, kind: 'checkout' }),
    event: { type: 'CHECKED_OUT', id: 10, payload: 'eyJ0b2tlbiI6IjEifQ' },
    to: { status: 'Ready', pending: null },
    effects: [
      {
        type: 'paid',
        card: { ...RECENT, isExpired: false },
        payload: 'eyJ0b2tlbiI6IjEifQ',
      },
    ],
  },
  {
    name: 'Ready: the checkout fails → stays, the reason shown',
    from: readyWith({}, { id: 10, kind: 'checkout' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'SERVER_ERROR' },
    to: { status: 'Ready', pending: null, error: 'SERVER_ERROR' },
    effects: [],
  },
  {
    name: 'Ready: the checkout over 5 000 ms → NotAvailable',
    from: readyWith({}, { id: 10, kind: 'checkout' }),
    event: { type: 'TIMER', id: 10, timer: 'callTimeout' },
    to: { status: 'NotAvailable' },
    effects: [{ type: 'notAvailable' }],
  },
  {
    name: "Ready: 'manual card entry' → the card form shown",
    from: readyWith(),
    event: { type: 'MANUAL_ENTRY' },
    to: { status: 'Ready' },
    effects: [{ type: 'showCardForm' }],
  },
  {
    name: 'Login: an e-mail submitted → the lookup',
    from: at('Login', { error: 'NOT_FOUND' }),
    event: { type: 'SUBMIT_LOGIN', email: ' sam@example.com' },
    to: {
      status: 'Login',
      shopperEmail: 'sam@example.com',
      error: null,
      pending: { id: 11, kind: 'lookup' },
    },
    effects: callEffects(11, { kind: 'lookup', email: 'sam@example.com' }),
  },
  {
    name: 'Login: enrolled → ShopperIdentified, the code sent',
    from: at('Login', {}, { id: 10, kind: 'lookup' }),
    event: { type: 'LOOKED_UP', id: 10, enrolled: true },
    to: { status: 'ShopperIdentified', pending: { id: 11, kind: 'startValidation' } },
    effects: callEffects(11, { kind: 'startValidation' }),
  },
  {
    name: 'Login: not enrolled → stays, NOT_FOUND shown',
    from: at('Login', {}, { id: 10, kind: 'lookup' }),
    event: { type: 'LOOKED_UP', id: 10, enrolled: false },
    to: { status: 'Login', pending: null, error: 'NOT_FOUND' },
    effects: [],
  },
  {
    name: 'Login: the lookup fails → stays, the reason shown',
    from: at('Login', {}, { id: 10, kind: 'lookup' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'ID_FORMAT_UNSUPPORTED' },
    to: { status: 'Login', error: 'ID_FORMAT_UNSUPPORTED' },
    effects: [],
  },
  {
    name: 'Login: ACCT_INACCESSIBLE → continue disabled, the card form shown',
    from: at('Login', {}, { id: 10, kind: 'lookup' }),
    event: { type: 'CALL_FAILED', id: 10, reason: 'ACCT_INACCESSIBLE' },
    to: { status: 'Login', error: 'ACCT_INACCESSIBLE', continueDisabled: true },
    effects: [{ type: 'showCardForm' }],
  },
  {
    name: 'Login: the lookup over 5 000 ms → NotAvailable',
    from: at('Login', {}, { id: 10, kind: 'lookup' }),
    event: { type: 'TIMER', id: 10, timer: 'callTimeout' },
    to: { status: 'NotAvailable' },
    effects: [{ type: 'notAvailable' }],
  },
  {
    name: 'Login: editing the e-mail clears the error and enables continue',
    from: at('Login', { error: 'ACCT_INACCESSIBLE', continueDisabled: true }),
    event: { type: 'EDIT_LOGIN' },
    to: { error: null, continueDisabled: false },
    effects: [],
  },
  {
    name: "Login: 'manual card entry' → the card form shown",
    from: at('Login'),
    event: { type: 'MANUAL_ENTRY' },
    to: { status: 'Login' },
    effects: [{ type: 'showCardForm' }],
  },
];

describe('the Click to Pay machine: every transition (§4)', () => {
  it.each(transitions)('$name', ({ from, event, to, effects }) => {
    const step = clickToPayReducer(from, event);
    expect(step.state).toMatchObject(to);
    if (effects) expect(step.effects).toEqual(effects);
  });

  it('reaches every state', () => {
    const reached = new Set(
      transitions.map((row) => clickToPayReducer(row.from, row.event).state.status),
    );
    expect([...reached].sort()).toEqual(
      [...CLICK_TO_PAY_STATUSES].filter((s) => s !== 'Idle').sort(),
    );
  });
});

type Ignored = { name: string; from: ClickToPayState; event: ClickToPayEvent };

const ignored: Ignored[] = [
  {
    name: 'initialise twice',
    from: at('Loading', {}, { id: 10, kind: 'initialise' }),
    event: { type: 'INITIALISE', today },
  },
  {
    name: 'an answer nobody awaits',
    from: at('Login'),
    event: { type: 'LOOKED_UP', id: 10, enrolled: true },
  },
  {
    name: 'a late answer after the timeout (another id)',
    from: at('Loading', {}, { id: 12, kind: 'lookup' }),
    event: { type: 'LOOKED_UP', id: 10, enrolled: true },
  },
  {
    name: 'an answer of another kind with the awaited id',
    from: at('Loading', {}, { id: 10, kind: 'initialise' }),
    event: { type: 'CODE_ACCEPTED', id: 10, cards: [] },
  },
  {
    name: 'a failure of a call no longer awaited',
    from: at('NotAvailable'),
    event: { type: 'CALL_FAILED', id: 10, reason: 'SERVER_ERROR' },
  },
  {
    name: 'the timeout of an answered call',
    from: at('Ready', { seq: 12 }),
    event: { type: 'TIMER', id: 12, timer: 'callTimeout' },
  },
  {
    name: 'a stale countdown tick (after logout)',
    from: at('Login'),
    event: { type: 'TIMER', id: 13, timer: 'countdownTick' },
  },
  {
    name: "a stale 'code resent' timer",
    from: at('OneTimePassword', { resend: { phase: 'resent', timerId: 15 } }),
    event: { type: 'TIMER', id: 12, timer: 'codeResent' },
  },
  {
    name: 'a code outside OneTimePassword',
    from: at('Login'),
    event: { type: 'SUBMIT_CODE', code: '654321' },
  },
  {
    name: 'an empty code',
    from: at('OneTimePassword'),
    event: { type: 'SUBMIT_CODE', code: '  ' },
  },
  {
    name: 'a code while the previous one is checked',
    from: at('OneTimePassword', {}, { id: 10, kind: 'finishValidation' }),
    event: { type: 'SUBMIT_CODE', code: '654321' },
  },
  {
    name: 'a code once the account is inaccessible',
    from: at('OneTimePassword', { continueDisabled: true }),
    event: { type: 'SUBMIT_CODE', code: '654321' },
  },
  { name: 'an empty login e-mail', from: at('Login'), event: { type: 'SUBMIT_LOGIN', email: ' ' } },
  {
    name: 'a login while inaccessible',
    from: at('Login', { continueDisabled: true }),
    event: { type: 'SUBMIT_LOGIN', email: 'a@b.c' },
  },
  {
    name: 'a login outside Login',
    from: readyWith(),
    event: { type: 'SUBMIT_LOGIN', email: 'a@b.c' },
  },
  {
    name: 'a login while looking up',
    from: at('Login', {}, { id: 10, kind: 'lookup' }),
    event: { type: 'SUBMIT_LOGIN', email: 'a@b.c' },
  },
  {
    name: 'resend during the countdown',
    from: at('OneTimePassword', { resend: { phase: 'countdown', secondsLeft: 40, timerId: 9 } }),
    event: { type: 'RESEND_CODE' },
  },
  {
    name: "resend while 'code resent' shows",
    from: at('OneTimePassword', { resend: { phase: 'resent', timerId: 9 } }),
    event: { type: 'RESEND_CODE' },
  },
  { name: 'resend outside OneTimePassword', from: readyWith(), event: { type: 'RESEND_CODE' } },
  {
    name: 'choosing an expired card',
    from: readyWith({ cards: [{ ...EXPIRED, isExpired: true }] }),
    event: { type: 'SELECT_CARD', srcDigitalCardId: 'expired' },
  },
  {
    name: 'choosing an unknown card',
    from: readyWith(),
    event: { type: 'SELECT_CARD', srcDigitalCardId: 'nope' },
  },
  {
    name: 'choosing the card already chosen',
    from: readyWith(),
    event: { type: 'SELECT_CARD', srcDigitalCardId: 'recent' },
  },
  {
    name: 'pay with no payable card',
    from: readyWith({ selectedCardId: null }),
    event: { type: 'PAY' },
  },
  { name: 'pay twice', from: readyWith({}, { id: 10, kind: 'checkout' }), event: { type: 'PAY' } },
  { name: 'pay outside Ready', from: at('OneTimePassword'), event: { type: 'PAY' } },
  { name: 'logout from Login', from: at('Login'), event: { type: 'LOGOUT' } },
  { name: 'logout from NotAvailable', from: at('NotAvailable'), event: { type: 'LOGOUT' } },
  { name: 'manual entry from Idle', from: initialClickToPayState, event: { type: 'MANUAL_ENTRY' } },
  {
    name: 'editing the e-mail with nothing to clear',
    from: at('Login'),
    event: { type: 'EDIT_LOGIN' },
  },
  ...(['Idle', 'NotAvailable'] as const).flatMap((status) =>
    (
      [
        { type: 'SUBMIT_LOGIN', email: 'a@b.c' },
        { type: 'SUBMIT_CODE', code: '1' },
        { type: 'PAY' },
        { type: 'RESEND_CODE' },
      ] as ClickToPayEvent[]
    ).map((event) => ({ name: `${event.type} in ${status}`, from: at(status), event })),
  ),
];

describe('the Click to Pay machine: events that do not apply', () => {
  it.each(ignored)('ignores $name', ({ from, event }) => {
    const step = clickToPayReducer(from, event);
    expect(step.state).toBe(from);
    expect(step.effects).toEqual([]);
  });
});

describe('a whole run through the machine', () => {
  it('goes from a merchant-given e-mail to a payment, answering each effect', () => {
    let state = initialClickToPayState;
    const run = (event: ClickToPayEvent) => {
      const step = clickToPayReducer(state, event);
      state = step.state;
      return step.effects;
    };
    const idOf = (effects: readonly ClickToPayEffect[]) =>
      (effects.find((e) => e.type === 'call') as { id: number }).id;

    let fx = run({ type: 'INITIALISE', shopperEmail: 'sam@example.com', today });
    fx = run({ type: 'INITIALISED', id: idOf(fx), recognised: false });
    fx = run({ type: 'LOOKED_UP', id: idOf(fx), enrolled: true });
    expect(state.status).toBe('ShopperIdentified');
    run({ type: 'VALIDATION_STARTED', id: idOf(fx), channel: 's••@example.com' });
    expect(state.status).toBe('OneTimePassword');
    fx = run({ type: 'SUBMIT_CODE', code: '000000' });
    run({ type: 'CALL_FAILED', id: idOf(fx), reason: 'CODE_INVALID' });
    expect(state.error).toBe('CODE_INVALID');
    fx = run({ type: 'SUBMIT_CODE', code: '654321' });
    run({ type: 'CODE_ACCEPTED', id: idOf(fx), cards: [UNUSED, EXPIRED] });
    expect(state.cards.map((c) => [c.srcDigitalCardId, c.isExpired])).toEqual([
      ['unused', false],
      ['expired', true],
    ]);
    fx = run({ type: 'PAY' });
    const paid = run({ type: 'CHECKED_OUT', id: idOf(fx), payload: 'p' });
    expect(paid).toEqual([{ type: 'paid', card: { ...UNUSED, isExpired: false }, payload: 'p' }]);
  });
});
