/**
 * 3-D Secure 2 challenge, the pure part (docs/widget.md#states; contract "The sandbox 3-D Secure
 * challenge"): reading the `threeDS2` action and its token, the CReq posted into the frame, the
 * frame's message, and the `threeDSResult` sent to `paymentDetails`.
 */
import { THREEDS2_ERRORS, type ThreeDS2ErrorCode } from '../../rules';

/** The message type the challenge page posts to its parent (contract). */
export const CHALLENGE_MESSAGE_TYPE = 'paypage:3ds-challenge';

export type TransStatus = 'Y' | 'N' | 'U';

/** What a finished (or abandoned) challenge reports: `U` with `timeout` when it never ended. */
export type ChallengeResult = { transStatus: TransStatus; errorCode?: 'timeout' };

export const CHALLENGE_TIMEOUT_RESULT: ChallengeResult = /* @__PURE__ */ Object.freeze({
  transStatus: 'U',
  errorCode: 'timeout',
});

/** The decoded `action.token` (contract). */
export type ChallengeToken = {
  acsURL: string;
  acsTransID: string;
  messageVersion: string;
  threeDSServerTransID: string;
};

export type ThreeDSError = { errorCode: ThreeDS2ErrorCode; message: string };

export type ChallengeActionReading =
  { ok: true; token: ChallengeToken; paymentData: string } | { ok: false; error: ThreeDSError };

/** A 3-D Secure error of §8 with its message. */
export const threeDSError = (errorCode: ThreeDS2ErrorCode): ThreeDSError => ({
  errorCode,
  message: THREEDS2_ERRORS[errorCode],
});

/** A reading that failed with a 3-D Secure error. */
export const threeDSFailure = (errorCode: ThreeDS2ErrorCode) =>
  ({ ok: false, error: threeDSError(errorCode) }) as const;

export const isFilled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Base64 (or base64url) JSON, or undefined when it is not. */
export function decodeBase64Json(value: string): unknown {
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as unknown;
  } catch {
    return undefined;
  }
}

/** base64url of a text (no padding). */
export function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Reads a payment response's action as a 3-D Secure 2 challenge. Errors (§8): 804 no action, 803
 * an action this widget has no component for, 700 no paymentData, 701 no token, 704 a token that
 * is not base64 JSON, 800 no acsURL, 703 acsTransID, messageVersion or threeDSServerTransID
 * missing.
 */
export function readChallengeAction(action: unknown): ChallengeActionReading {
  if (action === null || typeof action !== 'object') return threeDSFailure(804);
  const { type, subtype, paymentData, token } = action as Record<string, unknown>;
  if (type !== 'threeDS2' || (subtype !== undefined && subtype !== 'challenge'))
    return threeDSFailure(803);
  if (!isFilled(paymentData)) return threeDSFailure(700);
  if (!isFilled(token)) return threeDSFailure(701);
  const decoded = decodeBase64Json(token);
  if (decoded === null || typeof decoded !== 'object') return threeDSFailure(704);
  const fields = decoded as Record<string, unknown>;
  if (!isFilled(fields.acsURL)) return threeDSFailure(800);
  const { acsURL, acsTransID, messageVersion, threeDSServerTransID } = fields;
  if (!isFilled(acsTransID) || !isFilled(messageVersion) || !isFilled(threeDSServerTransID)) {
    return threeDSFailure(703);
  }
  return {
    ok: true,
    paymentData,
    token: { acsURL, acsTransID, messageVersion, threeDSServerTransID },
  };
}

/** The `creq` form field posted into the frame: base64url JSON of the CReq (contract step 2). */
export function encodeCreq(token: ChallengeToken, challengeWindowSize: string): string {
  return base64Url(
    JSON.stringify({
      acsTransID: token.acsTransID,
      threeDSServerTransID: token.threeDSServerTransID,
      messageVersion: token.messageVersion,
      messageType: 'CReq',
      challengeWindowSize,
    }),
  );
}

export type ChallengeMessageReading =
  | { type: 'result'; result: ChallengeResult }
  | { type: 'error'; error: ThreeDSError }
  /** Not a message of this challenge: ignored. */
  | { type: 'ignored' };

/**
 * Reads a `message` event's data (the origin is checked by the caller): string JSON of the
 * expected type with the matching `threeDSServerTransID`, else ignored. A message of this challenge
 * without any transStatus is error 805 (resolved without a result), one whose transStatus is not
 * Y, N or U error 801.
 */
export function readChallengeMessage(
  data: unknown,
  threeDSServerTransID: string,
): ChallengeMessageReading {
  if (typeof data !== 'string') return { type: 'ignored' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data) as unknown;
  } catch {
    return { type: 'ignored' };
  }
  if (parsed === null || typeof parsed !== 'object') return { type: 'ignored' };
  const message = parsed as Record<string, unknown>;
  if (message.type !== CHALLENGE_MESSAGE_TYPE) return { type: 'ignored' };
  if (message.threeDSServerTransID !== threeDSServerTransID) return { type: 'ignored' };
  const { transStatus } = message;
  // The challenge ended (its page answered) but brought no result at all: 805.
  if (transStatus === undefined || transStatus === null) {
    return { type: 'error', error: threeDSError(805) };
  }
  if (transStatus !== 'Y' && transStatus !== 'N' && transStatus !== 'U') {
    return { type: 'error', error: { errorCode: 801, message: THREEDS2_ERRORS[801] } };
  }
  return { type: 'result', result: { transStatus } };
}

/** `details.threeDSResult`: base64 of the result's JSON (contract). */
export function encodeThreeDSResult(result: ChallengeResult): string {
  return btoa(JSON.stringify(result));
}
