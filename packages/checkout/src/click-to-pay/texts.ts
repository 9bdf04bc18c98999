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
  /** No card can pay (all expired): one card, or several. */
  expiredNote: (count: number) =>
    count === 1
      ? 'This card has expired. Enter your card details manually'
      : 'These cards have expired. Enter your card details manually',
  expires: (expiry: string, expired: boolean) => `${expired ? 'Expired' : 'Expires'} ${expiry}`,
  noCards: 'There are no cards in this Click to Pay profile',
  notYou: 'Not you',
  separator: 'or',
  manualCardEntry: 'Manual card entry',
  /** After 'Manual card entry' (ours): the section, folded above the card form, opens again. */
  backToClickToPay: 'Back to Click to Pay',
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

/** 'Expires 08/29', or '' without a readable expiry. */
export function cardExpiry(card: { panExpirationMonth?: string; panExpirationYear?: string }) {
  const { panExpirationMonth: month, panExpirationYear: year } = card;
  if (!month || !year) return '';
  return `${month.padStart(2, '0')}/${year.slice(-2)}`;
}
