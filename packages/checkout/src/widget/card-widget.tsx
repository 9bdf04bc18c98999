/**
 * The card widget: paypage's own implementation of card-widget.md's card form, built from
 * the kit and the card rules, embeddable on its own with the provider's callbacks (§7: onSubmit,
 * onAdditionalDetails, onChange, onError; plus onPaymentCompleted / onPaymentFailed).
 *
 * - Fields: holder name, card number (brand mark, spaced as typed), expiry date, security code (per
 *   brand: its name, length, optional or hidden), the Brazilian CPF/CNPJ when shown, the billing
 *   address, the store-details consent, Pay. Wallet buttons under 'or pay with'.
 * - Errors show on blur (a few at once while typing, see `card-form.ts`) and are announced in a
 *   polite live region when they appear, except those §5 keeps quiet while typing.
 * - After a complete card number focus moves to the next field that is neither optional nor
 *   hidden; a complete expiry moves on to a required security code. Shift-Tab is the browser's.
 * - Submit validates; an invalid form shows every error and focuses the first invalid field.
 *   A valid one calls `onSubmit`; the answer's 3-D Secure action opens the challenge, whose result
 *   goes to `onAdditionalDetails`. A second press while paying does nothing.
 */
import * as React from 'react';
import { postalCodeFormat } from '@paypage/ui/rules';
import { cn, SocialSecurityNumberInput, TextField } from '@paypage/ui';
import {
  ERRORS_NOT_ANNOUNCED_ON_CHANGE,
  isStoreDetailsShown,
  normalizeAddressField,
  DEFAULT_SUPPORTED_BRANDS,
} from '../rules';
import { cardFormLayout } from './card-form-layout';
import { PayButton } from './pay-button';
import { StoreDetailsConsent } from './store-details-consent';
import { DEFAULT_COUNTRY } from './address-data';
import { addressLabels, BillingAddressFields } from './billing-address-fields';
import { CardNumberField, ExpiryDateField, SecurityCodeField } from './card-fields';
import {
  CARD_FORM_FIELDS,
  cardPaymentData,
  isAddressField,
  isCardNumberComplete,
  isExpiryDateComplete,
  isFieldOptional,
  isFieldShown,
  nextRequiredField,
  showsWhileTyping,
  validateCardForm,
  type AddressFormField,
  type CardFormError,
  type CardFormField,
  type CardFormOptions,
  type CardFormValues,
} from './card-form';
import { ThreeDSChallenge } from './three-ds-challenge';
import { usePaymentFlow } from './use-payment-flow';
import { WalletButtons, type Wallet } from './wallet-buttons';
import type { CardWidgetState, CardWidgetStatus, CardWidgetProps } from './widget-types';

const FIELD_LABELS: Record<Exclude<CardFormField, AddressFormField>, string> = {
  holderName: 'Name on card',
  cardNumber: 'Card number',
  expiryDate: 'Expiry date',
  securityCode: 'Security code',
  socialSecurityNumber: 'CPF/CNPJ',
};

function initialValues(props: CardWidgetProps): CardFormValues {
  const address = props.data?.billingAddress ?? {};
  return {
    holderName: props.data?.holderName ?? '',
    cardNumber: '',
    expiryDate: '',
    securityCode: '',
    socialSecurityNumber: '',
    storeDetails: false,
    billingAddress: {
      street: address.street ?? '',
      houseNumberOrName: address.houseNumberOrName ?? '',
      postalCode: address.postalCode ?? '',
      city: address.city ?? '',
      stateOrProvince: address.stateOrProvince ?? '',
      country: address.country ?? DEFAULT_COUNTRY,
    },
  };
}

/** A polite live region whose message is re-announced even when it repeats. */
function useAnnouncer() {
  const [message, setMessage] = React.useState('');
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = React.useCallback((text: string) => {
    setMessage('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(text), 50);
  }, []);
  return { message, announce };
}

export function CardWidget(props: CardWidgetProps) {
  const {
    amount,
    brands = DEFAULT_SUPPORTED_BRANDS,
    hasHolderName = false,
    holderNameRequired = false,
    billingAddressRequired = false,
    hideCVC = false,
    socialSecurityNumberMode = 'auto',
    enableStoreDetails = false,
    merchantName = 'the merchant',
    wallets,
    challengeWindowSize,
    challengeOrigin,
    minimumExpiryDate,
    today,
    className,
  } = props;

  const [clock] = React.useState(() => today ?? new Date());
  const options = React.useMemo<CardFormOptions>(
    () => ({
      brands,
      hasHolderName,
      holderNameRequired,
      billingAddressRequired,
      hideCVC,
      socialSecurityNumberMode,
      minimumExpiryDate,
      today: today ?? clock,
    }),
    [
      brands,
      hasHolderName,
      holderNameRequired,
      billingAddressRequired,
      hideCVC,
      socialSecurityNumberMode,
      minimumExpiryDate,
      today,
      clock,
    ],
  );
  const storeDetailsShown = isStoreDetailsShown(amount.value, enableStoreDetails);

  const [values, setValues] = React.useState(() => initialValues(props));
  const [shown, setShown] = React.useState<Partial<Record<CardFormField, boolean>>>({});
  const [status, setStatus] = React.useState<CardWidgetStatus>('loading');
  const { message: announcement, announce } = useAnnouncer();

  const validation = React.useMemo(() => validateCardForm(values, options), [values, options]);
  const { details } = validation;

  // The latest render's values for callbacks that run later (blur after a change, timers).
  const current = React.useRef({ values, validation, props });
  React.useEffect(() => {
    current.current = { values, validation, props };
  });

  const idPrefix = `card${React.useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fieldId = (field: CardFormField) => `${idPrefix}-${field}`;

  // The fields' elements, for moving focus (a Map held in state: written only by ref callbacks).
  const [nodes] = React.useState(() => new Map<CardFormField, HTMLElement | null>());
  const bindings = React.useMemo(
    () =>
      Object.fromEntries(
        CARD_FORM_FIELDS.map((field) => [
          field,
          (node: HTMLElement | null) => {
            nodes.set(field, node);
          },
        ]),
      ) as Record<CardFormField, (node: HTMLElement | null) => void>,
    [nodes],
  );
  const bindField = React.useCallback((field: CardFormField) => bindings[field], [bindings]);
  const focusField = (field: CardFormField) => nodes.get(field)?.focus();

  // Status: loading until the form is on screen and configured (§4), then ready.
  React.useEffect(() => {
    const timer = window.setTimeout(() => setStatus('ready'));
    return () => window.clearTimeout(timer);
  }, []);

  const state = React.useMemo<CardWidgetState>(
    () => ({
      status,
      brand: details.brand,
      isValid: validation.isValid,
      valid: validation.valid,
      errors: validation.errors,
      data: cardPaymentData(values, details, { ...options, storeDetailsShown }),
      cvcPolicy: details.securityCode.policy,
      expiryDatePolicy: details.expiryDatePolicy,
      detectedUnsupportedBrands: details.unsupportedBrand ? [details.unsupportedBrand] : [],
    }),
    [status, details, validation, values, options, storeDetailsShown],
  );
  React.useEffect(() => {
    current.current.props.onChange?.(state);
  }, [state]);

  const { challenge, payStatus, pendingWallet, paying, payButton, ...flow } = usePaymentFlow({
    props: () => current.current.props,
    cardData: () => state.data,
    announce,
  });

  const labelOf = (field: CardFormField): string => {
    const country = values.billingAddress.country;
    if (field === 'postalCode') return postalCodeFormat(country).label;
    if (isAddressField(field)) return addressLabels(country, details.houseNumberOptional)[field];
    return FIELD_LABELS[field];
  };

  const visibleError = (field: CardFormField): string | undefined => {
    const found = validation.errors[field];
    if (!found) return undefined;
    return shown[field] || showsWhileTyping(field, found, values, details)
      ? found.message
      : undefined;
  };

  /** Applies a change and what follows from it: errors fixed go, focus moves on when complete. */
  const change = (field: CardFormField, next: CardFormValues) => {
    const before = validation;
    const after = validateCardForm(next, options);
    setValues(next);
    if (!after.errors[field]) setShown((all) => ({ ...all, [field]: false }));

    const appeared = after.errors[field];
    if (
      appeared &&
      showsWhileTyping(field, appeared, next, after.details) &&
      before.errors[field]?.code !== appeared.code &&
      !(ERRORS_NOT_ANNOUNCED_ON_CHANGE as readonly string[]).includes(appeared.code)
    ) {
      announce(`${labelOf(field)}: ${appeared.message}`);
    }

    if (
      field === 'cardNumber' &&
      isCardNumberComplete(next, after.details, options) &&
      !isCardNumberComplete(values, before.details, options)
    ) {
      const target = nextRequiredField('cardNumber', after.details, options);
      if (target) window.setTimeout(() => focusField(target));
    }
    if (
      field === 'expiryDate' &&
      isExpiryDateComplete(next.expiryDate) &&
      !after.errors.expiryDate &&
      !isExpiryDateComplete(values.expiryDate) &&
      isFieldShown('securityCode', after.details, options) &&
      !isFieldOptional('securityCode', after.details, options)
    ) {
      window.setTimeout(() => focusField('securityCode'));
    }
  };

  const setField = (field: Exclude<CardFormField, AddressFormField>, value: string) =>
    change(field, { ...values, [field]: value });

  const setAddressField = (field: AddressFormField, value: string) => {
    const billingAddress = { ...values.billingAddress, [field]: value };
    // Another country: its state list (or none) and postal format apply; a state does not carry.
    if (field === 'country') billingAddress.stateOrProvince = '';
    change(field, { ...values, billingAddress });
  };

  const blur = (field: CardFormField) => {
    const latest = current.current;
    let nextValues = latest.values;
    if (isAddressField(field) && field !== 'country' && field !== 'stateOrProvince') {
      const cleaned = normalizeAddressField(field, latest.values.billingAddress[field], 'blur');
      if (cleaned !== latest.values.billingAddress[field]) {
        nextValues = {
          ...latest.values,
          billingAddress: { ...latest.values.billingAddress, [field]: cleaned },
        };
        setValues(nextValues);
      }
    } else if (field === 'holderName') {
      const trimmed = latest.values.holderName.replace(/\s+/g, ' ').trim();
      if (trimmed !== latest.values.holderName) {
        nextValues = { ...latest.values, holderName: trimmed };
        setValues(nextValues);
      }
    }
    const found: CardFormError | undefined = validateCardForm(nextValues, options).errors[field];
    if (!found) return;
    setShown((all) => ({ ...all, [field]: true }));
    if (!shown[field]) announce(`${labelOf(field)}: ${found.message}`);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.isBusy()) return;
    if (!validation.isValid) {
      const invalid = CARD_FORM_FIELDS.filter((field) => validation.errors[field]);
      setShown((all) => ({ ...all, ...Object.fromEntries(invalid.map((field) => [field, true])) }));
      const first = invalid[0];
      if (first) {
        focusField(first);
        const detail = `${labelOf(first)}: ${validation.errors[first]?.message ?? ''}`;
        announce(
          invalid.length === 1 ? detail : `${invalid.length} fields need your attention. ${detail}`,
        );
      }
      return;
    }
    flow.submit(null);
  };

  // ---- Rendering ----------------------------------------------------------------------------

  const walletList: Wallet[] = [
    ...(wallets?.googlePay ? (['googlepay'] as const) : []),
    ...(wallets?.applePay ? (['applepay'] as const) : []),
  ];
  const addressErrors = Object.fromEntries(
    (
      ['country', 'street', 'houseNumberOrName', 'city', 'stateOrProvince', 'postalCode'] as const
    ).map((field) => [field, visibleError(field)]),
  ) as Partial<Record<AddressFormField, string>>;

  return (
    <div
      data-slot="card-widget"
      data-status={status}
      data-brand={details.brand ?? undefined}
      data-valid={validation.isValid ? '' : undefined}
      className={cn('flex flex-col gap-6', className)}
    >
      <form
        noValidate
        hidden={challenge !== null}
        onSubmit={handleSubmit}
        className={cardFormLayout.stack}
      >
        {isFieldShown('holderName', details, options) ? (
          <TextField
            id={fieldId('holderName')}
            ref={bindField('holderName')}
            label={holderNameRequired ? 'Name on card' : 'Name on card (optional)'}
            placeholder="J. Smith"
            autoComplete="cc-name"
            autoCapitalize="words"
            spellCheck={false}
            aria-required={holderNameRequired}
            value={values.holderName}
            error={visibleError('holderName')}
            onChange={(event) =>
              setField('holderName', event.currentTarget.value.replace(/^\s+/, ''))
            }
            onBlur={() => blur('holderName')}
          />
        ) : null}
        <CardNumberField
          id={fieldId('cardNumber')}
          ref={bindField('cardNumber')}
          brands={brands}
          brand={details.brand}
          value={values.cardNumber}
          error={visibleError('cardNumber')}
          onValueChange={(value) => setField('cardNumber', value)}
          onBlur={() => blur('cardNumber')}
        />
        <div className={cardFormLayout.pair}>
          {isFieldShown('expiryDate', details, options) ? (
            <ExpiryDateField
              id={fieldId('expiryDate')}
              ref={bindField('expiryDate')}
              className={cardFormLayout.pairItem}
              value={values.expiryDate}
              error={visibleError('expiryDate')}
              onValueChange={(value) => setField('expiryDate', value)}
              onBlur={() => blur('expiryDate')}
            />
          ) : null}
          {isFieldShown('securityCode', details, options) ? (
            <SecurityCodeField
              id={fieldId('securityCode')}
              ref={bindField('securityCode')}
              className={cardFormLayout.pairItem}
              spec={details.securityCode}
              brandKnown={details.brand !== null}
              optional={isFieldOptional('securityCode', details, options)}
              value={values.securityCode}
              error={visibleError('securityCode')}
              onValueChange={(value) => setField('securityCode', value)}
              onBlur={() => blur('securityCode')}
            />
          ) : null}
        </div>
        {isFieldShown('socialSecurityNumber', details, options) ? (
          <SocialSecurityNumberInput
            id={fieldId('socialSecurityNumber')}
            ref={bindField('socialSecurityNumber')}
            label="CPF/CNPJ (optional)"
            value={values.socialSecurityNumber}
            error={visibleError('socialSecurityNumber')}
            onValueChange={(value) => setField('socialSecurityNumber', value)}
            onBlur={() => blur('socialSecurityNumber')}
          />
        ) : null}
        {billingAddressRequired ? (
          <BillingAddressFields
            idPrefix={idPrefix}
            address={values.billingAddress}
            houseNumberOptional={details.houseNumberOptional}
            hasStates={details.hasStates}
            errors={addressErrors}
            onFieldChange={setAddressField}
            onFieldBlur={blur}
            refFor={bindField}
          />
        ) : null}
        {storeDetailsShown ? (
          <StoreDetailsConsent
            merchantName={merchantName}
            checked={values.storeDetails}
            onCheckedChange={(storeDetails) => setValues((all) => ({ ...all, storeDetails }))}
          />
        ) : null}
        <PayButton
          ref={payButton}
          type="submit"
          amount={amount}
          status={payStatus}
          aria-disabled={paying && payStatus !== 'loading' ? true : undefined}
        />
      </form>

      {challenge === null ? (
        <WalletButtons
          wallets={walletList}
          pending={pendingWallet}
          busy={paying}
          onPay={flow.submit}
        />
      ) : (
        <ThreeDSChallenge
          token={challenge.token}
          windowSize={challengeWindowSize}
          expectedOrigin={challengeOrigin ?? window.location.origin}
          onResult={flow.challengeEnded}
          onError={flow.threeDSFailed}
        />
      )}

      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
