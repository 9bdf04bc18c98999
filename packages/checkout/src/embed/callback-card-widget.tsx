/**
 * The widget mounted with callbacks (no session; docs/widget.md#calls merchant callbacks): the page
 * makes the payments calls, and the bin lookup still works. §7's lookup is
 * `POST v3/bin/binLookup?token={token}`, a provider call keyed by the client key rather than a
 * session call, so with callbacks the widget makes it itself when given the `clientKey` and the
 * loading `context` (the paypage API's base URL, as with a session):
 * `POST {context}/sandbox/adyen/v3/bin/binLookup?token={clientKey}`. An integrator's own
 * `binLookup` wins; with neither, the brand is the card rules' own detection (no call).
 */
import * as React from 'react';
import { CardWidget } from '../widget/card-widget';
import { lazyBinLookupClient } from '../widget/bin-lookup';
import type { CardWidgetProps } from '../widget/options';

export type CallbackCardWidgetProps = CardWidgetProps & { clientKey?: string; context?: string };

export function CallbackCardWidget({ clientKey, context, ...props }: CallbackCardWidgetProps) {
  // One client per key and context: its answers are kept across re-renders and updates.
  const ownLookup = React.useMemo(
    () =>
      clientKey !== undefined && context !== undefined
        ? lazyBinLookupClient({ baseUrl: context, token: clientKey })
        : undefined,
    [clientKey, context],
  );
  return <CardWidget {...props} binLookup={props.binLookup ?? ownLookup} />;
}
