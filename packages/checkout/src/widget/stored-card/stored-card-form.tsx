/**
 * The stored-card form (docs/widget.md#views "Stored-card form", §3, §5): one-click payment
 * of a card the shopper stored, mounted with `storedPaymentMethodId`. It shows the brand's mark,
 * '•••• 1111' and the read-only expiry ('03 / 30', §2 "month / year"), asks for the security code
 * only — in its secured frame, told the card's brand (hidden by the brand, `hideCVC` or
 * `hasCVC: false`) — then instalments and the disclaimer when given, and Pay. No holder name and no
 * billing address (§5). A card without the Ecommerce shopper interaction, or an id that is not one
 * of `storedPaymentMethods`, shows an error instead and reports an IMPLEMENTATION_ERROR (§5).
 *
 * Loaded with `import()` where the widget shows it: a merchant who never mounts a stored card
 * does not load it.
 */
import * as React from 'react';
import { Banner, Button, TextField, cn } from '@paypage/ui';
import { STORED_CARD_NOT_ECOMMERCE, findCardBrand, type InstalmentSelection } from '../../rules';
import { CardBrandMark } from '../form/card-brand-mark';
import { EMPTY_CARD_FRAMES, type CardFrames } from '../form/card-form';
import { cardFormLayout } from '../form/card-form-layout';
import { PayButton } from '../form/pay-button';
import { SecuredSecurityCodeField } from '../fields/secured/secured-card-fields';
import {
  chooseStoredCard,
  genericStoredCardBrandError,
  storedCardFormState,
  storedCardPaymentData,
  storedCardSecurityCode,
  storedCardSummary,
  storedCardWidgetState,
  STORED_CARD_TEXT,
  type StoredCardProblem,
} from './stored-card-form-state';
import { useStoredCardAnalytics } from './stored-card-analytics';
import { ChallengeLoading } from '../three-ds/challenge-loading';
import { fillPlaceholders, translateError } from '../i18n/translate';
import { useAnnouncer } from '../form/use-announcer';
import { useFieldElements } from '../fields/card-fields';
import { usePaymentFlow } from '../payment/use-payment-flow';
import { useSecuredCardFields } from '../fields/secured/use-secured-card-fields';
import type { StoredCard } from '../../rules';
import type { CardWidgetProps } from '../options/widget-types';
import { useWidgetStrings, useWidgetText } from '../i18n/widget-strings';

// Once an answer asks for a challenge.
const CardWidgetChallenge = React.lazy(() => import('../three-ds/three-ds-challenge'));
const InstalmentsPart = React.lazy(() => import('../instalments/instalments-field'));
const DisclaimerMessage = React.lazy(() => import('../form/disclaimer-message'));

type StoredCardFormProps = CardWidgetProps & { storedPaymentMethodId: string };

/** The stored card's form, or its error (§5) when it cannot be paid here. */
export function StoredCardForm(props: StoredCardFormProps) {
  const choice = chooseStoredCard(props);
  if (choice.problem !== null || choice.card === null) {
    return <StoredCardError problem={choice.problem ?? 'unknown'} props={props} />;
  }
  return <StoredCardPayForm card={choice.card} props={props} />;
}

function StoredCardError({
  problem,
  props,
}: {
  problem: StoredCardProblem;
  props: StoredCardFormProps;
}) {
  const t = useWidgetStrings();
  const key = problem === 'notEcommerce' ? 'storedCard.notEcommerce' : 'storedCard.unknown';
  const message =
    problem === 'notEcommerce'
      ? STORED_CARD_NOT_ECOMMERCE
      : `Card widget option 'storedPaymentMethodId' names no card of 'storedPaymentMethods': ${props.storedPaymentMethodId}`;
  // Reported once (§5 "otherwise an error is raised"): the integrator mounted a card it cannot pay.
  const onError = React.useRef(props.onError);
  React.useEffect(() => {
    onError.current?.({ name: 'IMPLEMENTATION_ERROR', message });
  }, [message]);
  return (
    <div
      data-slot="card-widget"
      data-status="storedCardError"
      data-stored-card-error={problem}
      className={props.className}
    >
      <Banner tone="critical">{t.part(key) ?? STORED_CARD_TEXT[key]}</Banner>
    </div>
  );
}

function StoredCardPayForm({ card, props }: { card: StoredCard; props: StoredCardFormProps }) {
  const t = useWidgetStrings();
  const text = useWidgetText();
  const { message: announcement, announce } = useAnnouncer();
  const elements = useFieldElements();
  const [frames, setFrames] = React.useState<CardFrames>(EMPTY_CARD_FRAMES);
  // The security code's error shows once its frame was left, or after a press on Pay.
  const [touched, setTouched] = React.useState(false);
  const securityCode = storedCardSecurityCode(card, props);
  const { policy } = securityCode;
  const state = storedCardFormState(card, policy, frames.securityCode);
  const visibleError = touched && state.error ? translateError(t, state.error) : undefined;
  const installments = React.useRef<InstalmentSelection | undefined>(undefined);
  const setInstallments = React.useCallback((value: InstalmentSelection | undefined) => {
    installments.current = value;
  }, []);

  const latest = React.useRef({ props, frames, policy });
  React.useLayoutEffect(() => {
    latest.current = { props, frames, policy };
  });
  const paymentData = React.useCallback(() => {
    const now = latest.current;
    const data = storedCardPaymentData(
      card,
      now.policy,
      now.frames.encrypted.encryptedSecurityCode,
    );
    return installments.current ? { ...data, installments: installments.current } : data;
  }, [card]);

  // A generic brand: the console says so once per brand (the form still asks a 3-digit code).
  const brandLogged = React.useRef<string | null>(null);
  React.useEffect(() => {
    const message = genericStoredCardBrandError(card.brand);
    if (message && brandLogged.current !== card.brand) console.error(message);
    brandLogged.current = card.brand;
  }, [card.brand]);

  // Analytics (§3): the card form's events, marked isStoredPaymentMethod.
  const analytics = useStoredCardAnalytics(props, card.brand);
  const secured = useSecuredCardFields({
    setup: props.securedFields,
    text,
    elements,
    brands: [card.brand],
    brand: card.brand,
    maskSecurityCode: props.maskSecurityCode,
    policies: { expiryDate: 'hidden', securityCode: policy, password: 'hidden' },
    errorOf: (field) => (field === 'securityCode' ? visibleError : undefined),
    paymentData,
    onCard: (_field, update) => setFrames(update),
    onLeave: () => setTouched(true),
    onFocusChange: analytics.focus,
  });
  React.useEffect(() => {
    if (secured.status === 'ready') analytics.rendered();
  }, [secured.status, analytics]);

  const { challenge, payStatus, paying, payButton, ...flow } = usePaymentFlow({
    props: () => latest.current.props,
    cardData: paymentData,
    announce,
    checkoutAttemptId: analytics.checkoutAttemptId,
  });

  // §3 onChange: the form's state each time the frame's status, the code or its error changes.
  const encryptedCode = frames.encrypted.encryptedSecurityCode;
  React.useEffect(() => {
    const data = storedCardPaymentData(card, policy, encryptedCode);
    latest.current.props.onChange?.(
      storedCardWidgetState(card, policy, secured.status, state, touched, data, t),
    );
    // `state` is derived from `frames`; its parts are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card, policy, secured.status, state.valid, state.error?.code, touched, encryptedCode, t]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.isBusy()) return;
    if (state.valid) {
      analytics.submit();
      flow.submit();
      return;
    }
    setTouched(true);
    if (state.error) {
      analytics.validationError('securityCode', state.error);
      const message = translateError(t, state.error);
      announce(t('form.fieldError', { field: t('field.securityCode'), message }));
    }
    secured.fields.focus('securityCode');
  };

  const summary = storedCardSummary(card);
  const brandName = findCardBrand(card.brand)?.name ?? card.brand;
  const failed = secured.status !== 'loading' && secured.status !== 'ready';
  const ids = { expiry: elements.idOf('expiryDate'), summary: `${elements.idPrefix}-stored-card` };

  return (
    <div
      data-slot="card-widget"
      data-status={secured.status}
      data-brand={card.brand}
      data-stored-card={card.id}
      data-valid={state.valid ? '' : undefined}
      aria-busy={secured.status === 'loading' || undefined}
      className={cn('flex flex-col gap-6', props.className)}
    >
      {failed ? (
        <Banner
          tone="critical"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => (props.onRefresh ?? (() => window.location.reload()))()}
            >
              {t('form.refresh')}
            </Button>
          }
        >
          {secured.statusMessage}
        </Banner>
      ) : null}
      <form
        noValidate
        hidden={challenge !== null}
        onSubmit={handleSubmit}
        aria-labelledby={ids.summary}
        className={cardFormLayout.stack}
      >
        <p data-slot="stored-card-summary" className="flex items-center gap-3 text-base text-text">
          <CardBrandMark brand={card.brand} />
          <span id={ids.summary} className="sr-only">
            {t.part('storedCard.name', { brand: brandName, lastFour: card.lastFour }) ??
              fillPlaceholders(STORED_CARD_TEXT['storedCard.name'], {
                brand: brandName,
                lastFour: card.lastFour,
              })}
          </span>
          <span aria-hidden="true" className="font-medium tabular-nums">
            {summary.number}
          </span>
        </p>
        <div className={cardFormLayout.pair}>
          <TextField
            id={ids.expiry}
            label={t('field.expiryDate')}
            value={summary.expiry}
            readOnly
            className={cardFormLayout.pairItem}
          />
          {policy === 'hidden' ? null : (
            <SecuredSecurityCodeField
              {...secured.fields.field('securityCode')}
              className={cardFormLayout.pairItem}
              spec={securityCode}
              brandKnown
              optional={policy === 'optional'}
            />
          )}
        </div>
        {props.installmentOptions ? (
          <React.Suspense fallback={null}>
            <InstalmentsPart
              id={`${elements.idPrefix}-instalments`}
              installmentOptions={props.installmentOptions}
              brand={card.brand}
              amount={props.amount}
              onPaymentDataChange={setInstallments}
            />
          </React.Suspense>
        ) : null}
        {props.disclaimerMessage ? (
          <React.Suspense fallback={null}>
            <DisclaimerMessage disclaimer={props.disclaimerMessage} />
          </React.Suspense>
        ) : null}
        <PayButton
          ref={payButton}
          type="submit"
          amount={props.amount}
          status={payStatus}
          aria-disabled={paying && payStatus !== 'loading' ? true : undefined}
          disabled={secured.status !== 'ready'}
        />
      </form>
      {challenge !== null ? (
        <React.Suspense fallback={<ChallengeLoading windowSize={props.challengeWindowSize} />}>
          <CardWidgetChallenge challenge={challenge} options={props} flow={flow} />
        </React.Suspense>
      ) : null}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

export default StoredCardForm;
