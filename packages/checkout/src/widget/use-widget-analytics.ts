/**
 * The card widget's analytics (issue 17): its sink when analytics are on (`analytics.enabled`,
 * default true) and given, else nothing; a 'rendered' event once the form is ready, with the
 * form's options as flags (never a value). The events: rendered, validationError (at a submit
 * with errors, one per field: its code and message), submit (Pay, or a wallet's sheet).
 */
import * as React from 'react';
import { NO_ANALYTICS, type WidgetAnalytics } from '../analytics/analytics-queue';
import type { CardWidgetProps } from './widget-types';

export function useWidgetAnalytics(props: CardWidgetProps, ready: boolean): WidgetAnalytics {
  const sink =
    props.analytics?.enabled === false ? NO_ANALYTICS : (props.analyticsSink ?? NO_ANALYTICS);
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
      },
    });
  }, [ready, sink]);
  return sink;
}
