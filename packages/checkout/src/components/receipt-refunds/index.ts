export { ReceiptRefunds, type ReceiptRefundsProps } from './receipt-refunds';
