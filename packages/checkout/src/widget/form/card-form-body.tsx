/**
 * The card widget's form as the payer sees it: the card's fields (holder name, number, expiry
 * date, security code, CPF/CNPJ), the billing address, the store-details consent and Pay. What it
 * shows and what a change does come from `useCardForm`; the card's own fields from its
 * `CardFields`.
 */
import * as React from 'react';
import { TextField } from '@paypage/ui';
import { BillingAddressSection } from '../address/billing-address-fields';
import { cardFormLayout } from './card-form-layout';
import { addressMode } from '../address/address-mode';
import { isFieldOptional, isFieldShown } from './card-form';
import { SocialSecurityNumberInput } from './cpf-cnpj-input';
import {
  SecuredCardNumberField,
  SecuredExpiryDateField,
  SecuredPasswordField,
  SecuredSecurityCodeField,
} from '../fields/secured/secured-card-fields';
import { PayButton, type PayButtonStatus } from './pay-button';
import { StoreDetailsConsent } from './store-details-consent';
import type { CardForm } from './use-card-form';
import type { CardWidgetProps } from '../options/widget-types';
import { useWidgetStrings } from '../i18n/widget-strings';

// Optional parts in lazy chunks: loaded only when a card needs them.
const DualBrandSwitcher = React.lazy(() => import('./dual-brand-switcher'));
const KoreanTaxNumberField = React.lazy(() => import('./korean-tax-number-field'));

/**
 * The Korean authentication fields: the tax number and the card password's first 2
 * digits. The password's frame is made with the others (its field is drawn, hidden, from the start
 * when Korean authentication is required) and shows only for a Korean card.
 */
function KoreanAuthenticationFields({ form }: { form: CardForm }) {
  const { details, fields, values } = form;
  const t = useWidgetStrings();
  return (
    <>
      {details.hasKoreanFields ? (
        <React.Suspense fallback={null}>
          <KoreanTaxNumberField
            id={fields.idOf('taxNumber')}
            ref={fields.bind('taxNumber')}
            value={values.taxNumber ?? ''}
            error={form.visibleError('taxNumber')}
            onValueChange={(value) => form.setField('taxNumber', value)}
            onBlur={() => form.blur('taxNumber')}
            text={t.part}
          />
        </React.Suspense>
      ) : null}
      <SecuredPasswordField {...fields.field('password')} />
    </>
  );
}

/** The holder name, the card's own fields and the CPF/CNPJ: the fields a card brand shapes. */
function CardDetailsFields({ form, props }: { form: CardForm; props: CardWidgetProps }) {
  const { details, options, fields, values } = form;
  const t = useWidgetStrings();
  // §2: the holder name on top (default) or below the expiry date and security code.
  const onTop = props.positionHolderNameOnTop ?? true;
  const showContextualElement = props.showContextualElement ?? true;
  const field = (name: 'holderName' | 'socialSecurityNumber') => ({
    id: fields.idOf(name),
    ref: fields.bind(name),
    value: values[name],
    error: form.visibleError(name),
    onBlur: () => form.blur(name),
  });
  const holderName = (
    <>
      {isFieldShown('holderName', details, options) ? (
        <TextField
          {...field('holderName')}
          label={t(options.holderNameRequired ? 'field.holderName' : 'field.holderName.optional')}
          placeholder={t('field.holderName.placeholder')}
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
          aria-required={options.holderNameRequired}
          onChange={(event) =>
            form.setField('holderName', event.currentTarget.value.replace(/^\s+/, ''))
          }
        />
      ) : null}
    </>
  );
  return (
    <>
      {onTop ? holderName : null}
      <SecuredCardNumberField
        {...fields.field('cardNumber')}
        brand={details.brand}
        showBrandIcon={props.showBrandIcon ?? true}
      />
      {details.dualBrands.length > 1 ? (
        <React.Suspense fallback={null}>
          <DualBrandSwitcher
            id={`${fields.idPrefix}-dual-brand`}
            brands={details.dualBrands}
            value={details.brand}
            onValueChange={form.setDualBrand}
            text={t.part}
          />
        </React.Suspense>
      ) : null}
      {/* The frames stay mounted when the brand hides a field (a reload would destroy them). */}
      <div className={cardFormLayout.pair}>
        <SecuredExpiryDateField
          {...fields.field('expiryDate')}
          className={cardFormLayout.pairItem}
          showContextualElement={showContextualElement}
        />
        <SecuredSecurityCodeField
          {...fields.field('securityCode')}
          className={cardFormLayout.pairItem}
          spec={details.securityCode}
          brandKnown={details.brand !== null}
          optional={isFieldOptional('securityCode', details, options)}
          showContextualElement={showContextualElement}
        />
      </div>
      {onTop ? null : holderName}
      {options.koreanAuthenticationRequired ? <KoreanAuthenticationFields form={form} /> : null}
      {isFieldShown('socialSecurityNumber', details, options) ? (
        <SocialSecurityNumberInput
          {...field('socialSecurityNumber')}
          label={t('field.socialSecurityNumber.optional')}
          onValueChange={(value) => form.setField('socialSecurityNumber', value)}
        />
      ) : null}
    </>
  );
}

export type CardFormBodyProps = {
  form: CardForm;
  props: CardWidgetProps;
  hidden: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  payButton: React.Ref<HTMLButtonElement>;
  payStatus: PayButtonStatus;
  paying: boolean;
  /** What shows under the card's fields (the fast-checkout sign-up, `card-flows.tsx`). */
  afterCardFields?: React.ReactNode;
  /** What shows right above Pay (the disclaimer). */
  beforePayButton?: React.ReactNode;
  /** What Pay names when not the whole amount: what is left of an order. */
  amount?: { value: number; currency: string };
};

export function CardFormBody({
  form,
  props,
  hidden,
  onSubmit,
  payButton,
  payStatus,
  paying,
  afterCardFields,
  beforePayButton,
  amount = props.amount,
}: CardFormBodyProps) {
  const { values } = form;
  const t = useWidgetStrings();

  return (
    <form noValidate hidden={hidden} onSubmit={onSubmit} className={cardFormLayout.stack}>
      <CardDetailsFields form={form} props={props} />
      {afterCardFields}
      {addressMode(form.options) !== 'none' ? (
        <BillingAddressSection form={form} props={props} partText={t.part} />
      ) : null}
      {form.storeDetailsShown ? (
        <StoreDetailsConsent
          merchantName={props.merchantName ?? 'the merchant'}
          text={t.part}
          checked={values.storeDetails}
          onCheckedChange={form.setStoreDetails}
        />
      ) : null}
      {beforePayButton}
      <PayButton
        ref={payButton}
        type="submit"
        amount={amount}
        status={payStatus}
        aria-disabled={paying && payStatus !== 'loading' ? true : undefined}
        // Nothing to pay with until the secured fields are ready (or when they failed).
        disabled={form.status !== 'ready'}
      />
    </form>
  );
}
