/**
 * The stored-card form's state (docs/widget.md#views "Stored-card form", §3, §5), as pure
 * rules: which stored card the merchant mounted and whether it may be paid here (§5: Ecommerce
 * only), the security code's policy (the brand's, hidden by `hideCVC` or `hasCVC: false`), its
 * error from what its frame reports, whether the form is valid, and the payment data — the
 * card's id and brand and the encrypted security code, never a number or an expiry.
 */
import {
  cvcPolicyFor,
  findCardBrand,
  isStoredCardPayable,
  securityCodeFor,
  storedCardExpiry,
  type FieldPolicy,
  type SecurityCodeSpec,
  type StoredCard,
} from '../../rules';
import {
  CARD_FORM_FIELDS,
  EMPTY_FRAME,
  frameFieldError,
  type CardFormError,
  type CardFormField,
  type CardPaymentData,
  type FrameFieldState,
} from '../form/card-form';
import { errorObjects } from '../form/form-errors';
import type { Translate } from '../i18n/translate';
import type { CardWidgetState, CardWidgetStatus } from '../options/widget-types';

/** The form's own en-US text (a locale's strings override it: `card-widget/en-us-parts.ts`). */
export const STORED_CARD_TEXT = {
  'storedCard.name': '{brand} card ending in {lastFour}',
  'storedCard.notEcommerce':
    'This saved card can’t be used for this payment. Pay with another card.',
  'storedCard.unknown': 'This saved card isn’t available. Pay with another card.',
} as const;

export type StoredCardOptions = {
  storedPaymentMethodId: string;
  storedPaymentMethods?: readonly StoredCard[] | undefined;
  hideCVC?: boolean | undefined;
  hasCVC?: boolean | undefined;
};

/** Why a stored card cannot be paid in the form: none with the id, or not Ecommerce (§5). */
export type StoredCardProblem = 'unknown' | 'notEcommerce';

export type StoredCardChoice =
  { card: StoredCard; problem: null } | { card: StoredCard | null; problem: StoredCardProblem };

/** A stored card with what the form shows (a session's answer is checked here, not on arrival). */
function isStoredCard(value: unknown): value is StoredCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    ['id', 'brand', 'lastFour', 'expiryMonth', 'expiryYear'].every(
      (name) => typeof card[name] === 'string' && card[name] !== '',
    ) && Array.isArray(card.supportedShopperInteractions)
  );
}

/** The stored card the merchant mounted, and the problem that keeps it from being paid. */
export function chooseStoredCard(options: StoredCardOptions): StoredCardChoice {
  const list: readonly unknown[] = Array.isArray(options.storedPaymentMethods)
    ? options.storedPaymentMethods
    : [];
  const card =
    list.find(
      (each): each is StoredCard => isStoredCard(each) && each.id === options.storedPaymentMethodId,
    ) ?? null;
  if (!card) return { card: null, problem: 'unknown' };
  if (!isStoredCardPayable(card)) return { card, problem: 'notEcommerce' };
  return { card, problem: null };
}

/**
 * §8 "A single secured field with a generic card type logs an error about brands": the stored
 * card's form has one frame, its security code, whose length only the card's brand gives. A
 * brand the rules do not know ('card', 'scheme', a typo) is the integrator's to fix: the message
 * for the console, or null for a known brand.
 */
export function genericStoredCardBrandError(brand: string): string | null {
  if (findCardBrand(brand)) return null;
  return `Card widget: the stored card's brand '${brand}' is not a card brand; give storedPaymentMethods[].brand as the card's own (visa, mc, amex, …): its security code's length depends on it`;
}

/** The security code the form asks for: the brand's spec, with §3's hideCVC and hasCVC. */
export function storedCardSecurityCode(
  card: Pick<StoredCard, 'brand'>,
  options: Pick<StoredCardOptions, 'hideCVC' | 'hasCVC'>,
): SecurityCodeSpec & { policy: FieldPolicy } {
  const hideCVC = options.hideCVC === true || options.hasCVC === false;
  return { ...securityCodeFor(card.brand), policy: cvcPolicyFor(card.brand, { hideCVC }) };
}

/** What the form shows of the card: its brand, '•••• 1111' and the read-only expiry (§2). */
export function storedCardSummary(card: StoredCard) {
  return {
    brand: card.brand,
    number: `•••• ${card.lastFour}`,
    expiry: storedCardExpiry(card.expiryMonth, card.expiryYear),
  };
}

export type StoredCardFormState = {
  /** The security code's error as it stands (shown once the frame is left or on submit). */
  error: CardFormError | null;
  valid: boolean;
};

/** The form's state from the security code frame's report (a hidden code: always valid). */
export function storedCardFormState(
  card: Pick<StoredCard, 'brand'>,
  policy: FieldPolicy,
  frame: FrameFieldState = EMPTY_FRAME,
): StoredCardFormState {
  if (policy === 'hidden') return { error: null, valid: true };
  const error = frameFieldError('securityCode', frame, card.brand, policy === 'optional');
  return { error, valid: error === null };
}

/** The payment data: the card's id and brand, the security code's blob when asked and given. */
export function storedCardPaymentData(
  card: Pick<StoredCard, 'id' | 'brand'>,
  policy: FieldPolicy,
  encryptedSecurityCode: string | undefined,
): CardPaymentData {
  return {
    paymentMethod: {
      type: 'scheme',
      storedPaymentMethodId: card.id,
      brand: card.brand,
      ...(policy !== 'hidden' && encryptedSecurityCode ? { encryptedSecurityCode } : {}),
    },
  };
}

/**
 * The stored-card form's state for `onChange` (§3 "Card form state"): the security code is its
 * one field (every other field is not asked, so valid); its error only once shown to the payer
 * (`shown`), as the card form reports errors; `isValid` once the frame is ready and the code is
 * valid (or not asked).
 */
export function storedCardWidgetState(
  card: Pick<StoredCard, 'id' | 'brand'>,
  policy: FieldPolicy,
  status: CardWidgetStatus,
  form: StoredCardFormState,
  shown: boolean,
  data: CardPaymentData,
  t?: Translate,
): CardWidgetState {
  const valid = Object.fromEntries(
    CARD_FORM_FIELDS.map((field) => [field, field === 'securityCode' ? form.valid : true]),
  ) as Record<CardFormField, boolean>;
  return {
    status,
    brand: card.brand,
    isValid: status === 'ready' && form.valid,
    valid,
    errors: shown && form.error ? errorObjects({ securityCode: form.error }, t) : {},
    data,
    cvcPolicy: policy,
    expiryDatePolicy: 'hidden',
    isSfpValid: form.valid,
    detectedUnsupportedBrands: [],
    type: 'scheme',
    hasKoreanFields: false,
    dualBrands: [],
  };
}
