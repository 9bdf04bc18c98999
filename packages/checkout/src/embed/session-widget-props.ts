/**
 * The card form's props of a session widget once its setup answered (docs/widget.md#calls): the
 * setup's options, the amount and the frames, the order kept over a reload.
 */
import type { SessionSetup } from '../widget/session-client';
import type { CardWidgetProps } from '../widget/widget-types';
import { keepOrder, type RestoredOrder } from '../widget/order-memory';
import type { Order } from '@paypage/contract';

/** The card form's options a session's setup gives. */
export function setupProps(setup: SessionSetup) {
  return {
    merchantName: setup.configuration.merchantName,
    enableStoreDetails: setup.configuration.showCardOnFile,
    wallets: {
      googlePay: setup.configuration.showGooglePay,
      applePay: setup.configuration.showApplePay,
      sandboxOutcome: setup.configuration.walletOutcome,
    },
    challengeWindowSize: setup.challengeWindowSize,
    // Click to Pay and the fast-checkout sign-up when the session turns them on.
    clickToPay: setup.configuration.clickToPay ?? undefined,
    fastCheckout: setup.configuration.fastCheckout ?? undefined,
    // The shopper's stored cards: `storedPaymentMethodId` mounts one's form.
    storedPaymentMethods: setup.storedPaymentMethods,
  } satisfies Partial<CardWidgetProps>;
}

/** What the session widget hands over once its setup answered. */
export type SessionWidgetInput = {
  setup: SessionSetup;
  restored: RestoredOrder;
  /** The paypage API's base URL and the session's id. */
  context: string;
  sessionId: string;
  /** The form's props the widget made itself (bin lookup, datasets, analytics). */
  own: Partial<CardWidgetProps>;
  /** The merchant's options left for the form (the session's taken out). */
  formOptions: Partial<CardWidgetProps>;
};

/**
 * The card form's props but the gift card calls and the callbacks (the widget's, after these):
 * the setup's, the widget's own, the merchant's, the order kept over a reload, the setup's amount
 * and frames.
 */
export function sessionWidgetProps({
  setup,
  restored,
  context,
  sessionId,
  own,
  formOptions,
}: SessionWidgetInput) {
  return {
    ...setupProps(setup),
    // The sandbox's 3-D Secure pages are served by the API: their answer comes from its origin.
    challengeOrigin: new URL(context).origin,
    ...own,
    ...formOptions,
    // The order under way is kept over a reload, and forgotten once paid or cancelled.
    ...(restored.kind === 'open' ? { order: restored.order } : {}),
    onOrderChange: (order: Order | null) => keepOrder(sessionId, order),
    amount: setup.amount,
    // The frames' origin and key: the widget holds the card fields in frames with them.
    securedFields: setup.securedFields,
  } satisfies Partial<CardWidgetProps>;
}
