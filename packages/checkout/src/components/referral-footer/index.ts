export { PRODUCT_NAME, ReferralFooter, type ReferralFooterProps } from './referral-footer';
