/**
 * The billing address of the sandbox widget (docs/widget.md#options): country (US by
 * default), street, house number (an optional apartment or suite in AU, CA and US), city, a state
 * list for AU, BR, CA and US, and the postal code through the kit's PostalCodeInput. Values are
 * cleaned as typed and again on blur (`normalizeAddressField`).
 *
 * Its views (§2 "Address views"): the fields ('full' mode), the postal code alone ('partial'),
 * a read-only summary of a given address, and the address search, which reveals the fields once
 * an address is chosen or 'Enter address manually' is pressed. The country is read-only when
 * exactly one is allowed. With `datasets` the country and state lists come from the API (§7); an
 * empty list (the call failed) makes the field a free text input.
 */
import * as React from 'react';
import { PostalCodeInput, Select, TextField } from '@paypage/ui';
import { postalCodeFormat } from '@paypage/ui/rules';
import {
  ADDRESS_FIELDS,
  FORM_FIELD_ERRORS,
  normalizeAddressField,
  STATE_NOT_APPLICABLE,
} from '../../rules';
import { cardFormLayout } from '../form/card-form-layout';
import { BILLING_ADDRESS_LEGEND } from '../form/card-constants';
import { addressLabelKeys, countryOptions, stateOptions, type AddressOption } from './address-data';
import { createAddressDatasets } from './address-datasets';
import type {
  AddressDatasets,
  AddressDatasetsSource,
  AddressLookupCall,
  AddressLookupItem,
  AddressSelectedCall,
} from './address-lookup-types';
import { addressMode, allowedCountries } from './address-mode';
import { addressText } from './address-texts';

import { ADDRESS_FORM_FIELDS, isFieldOptional } from '../form/card-form';
import type { AddressFormField, BillingAddress } from '../form/card-form';
import type { PartText } from '../i18n/translate';
import type { CardForm } from '../form/use-card-form';
import type { CardWidgetProps } from '../options/widget-types';
import { useWidgetText } from '../i18n/widget-strings';

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
  /** 'full' (default): every field; 'partial': the postal code only. */
  mode?: 'full' | 'partial';
  /** Whether a field may be left empty (not in the required fields); default none. */
  isOptional?: (field: AddressFormField) => boolean;
  /** The countries offered (default all); exactly one: the country is read-only. */
  allowedCountries?: readonly string[];
  /** Shows the address as a read-only summary (a given, complete address that is not editable). */
  summary?: boolean;
  /** The address search (§3): the merchant's lookup, and its selection call. */
  onAddressLookup?: AddressLookupCall;
  onAddressSelected?: AddressSelectedCall;
  /** The country and state lists from the API (§7) or the caller's loaders; default built in. */
  datasets?: AddressDatasets | AddressDatasetsSource;
};

type Option = AddressOption;

// The search in a chunk of its own: loaded only when the merchant gives a lookup.
const AddressSearch = React.lazy(() => import('./address-search'));

/** A dataset list: null while it loads. */
function useList(load: (() => Promise<readonly Option[]>) | null, key: string) {
  const [list, setList] = React.useState<{ key: string; options: readonly Option[] } | null>(null);
  React.useEffect(() => {
    if (!load) return undefined;
    let live = true;
    void load().then((options) => live && setList({ key, options }));
    return () => {
      live = false;
    };
    // The list is the key's: a new loader function for the same key is no new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return list?.key === key ? list.options : null;
}

/** The country and state choices: built in, or the datasets' (while loading: the current one). */
function useAddressOptions(
  datasets: AddressDatasets | undefined,
  country: string,
  hasStates: boolean,
  allowed: readonly string[] | undefined,
) {
  // The built-in list names the countries in the widget's locale (Intl.DisplayNames).
  const { locale } = useWidgetText();
  const builtIn = React.useMemo(
    () => (datasets ? null : countryOptions(locale)),
    [datasets, locale],
  );
  const fetchedCountries = useList(datasets ? datasets.countries : null, 'countries');
  const fetchedStates = useList(
    datasets && hasStates ? () => datasets.states(country) : null,
    `states:${country}`,
  );
  const loading = datasets !== undefined && fetchedCountries === null;
  const current = React.useMemo(
    () => countryOptions(locale).filter((o) => o.value === country),
    [country, locale],
  );
  let countries = builtIn ?? fetchedCountries ?? current;
  const only = allowedCountries(allowed);
  if (only) countries = countries.filter((option) => only.includes(option.value));
  const states = datasets ? (hasStates ? fetchedStates : []) : stateOptions(country);
  return {
    countries,
    /** The list could not be had: the country is typed (its code). */
    countryAsText: !loading && countries.length === 0,
    states: states ?? [],
    statesAsText: hasStates && states !== null && states.length === 0,
  };
}

/** The address as text, one line per part (the read-only summary). */
function AddressSummary({
  address,
  countries,
}: {
  address: BillingAddress;
  countries: readonly Option[];
}) {
  const countryName =
    countries.find((option) => option.value === address.country)?.label ?? address.country;
  const state = address.stateOrProvince === STATE_NOT_APPLICABLE ? '' : address.stateOrProvince;
  const lines = [
    [address.street, address.houseNumberOrName],
    [address.postalCode, address.city],
    [state],
    [countryName],
  ]
    .map((parts) => parts.filter((part) => part.trim() !== '').join(' '))
    .filter((line) => line !== '');
  return (
    <p data-slot="address-summary" className="text-base text-text">
      {lines.map((line, index) => (
        <React.Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </React.Fragment>
      ))}
    </p>
  );
}

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
  mode = 'full',
  isOptional = () => false,
  allowedCountries: allowed,
  summary = false,
  onAddressLookup,
  onAddressSelected,
  datasets,
}: BillingAddressFieldsProps) {
  // An API's datasets are fetched once for the widget's life (address-datasets.ts caches them).
  const [loaders] = React.useState(() =>
    datasets && 'baseUrl' in datasets ? createAddressDatasets(datasets) : datasets,
  );
  const options = useAddressOptions(loaders, address.country, hasStates, allowed);
  const [revealed, setRevealed] = React.useState(false);
  const fieldsRef = React.useRef<HTMLDivElement>(null);
  const revealing = React.useRef(false);
  React.useEffect(() => {
    if (!revealed || !revealing.current) return;
    revealing.current = false;
    fieldsRef.current?.querySelector<HTMLElement>('input:not([readonly]), select')?.focus();
  }, [revealed]);

  const labelKeys = addressLabelKeys(address.country, houseNumberOptional);
  const labels = {
    country: addressText(partText, labelKeys.country),
    street: addressText(partText, labelKeys.street),
    houseNumberOrName: addressText(partText, labelKeys.houseNumberOrName),
    city: addressText(partText, labelKeys.city),
    stateOrProvince: addressText(partText, labelKeys.stateOrProvince),
  };
  const optionalLabel = (label: string) => addressText(partText, 'address.optional', { label });
  // A locale names the postal code once; en-US names it per country ('ZIP code', 'Postcode', …).
  const postalCodeLabel =
    partText?.('address.postalCode') ?? postalCodeFormat(address.country).label;
  const id = (field: AddressFormField) => `${idPrefix}-${field}`;
  // The house number's own label says '(optional)' where the country makes it so.
  const label = (field: AddressFormField, text: string) =>
    isOptional(field) && !(field === 'houseNumberOrName' && houseNumberOptional)
      ? optionalLabel(text)
      : text;
  /** What every field of the address has: its id, label, value, error and blur. */
  const base = (field: Exclude<AddressFormField, 'postalCode'>, autoComplete: string) => ({
    id: id(field),
    ref: refFor(field),
    label: label(field, labels[field]),
    autoComplete,
    value: address[field],
    error: errors[field],
    'aria-required': !isOptional(field),
    onBlur: () => onFieldBlur(field),
  });
  const text = (field: 'street' | 'houseNumberOrName' | 'city', autoComplete: string) => ({
    ...base(field, autoComplete),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onFieldChange(field, normalizeAddressField(field, event.currentTarget.value, 'input')),
  });
  const postalCode = (
    <PostalCodeInput
      id={id('postalCode')}
      ref={refFor('postalCode')}
      country={address.country}
      autoComplete="billing postal-code"
      value={address.postalCode}
      error={errors.postalCode}
      required={!isOptional('postalCode')}
      label={isOptional('postalCode') ? optionalLabel(postalCodeLabel) : postalCodeLabel}
      onValueChange={(value) => onFieldChange('postalCode', value)}
      onBlur={() => onFieldBlur('postalCode')}
    />
  );

  const legend = (
    <legend className={cardFormLayout.legend}>
      {partText?.('address.legend') ?? BILLING_ADDRESS_LEGEND}
    </legend>
  );
  if (mode === 'partial') {
    return (
      <fieldset data-slot="billing-address" data-mode="partial" className="min-w-0">
        {legend}
        {postalCode}
      </fieldset>
    );
  }
  if (summary) {
    return (
      <fieldset data-slot="billing-address" data-mode="summary" className="min-w-0">
        {legend}
        <AddressSummary address={address} countries={options.countries} />
      </fieldset>
    );
  }

  if (onAddressLookup && !revealed) {
    const anyError = Object.values(errors).some(Boolean);
    // Every address field's focus (a submit with the address missing) comes to the search.
    const searchRef = (node: HTMLInputElement | null) => {
      for (const field of ADDRESS_FIELDS) refFor(field)(node);
    };
    const reveal = () => {
      revealing.current = true;
      setRevealed(true);
    };
    const choose = (item: AddressLookupItem) => {
      // The country first: another country clears the state.
      if (item.country) onFieldChange('country', item.country.toUpperCase());
      for (const field of [
        'street',
        'houseNumberOrName',
        'city',
        'stateOrProvince',
        'postalCode',
      ] as const) {
        const value = item[field];
        if (value !== undefined) onFieldChange(field, normalizeAddressField(field, value, 'blur'));
      }
      reveal();
    };
    return (
      <fieldset data-slot="billing-address" data-mode="search" className="min-w-0">
        {legend}
        <React.Suspense fallback={null}>
          <AddressSearch
            id={`${idPrefix}-address-search`}
            inputRef={searchRef}
            onAddressLookup={onAddressLookup}
            onAddressSelected={onAddressSelected}
            onChoose={choose}
            onManualEntry={reveal}
            text={partText}
            error={anyError ? FORM_FIELD_ERRORS['address.errors.incomplete'] : undefined}
          />
        </React.Suspense>
      </fieldset>
    );
  }

  const countryFixed = allowedCountries(allowed)?.length === 1;
  const countryName =
    options.countries.find((option) => option.value === address.country)?.label ?? address.country;
  return (
    <fieldset data-slot="billing-address" data-mode="full" className="min-w-0">
      {legend}
      <div ref={fieldsRef} className={cardFormLayout.address}>
        {countryFixed ? (
          <TextField
            id={id('country')}
            ref={refFor('country')}
            label={labels.country}
            value={countryName}
            readOnly
          />
        ) : options.countryAsText ? (
          <TextField
            {...base('country', 'billing country')}
            hint={addressText(partText, 'address.countryCodeHint')}
            maxLength={2}
            onChange={(event) =>
              onFieldChange('country', event.currentTarget.value.trim().toUpperCase())
            }
          />
        ) : (
          <Select
            {...base('country', 'billing country')}
            options={options.countries}
            onChange={(event) => onFieldChange('country', event.currentTarget.value)}
          />
        )}
        <div className={cardFormLayout.street}>
          <TextField {...text('street', 'billing address-line1')} />
          <TextField {...text('houseNumberOrName', 'billing address-line2')} />
        </div>
        <div className={cardFormLayout.locality}>
          <TextField
            {...text('city', 'billing address-level2')}
            className={hasStates ? undefined : 'min-[768px]:col-span-2'}
          />
          {hasStates && options.statesAsText ? (
            <TextField
              key={address.country}
              {...base('stateOrProvince', 'billing address-level1')}
              onChange={(event) =>
                onFieldChange('stateOrProvince', event.currentTarget.value.replace(/^\s+/, ''))
              }
            />
          ) : hasStates ? (
            <Select
              key={address.country}
              {...base('stateOrProvince', 'billing address-level1')}
              placeholder={addressText(
                partText,
                labelKeys.stateOrProvince === 'address.province'
                  ? 'address.selectProvince'
                  : 'address.selectState',
              )}
              options={options.states}
              onChange={(event) => onFieldChange('stateOrProvince', event.currentTarget.value)}
            />
          ) : null}
          {postalCode}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The card form's billing address (card-form-body.tsx): the fields wired to the form's state, its
 * mode and the merchant's options. Here, in the billing-address part, not in the embeddable
 * builds' first file; the part's text comes from the form (`partText`).
 */
export type BillingAddressSectionProps = {
  form: CardForm;
  props: CardWidgetProps;
  partText: PartText;
};

export function BillingAddressSection({ form, props, partText }: BillingAddressSectionProps) {
  const { details, fields, values, options } = form;
  const errors = Object.fromEntries(
    ADDRESS_FORM_FIELDS.map((field) => [field, form.visibleError(field)]),
  ) as Partial<Record<AddressFormField, string>>;
  // A read-only summary shows only an address whose every field as given is valid.
  const complete = ADDRESS_FORM_FIELDS.every((field) => form.errors[field] === undefined);
  return (
    <BillingAddressFields
      idPrefix={fields.idPrefix}
      address={values.billingAddress}
      houseNumberOptional={details.houseNumberOptional}
      hasStates={details.hasStates}
      errors={errors}
      onFieldChange={form.setAddressField}
      onFieldBlur={form.blur}
      refFor={fields.bind}
      partText={partText}
      mode={addressMode(options) === 'partial' ? 'partial' : 'full'}
      isOptional={(field) => isFieldOptional(field, details, options)}
      allowedCountries={props.billingAddressAllowedCountries}
      summary={props.billingAddressReadOnly === true && complete}
      onAddressLookup={props.onAddressLookup}
      onAddressSelected={props.onAddressSelected}
      datasets={props.datasets}
    />
  );
}
