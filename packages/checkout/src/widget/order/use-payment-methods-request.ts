/**
 * `onPaymentMethodsRequest` in the card widget (docs/widget.md#callbacks): when a partial payment
 * makes or updates an order, the page is asked for the payment methods again; its answer's brands
 * and stored cards replace the page's options until the order is paid or cancelled. Only the
 * latest order's answer counts. The request's part (`payment-methods-request.ts`) is loaded only
 * when the callback is given and an order happens.
 */
import * as React from 'react';
import type { CardWidgetProps } from '../options/widget-types';
import type { Order } from './order';
import type { OfferedPaymentMethods } from './payment-methods-request';

/** The widget's props with the answer's offer over them and the order change that asks. */
export function usePaymentMethodsRequest(props: CardWidgetProps): CardWidgetProps {
  const [offered, setOffered] = React.useState<OfferedPaymentMethods | null>(null);
  const latest = React.useRef(props);
  React.useEffect(() => {
    latest.current = props;
  });
  // The order the latest request was made for (null: none, or unmounted).
  const asked = React.useRef<Order | null>(null);
  React.useEffect(() => () => void (asked.current = null), []);
  const onOrderChange = React.useCallback((order: Order | null) => {
    const {
      onPaymentMethodsRequest: request,
      onOrderChange: own,
      locale,
      countryCode,
    } = latest.current;
    own?.(order);
    asked.current = order;
    if (order === null) return setOffered(null);
    if (!request) return;
    void import('./payment-methods-request')
      .then(({ requestPaymentMethods }) =>
        requestPaymentMethods(request, {
          order,
          ...(locale === undefined ? {} : { locale }),
          ...(countryCode === undefined ? {} : { countryCode }),
        }),
      )
      .then((answer) => {
        if (answer !== null && asked.current === order) setOffered(answer);
      });
  }, []);
  return props.onPaymentMethodsRequest ? { ...props, ...offered, onOrderChange } : props;
}
