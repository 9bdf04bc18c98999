export { withCheckoutProviders, type CheckoutStoryParameters } from './checkout-decorator';
export { inPaymentPanel, WITH_NARROW_MODE } from './story-layout';
