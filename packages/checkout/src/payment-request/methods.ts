/**
 * Payment method selection (spec §2 "Method selection", "Payment form").
 *
 * Which options the request's `paymentMethod` flags allow, their order and texts, what hides
 * behind 'More options', and the steps of the form with their breadcrumb sub-step labels.
 */
import type { PaymentRequest } from '../models/payment-request';

export type PaymentOption = 'card' | 'bank' | 'ach' | 'wire';
export type PaymentStep =
  'selectPaymentMethod' | 'payByCard' | 'payByBank' | 'payByACH' | 'payByWire';

export type PaymentOptionDefinition = {
  /** The flags that allow it (any one is enough). */
  flags: readonly string[];
  /** The radio option's label and helper text. */
  label: string;
  helper: string;
  step: Exclude<PaymentStep, 'selectPaymentMethod'>;
  /** The breadcrumb's sub-step while on the option's step. */
  subStep: string;
  /** Shown behind 'More options' when a card or bank option is also allowed. */
  secondary: boolean;
};

/**
 * In default-selection priority order: card, then bank, then ACH, then wire (spec §2). Labels
 * and helpers in quotes in the spec are used as given; the chosen ones: 'ACH transfer' (the
 * spec names the option only "ACH") and 'Securely connect your bank account, powered by Plaid'
 * (the spec: "helper says it is powered by the bank-linking provider").
 */
export const PAYMENT_OPTIONS = {
  card: {
    flags: ['Card', 'PayByCard'],
    label: 'Credit or debit card',
    helper: 'Fastest payment processing',
    step: 'payByCard',
    subStep: 'Card payment',
    secondary: false,
  },
  bank: {
    flags: ['PayByBank'],
    label: 'Pay by bank',
    helper: 'Securely connect your bank account, powered by Plaid',
    step: 'payByBank',
    subStep: 'Bank payment',
    secondary: false,
  },
  ach: {
    flags: ['ACH', 'PayByACH'],
    label: 'ACH transfer',
    helper: 'Routed via an intermediary account to keep information private',
    step: 'payByACH',
    subStep: 'ACH payment',
    secondary: true,
  },
  wire: {
    flags: ['PayByWire'],
    label: 'Wire transfer',
    helper: 'Routed via an intermediary account to keep information private',
    step: 'payByWire',
    subStep: 'Wire payment',
    secondary: true,
  },
} as const satisfies Record<PaymentOption, PaymentOptionDefinition>;

export const PAYMENT_OPTION_PRIORITY = [
  'card',
  'bank',
  'ach',
  'wire',
] as const satisfies readonly PaymentOption[];

export const MORE_OPTIONS_LABEL = 'More options';
export const FEWER_OPTIONS_LABEL = 'Fewer options';

/** Card is offered only when the processor is ADYEN (spec §1). */
export function isOptionAllowed(
  option: PaymentOption,
  request: Pick<PaymentRequest, 'paymentMethod' | 'processor'>,
): boolean {
  const flagged = PAYMENT_OPTIONS[option].flags.some((flag) =>
    request.paymentMethod.includes(flag),
  );
  return option === 'card' ? flagged && request.processor.type === 'ADYEN' : flagged;
}

/** The allowed options, in priority order. */
export function allowedPaymentOptions(
  request: Pick<PaymentRequest, 'paymentMethod' | 'processor'>,
): PaymentOption[] {
  return PAYMENT_OPTION_PRIORITY.filter((option) => isOptionAllowed(option, request));
}

export type PaymentMethodMenu = {
  /** Shown at once. */
  primary: PaymentOption[];
  /** Behind 'More options' (ACH and wire when card or bank is also allowed); else empty. */
  more: PaymentOption[];
  /** The default selection: the first allowed option by priority; `null` when none is. */
  defaultOption: PaymentOption | null;
};

export function paymentMethodMenu(
  request: Pick<PaymentRequest, 'paymentMethod' | 'processor'>,
): PaymentMethodMenu {
  const allowed = allowedPaymentOptions(request);
  const hasPrimary = allowed.some((option) => !PAYMENT_OPTIONS[option].secondary);
  const isHidden = (option: PaymentOption) => hasPrimary && PAYMENT_OPTIONS[option].secondary;
  return {
    primary: allowed.filter((option) => !isHidden(option)),
    more: allowed.filter(isHidden),
    defaultOption: allowed[0] ?? null,
  };
}

export type MethodSelection = { expanded: boolean; selected: PaymentOption | null };

export type MethodSelectionAction =
  { type: 'select'; option: PaymentOption } | { type: 'expand' } | { type: 'collapse' };

export function initialMethodSelection(menu: PaymentMethodMenu): MethodSelection {
  return { expanded: false, selected: menu.defaultOption };
}

/** The options currently listed. */
export function visibleOptions(
  menu: PaymentMethodMenu,
  selection: MethodSelection,
): PaymentOption[] {
  return selection.expanded ? [...menu.primary, ...menu.more] : menu.primary;
}

/**
 * Selecting only takes a listed option; collapsing hides the extra options and resets the
 * selection to the default (spec §2).
 */
export function reduceMethodSelection(
  menu: PaymentMethodMenu,
  selection: MethodSelection,
  action: MethodSelectionAction,
): MethodSelection {
  switch (action.type) {
    case 'select':
      return visibleOptions(menu, selection).includes(action.option)
        ? { ...selection, selected: action.option }
        : selection;
    case 'expand':
      return menu.more.length > 0 ? { ...selection, expanded: true } : selection;
    case 'collapse':
      return { expanded: false, selected: menu.defaultOption };
  }
}

/** 'Continue to payment' is disabled while nothing is selected (spec §5). */
export function canContinue(selection: MethodSelection): boolean {
  return selection.selected != null;
}

export function stepForOption(option: PaymentOption): PaymentOptionDefinition['step'] {
  return PAYMENT_OPTIONS[option].step;
}

export function optionForStep(step: PaymentStep): PaymentOption | null {
  return PAYMENT_OPTION_PRIORITY.find((option) => PAYMENT_OPTIONS[option].step === step) ?? null;
}

/** The breadcrumb's sub-step: 'Card payment' … 'Wire payment'; none on the selection step. */
export function breadcrumbSubStep(step: PaymentStep): string | null {
  const option = optionForStep(step);
  return option ? PAYMENT_OPTIONS[option].subStep : null;
}

/** The transfer panel's title: 'Wire Transfer' on the wire step, 'ACH Transfer' otherwise. */
export function transferPanelTitle(step: PaymentStep): 'Wire Transfer' | 'ACH Transfer' {
  return step === 'payByWire' ? 'Wire Transfer' : 'ACH Transfer';
}

/** Spec §2: the transfer panel's text when the request has no account details. */
export const ACH_DETAILS_MISSING = 'ACH details are missing!';
