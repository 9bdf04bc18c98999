/**
 * The embeddable builds' stand-in for src/widget/payment-actions.ts (scripts/build-widget.mjs
 * LAZY_SEAMS): the readers of a payment's answer and actions are a part of their own, loaded from
 * the Pay press on; an answer waits for them (`whenPaymentActions`), and every reader is called
 * only after one has (a fingerprint's or challenge's end follows the action it read).
 */
import type * as PaymentActions from '../widget/payment-actions';
import { loadedPart, loadPartNamed } from './lazy-part';

type Module = typeof PaymentActions;
const PART = 'payment-actions';

function actions(): Module {
  const module = loadedPart(PART) as Module | undefined;
  if (!module) throw new Error('The card widget read a payment answer before its part loaded');
  return module;
}

/**
 * A reader that calls the loaded part's (pure: a reader the first file does not call is left out
 * of it).
 */
const reader =
  <Name extends keyof Module>(name: Name) =>
  (...args: unknown[]) =>
    (actions()[name] as (...args: unknown[]) => unknown)(...args);

export const readRedirectAction = /* @__PURE__ */ reader(
  'readRedirectAction',
) as Module['readRedirectAction'];
export const readChallengeAction = /* @__PURE__ */ reader(
  'readChallengeAction',
) as Module['readChallengeAction'];
export const readFingerprintAction = /* @__PURE__ */ reader(
  'readFingerprintAction',
) as Module['readFingerprintAction'];
export const readFingerprintAnswer = /* @__PURE__ */ reader(
  'readFingerprintAnswer',
) as Module['readFingerprintAnswer'];
export const encodeThreeDSResult = /* @__PURE__ */ reader(
  'encodeThreeDSResult',
) as Module['encodeThreeDSResult'];
export const encodeFingerprintResult = /* @__PURE__ */ reader(
  'encodeFingerprintResult',
) as Module['encodeFingerprintResult'];
export const threeDSError = /* @__PURE__ */ reader('threeDSError') as Module['threeDSError'];
export const orderLeftToPay = /* @__PURE__ */ reader('orderLeftToPay') as Module['orderLeftToPay'];
export const answerPayment = /* @__PURE__ */ reader('answerPayment') as Module['answerPayment'];
export const challengeAnswered = /* @__PURE__ */ reader(
  'challengeAnswered',
) as Module['challengeAnswered'];
export const fingerprintAnswered = /* @__PURE__ */ reader(
  'fingerprintAnswered',
) as Module['fingerprintAnswered'];

export function preloadPaymentActions(): void {
  void loadPartNamed(PART);
}

export function whenPaymentActions(then: () => void, unavailable: () => void): void {
  if (loadedPart(PART)) return then();
  void loadPartNamed(PART).then(() => (loadedPart(PART) ? then() : unavailable()));
}
