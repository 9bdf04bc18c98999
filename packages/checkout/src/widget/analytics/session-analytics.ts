/**
 * The analytics of a widget paying a card session: the queue, whose sender (a part
 * loaded at the first batch) begins the checkout attempt for the session and sends the events to
 * the same API. Off with `enabled: false`.
 */
import { createAnalytics, type WidgetAnalytics } from '../../analytics/analytics-queue';

export type SessionAnalyticsOptions = {
  baseUrl: string;
  clientKey: string;
  sessionId: string;
  enabled?: boolean;
};

export function sessionAnalytics({
  enabled = true,
  ...sender
}: SessionAnalyticsOptions): WidgetAnalytics {
  return createAnalytics({
    enabled,
    loadSend: () =>
      import('./analytics-sender').then(({ createAnalyticsSender }) =>
        createAnalyticsSender(sender),
      ),
  });
}
