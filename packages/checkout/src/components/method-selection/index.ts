export { MethodSelection, type MethodSelectionProps } from './method-selection';
export {
  CHOOSE_PAYMENT_METHOD,
  CONTINUE_TO_PAYMENT,
  METHOD_SELECTION_HEADING_ID,
  NO_PAYMENT_METHODS,
  useMethodSelection,
  type MethodSelectionController,
} from './use-method-selection';
export { AchTransferIcon, WireTransferIcon } from './method-icons';
export { MethodSelectionSkeleton } from './method-selection-skeleton';
