/**
 * The sandbox card form as pure data (card-widget.md §3–§5): which fields it shows for the number
 * typed, which error each field has, whether the form is valid, where focus goes after a complete
 * number, and the payment data it submits. No React and no DOM: the widget renders what this says.
 *
 * Choices where the spec is silent (documented here and in the note):
 * - The Brazilian CPF/CNPJ field shows in `auto` mode when the number is of a Brazilian domestic
 *   brand (elo, hipercard, hiper): the sandbox has no bin lookup, whose `showSocialSecurityNumber`
 *   would decide it, and those brands are only issued in Brazil.
 * - A card number counts as complete (focus moves on) when it is valid and has either the brand's
 *   longest permitted length or 16 digits, the length nearly every card has: a 16-digit Visa moves
 *   on, and so does a 19-digit one; a 13-digit Visa stays (the payer may still be typing).
 * - Errors show when the payer leaves a field (blank included). While typing, only the errors the
 *   payer cannot fix by typing on show at once: an unsupported brand (903), a number that already
 *   has its full length, a complete expiry date that is wrong.
 * - Address errors (the rules give only 'Complete the billing address') name the field: 'Enter the
 *   city'; the postal code's is the kit's format hint ('Enter a 5-digit ZIP code, like 94105').
 */
import {
  isValidSocialSecurityNumber,
  onlyDigits,
  canonicalPostalCode,
  postalCodeHint,
  validatePostalCode,
} from '@paypage/ui/rules';
import {
  cardFieldErrorMessage,
  cardNumberLengths,
  cvcPolicyFor,
  detectCardBrand,
  findCardBrand,
  FORM_FIELD_ERRORS,
  hasStateDataset,
  isHouseNumberOptional,
  isPolicyFieldValid,
  MAX_CARD_NUMBER_LENGTH,
  normalizeAddressField,
  securityCodeFor,
  STATE_NOT_APPLICABLE,
  validateCardNumber,
  validateExpiryDate,
  validateHolderName,
  validateSecurityCode,
  type FieldPolicy,
  type SecurityCodeSpec,
  fullExpiryYear,
} from '../rules';
import { stateLabel } from './address-data';

export type BillingAddress = {
  street: string;
  houseNumberOrName: string;
  postalCode: string;
  city: string;
  stateOrProvince: string;
  country: string;
};

export type CardFormValues = {
  holderName: string;
  cardNumber: string;
  expiryDate: string;
  securityCode: string;
  socialSecurityNumber: string;
  storeDetails: boolean;
  billingAddress: BillingAddress;
};

export type SocialSecurityNumberMode = 'auto' | 'show' | 'hide';

export type CardFormOptions = {
  /** Accepted brands; on a tie of starting numbers the one listed first wins. */
  brands: readonly string[];
  hasHolderName: boolean;
  holderNameRequired: boolean;
  billingAddressRequired: boolean;
  hideCVC: boolean;
  socialSecurityNumberMode: SocialSecurityNumberMode;
  /** An expiry before this month (MM/YY) is 'expires too soon' (914). */
  minimumExpiryDate?: string;
  /** Today, for the expiry date (an injectable clock). */
  today: Date;
};

/** Every field, in the order the form shows them (and focus moves through them). */
export const CARD_FORM_FIELDS = [
  'holderName',
  'cardNumber',
  'expiryDate',
  'securityCode',
  'socialSecurityNumber',
  'country',
  'street',
  'houseNumberOrName',
  'city',
  'stateOrProvince',
  'postalCode',
] as const;

export type CardFormField = (typeof CARD_FORM_FIELDS)[number];
export type AddressFormField = keyof BillingAddress;

/** The billing address's fields: the form's last ones. */
export const ADDRESS_FORM_FIELDS = CARD_FORM_FIELDS.slice(
  CARD_FORM_FIELDS.indexOf('country'),
) as readonly AddressFormField[];

export function isAddressField(field: CardFormField): field is AddressFormField {
  return (ADDRESS_FORM_FIELDS as readonly string[]).includes(field);
}

/** Brazilian domestic brands: their cards ask for the CPF/CNPJ in `auto` mode (chosen). */
const BRAZILIAN_BRANDS: readonly string[] = ['elo', 'hipercard', 'hiper'];

/** What the number typed so far means for the rest of the form. */
export type CardDetails = {
  /** The accepted brand the number belongs to, or null. */
  brand: string | null;
  /** A brand the number belongs to that is not accepted (error 903), or null. */
  unsupportedBrand: string | null;
  /** The security code's label, length and the policy the form applies (hideCVC included). */
  securityCode: SecurityCodeSpec;
  expiryDatePolicy: FieldPolicy;
  showSocialSecurityNumber: boolean;
  houseNumberOptional: boolean;
  hasStates: boolean;
};

export function cardDetails(values: CardFormValues, options: CardFormOptions): CardDetails {
  const brand = detectCardBrand(values.cardNumber, options.brands);
  const anyBrand = brand ? null : detectCardBrand(values.cardNumber);
  const unsupportedBrand = anyBrand && !options.brands.includes(anyBrand) ? anyBrand : null;
  const spec = securityCodeFor(brand);
  const mode = options.socialSecurityNumberMode;
  const country = values.billingAddress.country;
  return {
    brand,
    unsupportedBrand,
    securityCode: { ...spec, policy: cvcPolicyFor(brand, { hideCVC: options.hideCVC }) },
    expiryDatePolicy: findCardBrand(brand)?.expiryDatePolicy ?? 'required',
    showSocialSecurityNumber:
      mode === 'show' || (mode === 'auto' && brand !== null && BRAZILIAN_BRANDS.includes(brand)),
    houseNumberOptional: isHouseNumberOptional(country),
    hasStates: hasStateDataset(country),
  };
}

/** Whether the form shows a field. */
export function isFieldShown(
  field: CardFormField,
  details: CardDetails,
  options: CardFormOptions,
): boolean {
  switch (field) {
    case 'holderName':
      return options.hasHolderName;
    case 'expiryDate':
      return details.expiryDatePolicy !== 'hidden';
    case 'securityCode':
      return details.securityCode.policy !== 'hidden';
    case 'socialSecurityNumber':
      return details.showSocialSecurityNumber;
    case 'stateOrProvince':
      return options.billingAddressRequired && details.hasStates;
    case 'cardNumber':
      return true;
    default:
      return options.billingAddressRequired;
  }
}

/** Whether a shown field may be left empty (its label says "(optional)"). */
export function isFieldOptional(
  field: CardFormField,
  details: CardDetails,
  options: CardFormOptions,
): boolean {
  switch (field) {
    case 'holderName':
      return !options.holderNameRequired;
    case 'expiryDate':
      return details.expiryDatePolicy === 'optional';
    case 'securityCode':
      return details.securityCode.policy === 'optional';
    case 'socialSecurityNumber':
      // card-widget.md §5: a blank CPF/CNPJ is no error.
      return true;
    case 'houseNumberOrName':
      return details.houseNumberOptional;
    default:
      return false;
  }
}

export type CardFormError = { code: string; message: string };

const ADDRESS_MESSAGES = {
  country: 'Select a country',
  street: 'Enter the street address',
  houseNumberOrName: 'Enter the house number',
  city: 'Enter the city',
} as const;

function error(code: string, message: string | undefined): CardFormError {
  return { code, message: message ?? FORM_FIELD_ERRORS['address.errors.incomplete'] };
}

function cardNumberError(
  values: CardFormValues,
  details: CardDetails,
  options: CardFormOptions,
): CardFormError | null {
  if (details.unsupportedBrand) return error('cc.num.903', cardFieldErrorMessage('cc.num.903'));
  const code = validateCardNumber(values.cardNumber, options.brands);
  return code ? error(code, cardFieldErrorMessage(code, details.brand)) : null;
}

function addressError(
  field: AddressFormField,
  address: BillingAddress,
  details: CardDetails,
): CardFormError | null {
  const value = address[field].trim();
  switch (field) {
    case 'postalCode':
      return validatePostalCode(address.country, value)
        ? null
        : error('address.postalCode.invalid', postalCodeHint(address.country));
    case 'stateOrProvince':
      return value === '' || value === STATE_NOT_APPLICABLE
        ? error(
            'address.stateOrProvince.required',
            `Select the ${stateLabel(address.country).toLowerCase()}`,
          )
        : null;
    case 'houseNumberOrName':
      return value === '' && !details.houseNumberOptional
        ? error('address.houseNumberOrName.required', ADDRESS_MESSAGES.houseNumberOrName)
        : null;
    default:
      return value === '' ? error(`address.${field}.required`, ADDRESS_MESSAGES[field]) : null;
  }
}

/** The error of one field as it stands, or null (a hidden field never has one). */
export function fieldError(
  field: CardFormField,
  values: CardFormValues,
  details: CardDetails,
  options: CardFormOptions,
): CardFormError | null {
  if (!isFieldShown(field, details, options)) return null;
  switch (field) {
    case 'holderName': {
      const code = validateHolderName(values.holderName, options.holderNameRequired);
      return code ? error(code, FORM_FIELD_ERRORS[code]) : null;
    }
    case 'cardNumber':
      return cardNumberError(values, details, options);
    case 'expiryDate': {
      if (details.expiryDatePolicy === 'optional' && values.expiryDate.trim() === '') return null;
      const code = validateExpiryDate(values.expiryDate, options.today, options.minimumExpiryDate);
      return code ? error(code, cardFieldErrorMessage(code)) : null;
    }
    case 'securityCode': {
      const code = validateSecurityCode(
        values.securityCode,
        details.brand,
        details.securityCode.policy,
      );
      return code ? error(code, cardFieldErrorMessage(code, details.brand)) : null;
    }
    case 'socialSecurityNumber': {
      const value = values.socialSecurityNumber.trim();
      return value === '' || isValidSocialSecurityNumber(value)
        ? null
        : error(
            'boleto.socialSecurityNumber.invalid',
            FORM_FIELD_ERRORS['boleto.socialSecurityNumber.invalid'],
          );
    }
    default:
      return addressError(field, values.billingAddress, details);
  }
}

export type CardFormValidation = {
  details: CardDetails;
  /** Every shown field's error (fields without one are absent). */
  errors: Partial<Record<CardFormField, CardFormError>>;
  /** Every field: valid, or hidden (a hidden field counts as valid, §4). */
  valid: Record<CardFormField, boolean>;
  /** All fields valid and no unsupported brand (§4). */
  isValid: boolean;
};

export function validateCardForm(
  values: CardFormValues,
  options: CardFormOptions,
): CardFormValidation {
  const details = cardDetails(values, options);
  const errors: Partial<Record<CardFormField, CardFormError>> = {};
  const valid = {} as Record<CardFormField, boolean>;
  for (const field of CARD_FORM_FIELDS) {
    const found = fieldError(field, values, details, options);
    if (found) errors[field] = found;
    valid[field] =
      field === 'securityCode' || field === 'expiryDate'
        ? isPolicyFieldValid(
            field === 'securityCode' ? details.securityCode.policy : details.expiryDatePolicy,
            values[field].trim() !== '',
            found !== null,
          )
        : found === null;
  }
  const isValid = details.unsupportedBrand === null && Object.values(valid).every(Boolean);
  return { details, errors, valid, isValid };
}

/** The most digits a number of the brand (or of any brand) can have. */
function longestLength(brand: string | null): number {
  return brand
    ? (cardNumberLengths(brand).at(-1) ?? MAX_CARD_NUMBER_LENGTH)
    : MAX_CARD_NUMBER_LENGTH;
}

/**
 * Whether the number is complete (focus may move on): valid, and of the brand's longest length or
 * of 16 digits (see the note at the top).
 */
export function isCardNumberComplete(
  values: CardFormValues,
  details: CardDetails,
  options: CardFormOptions,
): boolean {
  const length = onlyDigits(values.cardNumber).length;
  if (cardNumberError(values, details, options)) return false;
  return length === longestLength(details.brand) || length === 16;
}

/** Whether the expiry date has all its digits (`MM/YY`). */
export function isExpiryDateComplete(value: string): boolean {
  return /^\d{2}\/\d{2}$/.test(value);
}

/**
 * Whether a field's error shows while the payer is still typing in it (before leaving it): see
 * the note at the top. Everything else waits for blur.
 */
export function showsWhileTyping(
  field: CardFormField,
  found: CardFormError,
  values: CardFormValues,
  details: CardDetails,
): boolean {
  if (field === 'cardNumber') {
    return (
      found.code === 'cc.num.903' ||
      onlyDigits(values.cardNumber).length >= longestLength(details.brand)
    );
  }
  if (field === 'expiryDate') return isExpiryDateComplete(values.expiryDate);
  return false;
}

/**
 * Where focus goes after `from` is complete: the next shown field that is neither optional nor
 * hidden (§4), or null when there is none.
 */
export function nextRequiredField(
  from: CardFormField,
  details: CardDetails,
  options: CardFormOptions,
): CardFormField | null {
  const start = CARD_FORM_FIELDS.indexOf(from) + 1;
  return (
    CARD_FORM_FIELDS.slice(start).find(
      (field) => isFieldShown(field, details, options) && !isFieldOptional(field, details, options),
    ) ?? null
  );
}

/** A scheme payment method as the sandbox processor takes it (contract: the `test_` format). */
export type SchemePaymentMethod = {
  type: 'scheme';
  holderName?: string;
  encryptedCardNumber: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  brand?: string;
};

/** The card payment data of the form (card-widget.md §3 "Card payment data"). */
export type CardPaymentData = {
  paymentMethod: SchemePaymentMethod;
  billingAddress?: BillingAddress;
  socialSecurityNumber?: string;
  storePaymentMethod?: boolean;
};

/**
 * The data the form submits. The sandbox's "encryption" is the provider test environment's
 * `test_` prefix on the plain values; address values are cleaned as on blur; a country without
 * states sends 'N/A'.
 */
export function cardPaymentData(
  values: CardFormValues,
  details: CardDetails,
  options: CardFormOptions & { storeDetailsShown: boolean },
): CardPaymentData {
  const paymentMethod: SchemePaymentMethod = {
    type: 'scheme',
    encryptedCardNumber: `test_${onlyDigits(values.cardNumber)}`,
  };
  if (options.hasHolderName) paymentMethod.holderName = values.holderName.trim();
  const expiry = /^(\d{2})\/(\d{2})$/.exec(values.expiryDate.trim());
  if (expiry && details.expiryDatePolicy !== 'hidden') {
    paymentMethod.encryptedExpiryMonth = `test_${expiry[1]}`;
    paymentMethod.encryptedExpiryYear = `test_${fullExpiryYear(expiry[2] ?? '')}`;
  }
  const code = values.securityCode.trim();
  if (code !== '' && details.securityCode.policy !== 'hidden') {
    paymentMethod.encryptedSecurityCode = `test_${code}`;
  }
  if (details.brand) paymentMethod.brand = details.brand;

  const data: CardPaymentData = { paymentMethod };
  if (options.billingAddressRequired) {
    const address = values.billingAddress;
    const clean = (field: AddressFormField) => normalizeAddressField(field, address[field], 'blur');
    data.billingAddress = {
      street: clean('street'),
      houseNumberOrName: clean('houseNumberOrName'),
      postalCode: canonicalPostalCode(address.country, clean('postalCode')),
      city: clean('city'),
      stateOrProvince: details.hasStates ? clean('stateOrProvince') : STATE_NOT_APPLICABLE,
      country: address.country,
    };
  }
  if (details.showSocialSecurityNumber && values.socialSecurityNumber.trim() !== '') {
    data.socialSecurityNumber = values.socialSecurityNumber.trim();
  }
  if (options.storeDetailsShown) data.storePaymentMethod = values.storeDetails;
  return data;
}
