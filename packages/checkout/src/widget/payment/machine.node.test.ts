import { describe, expect, it } from 'vitest';
import type { Order } from '../order/order';
import type { PaymentResponse, WidgetPaymentData } from '../options/widget-types';
import {
  initialPaymentFlowState,
  payStatusOf,
  paymentFlowReducer,
  pendingWalletOf,
  type PaymentFlowEvent,
  type PaymentFlowState,
} from './machine';

const encode = (value: unknown) => btoa(JSON.stringify(value));
const BASE = 'https://shop.example/checkout/';

const CHALLENGE_TOKEN = {
  acsURL: '/api/v1/sandbox/3ds/challenge',
  acsTransID: 'b0c4a2d6-3e1f-4a8b-9c7d-5e6f7a8b9c0d',
  messageVersion: '2.2.0',
  threeDSServerTransID: '8a880dc0-d2d2-4067-bcb1-b08d1690b26e',
};
const FINGERPRINT_TOKEN = {
  threeDSMethodUrl: 'https://acs.example/method',
  threeDSMethodNotificationURL: 'https://shop.example/notify',
  postMessageDomain: 'https://shop.example',
  threeDSServerTransID: '8a880dc0-d2d2-4067-bcb1-b08d1690b26e',
};
const challengeAction = {
  type: 'threeDS2',
  subtype: 'challenge',
  paymentData: 'challenge-data',
  token: encode(CHALLENGE_TOKEN),
};
const fingerprintAction = {
  type: 'threeDS2',
  subtype: 'fingerprint',
  paymentData: 'fingerprint-data',
  token: encode(FINGERPRINT_TOKEN),
};
const redirectAction = { type: 'redirect', method: 'GET', url: 'bank/pay', name: 'Example Bank' };

const CHALLENGE = { token: CHALLENGE_TOKEN, paymentData: 'challenge-data' };
const FINGERPRINT = { token: FINGERPRINT_TOKEN, paymentData: 'fingerprint-data' };

const ORDER: Order = {
  orderData: 'order-data',
  pspReference: 'PSP0001',
  amount: { value: 10_000, currency: 'EUR' },
  remainingAmount: { value: 2_500, currency: 'EUR' },
  expiresAt: '2026-12-08T00:00:00Z',
};

const DATA = { paymentMethod: { type: 'scheme' } } as unknown as WidgetPaymentData;
const AUTHORISED = { resultCode: 'Authorised' } as PaymentResponse;
const REFUSED = { resultCode: 'Refused' } as PaymentResponse;
const answered = (response: Partial<PaymentResponse>, canSubmitFingerprint = true) =>
  ({
    type: 'ANSWERED',
    response: { resultCode: 'Pending', ...response } as PaymentResponse,
    baseURI: BASE,
    canSubmitFingerprint,
  }) as const;
const threeDSError = (errorCode: string) => ({
  type: 'error',
  error: { name: 'ERROR', message: expect.any(String), errorCode },
});

const ready = (changes: Partial<PaymentFlowState> = {}): PaymentFlowState =>
  ({ ...initialPaymentFlowState(), seq: 4, ...changes }) as PaymentFlowState;
const paying = (wallet: 'applepay' | 'googlepay' | null = null, sheet = wallet !== null) =>
  ({ ...ready(), status: 'paying', wallet, sheet }) as PaymentFlowState;
const inChallenge = (wallet: 'googlepay' | null = null) =>
  ({ ...ready(), status: 'challenge', wallet, challenge: CHALLENGE }) as PaymentFlowState;
const challengeError = {
  ...ready(),
  status: 'challengeError',
  wallet: null,
  challenge: CHALLENGE,
  info: 'Challenge resolved without a result',
} as PaymentFlowState;
const inFingerprint = { ...ready(), status: 'fingerprint', wallet: null, fingerprint: FINGERPRINT };
const completed = (changes: object = {}) =>
  ({
    ...ready({ seq: 5 }),
    status: 'completed',
    timerId: 5,
    secondOver: false,
    hostDone: false,
    ...changes,
  }) as PaymentFlowState;

type Row = {
  name: string;
  from: PaymentFlowState;
  event: PaymentFlowEvent;
  to: Partial<PaymentFlowState> | 'same';
  effects?: unknown[];
};

const rows: Row[] = [
  {
    name: 'Pay: paying, onSubmit with the payment',
    from: ready(),
    event: { type: 'SUBMIT', data: DATA, wallet: null },
    to: { status: 'paying', wallet: null, sheet: false },
    effects: [{ type: 'submit', data: DATA }],
  },
  {
    name: "a wallet's sheet: paying with the wallet, the sheet waits",
    from: ready(),
    event: { type: 'SUBMIT', data: DATA, wallet: 'googlepay' },
    to: { status: 'paying', wallet: 'googlepay', sheet: true },
    effects: [{ type: 'submit', data: DATA }],
  },
  {
    name: 'a second press while paying does nothing',
    from: paying(),
    event: { type: 'SUBMIT', data: DATA, wallet: null },
    to: 'same',
  },
  {
    name: 'a press during the completed second does nothing',
    from: completed(),
    event: { type: 'SUBMIT', data: DATA, wallet: null },
    to: 'same',
  },
  {
    name: 'back from a redirect: its result to paymentDetails, busy',
    from: ready(),
    event: { type: 'REDIRECT_RETURNED', redirectResult: 'r3sult' },
    to: { status: 'paying', wallet: null },
    effects: [{ type: 'sendDetails', details: { redirectResult: 'r3sult' } }],
  },
  {
    name: 'Authorised: the completed second and the host called',
    from: paying(),
    event: { type: 'ANSWERED', response: AUTHORISED, baseURI: BASE, canSubmitFingerprint: true },
    to: { status: 'completed', seq: 5, timerId: 5, secondOver: false, hostDone: false },
    effects: [
      { type: 'announce', text: 'Payment accepted' },
      { type: 'paymentCompleted', id: 5, response: AUTHORISED },
      { type: 'startTimer', id: 5, ms: 1_000 },
    ],
  },
  {
    name: 'Authorised with an order under way: the order is paid off, Pay keeps its amount',
    from: { ...paying(), order: ORDER },
    event: { type: 'ANSWERED', response: AUTHORISED, baseURI: BASE, canSubmitFingerprint: true },
    to: { status: 'completed', order: ORDER },
    effects: [
      { type: 'orderChanged', order: null },
      { type: 'announce', text: 'Payment accepted' },
      { type: 'paymentCompleted', id: 5, response: AUTHORISED },
      { type: 'startTimer', id: 5, ms: 1_000 },
    ],
  },
  {
    name: "Authorised by a wallet: the sheet closes, the wallet's spinner goes",
    from: paying('applepay'),
    event: { type: 'ANSWERED', response: AUTHORISED, baseURI: BASE, canSubmitFingerprint: true },
    to: { status: 'completed' },
    effects: [
      { type: 'endWallet', end: { kind: 'closed' } },
      { type: 'announce', text: 'Payment accepted' },
      { type: 'paymentCompleted', id: 5, response: AUTHORISED },
      { type: 'startTimer', id: 5, ms: 1_000 },
    ],
  },
  {
    name: 'Refused: Pay free, onPaymentFailed',
    from: paying(),
    event: { type: 'ANSWERED', response: REFUSED, baseURI: BASE, canSubmitFingerprint: true },
    to: { status: 'ready' },
    effects: [{ type: 'paymentFailed', response: REFUSED }],
  },
  {
    name: "Refused in a wallet's sheet: the sheet shows it, no onPaymentFailed yet",
    from: paying('googlepay'),
    event: { type: 'ANSWERED', response: REFUSED, baseURI: BASE, canSubmitFingerprint: true },
    to: { status: 'ready' },
    effects: [{ type: 'endWallet', end: { kind: 'refused', response: REFUSED } }],
  },
  {
    name: 'an order with an amount left: ready, Pay names the rest',
    from: paying(),
    event: answered({ resultCode: 'Authorised', order: ORDER }),
    to: { status: 'ready', order: ORDER },
    effects: [
      { type: 'orderChanged', order: ORDER },
      { type: 'announce', text: '€25.00 left to pay' },
    ],
  },
  {
    name: 'a challenge action: the challenge shown',
    from: paying(),
    event: answered({ action: challengeAction as PaymentResponse['action'] }),
    to: { status: 'challenge', challenge: CHALLENGE, wallet: null },
    effects: [],
  },
  {
    name: "a challenge after a wallet's sheet: the sheet closes, the wallet stays under way",
    from: paying('googlepay'),
    event: answered({ action: challengeAction as PaymentResponse['action'] }),
    to: { status: 'challenge', wallet: 'googlepay' },
    effects: [{ type: 'endWallet', end: { kind: 'closed' } }],
  },
  {
    name: 'a fingerprint action: the fingerprint runs',
    from: paying(),
    event: answered({ action: fingerprintAction as PaymentResponse['action'] }),
    to: { status: 'fingerprint', fingerprint: FINGERPRINT },
    effects: [],
  },
  {
    name: 'a fingerprint action without submitFingerprint: 803',
    from: paying(),
    event: answered({ action: fingerprintAction as PaymentResponse['action'] }, false),
    to: { status: 'ready' },
    effects: [threeDSError('803')],
  },
  {
    name: 'a redirect action: the redirect, resolved against the page',
    from: paying(),
    event: answered({ action: redirectAction as PaymentResponse['action'] }),
    to: {
      status: 'redirect',
      target: {
        method: 'GET',
        url: 'https://shop.example/checkout/bank/pay',
        data: {},
        name: 'Example Bank',
      },
    },
    effects: [],
  },
  {
    name: 'a redirect without a usable address: 600',
    from: paying(),
    event: answered({ action: { type: 'redirect', url: 'javascript:alert(1)' } as never }),
    to: { status: 'ready' },
    effects: [{ type: 'error', error: expect.objectContaining({ errorCode: '600' }) }],
  },
  {
    name: 'an action of another kind: 803',
    from: paying(),
    event: answered({ action: { type: 'qrCode' } as never }),
    to: { status: 'ready' },
    effects: [threeDSError('803')],
  },
  {
    name: 'ChallengeShopper without an action: 804',
    from: paying(),
    event: answered({ resultCode: 'ChallengeShopper' }),
    to: { status: 'ready' },
    effects: [threeDSError('804')],
  },
  {
    name: 'rejected by the host: Pay free, onError',
    from: paying('googlepay'),
    event: { type: 'REJECTED', error: { name: 'ERROR', message: 'No', errorCode: '620' } },
    to: { status: 'ready' },
    effects: [
      { type: 'endWallet', end: { kind: 'closed' } },
      { type: 'error', error: { name: 'ERROR', message: 'No', errorCode: '620' } },
    ],
  },
  {
    name: 'rejected without an error: Pay free, nothing reported',
    from: inChallenge(),
    event: { type: 'REJECTED' },
    to: { status: 'ready' },
    effects: [],
  },
  {
    name: "a challenge's result: to paymentDetails with its paymentData, still shown",
    from: inChallenge(),
    event: { type: 'CHALLENGE_ENDED', result: { transStatus: 'Y' } },
    to: 'same',
    effects: [
      {
        type: 'sendDetails',
        details: { threeDSResult: encode({ transStatus: 'Y' }) },
        paymentData: 'challenge-data',
      },
    ],
  },
  {
    name: 'a challenge that ended without a result: 805, the error view with its text',
    from: inChallenge(),
    event: { type: 'CHALLENGE_ENDED', result: undefined },
    to: { status: 'challengeError', info: 'Challenge resolved without a result', wallet: null },
    effects: [threeDSError('805')],
  },
  {
    name: 'a challenge result with no challenge shown is ignored',
    from: paying(),
    event: { type: 'CHALLENGE_ENDED', result: { transStatus: 'Y' } },
    to: 'same',
  },
  {
    name: "the fingerprint's end: submitThreeDS2Fingerprint with its paymentData",
    from: inFingerprint as PaymentFlowState,
    event: { type: 'FINGERPRINT_ENDED', result: { threeDSCompInd: 'Y' } },
    to: 'same',
    effects: [
      {
        type: 'submitFingerprint',
        fingerprintResult: expect.any(String),
        paymentData: 'fingerprint-data',
      },
    ],
  },
  {
    name: "the fingerprint's completed details: to paymentDetails, still paying",
    from: inFingerprint as PaymentFlowState,
    event: {
      type: 'FINGERPRINT_ANSWERED',
      answer: { type: 'completed', details: { threeDSResult: 'r' } },
      baseURI: BASE,
      canSubmitFingerprint: true,
    },
    to: { status: 'paying', wallet: null, sheet: false },
    effects: [
      { type: 'sendDetails', details: { threeDSResult: 'r' }, paymentData: 'fingerprint-data' },
    ],
  },
  {
    name: "the fingerprint's answer asks for a challenge: the challenge shown",
    from: inFingerprint as PaymentFlowState,
    event: {
      type: 'FINGERPRINT_ANSWERED',
      answer: { type: 'action', action: challengeAction },
      baseURI: BASE,
      canSubmitFingerprint: true,
    },
    to: { status: 'challenge', challenge: CHALLENGE },
    effects: [],
  },
  {
    name: "the fingerprint's answer of no known shape: 802",
    from: inFingerprint as PaymentFlowState,
    event: { type: 'FINGERPRINT_ANSWERED', answer: {}, baseURI: BASE, canSubmitFingerprint: true },
    to: { status: 'ready' },
    effects: [threeDSError('802')],
  },
  {
    name: 'the fingerprint call failed: 622',
    from: inFingerprint as PaymentFlowState,
    event: { type: 'FINGERPRINT_CALL_FAILED' },
    to: { status: 'ready' },
    effects: [
      {
        type: 'error',
        error: expect.objectContaining({ name: 'NETWORK_ERROR', errorCode: '622' }),
      },
    ],
  },
  {
    name: 'a challenge error: the error view with its info text, onError',
    from: inChallenge(),
    event: { type: 'THREE_DS_FAILED', error: { errorCode: 801, message: 'No transStatus' } },
    to: { status: 'challengeError', info: 'No transStatus', wallet: null },
    effects: [
      { type: 'error', error: { name: 'ERROR', message: 'No transStatus', errorCode: '801' } },
    ],
  },
  {
    name: 'a challenge error without info text: the error view with none (the unknown message)',
    from: inChallenge('googlepay'),
    event: { type: 'THREE_DS_FAILED', error: { errorCode: 801, message: '' } },
    to: { status: 'challengeError', info: undefined, wallet: 'googlepay' },
    effects: [{ type: 'error', error: { name: 'ERROR', message: '', errorCode: '801' } }],
  },
  {
    name: 'a fingerprint failed: Pay free, onError (no challenge error view)',
    from: inFingerprint as PaymentFlowState,
    event: { type: 'THREE_DS_FAILED', error: { errorCode: 705, message: 'Timed out' } },
    to: { status: 'ready' },
    effects: [{ type: 'error', error: { name: 'ERROR', message: 'Timed out', errorCode: '705' } }],
  },
  {
    name: 'the challenge error view dismissed: Pay free',
    from: challengeError,
    event: { type: 'ERROR_DISMISSED' },
    to: { status: 'ready' },
  },
  {
    name: 'a dismissal with no error view is ignored',
    from: paying(),
    event: { type: 'ERROR_DISMISSED' },
    to: 'same',
  },
  {
    name: 'a challenge result after its error view is ignored',
    from: challengeError,
    event: { type: 'CHALLENGE_ENDED', result: { transStatus: 'Y' } },
    to: 'same',
  },
  {
    name: 'a second press on the error view does nothing',
    from: challengeError,
    event: { type: 'SUBMIT', data: DATA, wallet: null },
    to: 'same',
  },
  {
    name: 'the completed second over, the host done: ready',
    from: completed({ hostDone: true }),
    event: { type: 'TIMER', id: 5 },
    to: { status: 'ready' },
  },
  {
    name: 'the completed second over, the host still finishing: loading, busy',
    from: completed(),
    event: { type: 'TIMER', id: 5 },
    to: { status: 'completed', secondOver: true },
  },
  {
    name: 'the host done after the completed second: ready',
    from: completed({ secondOver: true }),
    event: { type: 'HOST_DONE', id: 5 },
    to: { status: 'ready' },
  },
  {
    name: 'the host done within the completed second: it stays completed',
    from: completed(),
    event: { type: 'HOST_DONE', id: 5 },
    to: { status: 'completed', hostDone: true, secondOver: false },
  },
  {
    name: 'a timer of another payment is ignored',
    from: completed(),
    event: { type: 'TIMER', id: 3 },
    to: 'same',
  },
  {
    name: 'the order cancelled: Pay names the whole amount',
    from: ready({ order: ORDER }),
    event: { type: 'ORDER_CANCELLED' },
    to: { status: 'ready', order: null },
    effects: [
      { type: 'orderChanged', order: null },
      { type: 'announce', text: 'Gift card payment cancelled' },
    ],
  },
];

describe('the payment flow machine (docs/widget.md#states)', () => {
  it.each(rows)('$name', ({ from, event, to, effects }) => {
    const step = paymentFlowReducer(from, event);
    if (to === 'same') expect(step.state).toBe(from);
    else expect(step.state).toMatchObject(to);
    expect(step.effects).toEqual(effects ?? []);
  });

  it('keeps the order it paid through every state', () => {
    const step = paymentFlowReducer(
      { ...initialPaymentFlowState(ORDER), seq: 1 },
      { type: 'SUBMIT', data: DATA, wallet: null },
    );
    expect(step.state.order).toBe(ORDER);
    const next = paymentFlowReducer(step.state, answered({ action: challengeAction as never }));
    expect(next.state.order).toBe(ORDER);
  });
});

describe("the Pay button and the wallets' spinners, by state", () => {
  it.each([
    ['ready', ready(), 'default', null],
    ['paying with Pay', paying(), 'loading', null],
    ['paying with a wallet', paying('googlepay'), 'default', 'googlepay'],
    ['a challenge after Pay', inChallenge(), 'loading', null],
    ['a challenge after a wallet', inChallenge('googlepay'), 'default', 'googlepay'],
    ['the fingerprint', inFingerprint as PaymentFlowState, 'loading', null],
    ['the challenge error view', challengeError, 'loading', null],
    [
      'a redirect',
      { ...paying(), status: 'redirect', target: {} } as PaymentFlowState,
      'redirect',
      null,
    ],
    ['the completed second', completed(), 'completed', null],
    ['the host finishing after it', completed({ secondOver: true }), 'loading', null],
  ] as const)('%s: Pay %s, wallet %s', (_name, state, status, wallet) => {
    expect(payStatusOf(state)).toBe(status);
    expect(pendingWalletOf(state)).toBe(wallet);
  });
});
