export { withCheckoutProviders, type CheckoutStoryParameters } from './checkout-decorator';
