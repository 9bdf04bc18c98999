/**
 * The billing address of the sandbox widget (card-widget.md §3, §5): country (US by default),
 * street, house number (an optional apartment or suite in AU, CA and US), city, a state list for
 * AU, BR, CA and US, and the postal code through the kit's PostalCodeInput. Values are cleaned as
 * typed and again on blur (`normalizeAddressField`).
 */
import * as React from 'react';
import { PostalCodeInput, Select, TextField } from '@paypage/ui';
import { cn } from '@paypage/ui';
import { normalizeAddressField } from '../rules';
import { cardFormLayout } from './card-form-layout';
import { BILLING_ADDRESS_LEGEND } from './card-constants';
import { addressLabels, countryOptions, stateOptions } from './address-data';

/** The address rules the form's state uses travel with the fields (src/embed/lazy-address-rules.ts). */
export { addressRules } from './address-rules';
import type { AddressFormField, BillingAddress } from './card-form';
import type { PartText } from './i18n/translate';

export type BillingAddressFieldsProps = {
  idPrefix: string;
  address: BillingAddress;
  houseNumberOptional: boolean;
  hasStates: boolean;
  errors: Partial<Record<AddressFormField, string>>;
  onFieldChange: (field: AddressFormField, value: string) => void;
  onFieldBlur: (field: AddressFormField) => void;
  refFor: (field: AddressFormField) => (node: HTMLElement | null) => void;
  /** The legend in the widget's language (default en-US). */
  partText?: PartText;
};

export function BillingAddressFields({
  idPrefix,
  address,
  houseNumberOptional,
  hasStates,
  errors,
  onFieldChange,
  onFieldBlur,
  refFor,
  partText,
}: BillingAddressFieldsProps) {
  const countries = React.useMemo(() => countryOptions(), []);
  const labels = addressLabels(address.country, houseNumberOptional);
  const id = (field: AddressFormField) => `${idPrefix}-${field}`;
  const text = (field: 'street' | 'houseNumberOrName' | 'city', autoComplete: string) => ({
    id: id(field),
    ref: refFor(field),
    label: labels[field],
    autoComplete,
    value: address[field],
    error: errors[field],
    'aria-required': field === 'houseNumberOrName' ? !houseNumberOptional : true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onFieldChange(field, normalizeAddressField(field, event.currentTarget.value, 'input')),
    onBlur: () => onFieldBlur(field),
  });

  return (
    <fieldset data-slot="billing-address" className="min-w-0">
      <legend className={cardFormLayout.legend}>
        {partText?.('address.legend') ?? BILLING_ADDRESS_LEGEND}
      </legend>
      <div className={cardFormLayout.address}>
        <Select
          id={id('country')}
          ref={refFor('country')}
          label={labels.country}
          autoComplete="billing country"
          aria-required
          options={countries}
          value={address.country}
          error={errors.country}
          onChange={(event) => onFieldChange('country', event.currentTarget.value)}
          onBlur={() => onFieldBlur('country')}
        />
        <div className={cardFormLayout.street}>
          <TextField {...text('street', 'billing address-line1')} />
          <TextField {...text('houseNumberOrName', 'billing address-line2')} />
        </div>
        <div className={cardFormLayout.locality}>
          <TextField
            {...text('city', 'billing address-level2')}
            className={cn('col-span-2', hasStates ? 'sm:col-span-1' : 'sm:col-span-2')}
          />
          {hasStates ? (
            <Select
              key={address.country}
              id={id('stateOrProvince')}
              ref={refFor('stateOrProvince')}
              label={labels.stateOrProvince}
              autoComplete="billing address-level1"
              aria-required
              placeholder={`Select a ${labels.stateOrProvince.toLowerCase()}`}
              options={stateOptions(address.country)}
              value={address.stateOrProvince}
              error={errors.stateOrProvince}
              onChange={(event) => onFieldChange('stateOrProvince', event.currentTarget.value)}
              onBlur={() => onFieldBlur('stateOrProvince')}
            />
          ) : null}
          <PostalCodeInput
            id={id('postalCode')}
            ref={refFor('postalCode')}
            country={address.country}
            autoComplete="billing postal-code"
            value={address.postalCode}
            error={errors.postalCode}
            onValueChange={(value) => onFieldChange('postalCode', value)}
            onBlur={() => onFieldBlur('postalCode')}
          />
        </div>
      </div>
    </fieldset>
  );
}
