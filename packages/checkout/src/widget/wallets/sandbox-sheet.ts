/**
 * The sandbox wallets' sheet content: the sample card and address a sandbox sheet
 * offers, in each wallet's own shapes, and the sheet's result when the payer pays. The sandbox
 * API takes the token 'sandbox' (docs/api-contract.md); no real wallet is involved.
 */
import type { ApplePayContact, GooglePayAddress, Wallet, WalletSheetResult } from './wallet-data';

export const SANDBOX_WALLET_TOKEN = 'sandbox';

/** The sample card the sheet shows (a test card's network and last four digits). */
export const SANDBOX_SHEET_CARD = Object.freeze({
  network: 'VISA',
  brand: 'visa',
  lastFour: '1111',
});

/** The sample billing contact, as Apple Pay gives it. */
export const SANDBOX_APPLE_PAY_CONTACT: ApplePayContact = Object.freeze({
  givenName: 'Sam',
  familyName: 'Rivera',
  addressLines: Object.freeze(['500 Market St', 'Suite 400']),
  locality: 'San Francisco',
  administrativeArea: 'CA',
  postalCode: '94105',
  countryCode: 'US',
});

/** The same contact as Google Pay gives it (one name, address lines 1–3). */
export const SANDBOX_GOOGLE_PAY_ADDRESS: GooglePayAddress = Object.freeze({
  name: 'Sam Rivera',
  address1: '500 Market St',
  address2: 'Suite 400',
  locality: 'San Francisco',
  administrativeArea: 'CA',
  postalCode: '94105',
  countryCode: 'US',
});

/** The sheet's address lines as the payer reads them. */
export const SANDBOX_SHEET_ADDRESS_LINES = Object.freeze([
  'Sam Rivera',
  '500 Market St, Suite 400',
  'San Francisco, CA 94105',
  'United States',
]);

/** What the sandbox sheet of a wallet gives when the payer presses Pay. */
export function sandboxSheetResult(wallet: Wallet): WalletSheetResult {
  return wallet === 'applepay'
    ? { wallet, token: SANDBOX_WALLET_TOKEN, billingContact: SANDBOX_APPLE_PAY_CONTACT }
    : {
        wallet,
        token: SANDBOX_WALLET_TOKEN,
        cardNetwork: SANDBOX_SHEET_CARD.network,
        billingAddress: SANDBOX_GOOGLE_PAY_ADDRESS,
      };
}
