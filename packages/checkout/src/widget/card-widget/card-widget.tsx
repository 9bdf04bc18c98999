/**
 * The card widget: paypage's own implementation of docs/widget.md's card form, built from
 * the kit and the card rules, embeddable on its own with the provider's callbacks (§7: onSubmit,
 * onAdditionalDetails, onChange, onError; plus onPaymentCompleted / onPaymentFailed).
 *
 * - Fields: holder name, card number (brand mark from the BIN, spaced as typed), expiry date,
 *   security code (per brand: its name, optional or hidden) — these three in the secured-field
 *   frames of `securedFields` (another origin; the page gets only the BIN and the JWE blobs) — the
 *   Brazilian CPF/CNPJ when shown, the billing address, the store-details consent, Pay (disabled
 *   until the frames are ready; §8's message with Refresh when they fail). Wallet buttons under
 *   'or pay with'.
 * - Errors show on blur (a few at once while typing, see `card-form.ts`) and are announced in a
 *   polite live region when they appear, except those §5 keeps quiet while typing.
 * - After a complete card number focus moves to the next field that is neither optional nor
 *   hidden; a complete expiry moves on to a required security code; Shift-Tab goes back through
 *   the frames and out of the first; Enter in a frame submits.
 * - Submit validates; an invalid form shows every error and focuses the first invalid field.
 *   A valid one calls `onSubmit`; the answer's 3-D Secure action opens the challenge, whose result
 *   goes to `onAdditionalDetails`. A second press while paying does nothing.
 *
 * - Its options are checked as they enter (`widget-options.ts`): null, a missing required option
 *   or a wrong type throws an IMPLEMENTATION_ERROR that names the option.
 *
 * Its parts: the form's state in `use-card-form.ts`, the card's own fields behind the
 * `fields/card-fields.ts` interface (`use-secured-card-fields.ts`), the form in `card-form-body.tsx`,
 * paying in `use-payment-flow.ts`, Click to Pay and the fast-checkout sign-up (lazy, when their
 * options are given) behind `card-flows.tsx`.
 */
import * as React from 'react';
import { cn } from '@paypage/ui';
import { normalizeLocale } from '../../rules';
import { useCardFlows } from './card-flows';
import { CardFormBody } from '../form/card-form-body';
import { FailureBanner } from '../form/failure-banner';
import { ChallengeLoading } from '../three-ds/challenge-loading';
import { NO_ANALYTICS } from '../../analytics/analytics-queue';
import { useCardForm } from '../form/use-card-form';
import { usePaymentFlow } from '../payment/use-payment-flow';
import type { InstalmentSelection } from '../../rules';
import type { CardWidgetProps } from '../options/widget-types';
import { assertCardWidgetOptions } from '../options/widget-options';
import { useLocaleStrings, useWidgetStrings, WidgetTextProvider } from '../i18n/widget-strings';
import {
  analyticsSinkOf,
  dualBrandNote,
  fieldOfElement,
  focusNote,
  useRenderedEvent,
} from '../analytics/use-widget-analytics';
import { useAnnouncer } from '../form/use-announcer';
import { CardWidgetWallets } from '../wallets/wallet-buttons';
import { usePaymentMethodsRequest } from '../order/use-payment-methods-request';

// Rarely needed: a challenge, a fingerprint or a redirect action loads its view.
const CardWidgetChallenge = React.lazy(() => import('../three-ds/three-ds-challenge'));
const ThreeDSFingerprint = React.lazy(() => import('../three-ds/three-ds-fingerprint-frame'));
const RedirectView = React.lazy(() => import('../payment/redirect-view'));
// Only with instalment options of more than one choice for the card's brand.
const InstalmentsPart = React.lazy(() => import('../instalments/instalments-field'));
// Only with a disclaimer.
const DisclaimerMessage = React.lazy(() => import('../form/disclaimer-message'));
// Only for a stored card: its form (the payment flow and frames it shares with the card form
// are imported by both, one copy in the build).
const StoredCardForm = React.lazy(() => import('../stored-card/stored-card-form'));
// Only with gift card calls: paying part with a gift card, an order under way (its
// wiring to the widget's options and flow with it).
const GiftCardSection = React.lazy(() => import('../gift-card/gift-card-section'));

/**
 * The widget in its locale: en-US at once; a shipped locale once its strings are
 * loaded (nothing shows meanwhile, rather than English for a moment), any locale under the
 * merchant's `translations`.
 */
export function CardWidget(given: CardWidgetProps) {
  // Options enter here: null or a wrong type is an IMPLEMENTATION_ERROR naming the option.
  assertCardWidgetOptions(given);
  // A partial payment's order asks the page for the payment methods (`onPaymentMethodsRequest`).
  const props = usePaymentMethodsRequest(given);
  const text = useLocaleStrings(
    normalizeLocale(props.locale ?? 'en-US') ?? 'en-US',
    props.translations,
  );
  if (text === null) return null;
  return (
    <WidgetTextProvider value={text}>
      {props.storedPaymentMethodId === undefined ? (
        <CardWidgetForm {...props} />
      ) : (
        // A stored card: its own form, a lazy part.
        <React.Suspense fallback={null}>
          <StoredCardForm {...(props as CardWidgetProps & { storedPaymentMethodId: string })} />
        </React.Suspense>
      )}
    </WidgetTextProvider>
  );
}

function CardWidgetForm(props: CardWidgetProps) {
  const t = useWidgetStrings();
  const { wallets, className } = props;
  const { message: announcement, announce } = useAnnouncer();
  // Analytics: the frames' focus comes from the form, the page's inputs' from the root.
  const analytics = analyticsSinkOf(props);
  const form = useCardForm(props, announce, (field, focused) =>
    analytics.add(focusNote(field, focused)),
  );
  const root = React.useRef<HTMLDivElement>(null);
  const { idPrefix } = form.fields;
  React.useEffect(() => {
    const node = root.current;
    if (!node || analytics === NO_ANALYTICS) return undefined;
    const note = (focused: boolean) => (event: FocusEvent) => {
      const field = fieldOfElement(event.target, idPrefix);
      if (field) analytics.add(focusNote(field, focused));
    };
    const onIn = note(true);
    const onOut = note(false);
    node.addEventListener('focusin', onIn);
    node.addEventListener('focusout', onOut);
    return () => {
      node.removeEventListener('focusin', onIn);
      node.removeEventListener('focusout', onOut);
    };
  }, [analytics, idPrefix]);
  // After 'Manual card entry' the focus goes to the form's first field (§2: the holder name on
  // top by default, else the card number).
  const flows = useCardFlows(props, form.details.brand, () =>
    form.fields.focus(
      form.options.hasHolderName && (props.positionHolderNameOnTop ?? true)
        ? 'holderName'
        : 'cardNumber',
    ),
  );
  // The instalments chosen, told by their part when `installmentOptions` is given.
  const installments = React.useRef<InstalmentSelection | undefined>(undefined);
  const setInstallments = React.useCallback((value: InstalmentSelection | undefined) => {
    installments.current = value;
  }, []);
  const {
    challenge,
    fingerprint,
    redirect,
    payStatus,
    pendingWallet,
    paying,
    payButton,
    order,
    ...flow
  } = usePaymentFlow({
    props: form.latestProps,
    cardData: () => {
      const data = flows.withFastCheckout(form.fields.paymentData());
      return installments.current ? { ...data, installments: installments.current } : data;
    },
    announce,
    checkoutAttemptId: analytics.checkoutAttemptId,
  });

  useRenderedEvent(analytics, props, form.status === 'ready');
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.isBusy()) return;
    if (form.checkSubmit()) {
      analytics.add({
        component: 'scheme',
        type: 'submit',
        brand: form.details.brand ?? undefined,
      });
      flow.submit();
      return;
    }
    for (const [target, error] of Object.entries(form.errors)) {
      analytics.add({
        component: 'scheme',
        type: 'validationError',
        target,
        errorCode: error.code,
        errorMessage: error.message,
      });
    }
  };

  const failed = form.status !== 'loading' && form.status !== 'ready';
  // A failed status is reported once (§8's message), as the provider's widget does.
  const reported = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!failed || reported.current === form.status) return;
    reported.current = form.status;
    form.latestProps().onError?.({ name: 'ERROR', message: form.statusMessage ?? form.status });
  }, [failed, form]);

  return (
    <div
      data-slot="card-widget"
      data-status={form.status}
      data-brand={form.details.brand ?? undefined}
      data-valid={form.isValid ? '' : undefined}
      aria-busy={form.status === 'loading' || undefined}
      className={cn('flex flex-col gap-6', className)}
      ref={root}
    >
      {failed ? (
        <FailureBanner
          message={form.statusMessage}
          refresh={t('form.refresh')}
          onRefresh={() => (props.onRefresh ?? (() => window.location.reload()))()}
        />
      ) : null}
      {challenge === null ? flows.clickToPay({ paying, onPay: flow.submitClickToPay }) : null}
      <CardFormBody
        form={{
          ...form,
          setDualBrand: (brand) => {
            analytics.add(dualBrandNote(brand));
            form.setDualBrand(brand);
          },
        }}
        props={props}
        hidden={challenge !== null || redirect !== null || !flows.cardFormShown}
        afterCardFields={
          <>
            {props.installmentOptions ? (
              <React.Suspense fallback={null}>
                <InstalmentsPart
                  id={`${form.fields.idPrefix}-instalments`}
                  installmentOptions={props.installmentOptions}
                  brand={form.details.brand}
                  amount={props.amount}
                  onPaymentDataChange={setInstallments}
                />
              </React.Suspense>
            ) : null}
            {flows.fastCheckout}
          </>
        }
        onSubmit={handleSubmit}
        beforePayButton={
          props.disclaimerMessage ? (
            <React.Suspense fallback={null}>
              <DisclaimerMessage disclaimer={props.disclaimerMessage} />
            </React.Suspense>
          ) : null
        }
        payButton={payButton}
        payStatus={payStatus}
        paying={paying}
        amount={order ? order.remainingAmount : props.amount}
      />

      {props.giftCard && challenge === null && redirect === null ? (
        <React.Suspense fallback={null}>
          <GiftCardSection
            calls={props.giftCard}
            options={props}
            order={order}
            paying={paying}
            flow={flow}
            latestProps={form.latestProps}
          />
        </React.Suspense>
      ) : null}

      {fingerprint !== null ? (
        <React.Suspense fallback={null}>
          <ThreeDSFingerprint token={fingerprint.token} onResult={flow.fingerprintEnded} />
        </React.Suspense>
      ) : null}

      {redirect !== null ? (
        <React.Suspense fallback={null}>
          <RedirectView target={redirect} navigator={props.redirectNavigator} />
        </React.Suspense>
      ) : challenge === null ? (
        // Only with wallets: in the embeddable builds the buttons are a part loaded when shown.
        wallets?.googlePay || wallets?.applePay ? (
          <CardWidgetWallets
            options={props}
            analytics={analytics}
            latestProps={form.latestProps}
            pending={pendingWallet}
            busy={paying}
            onPay={flow.submitWallet}
          />
        ) : null
      ) : (
        <React.Suspense fallback={<ChallengeLoading windowSize={props.challengeWindowSize} />}>
          <CardWidgetChallenge challenge={challenge} options={props} flow={flow} />
        </React.Suspense>
      )}

      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
