/**
 * 3-D Secure 2 fingerprint, the pure part (docs/widget.md#states "3DS2 fingerprint", §5, §8, §9;
 * contract "The sandbox 3-D Secure fingerprint"): reading the fingerprint action and its token, the
 * method data posted into the hidden frame, the notification's message, the run's states
 * init → retrievingFingerPrint → complete with the frame's 20 s timeout (an injectable clock), the
 * `fingerprintResult` sent to `submitThreeDS2Fingerprint`, and what that call answers.
 */
import { FINGERPRINT_MESSAGE_TYPE } from '@paypage/contract';
import { THREEDS2_FINGERPRINT_FRAME_TIMEOUT_MS } from '../../rules';
import {
  base64Url,
  decodeBase64Json,
  isFilled,
  threeDSError,
  threeDSFailure,
  type ThreeDSError,
  type TransStatus,
} from './three-ds';

export { FINGERPRINT_MESSAGE_TYPE };

export type FingerprintState = 'init' | 'retrievingFingerPrint' | 'complete';

/** Y the method completed, N it did not (timeout), U there was no method to run (§4). */
export type FingerprintResult = { threeDSCompInd: TransStatus; errorCode?: 'timeout' };

export const FINGERPRINT_TIMEOUT_RESULT: FingerprintResult = /* @__PURE__ */ Object.freeze({
  threeDSCompInd: 'N',
  errorCode: 'timeout',
});

/** The completed result when the issuer has no method to run (docs/widget.md#states). */
export const FINGERPRINT_NO_METHOD_RESULT: FingerprintResult = /* @__PURE__ */ Object.freeze({
  threeDSCompInd: 'U',
});

/**
 * The decoded `action.token` of a fingerprint. Without `threeDSMethodUrl` the issuer has no
 * method to run: no frame, the result is U at once (docs/widget.md#states).
 */
export type FingerprintToken = {
  threeDSMethodUrl?: string;
  threeDSMethodNotificationURL: string;
  postMessageDomain: string;
  threeDSServerTransID: string;
};

export type FingerprintActionReading =
  { ok: true; token: FingerprintToken; paymentData: string } | { ok: false; error: ThreeDSError };

/**
 * Reads a `threeDS2` fingerprint action. Errors (§8): 804 no action, 803 not a fingerprint, 700 no
 * paymentData, 701 no token, 704 a token that is not base64 JSON, 703 no notification URL,
 * post-message domain or server transaction id. A token without `threeDSMethodUrl` reads without
 * it: the run then completes with U, never fails with 702 (docs/widget.md#states).
 */
export function readFingerprintAction(action: unknown): FingerprintActionReading {
  if (action === null || typeof action !== 'object') return threeDSFailure(804);
  const { type, subtype, paymentData, token } = action as Record<string, unknown>;
  if (type !== 'threeDS2' || subtype !== 'fingerprint') return threeDSFailure(803);
  if (!isFilled(paymentData)) return threeDSFailure(700);
  if (!isFilled(token)) return threeDSFailure(701);
  const decoded = decodeBase64Json(token);
  if (decoded === null || typeof decoded !== 'object') return threeDSFailure(704);
  const fields = decoded as Record<string, unknown>;
  const {
    threeDSMethodUrl,
    threeDSMethodNotificationURL,
    postMessageDomain,
    threeDSServerTransID,
  } = fields;
  if (
    !isFilled(threeDSMethodNotificationURL) ||
    !isFilled(postMessageDomain) ||
    !isFilled(threeDSServerTransID)
  ) {
    return threeDSFailure(703);
  }
  return {
    ok: true,
    paymentData,
    token: {
      ...(isFilled(threeDSMethodUrl) ? { threeDSMethodUrl } : {}),
      threeDSMethodNotificationURL,
      postMessageDomain,
      threeDSServerTransID,
    },
  };
}

/** The `threeDSMethodData` form field posted into the hidden frame: base64url JSON. */
export function encodeMethodData(token: FingerprintToken): string {
  return base64Url(
    JSON.stringify({
      threeDSServerTransID: token.threeDSServerTransID,
      threeDSMethodNotificationURL: token.threeDSMethodNotificationURL,
    }),
  );
}

/**
 * Reads a `message` event's data (the origin is checked by the caller): string JSON of the
 * fingerprint's type with the matching server transaction id and a threeDSCompInd, else null.
 */
export function readFingerprintMessage(
  data: unknown,
  threeDSServerTransID: string,
): FingerprintResult | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data) as unknown;
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const message = parsed as Record<string, unknown>;
  if (message.type !== FINGERPRINT_MESSAGE_TYPE) return null;
  if (message.threeDSServerTransID !== threeDSServerTransID) return null;
  const { threeDSCompInd } = message;
  if (threeDSCompInd !== 'Y' && threeDSCompInd !== 'N' && threeDSCompInd !== 'U') return null;
  return { threeDSCompInd };
}

/** `fingerprintResult`: base64 of the result's JSON (contract). */
export function encodeFingerprintResult(result: FingerprintResult): string {
  return btoa(JSON.stringify(result));
}

/** The clock a run waits with (the window's by default; tests give their own). */
export type Clock = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type FingerprintEvent =
  { type: 'start' } | { type: 'message'; origin: string; data: unknown } | { type: 'timeout' };

export type FingerprintRunState = {
  state: FingerprintState;
  result: FingerprintResult | null;
  /** 705 once the run timed out (§8 "3DS2 timeout"); the result is then N with timeout. */
  error: ThreeDSError | null;
};

export const INITIAL_FINGERPRINT: FingerprintRunState = /* @__PURE__ */ Object.freeze({
  state: 'init',
  result: null,
  error: null,
});

/**
 * The run's transitions: start moves init to retrievingFingerPrint; while retrieving, a message of
 * this fingerprint from the expected origin completes it with its indicator, the timeout completes
 * it with N and errorCode timeout (705); anything else changes nothing.
 */
export function fingerprintTransition(
  current: FingerprintRunState,
  event: FingerprintEvent,
  expected: { origin: string; threeDSServerTransID: string },
): FingerprintRunState {
  if (event.type === 'start') {
    return current.state === 'init' ? { ...current, state: 'retrievingFingerPrint' } : current;
  }
  if (current.state !== 'retrievingFingerPrint') return current;
  if (event.type === 'timeout') {
    return { state: 'complete', result: FINGERPRINT_TIMEOUT_RESULT, error: threeDSError(705) };
  }
  if (event.origin !== expected.origin) return current;
  const result = readFingerprintMessage(event.data, expected.threeDSServerTransID);
  return result ? { state: 'complete', result, error: null } : current;
}

/**
 * A fingerprint run with its timer: `start()` once the method form is posted, `receive()` for
 * each message event, `stop()` when it is unmounted. `onComplete` is called once.
 */
export function createFingerprintRun(options: {
  expectedOrigin: string;
  threeDSServerTransID: string;
  onChange: (state: FingerprintRunState) => void;
  timeoutMs?: number;
  clock?: Clock;
}) {
  const clock: Clock = options.clock ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  };
  const expected = {
    origin: options.expectedOrigin,
    threeDSServerTransID: options.threeDSServerTransID,
  };
  let current = INITIAL_FINGERPRINT;
  let timer: unknown = null;
  const dispatch = (event: FingerprintEvent) => {
    const next = fingerprintTransition(current, event, expected);
    if (next === current) return;
    current = next;
    if (next.state === 'complete' && timer !== null) {
      clock.clearTimeout(timer);
      timer = null;
    }
    options.onChange(next);
  };
  return {
    start() {
      if (current.state !== 'init') return;
      dispatch({ type: 'start' });
      timer = clock.setTimeout(
        () => dispatch({ type: 'timeout' }),
        options.timeoutMs ?? THREEDS2_FINGERPRINT_FRAME_TIMEOUT_MS,
      );
    },
    receive(origin: string, data: unknown) {
      dispatch({ type: 'message', origin, data });
    },
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
    get state() {
      return current;
    },
  };
}

/** What `submitThreeDS2Fingerprint` answered, as the widget goes on with it. */
export type FingerprintAnswerReading =
  | { kind: 'details'; details: { threeDSResult: string } }
  | { kind: 'action'; action: unknown }
  | { kind: 'error'; error: ThreeDSError };

/**
 * `completed` with its details (sent to `paymentDetails`), or a further action (a challenge or a
 * redirect); `completed` without details, or anything else, is 802 (§8).
 */
export function readFingerprintAnswer(answer: unknown): FingerprintAnswerReading {
  if (answer !== null && typeof answer === 'object') {
    const { type, details, action } = answer as Record<string, unknown>;
    if (type === 'action' && action !== null && typeof action === 'object') {
      return { kind: 'action', action };
    }
    if (type === 'completed' && details !== null && typeof details === 'object') {
      const { threeDSResult } = details as Record<string, unknown>;
      if (isFilled(threeDSResult)) return { kind: 'details', details: { threeDSResult } };
    }
  }
  return { kind: 'error', error: threeDSError(802) };
}
