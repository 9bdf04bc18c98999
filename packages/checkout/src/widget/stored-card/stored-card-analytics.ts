/**
 * The stored-card form's analytics (docs/widget.md#options "Analytics event", 17): the card
 * form's events — rendered once the security code's frame is ready (with the card's brand), the
 * frame's focus and unfocus, a submit's validation error, the submit — each marked
 * `isStoredPaymentMethod: true`, into the widget's sink (`analyticsSink`, off with
 * `analytics.enabled: false`). Travels with the stored-card part, never in the first file.
 */
import * as React from 'react';
import { NO_ANALYTICS, type AnalyticsNote } from '../../analytics/analytics-queue';
import type { CardField, CardFormError } from '../form/card-form';
import { analyticsSinkOf, focusNote } from '../analytics/use-widget-analytics';
import type { CardWidgetProps } from '../options/widget-types';

export type StoredCardAnalytics = {
  /** The form is ready (its frame configured): 'rendered', noted once. */
  rendered: () => void;
  focus: (field: CardField, focused: boolean) => void;
  validationError: (field: CardField, error: CardFormError) => void;
  submit: () => void;
  /** The checkout attempt's id for the payment (§3 paymentMethod), once analytics gave one. */
  checkoutAttemptId: () => string | undefined;
};

/** The stored card's analytics (the same object while its sink and brand stay). */
export function useStoredCardAnalytics(props: CardWidgetProps, brand: string): StoredCardAnalytics {
  const sink = analyticsSinkOf(props);
  const rendered = React.useRef(false);
  return React.useMemo(() => {
    const add = (note: AnalyticsNote) => sink.add({ ...note, isStoredPaymentMethod: true });
    return {
      rendered: () => {
        if (rendered.current || sink === NO_ANALYTICS) return;
        rendered.current = true;
        add({ component: 'scheme', type: 'rendered', brand });
      },
      focus: (field, focused) => add(focusNote(field, focused)),
      validationError: (field, error) =>
        add({
          component: 'scheme',
          type: 'validationError',
          target: field,
          errorCode: error.code,
          errorMessage: error.message,
        }),
      submit: () => add({ component: 'scheme', type: 'submit', brand }),
      checkoutAttemptId: sink.checkoutAttemptId,
    };
  }, [sink, brand]);
}
