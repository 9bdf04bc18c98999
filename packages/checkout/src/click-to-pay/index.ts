/** Click to Pay: the section, its machine and its services (the widget's `clickToPay` option). */
export { ClickToPaySection, type ClickToPaySectionProps } from './click-to-pay-section';
export {
  clickToPayReducer,
  initialClickToPayState,
  CLICK_TO_PAY_STATUSES,
  SCHEME_CALL_TIMEOUT_MS,
  type ClickToPayEvent,
  type ClickToPayEffect,
  type ClickToPayState,
  type ClickToPayStatus,
} from './machine';
export { CLICK_TO_PAY_ERRORS, clickToPayErrorKey, clickToPayErrorMessage } from './errors';
export { CLICK_TO_PAY_TEXTS } from './texts';
export * from './service';
export {
  useClickToPay,
  type ClickToPayClock,
  type ClickToPayPayment,
  type UseClickToPayOptions,
} from './use-click-to-pay';
