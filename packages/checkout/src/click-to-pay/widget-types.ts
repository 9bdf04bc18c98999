/**
 * Click to Pay's part of the card widget's interface: the option the widget takes and
 * the payment method a chosen card pays with. Here, not in widget/widget-types.ts (which
 * re-exports them), so the section's chunk names the widget's types without importing the widget.
 */
import type { ClickToPayConfig } from '@paypage/contract';
import type { ClickToPayNetwork, ClickToPayService } from './service';
import type { ClickToPayClock } from './use-click-to-pay';

export type ClickToPayPaymentData = {
  paymentMethod: {
    type: 'clicktopay';
    srcScheme: 'visa' | 'mc';
    srcDigitalCardId: string;
    srcCheckoutPayload: string;
  };
};

/**
 * Click to Pay above the card form: the card session's `clickToPay` config — with an
 * `environment` the networks' SDKs (`service/network-service.ts`), without one the sandbox
 * service, remembering `recognisedEmail` — and for stories and tests a service of their own, the
 * clock its timers run on, and the networks' script URLs replaced (`sdkUrls`: a proxy, a fake).
 */
export type WidgetClickToPayOptions = Partial<ClickToPayConfig> & {
  service?: ClickToPayService;
  clock?: ClickToPayClock;
  sdkUrls?: Partial<Record<ClickToPayNetwork, string>>;
};
