/**
 * The method selection's state and words, apart from its radio cards: the payment form keeps the
 * state (so returning from a step finds the payer's choice) and loads the cards as a chunk of
 * their own (the radio group's code stays out of the page's first load).
 */
import * as React from 'react';
import type { PaymentRequest } from '../../models/payment-request';
import {
  initialMethodSelection,
  paymentMethodMenu,
  reduceMethodSelection,
  type MethodSelection as MethodSelectionState,
  type MethodSelectionAction,
  type PaymentMethodMenu,
} from '../../payment-request/methods';

/** Spec §2: the selection's title and button. */
export const CHOOSE_PAYMENT_METHOD = 'Choose a payment method';
export const CONTINUE_TO_PAYMENT = 'Continue to payment';
/**
 * The button's `data-early-action` name: a press before the page is live is kept and made again
 * once it is (apps/pay's early-action recorder).
 */
export const CONTINUE_TO_PAYMENT_ACTION = 'continue-to-payment';
/** Chosen: what a request that allows no method says (the button stays disabled). */
export const NO_PAYMENT_METHODS =
  'No payment method is available for this request. Please contact the requester.';

export const METHOD_SELECTION_HEADING_ID = 'method-selection-heading';

export type MethodSelectionController = {
  menu: PaymentMethodMenu;
  selection: MethodSelectionState;
  dispatch: (action: MethodSelectionAction) => void;
};

/**
 * The method menu of a request and its selection (the data layer's reducer): the default option
 * selected, 'More options' closed. Kept by the payment form, so returning from a step finds the
 * payer's choice as they left it.
 */
export function useMethodSelection(
  request: Pick<PaymentRequest, 'paymentMethod' | 'processor'>,
): MethodSelectionController {
  // Cheap to derive, and the reducer reads the current menu at each dispatch.
  const menu = paymentMethodMenu(request);
  const [selection, dispatch] = React.useReducer(
    (state: MethodSelectionState, action: MethodSelectionAction) =>
      reduceMethodSelection(menu, state, action),
    menu,
    initialMethodSelection,
  );
  return { menu, selection, dispatch };
}
