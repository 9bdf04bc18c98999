/**
 * The widget mounted with callbacks (no session; docs/widget.md#calls merchant callbacks): the page
 * makes the payments calls, and the bin lookup still works. §7's lookup is
 * `POST v3/bin/binLookup?token={token}`, a provider call keyed by the client key rather than a
 * session call, so with callbacks the widget makes it itself when given the `clientKey` and the
 * loading `context` (the paypage API's base URL, as with a session):
 * `POST {context}/sandbox/adyen/v3/bin/binLookup?token={clientKey}`. An integrator's own
 * `binLookup` wins; with neither, the brand is the card rules' own detection (no call).
 *
 * After a partial payment made or updated an order, `onPaymentMethodsRequest` (when given) is
 * asked for the payment methods again (docs/widget.md#callbacks): its answer's brands and stored
 * cards replace the page's until the order is paid or cancelled.
 */
import * as React from 'react';
import { CardWidget } from '../widget/card-widget';
import { lazyBinLookupClient } from '../widget/bin-lookup';
import type { CardWidgetProps } from '../widget/options';
import type { Order } from '../widget/order';
import type { OfferedPaymentMethods } from '../widget/order/payment-methods-request';

export type CallbackCardWidgetProps = CardWidgetProps & { clientKey?: string; context?: string };

export function CallbackCardWidget({
  clientKey,
  context,
  onPaymentMethodsRequest,
  ...props
}: CallbackCardWidgetProps) {
  // One client per key and context: its answers are kept across re-renders and updates.
  const ownLookup = React.useMemo(
    () =>
      clientKey !== undefined && context !== undefined
        ? lazyBinLookupClient({ baseUrl: context, token: clientKey })
        : undefined,
    [clientKey, context],
  );
  const [offered, setOffered] = React.useState<OfferedPaymentMethods | null>(null);
  const latest = React.useRef({ onPaymentMethodsRequest, props });
  React.useEffect(() => {
    latest.current = { onPaymentMethodsRequest, props };
  });
  // The order each request was made for: only the latest one's answer counts.
  const asked = React.useRef<Order | null>(null);
  React.useEffect(() => () => void (asked.current = null), []);
  const onOrderChange = React.useCallback((order: Order | null) => {
    const { onPaymentMethodsRequest: request, props: current } = latest.current;
    current.onOrderChange?.(order);
    asked.current = order;
    if (order === null) return setOffered(null);
    if (!request) return;
    // A lazy part: loaded only when a page gives the callback and a partial payment happens.
    void import('../widget/order/payment-methods-request')
      .then(({ requestPaymentMethods }) =>
        requestPaymentMethods(request, {
          order,
          ...(current.locale === undefined ? {} : { locale: current.locale }),
          ...(current.countryCode === undefined ? {} : { countryCode: current.countryCode }),
        }),
      )
      .then((answer) => {
        if (answer !== null && asked.current === order) setOffered(answer);
      });
  }, []);
  return (
    <CardWidget
      {...props}
      {...offered}
      binLookup={props.binLookup ?? ownLookup}
      onOrderChange={onOrderChange}
    />
  );
}
