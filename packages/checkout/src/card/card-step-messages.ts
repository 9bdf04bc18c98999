/**
 * The card step's own messages in place of the card form (kept apart so the step's chunk does not
 * pull in a widget for them).
 */
import { REFRESH, TRY_AGAIN, type CheckoutMessage } from '../payment-request/messages';

/**
 * (chosen) The card session could not be created (item 8): the card method's own
 * message; the other methods stay usable.
 */
export const CARD_SESSION_FAILED: CheckoutMessage = /* @__PURE__ */ Object.freeze({
  title: null,
  text: 'We couldn’t start the card payment.',
  action: REFRESH,
});

/**
 * The card form could not be loaded: its chunk, or the provider's library and session (chosen
 * wording; the spec has none). Try again loads it anew.
 */
export const CARD_FORM_LOAD_FAILED: CheckoutMessage = /* @__PURE__ */ Object.freeze({
  title: null,
  text: 'We couldn’t load the card form. Check your internet connection.',
  action: TRY_AGAIN,
});
