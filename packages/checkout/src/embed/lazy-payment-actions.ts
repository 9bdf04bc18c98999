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

export const readRedirectAction: Module['readRedirectAction'] = (...args) =>
  actions().readRedirectAction(...args);
export const readChallengeAction: Module['readChallengeAction'] = (...args) =>
  actions().readChallengeAction(...args);
export const readFingerprintAction: Module['readFingerprintAction'] = (...args) =>
  actions().readFingerprintAction(...args);
export const readFingerprintAnswer: Module['readFingerprintAnswer'] = (...args) =>
  actions().readFingerprintAnswer(...args);
export const encodeThreeDSResult: Module['encodeThreeDSResult'] = (...args) =>
  actions().encodeThreeDSResult(...args);
export const encodeFingerprintResult: Module['encodeFingerprintResult'] = (...args) =>
  actions().encodeFingerprintResult(...args);
export const threeDSError: Module['threeDSError'] = (...args) => actions().threeDSError(...args);

export function preloadPaymentActions(): void {
  void loadPartNamed(PART);
}

export function whenPaymentActions(then: () => void, unavailable: () => void): void {
  if (loadedPart(PART)) return then();
  void loadPartNamed(PART).then(() => (loadedPart(PART) ? then() : unavailable()));
}
