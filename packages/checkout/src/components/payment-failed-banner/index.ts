export { PaymentFailedBanner, type PaymentFailedBannerProps } from './payment-failed-banner';
