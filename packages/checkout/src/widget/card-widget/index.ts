/**
 * The card widget composed: the form, the payment flow, wallets, stored cards, gift cards and the merchant's flows (docs/widget.md).
 */
export { CardWidget } from './card-widget';
