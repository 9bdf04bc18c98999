/**
 * The card step of the payment form (docs/payer-page.md#screens "Card step"), loaded lazily by the payment
 * form: 'Card payment' with the card and wallet marks, and the card form of the session's
 * environment (`adyenSession.clientConfig.environment`): `sandbox` → paypage's sandbox card
 * widget, any provider environment → the Adyen Web adapter. Each is a lazy chunk of its own,
 * loaded when the step opens; a skeleton of the form's size shows meanwhile. Without a session
 * (its call failed) the card method's own message shows with Refresh; the other methods stay
 * usable.
 *
 * The flow around the form (the check before paying, Authorised → processing, the messages) is
 * `useCardFlow`, the same for both implementations.
 */
import * as React from 'react';
import { isSandboxCardSession } from '../models/card-session';
import { REFRESH, type MessageAction } from '../payment-request/messages';
import { PaymentChecking } from '../components/payment-checking';
import { usePaymentData } from '../state/payment-data';
import { useReportPaymentInFlight } from '../state/payment-in-flight';
import { StepHeading } from '../step-heading/step-heading';
import { useToday } from '../state/today';
import { CARD_FORM_LOAD_FAILED, CARD_SESSION_FAILED } from './card-step-messages';
import type { CardImplementationProps } from './card-implementation';
import { CardFormSkeleton } from './card-form-skeleton';
import { CardLogos } from './card-logos';
import { CardMessage } from './card-message';
import type { TypedDetails } from './typed-details';
import { useCardFlow } from './use-card-flow';

export const CARD_STEP_TITLE = 'Card payment';

type Loader = () => Promise<{ default: React.ComponentType<CardImplementationProps> }>;

/** The two implementations, each its own chunk. */
export const loadSandboxCard: Loader = () => import('./sandbox/sandbox-card');
export const loadAdyenCard: Loader = () => import('./adyen/adyen-card');

const loaderFor = (sandbox: boolean) => (sandbox ? loadSandboxCard : loadAdyenCard);
const SandboxCardLazy = React.lazy(loadSandboxCard);
const AdyenCardLazy = React.lazy(loadAdyenCard);
type LazyImplementation = typeof SandboxCardLazy;

type BoundaryProps = { fallback: React.ReactNode; children: React.ReactNode };

/** Catches a chunk that fails to load (offline, a deploy in between): the fallback instead. */
class CardLoadBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The way back to the method selection is the payment form's back arrow, beside the step's heading
 * (StepHeading) as on the bank, ACH and wire steps.
 */
export function CardStep() {
  const data = usePaymentData();
  const today = useToday();
  const { view, flow, act } = useCardFlow();
  useReportPaymentInFlight(view.kind === 'checking');
  const session = data.adyenSession;
  const merchantName = data.paymentRequest?.merchant.name ?? 'the merchant';
  const sandbox = session ? isSandboxCardSession(session) : true;

  // React.lazy keeps a failed import: after a failed load, Try again imports through a new one.
  const [reloaded, setReloaded] = React.useState<LazyImplementation | null>(null);
  const Implementation = reloaded ?? (sandbox ? SandboxCardLazy : AdyenCardLazy);
  // The holder name and address the payer typed: a fresh form after 'Try again' starts with them.
  const typing = React.useRef<TypedDetails>({});
  const [typed, setTyped] = React.useState<TypedDetails>({});
  const onTyped = React.useCallback((details: TypedDetails) => {
    typing.current = details;
  }, []);
  const again = (action: MessageAction) => {
    setTyped(typing.current);
    act(action);
  };
  const retryLoad = (action: MessageAction) => {
    setReloaded(React.lazy(loaderFor(sandbox)));
    again(action);
  };

  let content: React.ReactNode;
  if (data.loading) {
    // The payment form opens the step once the data is in; on its own it waits for it too.
    content = <CardFormSkeleton storeDetails={false} merchantName={merchantName} wallets={0} />;
  } else if (!session) {
    const message = data.error
      ? { title: null, text: data.error, action: REFRESH }
      : CARD_SESSION_FAILED;
    content = <CardMessage message={message} onAction={act} />;
  } else if (view.kind === 'checking') {
    content = <PaymentChecking />;
  } else if (view.kind === 'message') {
    content = <CardMessage message={view.message} onAction={again} />;
  } else {
    const config = session.clientConfig;
    const skeleton = (
      <CardFormSkeleton
        storeDetails={config.showCardOnFile && session.amount.value !== 0}
        merchantName={merchantName}
        wallets={Number(config.showGooglePay) + Number(config.showApplePay)}
      />
    );
    content = (
      <CardLoadBoundary
        key={view.attempt}
        fallback={<CardMessage message={CARD_FORM_LOAD_FAILED} onAction={retryLoad} />}
      >
        <React.Suspense fallback={skeleton}>
          <Implementation
            session={session}
            flow={flow}
            merchantName={merchantName}
            today={today.now}
            skeleton={skeleton}
            typed={typed}
            onTyped={onTyped}
          />
        </React.Suspense>
      </CardLoadBoundary>
    );
  }

  return (
    <section
      aria-labelledby="card-step-heading"
      data-slot="card-step"
      data-environment={session?.clientConfig.environment}
      className="flex flex-col gap-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <StepHeading
          id="card-step-heading"
          className="text-lg font-semibold tracking-tight text-text"
        >
          {CARD_STEP_TITLE}
        </StepHeading>
        <CardLogos
          googlePay={session?.clientConfig.showGooglePay ?? false}
          applePay={session?.clientConfig.showApplePay ?? false}
        />
      </header>
      {content}
    </section>
  );
}

export default CardStep;
