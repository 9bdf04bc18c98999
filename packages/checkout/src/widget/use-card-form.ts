/**
 * The card widget's form state: the values typed, which errors show, the widget's status and
 * state for `onChange`, what a change and a blur set off (errors fixed go, errors announced, focus
 * moving on after a complete number or expiry, values cleaned on blur) and the check before a
 * submit. The rules are in `card-form.ts`; the card's own fields are reached through
 * `use-card-fields.ts`.
 */
import * as React from 'react';
import { postalCodeFormat } from '@paypage/ui/rules';
import {
  DEFAULT_SUPPORTED_BRANDS,
  ERRORS_NOT_ANNOUNCED_ON_CHANGE,
  isStoreDetailsShown,
  normalizeAddressField,
} from '../rules';
import { DEFAULT_COUNTRY } from './address-data';
import { addressLabels } from './billing-address-fields';
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
  type CardDetails,
  type CardFormField,
  type CardFormOptions,
  type CardFormValidation,
  type CardFormValues,
} from './card-form';
import { useCardFields, useFieldElements, type CardFields } from './use-card-fields';
import type { CardWidgetProps, CardWidgetState, CardWidgetStatus } from './widget-types';

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

/** The form's options from the widget's props, with the clock read once when none is given. */
function useCardFormOptions(props: CardWidgetProps): CardFormOptions {
  const {
    brands = DEFAULT_SUPPORTED_BRANDS,
    hasHolderName = false,
    holderNameRequired = false,
    billingAddressRequired = false,
    hideCVC = false,
    socialSecurityNumberMode = 'auto',
    minimumExpiryDate,
    today,
  } = props;
  const [clock] = React.useState(() => today ?? new Date());
  return React.useMemo<CardFormOptions>(
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
}

/** A field's name as announced with its error (the address labels follow the country). */
function fieldLabel(field: CardFormField, values: CardFormValues, details: CardDetails): string {
  const country = values.billingAddress.country;
  if (field === 'postalCode') return postalCodeFormat(country).label;
  if (isAddressField(field)) return addressLabels(country, details.houseNumberOptional)[field];
  return FIELD_LABELS[field];
}

type Snapshot = { values: CardFormValues; validation: CardFormValidation };

/** The field focus moves on to after a change, if the change completed the number or expiry. */
function focusAfterChange(
  field: CardFormField,
  before: Snapshot,
  after: Snapshot,
  options: CardFormOptions,
): CardFormField | null {
  if (
    field === 'cardNumber' &&
    isCardNumberComplete(after.values, after.validation.details, options) &&
    !isCardNumberComplete(before.values, before.validation.details, options)
  ) {
    return nextRequiredField('cardNumber', after.validation.details, options);
  }
  if (
    field === 'expiryDate' &&
    isExpiryDateComplete(after.values.expiryDate) &&
    !after.validation.errors.expiryDate &&
    !isExpiryDateComplete(before.values.expiryDate) &&
    isFieldShown('securityCode', after.validation.details, options) &&
    !isFieldOptional('securityCode', after.validation.details, options)
  ) {
    return 'securityCode';
  }
  return null;
}

/** Whether a change's new error is announced: it shows while typing, is new, and is not quiet. */
function announcedOnChange(field: CardFormField, before: Snapshot, after: Snapshot): boolean {
  const appeared = after.validation.errors[field];
  return (
    appeared !== undefined &&
    showsWhileTyping(field, appeared, after.values, after.validation.details) &&
    before.validation.errors[field]?.code !== appeared.code &&
    !(ERRORS_NOT_ANNOUNCED_ON_CHANGE as readonly string[]).includes(appeared.code)
  );
}

/** The values once a field is left: the address cleaned, the name's spaces collapsed. */
function cleanedOnBlur(field: CardFormField, values: CardFormValues): CardFormValues {
  if (isAddressField(field) && field !== 'country' && field !== 'stateOrProvince') {
    const cleaned = normalizeAddressField(field, values.billingAddress[field], 'blur');
    return cleaned === values.billingAddress[field]
      ? values
      : { ...values, billingAddress: { ...values.billingAddress, [field]: cleaned } };
  }
  if (field === 'holderName') {
    const trimmed = values.holderName.replace(/\s+/g, ' ').trim();
    return trimmed === values.holderName ? values : { ...values, holderName: trimmed };
  }
  return values;
}

/** Loading until the form is on screen and configured (§4), then ready. */
function useStatus(): CardWidgetStatus {
  const [status, setStatus] = React.useState<CardWidgetStatus>('loading');
  React.useEffect(() => {
    const timer = window.setTimeout(() => setStatus('ready'));
    return () => window.clearTimeout(timer);
  }, []);
  return status;
}

export type CardForm = ReturnType<typeof useCardForm>;

export function useCardForm(props: CardWidgetProps, announce: (text: string) => void) {
  const options = useCardFormOptions(props);
  const storeDetailsShown = isStoreDetailsShown(
    props.amount.value,
    props.enableStoreDetails ?? false,
  );

  const [values, setValues] = React.useState(() => initialValues(props));
  const [shown, setShown] = React.useState<Partial<Record<CardFormField, boolean>>>({});
  const validation = React.useMemo(() => validateCardForm(values, options), [values, options]);
  const { details } = validation;

  // The latest render's values for callbacks that run later (blur after a change, timers).
  const current = React.useRef({ values, props });
  React.useEffect(() => {
    current.current = { values, props };
  });

  const elements = useFieldElements();
  const status = useStatus();

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

  const labelOf = (field: CardFormField) => fieldLabel(field, values, details);

  const visibleError = (field: CardFormField): string | undefined => {
    const found = validation.errors[field];
    if (!found) return undefined;
    return shown[field] || showsWhileTyping(field, found, values, details)
      ? found.message
      : undefined;
  };

  /** Applies a change and what follows from it: errors fixed go, focus moves on when complete. */
  const change = (field: CardFormField, next: CardFormValues) => {
    const before = { values, validation };
    const after = { values: next, validation: validateCardForm(next, options) };
    setValues(next);
    if (!after.validation.errors[field]) setShown((all) => ({ ...all, [field]: false }));
    if (announcedOnChange(field, before, after)) {
      announce(`${labelOf(field)}: ${after.validation.errors[field]?.message ?? ''}`);
    }
    const target = focusAfterChange(field, before, after, options);
    if (target) window.setTimeout(() => elements.focus(target));
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
    const latest = current.current.values;
    const nextValues = cleanedOnBlur(field, latest);
    if (nextValues !== latest) setValues(nextValues);
    const found = validateCardForm(nextValues, options).errors[field];
    if (!found) return;
    setShown((all) => ({ ...all, [field]: true }));
    if (!shown[field]) announce(`${labelOf(field)}: ${found.message}`);
  };

  /** Before a submit: an invalid form shows every error and focuses the first invalid field. */
  const checkSubmit = (): boolean => {
    if (validation.isValid) return true;
    const invalid = CARD_FORM_FIELDS.filter((field) => validation.errors[field]);
    setShown((all) => ({ ...all, ...Object.fromEntries(invalid.map((field) => [field, true])) }));
    const first = invalid[0];
    if (first) {
      elements.focus(first);
      const detail = `${labelOf(first)}: ${validation.errors[first]?.message ?? ''}`;
      announce(
        invalid.length === 1 ? detail : `${invalid.length} fields need your attention. ${detail}`,
      );
    }
    return false;
  };

  const fields: CardFields = useCardFields({
    elements,
    values,
    errorOf: visibleError,
    onValueChange: setField,
    onBlur: blur,
    paymentData: () => state.data,
  });

  return {
    /** The latest render's props, for callbacks that run later. */
    latestProps: () => current.current.props,
    options,
    storeDetailsShown,
    values,
    details,
    isValid: validation.isValid,
    status,
    fields,
    visibleError,
    setField,
    setAddressField,
    setStoreDetails: (storeDetails: boolean) => setValues((all) => ({ ...all, storeDetails })),
    blur,
    checkSubmit,
  };
}
