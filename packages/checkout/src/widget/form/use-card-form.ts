/**
 * The card widget's form state: the values typed, which errors show, the widget's status and
 * state for `onChange`, what a change and a blur set off (errors fixed go, errors announced, focus
 * moving on after a complete number or expiry, values cleaned on blur) and the check before a
 * submit. The rules are in `card-form.ts`; the card's own fields are reached through
 * `fields/card-fields.ts`.
 */
import * as React from 'react';
import { DEFAULT_SUPPORTED_BRANDS, isStoreDetailsShown } from '../../rules';
import { addressRules } from '../address/address-rules';
import { DEFAULT_COUNTRY } from './card-constants';
import { initialCountry } from '../address/address-mode';
import {
  CARD_FORM_FIELDS,
  cardPaymentData,
  EMPTY_CARD_FRAMES,
  isAddressField,
  showsWhileTyping,
  validateCardForm,
  type AddressFormField,
  type CardDetails,
  type CardFormError,
  type CardFormField,
  type CardFormOptions,
  type CardFormValidation,
  type CardFormValues,
  type CardField,
  type CardFrames,
  type CardPaymentData,
} from './card-form';
import { useFieldElements } from '../fields/card-fields';
import { BIN_LOOKUP_ERROR, useBinLookup } from '../bin-lookup/use-bin-lookup';
import { useSecuredCardFields } from '../fields/secured/use-secured-card-fields';
import { errorObjects, isAnnouncedOnChange, isSfpValid } from './form-errors';
import type { WidgetStringKey } from '../i18n/en-us';
import { translateError, type Translate } from '../i18n/translate';
import type { CardWidgetProps, CardWidgetState } from '../options/widget-types';
import { useWidgetText } from '../i18n/widget-strings';

/** The card fields' names, as announced with their errors (keys of `i18n/en-us.ts`). */
const FIELD_LABELS = {
  holderName: 'field.holderName',
  cardNumber: 'field.cardNumber',
  expiryDate: 'field.expiryDate',
  securityCode: 'field.securityCode',
  taxNumber: 'field.taxNumber',
  password: 'field.password',
  socialSecurityNumber: 'field.socialSecurityNumber',
} as const satisfies Record<Exclude<CardFormField, AddressFormField>, WidgetStringKey>;

function initialValues(props: CardWidgetProps): CardFormValues {
  const address = props.data?.billingAddress ?? {};
  return {
    holderName: props.data?.holderName ?? '',
    card: EMPTY_CARD_FRAMES,
    socialSecurityNumber: '',
    taxNumber: '',
    binLookup: null,
    dualBrand: null,
    storeDetails: false,
    billingAddress: {
      street: address.street ?? '',
      houseNumberOrName: address.houseNumberOrName ?? '',
      postalCode: address.postalCode ?? '',
      city: address.city ?? '',
      stateOrProvince: address.stateOrProvince ?? '',
      country: initialCountry(
        address.country,
        props.billingAddressAllowedCountries,
        DEFAULT_COUNTRY,
      ),
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
    billingAddressMode,
    billingAddressRequiredFields,
    hideCVC: hideCVCOption = false,
    hasCVC = true,
    socialSecurityNumberMode = 'auto',
    minimumExpiryDate,
    koreanAuthenticationRequired = false,
    countryCode,
    today,
  } = props;
  const [clock] = React.useState(() => today ?? new Date());
  // §3 hasCVC false: no security code, as hideCVC.
  const hideCVC = hideCVCOption || !hasCVC;
  return React.useMemo<CardFormOptions>(
    () => ({
      brands,
      hasHolderName,
      holderNameRequired,
      billingAddressRequired,
      billingAddressMode,
      billingAddressRequiredFields,
      hideCVC,
      socialSecurityNumberMode,
      minimumExpiryDate,
      koreanAuthenticationRequired,
      countryCode,
      today: today ?? clock,
    }),
    [
      koreanAuthenticationRequired,
      countryCode,
      brands,
      hasHolderName,
      holderNameRequired,
      billingAddressRequired,
      billingAddressMode,
      billingAddressRequiredFields,
      hideCVC,
      socialSecurityNumberMode,
      minimumExpiryDate,
      today,
      clock,
    ],
  );
}

/** A field's name as announced with its error (the address labels follow the country). */
function fieldLabel(
  t: Translate,
  field: CardFormField,
  values: CardFormValues,
  details: CardDetails,
): string {
  // The address's labels follow the country (address-form.ts).
  if (isAddressField(field)) {
    return addressRules.addressFieldLabel(
      t.part,
      field,
      values.billingAddress.country,
      details.houseNumberOptional,
    );
  }
  return t(FIELD_LABELS[field]);
}

type Snapshot = { values: CardFormValues; validation: CardFormValidation };

/** Whether a change's new error is announced: it shows while typing, is new, and is not quiet. */
function announcedOnChange(field: CardFormField, before: Snapshot, after: Snapshot): boolean {
  const appeared = after.validation.errors[field];
  return (
    appeared !== undefined &&
    showsWhileTyping(field, appeared, after.values) &&
    before.validation.errors[field]?.code !== appeared.code &&
    isAnnouncedOnChange(appeared.code)
  );
}

/** The values once a field is left: the address cleaned, the name's spaces collapsed. */
function cleanedOnBlur(field: CardFormField, values: CardFormValues): CardFormValues {
  if (isAddressField(field)) {
    const cleaned = addressRules.addressValueOnBlur(field, values.billingAddress[field]);
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

export type CardForm = ReturnType<typeof useCardForm>;

export function useCardForm(
  props: CardWidgetProps,
  announce: (text: string) => void,
  /** A field gained or lost the focus (the frames'; the page's own inputs are the widget's). */
  onFocusChange?: (field: CardField, focused: boolean) => void,
) {
  const options = useCardFormOptions(props);
  const text = useWidgetText();
  const { t } = text;
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
  React.useLayoutEffect(() => {
    current.current = { values, props };
  });

  const elements = useFieldElements();
  // Which fields show their error now, as of the latest report (frames report between renders).
  const shownNow = React.useRef<Partial<Record<CardFormField, boolean>>>({});
  const paymentDataRef = React.useRef<() => CardPaymentData>(() => ({
    paymentMethod: { type: 'scheme', encryptedCardNumber: '' },
  }));

  const labelOf = (field: CardFormField) => fieldLabel(t, field, values, details);
  /** A field's error as announced: 'Card number: Enter the card number'. */
  const announced = (field: CardFormField, found: CardFormError | undefined) =>
    t('form.fieldError', {
      field: labelOf(field),
      message: found ? translateError(t, found) : '',
    });

  // The bin lookup's answer applies to the BIN typed now; another card's resets the brand chosen.
  const lookUpBin = useBinLookup(props.binLookup, options.brands, {
    onAnswer: (bin, answer) => {
      const latest = current.current.values;
      if (!latest.card.bin.startsWith(bin)) return;
      const sameCard = latest.binLookup?.bin.slice(0, 6) === bin.slice(0, 6);
      const next = {
        ...latest,
        binLookup: { bin, answer },
        dualBrand: sameCard ? (latest.dualBrand ?? null) : null,
      };
      current.current.values = next;
      setValues(next);
    },
    onFailure: () => current.current.props.onError?.({ name: 'ERROR', ...BIN_LOOKUP_ERROR }),
  });

  const visibleError = (field: CardFormField): string | undefined => {
    const found = validation.errors[field];
    if (!found) return undefined;
    return shown[field] || showsWhileTyping(field, found, values)
      ? translateError(t, found)
      : undefined;
  };

  const secured = useSecuredCardFields({
    setup: props.securedFields,
    text,
    elements,
    brands: options.brands,
    minimumExpiryDate: options.minimumExpiryDate,
    maskSecurityCode: props.maskSecurityCode ?? false,
    policies: {
      expiryDate: details.expiryDatePolicy,
      securityCode: details.securityCode.policy,
      password: details.hasKoreanFields ? 'required' : 'hidden',
    },
    numberRules: { enableLuhnCheck: details.enableLuhnCheck, panLength: details.panLength ?? null },
    errorOf: (field) => visibleError(field),
    paymentData: () => paymentDataRef.current(),
    onCard: (field, update) => changeCard(field, update),
    onLeave: (field) => blur(field),
    onFocusChange,
    onHolderName: (value) => {
      if (options.hasHolderName) setField('holderName', value.replace(/^\s+/, ''));
    },
  });
  const status = secured.status;

  const state = React.useMemo<CardWidgetState>(
    () => ({
      status,
      brand: details.brand,
      isValid: validation.isValid,
      valid: validation.valid,
      errors: errorObjects(validation.errors, t),
      data: cardPaymentData(values, details, { ...options, storeDetailsShown }),
      cvcPolicy: details.securityCode.policy,
      expiryDatePolicy: details.expiryDatePolicy,
      isSfpValid: isSfpValid(validation.valid),
      detectedUnsupportedBrands: details.unsupportedBrand ? [details.unsupportedBrand] : [],
      type: details.type,
      hasKoreanFields: details.hasKoreanFields,
      dualBrands: details.dualBrands,
    }),
    [status, details, validation, values, options, storeDetailsShown, t],
  );
  React.useEffect(() => {
    current.current.props.onChange?.(state);
  }, [state]);
  paymentDataRef.current = () => state.data;

  /** Applies a change and what follows from it: errors fixed go, focus moves on when complete. */
  const change = (field: CardFormField, next: CardFormValues) => {
    const latest = current.current.values;
    const before = { values: latest, validation: validateCardForm(latest, options) };
    const after = { values: next, validation: validateCardForm(next, options) };
    current.current.values = next;
    setValues(next);
    if (!after.validation.errors[field]) {
      shownNow.current[field] = false;
      setShown((all) => ({ ...all, [field]: false }));
    }
    if (announcedOnChange(field, before, after)) {
      announce(announced(field, after.validation.errors[field]));
    }
  };

  /**
   * What a frame reported, applied to the latest values (several reports arrive between renders):
   * an error fixed goes; a new error shows and is announced when the frame shows it at once, or
   * when the field was left already (its message became more precise).
   */
  const changeCard = (field: CardField | null, update: (card: CardFrames) => CardFrames) => {
    const latest = current.current.values;
    const next = { ...latest, card: update(latest.card) };
    current.current.values = next;
    setValues(next);
    if (next.card.bin !== latest.card.bin) lookUpBin(next.card.bin, next.card.encryptedBin);
    if (!field) return;
    const before = validateCardForm(latest, options).errors[field];
    const after = validateCardForm(next, options).errors[field];
    if (!after) {
      shownNow.current[field] = false;
      setShown((all) => ({ ...all, [field]: false }));
      return;
    }
    const visible = shownNow.current[field] || showsWhileTyping(field, after, next);
    const quiet = !isAnnouncedOnChange(after.code);
    if (visible && before?.code !== after.code && (shownNow.current[field] || !quiet)) {
      announce(announced(field, after));
    }
  };

  const setField = (field: 'holderName' | 'socialSecurityNumber' | 'taxNumber', value: string) =>
    change(field, { ...current.current.values, [field]: value });

  /** The dual-brand switcher's choice: the brand in the payment data, its policies. */
  const setDualBrand = (dualBrand: string) => {
    const next = { ...current.current.values, dualBrand };
    current.current.values = next;
    setValues(next);
  };

  const setAddressField = (field: AddressFormField, value: string) => {
    const billingAddress = { ...current.current.values.billingAddress, [field]: value };
    // Another country: its state list (or none) and postal format apply; a state does not carry.
    if (field === 'country') billingAddress.stateOrProvince = '';
    change(field, { ...current.current.values, billingAddress });
  };

  const blur = (field: CardFormField) => {
    const latest = current.current.values;
    const nextValues = cleanedOnBlur(field, latest);
    if (nextValues !== latest) {
      current.current.values = nextValues;
      setValues(nextValues);
    }
    const found = validateCardForm(nextValues, options).errors[field];
    if (!found) return;
    const wasShown = shownNow.current[field];
    shownNow.current[field] = true;
    setShown((all) => ({ ...all, [field]: true }));
    if (!wasShown) announce(announced(field, found));
  };

  /** Before a submit: an invalid form shows every error and focuses the first invalid field. */
  const checkSubmit = (): boolean => {
    if (validation.isValid) return true;
    const invalid = CARD_FORM_FIELDS.filter((field) => validation.errors[field]);
    for (const field of invalid) shownNow.current[field] = true;
    setShown((all) => ({ ...all, ...Object.fromEntries(invalid.map((field) => [field, true])) }));
    const first = invalid[0];
    if (first) {
      secured.fields.focus(first);
      const detail = announced(first, validation.errors[first]);
      announce(
        invalid.length === 1 ? detail : t('form.fieldErrors', { count: invalid.length, detail }),
      );
    }
    return false;
  };

  return {
    /** The latest render's props, for callbacks that run later. */
    latestProps: () => current.current.props,
    options,
    storeDetailsShown,
    values,
    details,
    isValid: validation.isValid,
    /** Each field's error as it stands (shown or not). */
    errors: validation.errors,
    status,
    statusMessage: secured.statusMessage,
    fields: secured.fields,
    visibleError,
    setField,
    setDualBrand,
    setAddressField,
    setStoreDetails: (storeDetails: boolean) => setValues((all) => ({ ...all, storeDetails })),
    blur,
    checkSubmit,
  };
}
