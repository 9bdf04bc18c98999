export { PaymentChecking } from './payment-checking';
