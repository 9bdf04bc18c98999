export { withCheckoutProviders, type CheckoutStoryParameters } from './checkout-decorator';
export { inLoadedPanel, inPaymentPanel, WITH_NARROW_MODE } from './story-layout';
