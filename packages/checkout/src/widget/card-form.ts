/**
 * The sandbox card form as pure data (card-widget.md §3–§5): which fields it shows for the card's
 * BIN, which error each field has, whether the form is valid, where focus goes after a complete
 * number, and the payment data it submits. No React and no DOM: the widget renders what this says.
 *
 * The card's own fields (number, expiry date, security code) live in the secured-field frames
 * (issue 15): the form never holds their values, only what the frames report (`CardFrames`): the
 * BIN, each field's validation (error code, filled, valid) and the encrypted blobs.
 *
 * Choices where the spec is silent (documented here and in the note):
 * - The Brazilian CPF/CNPJ field shows in `auto` mode when the number is of a Brazilian domestic
 *   brand (elo, hipercard, hiper): the sandbox has no bin lookup, whose `showSocialSecurityNumber`
 *   would decide it, and those brands are only issued in Brazil.
 * - Errors show when the payer leaves a field (blank included). While typing, only the errors the
 *   frames report at once show: an unsupported brand (903), a complete number or expiry date that
 *   is wrong. The frames' "incomplete" (err.gen.9100) shows as the field's own message, as before
 *   (`Enter the complete card number`, `Enter a valid expiry date (MM/YY)`, the code's digits).
 * - Focus moving on after a complete number or expiry date is the frames' host's (host.ts).
 * - Address errors (the rules give only 'Complete the billing address') name the field: 'Enter the
 *   city'; the postal code's is the kit's format hint ('Enter a 5-digit ZIP code, like 94105').
 */
import {
  isValidSocialSecurityNumber,
  canonicalPostalCode,
  postalCodeHint,
  validatePostalCode,
} from '@paypage/ui/rules';
import {
  cardFieldErrorMessage,
  cvcPolicyFor,
  detectCardBrand,
  findCardBrand,
  FORM_FIELD_ERRORS,
  hasStateDataset,
  isHouseNumberOptional,
  isPolicyFieldValid,
  normalizeAddressField,
  securityCodeFor,
  STATE_NOT_APPLICABLE,
  validateHolderName,
  type FieldPolicy,
  type SecurityCodeSpec,
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

/** What a secured frame reports about its field (its `validation` action). */
export type FrameFieldState = {
  /** '' or the §5 code the frame shows now (it reports one once complete or left). */
  errorCode: string;
  filled: boolean;
  valid: boolean;
};

/** The card's own fields, by what their frames report: never their values. */
export type CardFrames = {
  /** The first 6 to 8 digits (`binValue`), for the brand; '' until six are typed. */
  bin: string;
  cardNumber: FrameFieldState;
  expiryDate: FrameFieldState;
  securityCode: FrameFieldState;
  /** The blobs of the complete and valid fields (`encryption`). */
  encrypted: Partial<Record<EncryptedCardKey, string>>;
};

export type EncryptedCardKey =
  'encryptedCardNumber' | 'encryptedExpiryMonth' | 'encryptedExpiryYear' | 'encryptedSecurityCode';

const EMPTY_FRAME: FrameFieldState = { errorCode: '', filled: false, valid: false };

/** The frames before anything is typed. */
export const EMPTY_CARD_FRAMES: CardFrames = {
  bin: '',
  cardNumber: EMPTY_FRAME,
  expiryDate: EMPTY_FRAME,
  securityCode: EMPTY_FRAME,
  encrypted: {},
};

export type CardFormValues = {
  holderName: string;
  card: CardFrames;
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
  const bin = values.card.bin;
  const brand = bin ? detectCardBrand(bin, options.brands) : null;
  const anyBrand = brand || !bin ? null : detectCardBrand(bin);
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

/**
 * The frames' "incomplete" (err.gen.9100, on leaving a half-typed field) as the message the form
 * has always shown for that field; and the code of a required field left empty.
 */
const INCOMPLETE_CODES = {
  cardNumber: 'cc.num.901',
  expiryDate: 'cc.dat.911',
  securityCode: 'cc.cvc.921',
} as const satisfies Record<CardField, string>;
const EMPTY_CODES = {
  cardNumber: 'cc.num.900',
  expiryDate: 'cc.dat.910',
  securityCode: 'cc.cvc.920',
} as const satisfies Record<CardField, string>;

/** The card's own fields (each in its secured frame). */
export type CardField = 'cardNumber' | 'expiryDate' | 'securityCode';

/**
 * A card field's error from its frame's report: the frame's code (incomplete named per field),
 * else, when it is not valid, empty or incomplete. An optional field left empty has none.
 */
function frameFieldError(
  field: CardField,
  frame: FrameFieldState,
  brand: string | null,
  optional: boolean,
): CardFormError | null {
  if (frame.valid) return null;
  if (!frame.filled && optional && frame.errorCode === '') return null;
  let code = frame.errorCode;
  if (code === '' || code === 'err.gen.9100')
    code = frame.filled ? INCOMPLETE_CODES[field] : EMPTY_CODES[field];
  return error(code, cardFieldErrorMessage(code, brand) ?? cardFieldErrorMessage('err.gen.9100'));
}

function cardNumberError(values: CardFormValues, details: CardDetails): CardFormError | null {
  if (details.unsupportedBrand) return error('cc.num.903', cardFieldErrorMessage('cc.num.903'));
  return frameFieldError('cardNumber', values.card.cardNumber, details.brand, false);
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
      return cardNumberError(values, details);
    case 'expiryDate':
      return frameFieldError(
        'expiryDate',
        values.card.expiryDate,
        details.brand,
        details.expiryDatePolicy === 'optional',
      );
    case 'securityCode':
      return frameFieldError(
        'securityCode',
        values.card.securityCode,
        details.brand,
        details.securityCode.policy === 'optional',
      );
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
            values.card[field].filled,
            found !== null,
          )
        : found === null;
  }
  const isValid = details.unsupportedBrand === null && Object.values(valid).every(Boolean);
  return { details, errors, valid, isValid };
}

/**
 * Whether a field's error shows while the payer is still in it (before leaving it): a card field's
 * when its frame reports a code (a complete but wrong value, an unsupported brand), and the
 * unsupported brand the BIN shows. Everything else waits for blur.
 */
export function showsWhileTyping(
  field: CardFormField,
  found: CardFormError,
  values: CardFormValues,
): boolean {
  if (field === 'cardNumber' || field === 'expiryDate' || field === 'securityCode') {
    return found.code === 'cc.num.903' || values.card[field].errorCode !== '';
  }
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

/** A scheme payment method as the sandbox processor takes it: the frames' JWE blobs. */
export type SchemePaymentMethod = {
  type: 'scheme';
  holderName?: string;
  encryptedCardNumber: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  brand?: string;
  /** The fast-checkout sign-up's data, encoded (§3; added by the widget's card flows). */
  fastlaneData?: string;
};

/** The card payment data of the form (card-widget.md §3 "Card payment data"). */
export type CardPaymentData = {
  paymentMethod: SchemePaymentMethod;
  billingAddress?: BillingAddress;
  socialSecurityNumber?: string;
  storePaymentMethod?: boolean;
};

/**
 * The data the form submits: the card fields as the frames encrypted them (never their digits);
 * address values cleaned as on blur; a country without states sends 'N/A'.
 */
export function cardPaymentData(
  values: CardFormValues,
  details: CardDetails,
  options: CardFormOptions & { storeDetailsShown: boolean },
): CardPaymentData {
  const { encrypted } = values.card;
  const paymentMethod: SchemePaymentMethod = {
    type: 'scheme',
    encryptedCardNumber: encrypted.encryptedCardNumber ?? '',
  };
  if (options.hasHolderName) paymentMethod.holderName = values.holderName.trim();
  if (
    details.expiryDatePolicy !== 'hidden' &&
    encrypted.encryptedExpiryMonth &&
    encrypted.encryptedExpiryYear
  ) {
    paymentMethod.encryptedExpiryMonth = encrypted.encryptedExpiryMonth;
    paymentMethod.encryptedExpiryYear = encrypted.encryptedExpiryYear;
  }
  if (details.securityCode.policy !== 'hidden' && encrypted.encryptedSecurityCode) {
    paymentMethod.encryptedSecurityCode = encrypted.encryptedSecurityCode;
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
