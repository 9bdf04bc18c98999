/**
 * The card widget's one seam for the flows beside the card form: Click to Pay above
 * it and the fast-checkout sign-up under the card fields. Each is a lazy chunk loaded only when
 * its option is given, so a widget without them loads nothing more (`click-to-pay-part.tsx`,
 * `fast-checkout-part.tsx`: in the app a chunk of its own; in the embeddable builds a lazy part). While Click to Pay is on, the
 * card form waits hidden until the payer asks for it ('Manual card entry'), the account is
 * inaccessible, or Click to Pay is not available; the section stays above it.
 */
import * as React from 'react';
import type { CardPaymentData } from '../form/card-form';
import type { CardWidgetProps, ClickToPayPaymentData } from '../options/widget-types';

import { WidgetClickToPay } from './click-to-pay-part';
import { FastCheckoutSection } from './fast-checkout-part';

export type ClickToPayPartOptions = {
  /** The widget is paying (the section's Pay stays busy). */
  paying: boolean;
  onPay: (paymentMethod: ClickToPayPaymentData['paymentMethod']) => void;
};

/**
 * `brand`: the card's detected brand (the sign-up is for visa and mc only); `focusCardForm`: moves
 * the focus to the card form's first field (after 'Manual card entry', once the form shows).
 */
export function useCardFlows(
  props: CardWidgetProps,
  brand: string | null,
  focusCardForm: () => void,
) {
  const { clickToPay, fastCheckout, amount, today } = props;
  const [cardFormAsked, setCardFormAsked] = React.useState(false);
  const fastlaneData = React.useRef<string | null>(null);
  const onFastCheckoutChange = React.useCallback((payment: { fastlaneData: string }) => {
    fastlaneData.current = payment.fastlaneData;
  }, []);
  const showCardForm = React.useCallback(() => setCardFormAsked(true), []);

  return {
    /** The card form is on screen (always, without Click to Pay). */
    cardFormShown: clickToPay === undefined || cardFormAsked,
    /** The card payment with the sign-up's `fastlaneData` in its `paymentMethod` (when paying). */
    withFastCheckout: (data: CardPaymentData): CardPaymentData =>
      fastCheckout !== undefined && fastlaneData.current !== null
        ? { ...data, paymentMethod: { ...data.paymentMethod, fastlaneData: fastlaneData.current } }
        : data,
    /** The Click to Pay section, above the card form (nothing when off). */
    clickToPay: ({ paying, onPay }: ClickToPayPartOptions) =>
      clickToPay === undefined ? null : (
        <WidgetClickToPay
          options={clickToPay}
          amount={amount}
          today={today ?? new Date()}
          paying={paying}
          onPay={onPay}
          onShowCardForm={showCardForm}
          onHideCardForm={() => setCardFormAsked(false)}
          focusCardForm={focusCardForm}
          onError={props.onError}
        />
      ),
    /** The sign-up, under the card fields (nothing when off). */
    fastCheckout:
      fastCheckout === undefined ? null : (
        <React.Suspense fallback={null}>
          <FastCheckoutSection
            config={fastCheckout}
            brand={brand}
            onChange={onFastCheckoutChange}
          />
        </React.Suspense>
      ),
  };
}
