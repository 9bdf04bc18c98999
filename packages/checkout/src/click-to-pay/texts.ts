/**
 * The Click to Pay section's words, by key in the widget's string catalogue (docs/widget.md
 * `translations`): these are the en-US ones, a locale's or the merchant's (`Translate.part`) are
 * taken over them. The spec's own strings ('not you', 'manual card entry', 'code resent') are kept
 * word for word, sentence-cased at the start as the widget does ('save details' → 'Save details');
 * the rest is ours. `{name}` is a placeholder the section fills.
 */
import * as React from 'react';
import { useWidgetText } from '../widget/i18n/widget-strings';
import { fillPlaceholders, type TranslationValues } from '../widget/i18n/translate';
import { formatMinorUnits } from '../rules';
import { CLICK_TO_PAY_ERRORS, type ClickToPayErrorKey } from './errors';

export const CLICK_TO_PAY_TEXTS = {
  'clickToPay.title': 'Click to Pay',
  'clickToPay.loading': 'Looking for your Click to Pay cards',
  'clickToPay.loginIntro': 'Enter the email address you use with Click to Pay',
  'clickToPay.email': 'Email',
  'clickToPay.continue': 'Continue',
  'clickToPay.code': 'One-time code',
  'clickToPay.codeIntro': 'Enter the code we sent to {channel}',
  'clickToPay.resendCode': 'Resend code',
  'clickToPay.codeResent': 'Code resent',
  'clickToPay.resendIn': 'Resend code in {seconds} s',
  'clickToPay.cardsIntro': 'Pay with a card saved with Click to Pay',
  'clickToPay.card': 'Card',
  /** A card option in the dropdown: its name and expiry, or its name, expired. */
  'clickToPay.cardOption': '{card}, {expiry}',
  'clickToPay.cardOptionExpired': '{card} (expired)',
  'clickToPay.expired': 'Expired',
  'clickToPay.expires': 'Expires {expiry}',
  'clickToPay.expiredOn': 'Expired {expiry}',
  /** No card can pay (all expired): one card, or several. */
  'clickToPay.expiredNote.one': 'This card has expired. Enter your card details manually',
  'clickToPay.expiredNote.other': 'These cards have expired. Enter your card details manually',
  'clickToPay.noCards': 'There are no cards in this Click to Pay profile',
  'clickToPay.notYou': 'Not you',
  'clickToPay.or': 'or',
  'clickToPay.manualCardEntry': 'Manual card entry',
  /** After 'Manual card entry' (ours): the section, folded above the card form, opens again. */
  'clickToPay.backToClickToPay': 'Back to Click to Pay',
  'clickToPay.info.button': 'What is Click to Pay?',
  'clickToPay.info.title': 'What is Click to Pay?',
  'clickToPay.info.description':
    'Click to Pay keeps your Visa and Mastercard cards safe with the card networks, so you can pay without typing your card number.',
  'clickToPay.info.savedCards': 'Your saved cards are ready wherever you see the Click to Pay mark',
  'clickToPay.info.oneTimeCode': 'A one-time code confirms it is you',
  'clickToPay.info.numberNotShared': 'Your card number is never shared with the shop',
  'clickToPay.info.close': 'Close',
} as const satisfies Record<string, string>;

export type ClickToPayTextKey = keyof typeof CLICK_TO_PAY_TEXTS | ClickToPayErrorKey;

const EN_US_TEXTS: Readonly<Record<ClickToPayTextKey, string>> = {
  ...CLICK_TO_PAY_TEXTS,
  ...CLICK_TO_PAY_ERRORS,
};

export type ClickToPayText = {
  /** A string in the widget's locale (the merchant's `translations` over it), else en-US. */
  text: (key: ClickToPayTextKey, values?: TranslationValues) => string;
  /** An amount in the widget's locale. */
  format: (amount: { value: number; currency: string }) => string;
  /** The Pay button's label: the widget's own `pay.button`. */
  payLabel: (amount: { value: number; currency: string }) => string;
};

/** The section's strings and amounts in the widget's locale (en-US outside a widget). */
export function useClickToPayText(): ClickToPayText {
  const { locale, t } = useWidgetText();
  return React.useMemo(() => {
    const format = ({ value, currency }: { value: number; currency: string }) =>
      formatMinorUnits(value, currency, locale);
    return {
      text: (key, values) => t.part(key, values) ?? fillPlaceholders(EN_US_TEXTS[key], values),
      format,
      payLabel: (amount) => t('pay.button', { amount: format(amount) }),
    };
  }, [locale, t]);
}

const SCHEME_NAMES = { visa: 'Visa', mc: 'Mastercard' } as const;

type NamedCard = { scheme: 'visa' | 'mc'; descriptorName?: string; panLastFour: string };

/** The network's name for the card, else the scheme's: 'Visa Rewards'. */
export function cardTitle(card: NamedCard): string {
  return card.descriptorName || SCHEME_NAMES[card.scheme];
}

/** '•••• 4242' */
export const maskedNumber = (card: NamedCard) => `•••• ${card.panLastFour}`;

/** 'Visa Rewards •••• 4242' */
export function cardName(card: NamedCard): string {
  return `${cardTitle(card)} ${maskedNumber(card)}`;
}

/** '08/29', or '' without a readable expiry. */
export function cardExpiry(card: { panExpirationMonth?: string; panExpirationYear?: string }) {
  const { panExpirationMonth: month, panExpirationYear: year } = card;
  if (!month || !year) return '';
  return `${month.padStart(2, '0')}/${year.slice(-2)}`;
}
