/**
 * The pay-by-bank step of the payment form (spec §2 "Pay by bank panel", §8). Loaded lazily by
 * the payment form.
 *
 * - Step 0: the bank-link widget (263 px, a skeleton while it loads), chosen by the link token:
 *   the sandbox widget or Plaid Link. A failed link token shows 'Failed to fetch link token'
 *   with 'Try again'; a widget that cannot connect shows 'We are having issues connecting with
 *   Plaid'.
 * - Step 1: 'Authenticated bank' with the bank's logo (or the placeholder icon), its name, the
 *   first account's subtype and last digits, the debit authorization, 'Go back' (to the widget,
 *   to link another bank or account) and 'Pay {amount}'.
 * - Pay: a loading button, the payment, then ./processing (replacing history). A failure shows
 *   the error view: 'Unable to process' for the ACH debit limit, else 'Error' and the message.
 *   A payment without a confirmed answer shows "We're checking your payment…" (no action, no
 *   way back to the methods) until the request's status is known.
 */
import { Banner, Button, CheckCircleIcon } from '@paypage/ui';
import * as React from 'react';
import { linkedAccount, type LinkedBankResult } from '../models/linked-bank';
import { breadcrumbSubStep } from '../payment-request/methods';
import {
  BANK_ERROR_TITLE,
  BANK_LIMIT_ERROR,
  BANK_LINK_CONNECTION_ERROR,
  BANK_SOMETHING_WENT_WRONG,
  type BankErrorView,
} from '../payment-request/pay-by-bank';
import { REFRESH, TRY_AGAIN } from '../payment-request/messages';
import { PaymentChecking } from '../components/payment-checking';
import { useLinkToken } from '../state/bank-link';
import { useReportPaymentInFlight } from '../state/payment-in-flight';
import { usePayByBankSubmit } from '../state/pay-by-bank';
import { usePaymentData } from '../state/payment-data';
import { StepHeading } from '../step-heading/step-heading';
import { useToday } from '../state/today';
import { useGoToProcessing } from '../state/use-go-to-processing';
import {
  accountSubtypeLabel,
  AUTHENTICATED_BANK_TITLE,
  bankDebitAuthorization,
  CHOOSE_ANOTHER_METHOD_LABEL,
  GO_BACK_LABEL,
  payByBankLabel,
  UNKNOWN_INSTITUTION,
} from './bank-copy';
import { maskedAccountNumber } from '../payment-request/bank-link';
import { BankLink, BankLinkFrame } from './bank-link';
import type { BankLinkExit } from './bank-link-types';
import { InstitutionLogo } from './institution-logo';

export type BankStepProps = {
  /** Back to the method selection. */
  onBack: () => void;
};

/** What 'Try again' of an error view does. */
type Retry = 'link' | 'pay' | null;

export type BankStepPhase =
  | { name: 'link' }
  | { name: 'authenticated'; result: LinkedBankResult }
  | { name: 'checking' }
  | { name: 'error'; view: BankErrorView; retry: Retry; result: LinkedBankResult | null };

/** After a failed Pay: the limit cannot be retried, missing data needs a new link. */
export function retryAfterPayFailure(view: BankErrorView): Retry {
  if (view.refresh) return null;
  if (view.title === BANK_LIMIT_ERROR.title && view.text === BANK_LIMIT_ERROR.text) return null;
  return view.text === BANK_SOMETHING_WENT_WRONG ? 'link' : 'pay';
}

const CONNECTION_ERROR_VIEW: BankErrorView = /* @__PURE__ */ Object.freeze({
  title: BANK_ERROR_TITLE,
  text: BANK_LINK_CONNECTION_ERROR,
});

export type BankStepViewProps = BankStepProps & {
  /** The phase to open on (stories); the widget by default. */
  initialPhase?: BankStepPhase;
};

export function BankStep({ onBack }: BankStepProps) {
  return <BankStepView onBack={onBack} />;
}

export function BankStepView({ onBack, initialPhase = { name: 'link' } }: BankStepViewProps) {
  const { paymentRequest } = usePaymentData();
  const goToProcessing = useGoToProcessing();
  const linkToken = useLinkToken();
  const { submit, checking } = usePayByBankSubmit();
  const [chosenPhase, setPhase] = React.useState<BankStepPhase>(initialPhase);
  const phase: BankStepPhase = checking ? { name: 'checking' } : chosenPhase;
  const [widgetKey, setWidgetKey] = React.useState(0);
  const [paying, setPaying] = React.useState(false);
  const payingRef = React.useRef(false);
  useReportPaymentInFlight(paying || phase.name === 'checking');
  const focusRef = React.useRef<HTMLElement>(null);
  const moved = React.useRef(false);

  // A new phase is announced by moving focus to its heading or message (not on first render).
  React.useEffect(() => {
    if (moved.current) focusRef.current?.focus();
  }, [chosenPhase]);

  function go(next: BankStepPhase) {
    moved.current = true;
    setPhase(next);
  }

  function relink(refetchToken: boolean) {
    if (refetchToken) linkToken.retry();
    setWidgetKey((key) => key + 1);
    go({ name: 'link' });
  }

  const handleExit = React.useCallback((exit: BankLinkExit) => {
    if (exit.error) {
      moved.current = true;
      setPhase({ name: 'error', view: CONNECTION_ERROR_VIEW, retry: 'link', result: null });
    } else {
      // The payer left the widget: it starts again from its first screen.
      setWidgetKey((key) => key + 1);
    }
  }, []);

  const handleSuccess = React.useCallback((result: LinkedBankResult) => {
    moved.current = true;
    setPhase({ name: 'authenticated', result });
  }, []);

  async function pay(result: LinkedBankResult) {
    // One payment per press, and none after it succeeded (the page is leaving).
    if (payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    const outcome = await submit(result);
    if (outcome.ok) {
      await goToProcessing();
      return;
    }
    payingRef.current = false;
    setPaying(false);
    go({ name: 'error', view: outcome.error, retry: retryAfterPayFailure(outcome.error), result });
  }

  const heading = (
    <StepHeading id="bank-step-heading">{breadcrumbSubStep('payByBank')}</StepHeading>
  );

  if (!paymentRequest) {
    // The payment form opens this step once the request has loaded; until then, the widget's box.
    return (
      <section
        aria-labelledby="bank-step-heading"
        data-slot="bank-step"
        className="flex flex-col gap-4"
      >
        {heading}
        <BankLinkFrame busy />
      </section>
    );
  }

  return (
    <section
      aria-labelledby="bank-step-heading"
      data-slot="bank-step"
      data-phase={phase.name}
      className="flex flex-col gap-4"
    >
      {heading}

      {phase.name === 'link' ? (
        <LinkPhase
          linkToken={linkToken}
          widgetKey={widgetKey}
          onSuccess={handleSuccess}
          onExit={handleExit}
        />
      ) : phase.name === 'authenticated' ? (
        <AuthenticatedBank
          headingRef={focusRef}
          result={phase.result}
          merchant={paymentRequest.merchant.name}
          amountInCents={paymentRequest.amountInCents}
          paying={paying}
          onGoBack={() => relink(false)}
          onPay={() => void pay(phase.result)}
        />
      ) : phase.name === 'checking' ? (
        <PaymentChecking />
      ) : (
        <BankErrorPanel
          focusRef={focusRef}
          view={phase.view}
          onRetry={
            phase.retry === 'pay' && phase.result
              ? () => go({ name: 'authenticated', result: phase.result as LinkedBankResult })
              : phase.retry === 'link'
                ? () => relink(phase.view === CONNECTION_ERROR_VIEW)
                : null
          }
          onChooseAnotherMethod={onBack}
        />
      )}
    </section>
  );
}

/** The link phase: the widget once its token is there, the token's error with Try again. */
function LinkPhase({
  linkToken,
  widgetKey,
  onSuccess,
  onExit,
}: {
  linkToken: ReturnType<typeof useLinkToken>;
  widgetKey: number;
  onSuccess: (result: LinkedBankResult) => void;
  onExit: (exit: BankLinkExit) => void;
}) {
  if (linkToken.error)
    return <LinkTokenError message={linkToken.error} onRetry={linkToken.retry} />;
  if (!linkToken.linkToken) return <BankLinkFrame busy />;
  return (
    <BankLink
      key={`${linkToken.linkToken}:${widgetKey}`}
      linkToken={linkToken.linkToken}
      onSuccess={onSuccess}
      onExit={onExit}
    />
  );
}

function LinkTokenError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Banner
      data-slot="link-token-error"
      title={message}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {TRY_AGAIN.label}
        </Button>
      }
    >
      {TRY_AGAIN.hint}
    </Banner>
  );
}

type FocusRef = React.RefObject<HTMLElement | null>;

type AuthenticatedBankProps = {
  headingRef: FocusRef;
  result: LinkedBankResult;
  merchant: string;
  amountInCents: number;
  paying: boolean;
  onGoBack: () => void;
  onPay: () => void;
};

function AuthenticatedBank({
  headingRef,
  result,
  merchant,
  amountInCents,
  paying,
  onGoBack,
  onPay,
}: AuthenticatedBankProps) {
  const today = useToday();
  const disclaimerId = React.useId();
  const account = linkedAccount(result);
  const institution = result.metadata.institution;
  const subtype = accountSubtypeLabel(account?.subtype);
  const masked = maskedAccountNumber(account?.mask?.trim());

  return (
    <div data-slot="authenticated-bank" className="flex flex-col gap-4">
      <h3
        ref={headingRef as React.RefObject<HTMLHeadingElement | null>}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold outline-none"
      >
        <CheckCircleIcon className="size-5 text-success" />
        {AUTHENTICATED_BANK_TITLE}
      </h3>
      <div
        data-slot="linked-bank"
        className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4"
      >
        <InstitutionLogo institutionId={institution?.institution_id} />
        <div className="flex min-w-0 flex-col">
          <p data-slot="institution-name" className="font-medium break-words">
            {institution?.name ?? UNKNOWN_INSTITUTION}
          </p>
          {subtype || masked ? (
            <p data-slot="account-line" className="text-sm text-muted">
              {subtype}
              {subtype && masked ? ' ' : null}
              {masked ? (
                <>
                  <span aria-hidden="true">{masked}</span>
                  <span className="sr-only">
                    {subtype ? 'account ' : 'Account '}ending in {account?.mask?.trim()}
                  </span>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" size="lg" disabled={paying} onClick={onGoBack}>
          {GO_BACK_LABEL}
        </Button>
        <Button
          size="lg"
          loading={paying}
          aria-describedby={disclaimerId}
          className="sm:min-w-48"
          onClick={onPay}
        >
          {payByBankLabel(amountInCents)}
        </Button>
      </div>
      <p id={disclaimerId} data-slot="bank-authorization" className="text-xs leading-5 text-muted">
        {bankDebitAuthorization({
          merchant,
          amountInCents,
          institutionName: institution?.name,
          account,
          today,
        })}
      </p>
    </div>
  );
}

type BankErrorPanelProps = {
  focusRef: FocusRef;
  view: BankErrorView;
  onRetry: (() => void) | null;
  onChooseAnotherMethod: () => void;
};

function BankErrorPanel({ focusRef, view, onRetry, onChooseAnotherMethod }: BankErrorPanelProps) {
  const { refresh } = usePaymentData();
  return (
    <div data-slot="bank-error" className="flex flex-col gap-4">
      <Banner
        ref={focusRef as React.RefObject<HTMLDivElement | null>}
        tabIndex={-1}
        title={view.title}
        className="outline-none"
      >
        {view.text}
      </Banner>
      {view.refresh ? (
        // The payment's outcome is not known: no other method, no second payment.
        <div className="flex sm:justify-end">
          <Button onClick={refresh}>{REFRESH.label}</Button>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant={onRetry ? 'secondary' : 'primary'} onClick={onChooseAnotherMethod}>
            {CHOOSE_ANOTHER_METHOD_LABEL}
          </Button>
          {onRetry ? <Button onClick={onRetry}>{TRY_AGAIN.label}</Button> : null}
        </div>
      )}
    </div>
  );
}

export default BankStep;
