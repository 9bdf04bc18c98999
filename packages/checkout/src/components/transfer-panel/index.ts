export {
  TRANSFER_PANEL_HEADING_ID,
  TransferPanel,
  type TransferPanelProps,
} from './transfer-panel';
export {
  BANKING_PARTNER,
  GO_BACK_TO_PAYMENT_METHODS,
  groupDigits,
  PROXY_NUMBERS_NOTE,
  receivingBank,
  transferInstruction,
  type ReceivingBank,
  type TransferMethod,
} from './transfer-details';
// The payment form loads `./transfer-panel` lazily: never import this index from the package's
// entry (a static import would pull the panel back into the first load).
