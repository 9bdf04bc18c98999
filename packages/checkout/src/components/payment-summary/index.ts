export { PaymentSummary, SECURE_NOTICE, type PaymentSummaryProps } from './payment-summary';
