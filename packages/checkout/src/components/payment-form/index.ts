export {
  BACK_TO_PAYMENT_METHODS,
  PaymentForm,
  STEP_LOAD_FAILED,
  STEP_PLACEHOLDER_HEIGHTS,
  type PaymentFormProps,
} from './payment-form';
