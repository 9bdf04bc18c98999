/**
 * The fast-checkout sign-up's words. docs/widget.md#views names the parts (a toggle with phone entry,
 * consent text, an info modal with three benefits) but quotes none of their strings, so all of
 * these are ours; the mobile number's label and errors are the kit's (`MobileNumberInput`).
 */
export const FAST_CHECKOUT_TEXT = Object.freeze({
  toggle: 'Save my details for faster checkout',
  infoButton: 'About fast checkout',
  infoTitle: 'Check out faster next time',
  infoDescription: 'Save your details once, then pay with a code sent to your phone.',
  benefits: [
    {
      title: 'Skip the typing',
      text: 'A one-time code sent to your phone fills in the card and address you saved.',
    },
    {
      title: 'Keep your details safe',
      text: 'Your card details are encrypted when they are stored and when they are sent to a shop.',
    },
    {
      title: 'Use it in other shops',
      text: 'Check out the same way in every shop that offers fast checkout.',
    },
  ],
  /** The consent text around its two links: before, between, after. */
  consent: {
    before:
      'By saving your details, you agree to receive one-time codes by text message to check out faster, sent to the number you give. You also agree to the ',
    between: ' and the ',
    after: '.',
  },
  termsLink: 'terms and conditions',
  privacyLink: 'privacy policy',
  newTab: ' (opens in a new tab)',
  close: 'Close',
} as const);
