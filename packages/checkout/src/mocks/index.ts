/**
 * `@paypage/checkout/mocks`: MSW handlers, scenarios and fixtures for stories and tests. Never
 * imported by the page itself.
 */
export {
  deviceFingerprint,
  FIRST_PLATYPUS_LOGO,
  invoiceRequest,
  linkedBankResult,
  LONG_DESCRIPTION,
  makeCardSession,
  makePaymentRequest,
  MOCK_TODAY,
  MOCK_TOKENS,
  northwindAchDetails,
  northwindAttachments,
  northwindInvoice,
  paymentRequest,
} from './fixtures';
export {
  createHandlers,
  MOCK_CALLS,
  SLOW_MS,
  type HandlerOptions,
  type MockCall,
  type MockFailure,
  type MockScenario,
} from './handlers';
export { SANDBOX_3DS_CODE, SANDBOX_TEST_CARDS } from './sandbox-card';
export { scenario, SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios';
export { bidiTextRequest, largestAmountRequest, longTextRequest } from './hostile-text';
export { MockCheckoutProviders, type MockCheckoutProvidersProps } from './providers';
