/**
 * The Click to Pay section's words. The spec's own strings ('not you', 'manual card entry', 'code
 * resent') are kept word for word, sentence-cased at the start as the widget does ('save details'
 * → 'Save details'); the rest is ours.
 */
export const CTP_TEXT = Object.freeze({
  title: 'Click to Pay',
  loading: 'Looking for your Click to Pay cards',
  loginIntro: 'Enter the email address you use with Click to Pay',
  emailLabel: 'Email',
  continue: 'Continue',
  codeLabel: 'One-time code',
  codeIntro: (channel: string) => `Enter the code we sent to ${channel}`,
  resendCode: 'Resend code',
  codeResent: 'Code resent',
  resendIn: (seconds: number) => `Resend code in ${seconds} s`,
  cardsIntro: 'Pay with a card saved with Click to Pay',
  cardLabel: 'Card',
  expired: 'Expired',
  expiredNote: 'This card has expired. Choose another card or enter your card details manually',
  noCards: 'There are no cards in this Click to Pay profile',
  notYou: 'Not you',
  separator: 'or',
  manualCardEntry: 'Manual card entry',
  infoButton: 'What is Click to Pay?',
  infoTitle: 'What is Click to Pay?',
  infoDescription:
    'Click to Pay keeps your Visa and Mastercard cards safe with the card networks, so you can pay without typing your card number.',
  infoPoints: [
    'Your saved cards are ready wherever you see the Click to Pay mark',
    'A one-time code confirms it is you',
    'Your card number is never shared with the shop',
  ],
  close: 'Close',
} as const);

const SCHEME_NAMES = { visa: 'Visa', mc: 'Mastercard' } as const;

/** 'Visa Rewards •••• 4242' (the network's name for the card, else the scheme). */
export function cardName(card: {
  scheme: 'visa' | 'mc';
  descriptorName?: string;
  panLastFour: string;
}): string {
  return `${card.descriptorName || SCHEME_NAMES[card.scheme]} •••• ${card.panLastFour}`;
}

/** 'Expires 08/29', or '' without a readable expiry. */
export function cardExpiry(card: { panExpirationMonth?: string; panExpirationYear?: string }) {
  const { panExpirationMonth: month, panExpirationYear: year } = card;
  if (!month || !year) return '';
  return `${month.padStart(2, '0')}/${year.slice(-2)}`;
}
