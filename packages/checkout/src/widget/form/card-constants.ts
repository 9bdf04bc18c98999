/**
 * Constants of the card form that the card step and its lazy implementations share with the widget
 * (kept apart so the step's chunk does not pull in a widget for them).
 */

/** The billing address's country the form starts with (docs/payer-page.md#validation). */
export const DEFAULT_COUNTRY = 'US';

/** How long the Pay button shows its completed state after Authorised (docs/widget.md#limits). */
export const PAY_BUTTON_COMPLETED_MS = 1000;

/**
 * The accepted brands of the payer page (docs/payer-page.md#validation: amex, mc, visa, discover,
 * cartebancaire, diners, jcb, maestro and others). Order matters for the sandbox widget: a tie of
 * starting numbers goes to the brand listed first, so visa and mc come before cartebancaire
 * (co-badged with them on the same ranges), or every Visa would show as Carte Bancaire. The others
 * (chosen): UnionPay (cup), Bancontact (bcmc, whose security code is hidden), and Brazil's Elo and
 * Hipercard (whose cards ask for the CPF/CNPJ).
 */
export const PAYER_PAGE_CARD_BRANDS = [
  'visa',
  'mc',
  'amex',
  'discover',
  'diners',
  'jcb',
  'maestro',
  'cup',
  'bcmc',
  'elo',
  'hipercard',
  'cartebancaire',
] as const;

/** The replacement of the provider's own section label above the wallets (docs/payer-page.md#screens). */
export const OR_PAY_WITH = 'or pay with';

/** The store-details consent's heading (docs/payer-page.md#screens). */
export const STORE_DETAILS_TITLE = 'Save card for automatic future payments';

/**
 * The consent's text: docs/payer-page.md#screens gives its three points (the merchant may store the card for
 * future payments, a receipt at each charge, withdrawn by contacting the merchant); the wording is
 * chosen.
 */
export function storeDetailsText(merchant: string): string {
  return (
    `I authorize ${merchant} to store this card and charge it for future payments. ` +
    `I’ll get a receipt for each charge, and I can withdraw this authorization at any time by contacting ${merchant}.`
  );
}

/** The dual-brand switcher's question above the brands (en-US; a locale's is `form.dualBrand`). */
export const DUAL_BRAND_HEADING = 'This card has two brands. Choose one to pay with:';

/** The billing address's legend (en-US; a locale's is `address.legend`). */
export const BILLING_ADDRESS_LEGEND = 'Billing address';
