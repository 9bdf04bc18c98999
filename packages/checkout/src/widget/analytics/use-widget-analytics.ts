/**
 * The card widget's analytics: its sink when analytics are on (`analytics.enabled`,
 * default true) and given, else nothing; a 'rendered' event once the form is ready, with the
 * form's options as flags and its configured lists (brands, billing address mode and lists), each
 * list one comma-separated string cut to 128 characters (docs/widget.md#limits). The events: rendered, selected (a dual-brand choice, a
 * wallet's button), focus and unfocus (per field, by name), validationError (at a submit with
 * errors, one per field: its code and message), submit (Pay, or a wallet's sheet). A wallet's
 * events say whether it is an express button, and on which page (§3 isExpress, expressPage).
 */
import * as React from 'react';
import {
  NO_ANALYTICS,
  type AnalyticsNote,
  type WidgetAnalytics,
} from '../../analytics/analytics-queue';
import { brandsString, cutConfigString, DEFAULT_SUPPORTED_BRANDS } from '../../rules';
import { CARD_FORM_FIELDS, type CardFormField } from '../form/card-form';
import type { Wallet } from '../wallets/wallet-data';
import type { CardWidgetProps } from '../options/widget-types';

/** A field gained (focus) or lost (unfocus) the focus: its name only. */
export const focusNote = (field: CardFormField, focused: boolean): AnalyticsNote => ({
  component: 'scheme',
  type: focused ? 'focus' : 'unfocus',
  target: field,
});

/** The payer chose one of a dual-branded card's brands. */
export const dualBrandNote = (brand: string): AnalyticsNote => ({
  component: 'scheme',
  type: 'selected',
  target: 'dual_brand_button',
  brand,
});

/** A wallet's event (its button chosen, its sheet's submit), with the express flags. */
export const walletNote = (
  wallet: Wallet,
  type: 'selected' | 'submit',
  wallets: CardWidgetProps['wallets'],
): AnalyticsNote => {
  const expressPage = wallets?.expressPage;
  return {
    component: wallet,
    type,
    isExpress: expressPage !== undefined,
    ...(expressPage ? { expressPage } : {}),
  };
};

/** The card form's field an element of the page is (its id is `{idPrefix}-{field}`), if any. */
export function fieldOfElement(
  element: EventTarget | null,
  idPrefix: string,
): CardFormField | null {
  const id = element instanceof HTMLElement ? element.id : '';
  if (!id.startsWith(`${idPrefix}-`)) return null;
  const name = id.slice(idPrefix.length + 1);
  return (CARD_FORM_FIELDS as readonly string[]).includes(name) ? (name as CardFormField) : null;
}

/** Where the widget notes its events: the host's sink, unless analytics are off. */
export const analyticsSinkOf = (props: CardWidgetProps): WidgetAnalytics =>
  props.analytics?.enabled === false ? NO_ANALYTICS : (props.analyticsSink ?? NO_ANALYTICS);

/** The 'rendered' event, once the form is ready. */
export function useRenderedEvent(sink: WidgetAnalytics, props: CardWidgetProps, ready: boolean) {
  const rendered = React.useRef(false);
  const latest = React.useRef(props);
  React.useEffect(() => {
    latest.current = props;
  });
  React.useEffect(() => {
    if (!ready || rendered.current || sink === NO_ANALYTICS) return;
    rendered.current = true;
    const options = latest.current;
    sink.add({
      component: 'scheme',
      type: 'rendered',
      configData: {
        hasHolderName: options.hasHolderName ?? false,
        holderNameRequired: options.holderNameRequired ?? false,
        billingAddressRequired: options.billingAddressRequired ?? false,
        enableStoreDetails: options.enableStoreDetails ?? false,
        googlePay: options.wallets?.googlePay ?? false,
        applePay: options.wallets?.applePay ?? false,
        brands: brandsString(options.brands ?? DEFAULT_SUPPORTED_BRANDS),
        ...(options.billingAddressRequired
          ? {
              billingAddressMode: options.billingAddressMode ?? 'full',
              ...(options.billingAddressRequiredFields
                ? {
                    billingAddressRequiredFields: cutConfigString(
                      options.billingAddressRequiredFields.join(','),
                    ),
                  }
                : {}),
              ...(options.billingAddressAllowedCountries
                ? {
                    billingAddressAllowedCountries: cutConfigString(
                      options.billingAddressAllowedCountries.join(','),
                    ),
                  }
                : {}),
            }
          : {}),
      },
    });
  }, [ready, sink]);
}
