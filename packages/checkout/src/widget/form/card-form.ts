/**
 * The sandbox card form as pure data (docs/widget.md#options–§5): which fields it shows for the card's
 * BIN, which error each field has, whether the form is valid, where focus goes after a complete
 * number, and the payment data it submits. No React and no DOM: the widget renders what this says.
 *
 * The card's own fields (number, expiry date, security code) live in the secured-field frames
 *: the form never holds their values, only what the frames report (`CardFrames`): the
 * BIN, each field's validation (error code, filled, valid) and the encrypted blobs.
 *
 * Choices where the spec is silent (documented here and in the issue's note):
 * - The Brazilian CPF/CNPJ field shows in `auto` mode when the bin lookup's answer says so
 *   (`showSocialSecurityNumber`), never from a guess by brand; always in `show` mode.
 * - The bin lookup's answer applies while the BIN typed starts with the BIN it was made for (the 6
 *   digits' answer stays until the 8 digits' one arrives); without one, the brand is the card
 *   rules' (`detectCardBrand`).
 * - Errors show when the payer leaves a field (blank included). While typing, only the errors the
 *   frames report at once show: an unsupported brand (903), a complete number or expiry date that
 *   is wrong. The frames' "incomplete" (err.gen.9100) shows as the field's own message, as before
 *   (`Enter the complete card number`, `Enter a valid expiry date (MM/YY)`, the code's digits).
 * - Focus moving on after a complete number or expiry date is the frames' host's (host.ts).
 * - Address errors (the rules give only 'Complete the billing address') name the field: 'Enter the
 *   city'; the postal code's is the kit's format hint ('Enter a 5-digit ZIP code, like 94105').
 */
import { isValidSocialSecurityNumber } from '@paypage/ui/rules';
import {
  cardFieldErrorMessage,
  hasKoreanFields,
  cvcPolicyFor,
  detectCardBrand,
  findCardBrand,
  FORM_FIELD_ERRORS,
  hasStateDataset,
  isHouseNumberOptional,
  isPolicyFieldValid,
  securityCodeFor,
  validateHolderName,
  type BinLookupAnswer,
  type FieldPolicy,
  type InstalmentSelection,
  type SecurityCodeSpec,
} from '../../rules';
import { isValidTaxNumber } from '@paypage/ui/rules';
import { addressRules } from '../address/address-rules';
import { binLookupResult, chosenLookupBrand } from '../bin-lookup/bin-lookup-answers';
import { formError } from './form-errors';
import {
  CARD_FORM_FIELDS,
  type AddressFormField,
  type BillingAddress,
  type CardFormError,
  type CardFormField,
  type PartialBillingAddress,
} from './form-types';
import {
  isAddressFieldInMode,
  isAddressFieldRequired,
  type BillingAddressMode,
} from '../address/address-mode';

export { CARD_FORM_FIELDS };
export type {
  AddressFormField,
  BillingAddress,
  CardFormError,
  CardFormField,
  PartialBillingAddress,
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
  /** The Korean card password's first 2 digits (its frame exists only with Korean authentication). */
  password?: FrameFieldState;
  /** The number frame's BIN as a JWE (`binValue`'s `encryptedBin`), for the bin lookup. */
  encryptedBin?: string;
  /** The blobs of the complete and valid fields (`encryption`). */
  encrypted: Partial<Record<EncryptedCardKey, string>>;
  /**
   * The brand and its policies as the fields themselves report them: a processor's hosted fields
   * (docs/widget.md "Environments") never give the form the BIN its bin lookup would need.
   */
  brandReport?: {
    brand: string | null;
    securityCode: FieldPolicy;
    expiryDate: FieldPolicy;
  };
};

export type EncryptedCardKey =
  | 'encryptedCardNumber'
  | 'encryptedExpiryMonth'
  | 'encryptedExpiryYear'
  | 'encryptedSecurityCode'
  | 'encryptedPassword';

export const EMPTY_FRAME: FrameFieldState = { errorCode: '', filled: false, valid: false };

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
  /** The bin lookup's answer and the BIN it was made for. */
  binLookup?: { bin: string; answer: BinLookupAnswer } | null;
  /** The brand the payer chose in the dual-brand switcher (null: the lead). */
  dualBrand?: string | null;
  /** The Korean tax number (birth date YYMMDD or 10-digit business number). */
  taxNumber?: string;
};

export type SocialSecurityNumberMode = 'auto' | 'show' | 'hide';

export type CardFormOptions = {
  /** Accepted brands; on a tie of starting numbers the one listed first wins. */
  brands: readonly string[];
  hasHolderName: boolean;
  holderNameRequired: boolean;
  billingAddressRequired: boolean;
  /** Which of the address shows: 'full' (default), 'partial' (the postal code) or 'none'. */
  billingAddressMode?: BillingAddressMode;
  /** The address fields that must be filled (default all six); the others are optional. */
  billingAddressRequiredFields?: readonly string[];
  hideCVC: boolean;
  socialSecurityNumberMode: SocialSecurityNumberMode;
  /** An expiry before this month (MM/YY) is 'expires too soon' (914). */
  minimumExpiryDate?: string;
  /** Today, for the expiry date (an injectable clock). */
  today: Date;
  /** Korean cards ask for the tax number and the card password (§3 default false). */
  koreanAuthenticationRequired?: boolean;
  /** The shopper's country, for the Korean fields when the lookup gives no issuing country. */
  countryCode?: string;
};

/** The billing address's fields: the form's last ones. */
export const ADDRESS_FORM_FIELDS = CARD_FORM_FIELDS.slice(
  CARD_FORM_FIELDS.indexOf('country'),
) as readonly AddressFormField[];

export function isAddressField(field: CardFormField): field is AddressFormField {
  return (ADDRESS_FORM_FIELDS as readonly string[]).includes(field);
}

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
  /** The card's brands when the payer chooses between them (dual brand, the lead first). */
  dualBrands: readonly string[];
  /** The state type (§4): 'unrecognised-single-brand' for one brand the card rules do not know. */
  type: 'scheme' | 'unrecognised-single-brand';
  issuingCountryCode?: string;
  /** The Korean tax number and card password apply (§4). */
  hasKoreanFields: boolean;
  /** The number frame's Luhn check and the number's length, from the lookup. */
  enableLuhnCheck: boolean;
  panLength?: number;
};

/** The lookup's answer when it is of the BIN typed now (its 8 digits start with the 6 looked up). */
function currentLookup(values: CardFormValues) {
  const lookup = values.binLookup;
  const bin = values.card.bin;
  return lookup && bin.length >= 6 && bin.startsWith(lookup.bin)
    ? binLookupResult(lookup.answer)
    : null;
}

export function cardDetails(values: CardFormValues, options: CardFormOptions): CardDetails {
  const bin = values.card.bin;
  const lookup = currentLookup(values);
  const chosen = lookup ? chosenLookupBrand(lookup, values.dualBrand) : null;
  let brand: string | null;
  let unsupportedBrand: string | null;
  if (lookup) {
    // The answer decides: its chosen brand, none for an empty answer (the brand resets), or its
    // first brand as unsupported when the widget accepts none of them.
    brand = chosen?.brand ?? null;
    unsupportedBrand = chosen ? null : (lookup.brands[0]?.brand ?? null);
  } else {
    brand = bin ? detectCardBrand(bin, options.brands) : null;
    const anyBrand = brand || !bin ? null : detectCardBrand(bin);
    unsupportedBrand = anyBrand && !options.brands.includes(anyBrand) ? anyBrand : null;
  }
  const spec = securityCodeFor(brand);
  const mode = options.socialSecurityNumberMode;
  const country = values.billingAddress.country;
  const cvcPolicy = options.hideCVC ? 'hidden' : chosen?.cvcPolicy;
  return {
    brand,
    unsupportedBrand,
    securityCode: {
      ...spec,
      policy: cvcPolicy ?? cvcPolicyFor(brand, { hideCVC: options.hideCVC }),
    },
    expiryDatePolicy:
      chosen?.expiryDatePolicy ?? findCardBrand(brand)?.expiryDatePolicy ?? 'required',
    showSocialSecurityNumber:
      mode === 'show' || (mode === 'auto' && (lookup?.showSocialSecurityNumber ?? false)),
    houseNumberOptional: isHouseNumberOptional(country),
    hasStates: hasStateDataset(country),
    dualBrands: lookup?.isDualBrandSelection
      ? lookup.supportedBrands.map((each) => each.brand)
      : [],
    type: lookup?.unrecognisedSingleBrand ? 'unrecognised-single-brand' : 'scheme',
    ...(lookup?.issuingCountryCode ? { issuingCountryCode: lookup.issuingCountryCode } : {}),
    hasKoreanFields: hasKoreanFields(
      options.koreanAuthenticationRequired ?? false,
      lookup?.issuingCountryCode,
      options.countryCode,
    ),
    enableLuhnCheck: chosen?.enableLuhnCheck ?? true,
    ...(chosen?.panLength ? { panLength: chosen.panLength } : {}),
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
    case 'taxNumber':
    case 'password':
      return details.hasKoreanFields;
    case 'stateOrProvince':
      return isAddressFieldInMode(field, options) && details.hasStates;
    case 'cardNumber':
      return true;
    default:
      return isAddressFieldInMode(field, options);
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
      // docs/widget.md#validation: a blank CPF/CNPJ is no error.
      return true;
    case 'houseNumberOrName':
      return details.houseNumberOptional || !isAddressFieldRequired(field, options);
    default:
      return isAddressField(field) && !isAddressFieldRequired(field, options);
  }
}

/**
 * The frames' "incomplete" (err.gen.9100, on leaving a half-typed field) as the message the form
 * has always shown for that field; and the code of a required field left empty.
 */
const INCOMPLETE_CODES = {
  cardNumber: 'cc.num.901',
  expiryDate: 'cc.dat.911',
  securityCode: 'cc.cvc.921',
  password: 'kcp.pwd.941',
} as const satisfies Record<CardField, string>;
const EMPTY_CODES = {
  cardNumber: 'cc.num.900',
  expiryDate: 'cc.dat.910',
  securityCode: 'cc.cvc.920',
  password: 'kcp.pwd.940',
} as const satisfies Record<CardField, string>;

/** The card's own fields (each in its secured frame; the password only for Korean cards). */
export type CardField = 'cardNumber' | 'expiryDate' | 'securityCode' | 'password';

/**
 * A card field's error from its frame's report: the frame's code (incomplete named per field),
 * else, when it is not valid, empty or incomplete. An optional field left empty has none.
 */
export function frameFieldError(
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
  return formError(
    code,
    cardFieldErrorMessage(code, brand) ?? cardFieldErrorMessage('err.gen.9100'),
    code === 'cc.cvc.921' ? { digits: securityCodeFor(brand).length } : undefined,
  );
}

function cardNumberError(values: CardFormValues, details: CardDetails): CardFormError | null {
  if (details.unsupportedBrand) return formError('cc.num.903', cardFieldErrorMessage('cc.num.903'));
  return frameFieldError('cardNumber', values.card.cardNumber, details.brand, false);
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
      return code ? formError(code, FORM_FIELD_ERRORS[code]) : null;
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
    case 'password':
      return frameFieldError('password', values.card.password ?? EMPTY_FRAME, details.brand, false);
    case 'taxNumber':
      return isValidTaxNumber(values.taxNumber ?? '')
        ? null
        : formError(
            'creditCard.taxNumber.invalid',
            FORM_FIELD_ERRORS['creditCard.taxNumber.invalid'],
          );
    case 'socialSecurityNumber': {
      const value = values.socialSecurityNumber.trim();
      return value === '' || isValidSocialSecurityNumber(value)
        ? null
        : formError(
            'boleto.socialSecurityNumber.invalid',
            FORM_FIELD_ERRORS['boleto.socialSecurityNumber.invalid'],
          );
    }
    default:
      return addressRules.addressError(field, values.billingAddress, details, options);
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
  if (field === 'password') return (values.card.password?.errorCode ?? '') !== '';
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
  /** Korean authentication: the card password's first 2 digits, encrypted by its frame. */
  encryptedPassword?: string;
  /** Korean authentication: the birth date (YYMMDD) or the 10-digit business number. */
  taxNumber?: string;
  brand?: string;
  /** The fast-checkout sign-up's data, encoded (§3; added by the widget's card flows). */
  fastlaneData?: string;
  /** The kind of card the merchant asked it be paid as (§3; the widget's `fundingSource`). */
  fundingSource?: 'credit' | 'debit';
};

/**
 * A stored card (§2 stored-card form, §3): its id and brand and, from its frame, the
 * security code only — no number, expiry or holder name.
 */
export type StoredCardPaymentMethod = {
  type: 'scheme';
  storedPaymentMethodId: string;
  encryptedSecurityCode?: string;
  brand: string;
};

/** The card payment data of the form (docs/widget.md#options "Card payment data"). */
export type CardPaymentData = {
  paymentMethod: SchemePaymentMethod | StoredCardPaymentMethod;
  /** Every field ('full' mode), or the postal code and its country ('partial'). */
  billingAddress?: BillingAddress | PartialBillingAddress;
  socialSecurityNumber?: string;
  storePaymentMethod?: boolean;
  /** The instalments chosen, when in use (§3, §5; added by the widget, `use-instalments.ts`). */
  installments?: InstalmentSelection;
};

/**
 * The data the form submits: the card fields as the frames encrypted them (never their digits);
 * address values cleaned as on blur; a country without states sends 'N/A'.
 */
export function cardPaymentData(
  values: CardFormValues,
  details: CardDetails,
  options: CardFormOptions & { storeDetailsShown: boolean },
): CardPaymentData & { paymentMethod: SchemePaymentMethod } {
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
  if (details.hasKoreanFields) {
    if (encrypted.encryptedPassword) paymentMethod.encryptedPassword = encrypted.encryptedPassword;
    paymentMethod.taxNumber = values.taxNumber ?? '';
  }

  const data: CardPaymentData & { paymentMethod: SchemePaymentMethod } = { paymentMethod };
  const billingAddress = addressRules.billingAddressData(values.billingAddress, details, options);
  if (billingAddress) data.billingAddress = billingAddress;
  if (details.showSocialSecurityNumber && values.socialSecurityNumber.trim() !== '') {
    data.socialSecurityNumber = values.socialSecurityNumber.trim();
  }
  if (options.storeDetailsShown) data.storePaymentMethod = values.storeDetails;
  return data;
}
