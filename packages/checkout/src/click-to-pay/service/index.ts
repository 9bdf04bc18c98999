export { ClickToPayError, reasonOf, type ClickToPayService } from './service';
export {
  createSandboxClickToPay,
  maskEmail,
  SANDBOX_CLICK_TO_PAY_CODE,
  SANDBOX_CLICK_TO_PAY_EXPIRED_CODE,
  SANDBOX_CLICK_TO_PAY_SHOPPERS,
  SANDBOX_SLOW_CALL_MS,
  type SandboxClickToPayOptions,
} from './sandbox-service';
export {
  createNetworkClickToPay,
  networkError,
  type ClickToPayNetworkIds,
  type NetworkClickToPayOptions,
} from './network-service';
export { CLICK_TO_PAY_SDK_URLS, clickToPaySdkUrl, type ClickToPayNetwork } from './sdk-loader';
