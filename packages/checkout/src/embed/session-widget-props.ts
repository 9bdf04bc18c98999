/**
 * The card form's props of a session widget once its setup answered (docs/widget.md#calls): the
 * setup's options (the cards its payment methods accept), the amount and the frames, the order
 * kept over a reload.
 */
import type { SessionSetup } from '../widget/session';
import type { CardWidgetProps } from '../widget/options';
import { keepOrder, type RestoredOrder } from '../widget/order';
import { isPaymentMethodType, type Order, type PaymentMethodType } from '@paypage/contract';

export type SessionPaymentMethod = { type: PaymentMethodType; name: string; brands?: string[] };

/**
 * The setup's `paymentMethods` the widget knows (`PAYMENT_METHOD_TYPES`), in the answer's order:
 * an entry of another type or shape is skipped (a processor may offer methods this widget does
 * not know), never an error.
 */
export function sessionPaymentMethods(setup: SessionSetup): SessionPaymentMethod[] {
  const listed: unknown = setup.paymentMethods;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { type, name, brands } = entry as Record<string, unknown>;
    if (!isPaymentMethodType(type)) return [];
    const brandList = Array.isArray(brands)
      ? brands.filter((brand): brand is string => typeof brand === 'string' && brand !== '')
      : [];
    return [
      {
        type,
        name: typeof name === 'string' ? name : type,
        ...(brandList.length > 0 ? { brands: brandList } : {}),
      },
    ];
  });
}

/** The card form's options a session's setup gives. */
export function setupProps(setup: SessionSetup) {
  // The cards the session accepts: its scheme method's brands (the merchant's `brands` win).
  const brands = sessionPaymentMethods(setup).find((method) => method.type === 'scheme')?.brands;
  return {
    ...(brands ? { brands } : {}),
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
