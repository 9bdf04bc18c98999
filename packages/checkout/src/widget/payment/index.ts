/**
 * The payment flow: a submit, the processor's answer, and the actions it asks for (3-D Secure, a redirect).
 *
 * Loaded through `import()` by path, so not re-exported here: `redirect-view`.
 */
export { appendHiddenForm } from './hidden-form';
export { continueToLabel, type Navigator, readRedirectAction } from './redirect';
export { usePaymentFlow } from './use-payment-flow';
