export {
  BACK_TO_PAYMENT_METHODS,
  PaymentForm,
  STEP_LOAD_FAILED,
  type PaymentFormProps,
} from './payment-form';
export { STEP_PLACEHOLDER_HEIGHTS, StepPlaceholder } from './step-placeholder';
