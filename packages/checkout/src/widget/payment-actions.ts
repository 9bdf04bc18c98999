/**
 * What the widget's paying part (use-payment-flow.ts) reads a payment's answer and its actions
 * with: a redirect, a 3-D Secure fingerprint or challenge, their results and errors, an order with
 * an amount left.
 */
export { orderLeftToPay } from './order';
// What an answer does (the paying part hands it its state).
export { answerPayment, challengeAnswered, fingerprintAnswered } from './payment-answer';
export { readRedirectAction } from './redirect';
export { encodeThreeDSResult, readChallengeAction, threeDSError } from './three-ds';
export {
  encodeFingerprintResult,
  readFingerprintAction,
  readFingerprintAnswer,
} from './three-ds-fingerprint';
