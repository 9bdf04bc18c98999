/**
 * The session widget in the `test` and `live` environments (docs/widget.md "Environments"): our
 * form (the kit's fields, our labels, errors, brand mark and Pay button) with Adyen Web's own
 * secured fields in its three boxes, reached through the card-fields interface
 * (`use-adyen-card-fields.ts`, the interface's second implementation beside the sandbox's frames).
 * The card's digits go from the payer's browser to Adyen only: Adyen Web's session makes the
 * payment; the paypage API hears the session's result (`POST widget/sessions/{id}/result`: the
 * client key and Adyen's sessionResult, nothing of the card) and tells the merchant by webhook.
 * What maps to Adyen and what is not offered is `adyen-widget-options.ts`.
 */
import * as React from 'react';
import { cn, TextField } from '@paypage/ui';
import {
  cardFieldErrorMessage,
  FORM_FIELD_ERRORS,
  WIDGET_ERROR_MESSAGES,
  securityCodeFor,
} from '../../../rules';
import { EMPTY_CARD_FRAMES, type CardFrames } from '../../form/card-form';
import { FailureBanner } from '../../form/failure-banner';
import { PayButton, type PayButtonStatus } from '../../form/pay-button';
import {
  SecuredCardNumberField,
  SecuredExpiryDateField,
  SecuredSecurityCodeField,
} from '../secured/secured-card-fields';
import { useFieldElements, type CardField } from '../card-fields';
import type { CardWidgetError, CardWidgetState } from '../../options/widget-types';
import { useWidgetStrings } from '../../i18n/widget-strings';
import type { AdyenWidgetInput } from './adyen-widget-options';
import { DEFAULT_BRANDS } from './adyen-widget-options';
import { type AdyenWeb, useAdyenCardFields } from './use-adyen-card-fields';

export type { AdyenWeb } from './use-adyen-card-fields';

type WidgetError = CardWidgetError;
/** The API's refusals of the result's report (docs/widget.md "Calls"). */
const REFUSALS = ['ORIGIN_NOT_ALLOWED', 'WRONG_ENVIRONMENT'];

export type AdyenSessionWidgetProps = AdyenWidgetInput & {
  /** The paypage API's base URL: the session's result is reported there. */
  context: string;
  className?: string;
  hasHolderName?: boolean;
  holderNameRequired?: boolean;
  positionHolderNameOnTop?: boolean;
  showBrandIcon?: boolean;
  /** The live form's state: fewer fields than the sandbox's (docs/widget.md "Environments"). */
  onChange?: (state: LiveCardState) => void;
  onError?: (error: WidgetError) => void;
  onPaymentCompleted?: (answer: { resultCode: string }) => unknown;
  onPaymentFailed?: (answer: { resultCode: string }) => unknown;
  /**
   * Loads Adyen Web (default: its `import()`). The stories give a local stand-in
   * (`storybook/fake-adyen-web.ts`), as the wallets' stories give `prepare`, so they never reach
   * Adyen. A page never gives it: the mount refuses it (`embed/embed-options.ts`, INTERNAL_OPTIONS).
   */
  loadAdyenWeb?: () => Promise<AdyenWeb>;
};

/** What `onChange` hears in the live environments. */
export type LiveCardState = Pick<CardWidgetState, 'status' | 'brand' | 'isValid' | 'isSfpValid'>;

/** Reports the session's result to the paypage API (what it learns: the client key and result). */
async function reportResult(props: AdyenSessionWidgetProps, sessionResult: string) {
  const answer = await fetch(
    `${props.context.replace(/\/$/, '')}/widget/sessions/${encodeURIComponent(props.session.id)}/result`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientKey: props.clientKey, sessionResult }),
    },
  );
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as {
      errorCode?: string;
      message?: string;
    };
    throw Object.assign(new Error(body.message ?? `The result was answered ${answer.status}`), {
      errorCode: body.errorCode,
    });
  }
}

const CARD_FIELDS = ['cardNumber', 'expiryDate', 'securityCode'] as const;
/** Adyen's fields are valid: each is, or the brand's policy leaves it optional and it is empty. */
const isValidCard = (card: CardFrames) =>
  CARD_FIELDS.every((field) => {
    const policy = field === 'cardNumber' ? 'required' : card.brandReport?.[field];
    return (
      card[field].valid || (policy !== undefined && policy !== 'required' && !card[field].filled)
    );
  });

export function AdyenSessionWidget(props: AdyenSessionWidgetProps) {
  const t = useWidgetStrings();
  // The latest props for Adyen's callbacks (set after each render).
  const latest = React.useRef(props);
  const [card, setCard] = React.useState<CardFrames>(EMPTY_CARD_FRAMES);
  const [payStatus, setPayStatus] = React.useState<PayButtonStatus>('default');
  const [holderName, setHolderName] = React.useState('');
  const [holderError, setHolderError] = React.useState<string | undefined>();
  React.useLayoutEffect(() => {
    latest.current = props;
  });
  const fail = (error: WidgetError) => latest.current.onError?.(error);

  const elements = useFieldElements();
  const connection = useAdyenCardFields({
    elements,
    brands: props.brands ?? DEFAULT_BRANDS,
    // Adyen's fields apply their own brand policies; the form only shows them.
    policies: {
      expiryDate: card.brandReport?.expiryDate ?? 'required',
      securityCode: card.brandReport?.securityCode ?? 'required',
      password: 'hidden',
    },
    maskSecurityCode: props.maskSecurityCode,
    minimumExpiryDate: props.minimumExpiryDate,
    // Adyen's fields report an error when they show it (on leaving, or a wrong complete value).
    errorOf: (field: CardField) => {
      const code = field === 'password' ? '' : card[field].errorCode;
      return code ? (cardFieldErrorMessage(code) ?? code) : undefined;
    },
    // Nothing of Adyen's fields is ever payment data of ours: Adyen Web's session pays.
    paymentData: () => ({ paymentMethod: { type: 'scheme', encryptedCardNumber: '' } }),
    onCard: (_field, update) => setCard(update),
    onLeave: () => undefined,
    setup: {
      session: props.session,
      clientKey: props.clientKey,
      environment: props.environment,
      locale: props.locale,
      brands: props.brands,
      maskSecurityCode: props.maskSecurityCode,
      minimumExpiryDate: props.minimumExpiryDate,
      challengeWindowSize: props.challengeWindowSize,
      analytics: props.analytics,
      loadAdyenWeb: props.loadAdyenWeb,
      onPaymentCompleted: (answer) => {
        void reportResult(latest.current, answer.sessionResult ?? '')
          .catch((error: Error & { errorCode?: string }) =>
            // A page or key the API refuses is the integration's mistake; anything else, the call's.
            fail({
              name: REFUSALS.includes(error.errorCode ?? '')
                ? 'IMPLEMENTATION_ERROR'
                : 'NETWORK_ERROR',
              message: error.message,
              errorCode: error.errorCode,
            }),
          )
          .then(() => {
            setPayStatus('completed');
            return latest.current.onPaymentCompleted?.({
              resultCode: answer.resultCode ?? 'Authorised',
            });
          });
      },
      onPaymentFailed: (answer) => {
        setPayStatus('default');
        latest.current.onPaymentFailed?.({ resultCode: answer.resultCode ?? 'Error' });
      },
      onError: (error) => {
        setPayStatus('default');
        fail(error);
      },
    },
  });
  const { fields, status, amount } = connection;
  const challenging = connection.action !== null;
  const brand = card.brandReport?.brand ?? null;
  const isValid = isValidCard(card);

  React.useEffect(() => {
    if (status !== 'ready') return;
    latest.current.onChange?.({ status: 'ready', brand, isValid, isSfpValid: isValid });
  }, [status, brand, isValid]);

  const pay = () => {
    if (props.hasHolderName && props.holderNameRequired && holderName.trim() === '') {
      setHolderError(FORM_FIELD_ERRORS['creditCard.holderName.invalid']);
      return;
    }
    if (connection.submit({ holderName })) setPayStatus('loading');
  };

  const holderField = props.hasHolderName ? (
    <TextField
      id="adyen-holderName"
      label={t(props.holderNameRequired ? 'field.holderName' : 'field.holderName.optional')}
      placeholder={t('field.holderName.placeholder')}
      autoComplete="cc-name"
      value={holderName}
      error={holderError}
      onChange={(event) => {
        setHolderName(event.currentTarget.value.replace(/^\s+/, ''));
        setHolderError(undefined);
      }}
    />
  ) : null;
  const onTop = props.positionHolderNameOnTop ?? true;

  return (
    <div
      data-slot="card-widget"
      data-environment={props.environment}
      data-status={status}
      className={cn('flex flex-col gap-6', props.className)}
    >
      {status === 'csfLoadFailure' ? (
        // As the sandbox's frames failing (§8): the form cannot be used until the page reloads.
        <FailureBanner
          message={WIDGET_ERROR_MESSAGES.framesLoadFailed}
          refresh={t('form.refresh')}
          onRefresh={() => window.location.reload()}
        />
      ) : null}
      {challenging ? (
        // Adyen Web's own 3-D Secure view (its challenge's frame), in place of the card form.
        <div data-slot="challenge" ref={connection.action?.ref} />
      ) : null}
      <form
        className="flex flex-col gap-4"
        hidden={challenging}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
      >
        {onTop ? holderField : null}
        <div className="flex flex-col gap-4">
          <SecuredCardNumberField
            {...fields.field('cardNumber')}
            brand={brand}
            showBrandIcon={props.showBrandIcon}
          />
          <div className="grid grid-cols-2 gap-4">
            <SecuredExpiryDateField {...fields.field('expiryDate')} />
            <SecuredSecurityCodeField
              {...fields.field('securityCode')}
              spec={securityCodeFor(brand)}
              brandKnown={brand !== null}
              optional={card.brandReport?.securityCode === 'optional'}
            />
          </div>
        </div>
        {onTop ? null : holderField}
        {/* Pay names the session's amount, known once Adyen's setup has answered. */}
        {amount ? (
          <PayButton
            type="submit"
            amount={amount}
            status={payStatus}
            disabled={status !== 'ready'}
          />
        ) : null}
      </form>
    </div>
  );
}

export default AdyenSessionWidget;
