/**
 * Click to Pay as the card widget holds it, its own lazy chunk: the section against the
 * service the widget was given — the sandbox service by default (remembering the session's
 * `recognisedEmail`, as a network's cookie would) — whose chosen card is handed to the widget's
 * payment as a `clicktopay` payment method.
 */
import * as React from 'react';
import type { ClickToPayPaymentData, WidgetClickToPayOptions } from './widget-types';
import { ClickToPaySection } from './click-to-pay-section';
import {
  createNetworkClickToPay,
  createSandboxClickToPay,
  type ClickToPayService,
} from './service';

export type WidgetClickToPayProps = {
  options: WidgetClickToPayOptions;
  amount: { value: number; currency: string };
  today: Date;
  /** The widget is paying with the card chosen (the Pay button stays busy). */
  paying: boolean;
  onPay: (paymentMethod: ClickToPayPaymentData['paymentMethod']) => void;
  /** Manual card entry, ACCT_INACCESSIBLE or NotAvailable: the card form shows. */
  onShowCardForm: () => void;
  /** 'Back to Click to Pay': the card form hides again. */
  onHideCardForm: () => void;
  /** Moves the focus to the card form's first field (after 'Manual card entry'). */
  focusCardForm: () => void;
  /** A network's script failed to load (SCRIPT_ERROR, §8); Click to Pay goes on without it. */
  onError?: (error: { name: 'SCRIPT_ERROR'; message: string }) => void;
};

/**
 * The service the options choose: the one given (stories, tests); with an `environment`, the
 * networks' SDKs (by environment, or the URLs given); else the sandbox service.
 */
function serviceFor(
  options: WidgetClickToPayOptions,
  onError: WidgetClickToPayProps['onError'],
): ClickToPayService {
  const { service, environment, networks, merchantName, sdkUrls, recognisedEmail } = options;
  if (service) return service;
  if (environment)
    return createNetworkClickToPay({
      environment,
      networks: networks ?? {},
      merchantName: merchantName ?? undefined,
      sdkUrls,
      onError,
    });
  return createSandboxClickToPay({ recognisedEmail: recognisedEmail ?? undefined });
}

export function WidgetClickToPay({
  options,
  amount,
  today,
  paying,
  onPay,
  onShowCardForm,
  onHideCardForm,
  focusCardForm,
  onError,
}: WidgetClickToPayProps) {
  const { shopperEmail, clock } = options;
  // 'Manual card entry' shows the card form; once it is on screen (this effect runs after the
  // render that shows it) the focus moves into it.
  const [focusAsked, setFocusAsked] = React.useState(0);
  const focused = React.useRef(0);
  React.useEffect(() => {
    if (focusAsked === focused.current) return;
    focused.current = focusAsked;
    focusCardForm();
  }, [focusAsked, focusCardForm]);
  // Made once per mount: the options of a card session do not change under it.
  const [service] = React.useState(() => serviceFor(options, onError));
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
      onManualEntry={() => {
        onShowCardForm();
        setFocusAsked((count) => count + 1);
      }}
      onBackToClickToPay={onHideCardForm}
    />
  );
}

export default WidgetClickToPay;
