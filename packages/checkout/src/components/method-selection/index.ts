export {
  CHOOSE_PAYMENT_METHOD,
  CONTINUE_TO_PAYMENT,
  METHOD_SELECTION_HEADING_ID,
  MethodSelection,
  NO_PAYMENT_METHODS,
  useMethodSelection,
  type MethodSelectionController,
  type MethodSelectionProps,
} from './method-selection';
export { AchTransferIcon, WireTransferIcon } from './method-icons';
