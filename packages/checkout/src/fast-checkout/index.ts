/** The fast-checkout sign-up: the section and its payment data (the widget's `fastCheckout` option). */
export { FastCheckoutSection, type FastCheckoutSectionProps } from './fast-checkout-section';
export {
  buildFastCheckoutData,
  checkFastCheckoutSection,
  decodeFastlaneData,
  encodeFastlaneData,
  fastCheckoutPayment,
  type FastCheckoutData,
  type FastCheckoutPayment,
  type FastCheckoutSectionCheck,
  type FastCheckoutState,
} from './fastlane-data';
export { FAST_CHECKOUT_TEXTS } from './texts';
