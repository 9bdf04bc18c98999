/**
 * Click to Pay as the card widget holds it (issue 18), its own lazy chunk: the section against the
 * service the widget was given — the sandbox service by default (remembering the session's
 * `recognisedEmail`, as a network's cookie would) — whose chosen card is handed to the widget's
 * payment as a `clicktopay` payment method.
 */
import * as React from 'react';
import type { ClickToPayPaymentData, WidgetClickToPayOptions } from './widget-types';
import { ClickToPaySection } from './click-to-pay-section';
import { createSandboxClickToPay } from './service';

export type WidgetClickToPayProps = {
  options: WidgetClickToPayOptions;
  amount: { value: number; currency: string };
  today: Date;
  /** The widget is paying with the card chosen (the Pay button stays busy). */
  paying: boolean;
  onPay: (paymentMethod: ClickToPayPaymentData['paymentMethod']) => void;
  /** Manual card entry, ACCT_INACCESSIBLE or NotAvailable: the card form shows. */
  onShowCardForm: () => void;
};

export function WidgetClickToPay({
  options,
  amount,
  today,
  paying,
  onPay,
  onShowCardForm,
}: WidgetClickToPayProps) {
  const { service: given, recognisedEmail, shopperEmail, clock } = options;
  const service = React.useMemo(
    () => given ?? createSandboxClickToPay({ recognisedEmail: recognisedEmail ?? undefined }),
    [given, recognisedEmail],
  );
  return (
    <ClickToPaySection
      service={service}
      shopperEmail={shopperEmail ?? null}
      today={today}
      clock={clock}
      amount={amount}
      paying={paying}
      onPay={(payment) =>
        onPay({
          type: 'clicktopay',
          srcScheme: payment.scheme,
          srcDigitalCardId: payment.srcDigitalCardId,
          srcCheckoutPayload: payment.payload,
        })
      }
      onShowCardForm={onShowCardForm}
      onNotAvailable={onShowCardForm}
    />
  );
}

export default WidgetClickToPay;
