import * as React from 'react';
import { Banner, Button, PanelBody } from '@paypage/ui';
import { usePayByBankAutoStart } from '../../bank/use-pay-by-bank-auto-start';
import { useRedirectReturnStart } from '../../card/redirect-return';
import type { PaymentRequest } from '../../models/payment-request';
import { isTestMode, referralHref } from '../../payment-request/copy';
import { hasLineItems } from '../../payment-request/invoice';
import { REFRESH } from '../../payment-request/messages';
import {
  stepForOption,
  visibleOptions,
  type PaymentOption,
  type PaymentStep,
} from '../../payment-request/methods';
import { usePaymentData } from '../../state/payment-data';
import { InvoiceDetailsSkeleton } from '../invoice-details/invoice-details-skeleton';
import { MethodSelectionSkeleton } from '../method-selection/method-selection-skeleton';
import { useMethodSelection } from '../method-selection/use-method-selection';
import { preloadStatusViews } from '../pay-page/lazy-status-views';
import { PayPageLayout } from '../pay-page-layout';
import { PaymentFailedBanner } from '../payment-failed-banner';
import { PaymentSummary } from '../payment-summary';
import {
  LazyInvoiceDetails,
  LazyMethodSelection,
  LazyMethodStep,
  prefetchStep,
} from './step-chunks';
import { OnMount, StepPlaceholder } from './step-placeholder';
import { LazyFallback } from '../pay-page-skeleton/lazy-fallback';
import { BACK_TO_PAYMENT_METHODS, StepBackProvider } from '../../step-heading/step-heading';
import { PaymentInFlightProvider } from '../../state/payment-in-flight';

export { BACK_TO_PAYMENT_METHODS };
/** Chosen: what a step whose code failed to load says (the network dropped, a new release). */
export const STEP_LOAD_FAILED = 'This payment step could not be loaded.';

export type PaymentFormProps = {
  /** The step to open with (stories and tests); the method selection by default. */
  initialStep?: PaymentStep;
};

/**
 * The payment form (spec §2): the PAYMENT_FAILED banner, the summary (and the invoice details
 * when there are line items) beside the payment column: the method selection, then the chosen
 * method's step — card, bank, ACH or wire, each a lazy chunk prefetched as soon as its option is
 * selected — with a back arrow beside the step's heading. Moving between steps moves focus to the new step's heading. An
 * e-mail link with `?email=` opens pay by bank at once.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { paymentRequest } = usePaymentData();
  if (!paymentRequest) return null;
  return <PaymentFormView request={paymentRequest} {...props} />;
}

function PaymentFormView({
  request,
  initialStep = 'selectPaymentMethod',
}: PaymentFormProps & { request: PaymentRequest }) {
  const methods = useMethodSelection(request);
  const [step, setStep] = React.useState<PaymentStep>(initialStep);
  const column = React.useRef<HTMLDivElement>(null);
  // Focus follows the payer's own moves between steps, never the first render.
  const focusPending = React.useRef(false);

  const goTo = (next: PaymentStep) => {
    focusPending.current = true;
    setStep(next);
  };
  // A payment that may be in flight keeps the payer on its step (no other method meanwhile).
  const [inFlight, setInFlight] = React.useState(false);
  const back = () => {
    if (!inFlight) goTo('selectPaymentMethod');
  };
  const choose = (option: PaymentOption) => goTo(stepForOption(option));

  // An e-mail link with `?email=` opens pay by bank by itself, once (spec §2). Not the payer's
  // own move, so focus stays where the page load put it; the bank option is selected for the way
  // back.
  usePayByBankAutoStart(() => {
    methods.dispatch({ type: 'select', option: 'bank' });
    setStep('payByBank');
  });
  // Back from a redirect's page: the card step opens and finishes the payment.
  useRedirectReturnStart(() => {
    methods.dispatch({ type: 'select', option: 'card' });
    setStep(stepForOption('card'));
  });

  const selected = methods.selection.selected;
  React.useEffect(() => {
    if (selected) prefetchStep(stepForOption(selected));
  }, [selected]);

  // A payment step is open: the processing screen comes next, fetch its code meanwhile.
  React.useEffect(() => {
    if (step !== 'selectPaymentMethod') preloadStatusViews();
  }, [step]);

  const focusStep = React.useCallback(() => {
    if (!focusPending.current || !column.current) return;
    const target =
      column.current.querySelector<HTMLElement>('h2') ??
      column.current.querySelector<HTMLElement>('[data-slot="step-placeholder"]');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    // Reached the heading: done. A placeholder keeps focus only until the step arrives.
    if (target.tagName === 'H2') focusPending.current = false;
  }, []);

  const isMethodStep = step !== 'selectPaymentMethod';

  return (
    <PayPageLayout
      merchantName={request.merchant.name}
      brandColor={request.merchant.brandColor}
      testMode={isTestMode(request)}
      referralHref={referralHref(request)}
      banner={<PaymentFailedBanner request={request} />}
      summary={
        <PaymentSummary
          request={request}
          step={step}
          onBackToMethods={inFlight ? undefined : back}
        />
      }
      details={
        hasLineItems(request) && request.merchantInvoice ? (
          <React.Suspense
            fallback={
              <LazyFallback>
                <InvoiceDetailsSkeleton />
              </LazyFallback>
            }
          >
            <LazyInvoiceDetails invoice={request.merchantInvoice} />
          </React.Suspense>
        ) : null
      }
    >
      <PanelBody ref={column} data-slot="payment-column" data-step={step}>
        {isMethodStep ? (
          // The back arrow stands beside the step's heading (StepHeading), one row.
          <PaymentInFlightProvider value={setInFlight}>
            <StepBackProvider onBack={inFlight ? null : back}>
              <StepErrorBoundary key={step} onBack={back}>
                <React.Suspense fallback={<StepPlaceholder step={step} onMount={focusStep} />}>
                  <LazyMethodStep step={step} onBack={back} />
                  <OnMount run={focusStep} />
                </React.Suspense>
              </StepErrorBoundary>
            </StepBackProvider>
          </PaymentInFlightProvider>
        ) : (
          <React.Suspense
            fallback={
              <LazyFallback>
                <MethodSelectionSkeleton
                  options={visibleOptions(methods.menu, methods.selection)}
                  more={methods.menu.more.length > 0}
                />
              </LazyFallback>
            }
          >
            <LazyMethodSelection {...methods} onContinue={choose} />
            <OnMount run={focusStep} />
          </React.Suspense>
        )}
      </PanelBody>
    </PayPageLayout>
  );
}

type BoundaryProps = { onBack: () => void; children: React.ReactNode };

/** A step whose chunk failed to load says so, with Refresh and the way back. */
class StepErrorBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="flex flex-col gap-4">
        <Banner
          tone="critical"
          title={STEP_LOAD_FAILED}
          action={
            <Button variant="link" size="sm" onClick={() => window.location.reload()}>
              {REFRESH.label}
            </Button>
          }
        >
          {REFRESH.hint}
        </Banner>
        <Button variant="secondary" size="lg" className="w-full" onClick={this.props.onBack}>
          {BACK_TO_PAYMENT_METHODS}
        </Button>
      </div>
    );
  }
}
