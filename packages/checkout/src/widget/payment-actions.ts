/**
 * What the widget's paying part (use-payment-flow.ts) reads a payment's answer and its actions
 * with: a redirect, a 3-D Secure fingerprint or challenge, their results and errors, an order with
 * an amount left. Needed only
 * once Pay is pressed, so the embeddable builds load them then (src/embed/lazy-payment-actions.ts
 * stands in for this module in their first files: scripts/build-widget.mjs LAZY_SEAMS); here they
 * are at hand at once.
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

/** Starts loading the readers (a Pay press): nothing to load here. */
export function preloadPaymentActions(): void {}

/** Runs `then` once the readers are there (at once here), or `unavailable` if they cannot load. */
export function whenPaymentActions(then: () => void, _unavailable: () => void): void {
  then();
}
