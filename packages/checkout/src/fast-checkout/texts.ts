/**
 * The fast-checkout sign-up's words, by key in the widget's string catalogue (docs/widget.md
 * `translations`): these are the en-US ones, a locale's or the merchant's (`Translate.part`) are
 * taken over them. docs/widget.md#views names the parts (a toggle with phone entry, consent text, an
 * info modal with three benefits) but quotes none of their strings, so all of these are ours; the
 * mobile number's label and error are the kit's (`MobileNumberInput`), given here in the locale.
 * The consent text names its two links `{terms}` and `{privacy}`, which the section fills with them.
 */
import * as React from 'react';
import { mobileNumberError } from '@paypage/ui';
import { useWidgetStrings } from '../widget/i18n/widget-strings';
import { fillPlaceholders, type TranslationValues } from '../widget/i18n/translate';

export const FAST_CHECKOUT_TEXTS = {
  'fastCheckout.toggle': 'Save my details for faster checkout',
  'fastCheckout.mobileNumber': 'Mobile number',
  'fastCheckout.mobileNumber.incomplete': mobileNumberError,
  'fastCheckout.info.button': 'About fast checkout',
  'fastCheckout.info.title': 'Check out faster next time',
  'fastCheckout.info.description':
    'Save your details once, then pay with a code sent to your phone.',
  'fastCheckout.benefit.typing': 'Skip the typing',
  'fastCheckout.benefit.typing.text':
    'A one-time code sent to your phone fills in the card and address you saved.',
  'fastCheckout.benefit.safe': 'Keep your details safe',
  'fastCheckout.benefit.safe.text':
    'Your card details are encrypted when they are stored and when they are sent to a shop.',
  'fastCheckout.benefit.shops': 'Use it in other shops',
  'fastCheckout.benefit.shops.text':
    'Check out the same way in every shop that offers fast checkout.',
  'fastCheckout.consent':
    'By saving your details, you agree to receive one-time codes by text message to check out faster, sent to the number you give. You also agree to the {terms} and the {privacy}.',
  'fastCheckout.terms': 'terms and conditions',
  'fastCheckout.privacy': 'privacy policy',
  /** Read after each link's text by screen readers, after a space. */
  'fastCheckout.newTab': '(opens in a new tab)',
  'fastCheckout.info.close': 'Close',
} as const satisfies Record<string, string>;

export type FastCheckoutTextKey = keyof typeof FAST_CHECKOUT_TEXTS;

/** A string of the sign-up in the widget's locale (the merchant's over it), else en-US. */
export function useFastCheckoutText() {
  const t = useWidgetStrings();
  return React.useCallback(
    (key: FastCheckoutTextKey, values?: TranslationValues) =>
      t.part(key, values) ?? fillPlaceholders(FAST_CHECKOUT_TEXTS[key], values),
    [t],
  );
}

/** The three benefits of the info modal, each a title and a line. */
export const FAST_CHECKOUT_BENEFITS = [
  ['fastCheckout.benefit.typing', 'fastCheckout.benefit.typing.text'],
  ['fastCheckout.benefit.safe', 'fastCheckout.benefit.safe.text'],
  ['fastCheckout.benefit.shops', 'fastCheckout.benefit.shops.text'],
] as const satisfies readonly (readonly [FastCheckoutTextKey, FastCheckoutTextKey])[];

/**
 * A text with `{name}` placeholders cut into its pieces: text, and the names in between
 * (`'a {terms} b'` → `['a ', { name: 'terms' }, ' b']`), for placeholders that are elements.
 */
export function splitPlaceholders(template: string): (string | { name: string })[] {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, index) => (index % 2 === 1 ? { name: piece } : piece))
    .filter((piece) => piece !== '');
}
