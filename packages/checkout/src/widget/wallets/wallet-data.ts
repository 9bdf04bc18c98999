/**
 * The wallets' data rules (docs/widget.md#options), pure: the wallets' names, a wallet's
 * contact mapped to the widget's address (houseNumberOrName fixed to 'ZZ', first and last name),
 * the payment data a wallet's sheet gives, and the errors a wallet raises (cancel, script, the
 * authorisation error shown in the sheet).
 */
import type { SandboxWalletOutcome } from '@paypage/contract/values';
import { deepFreeze } from '../../rules/deep-freeze';
import type { CardWidgetError, WalletAddress, WalletPaymentData } from '../options/widget-types';

export type Wallet = 'googlepay' | 'applepay';

export const WALLET_NAMES = /* @__PURE__ */ deepFreeze({
  googlepay: 'Google Pay',
  applepay: 'Apple Pay',
} as const satisfies Record<Wallet, string>);

/** An Apple Pay contact (ApplePayPaymentContact, the fields the widget reads). */
export type ApplePayContact = {
  givenName?: string;
  familyName?: string;
  addressLines?: readonly string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
};

/** A Google Pay address (Address of the Google Pay API 2.0, the fields the widget reads). */
export type GooglePayAddress = {
  name?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
};

/** §3: a wallet's address has no house number of its own ('ZZ'); 'N/A' where there is no state. */
export const WALLET_HOUSE_NUMBER = 'ZZ';
export const NO_STATE = 'N/A';

const joined = (parts: readonly (string | undefined)[]) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');

/** An Apple Pay contact as the widget's address (§3). */
export function applePayAddress(contact: ApplePayContact): WalletAddress {
  return {
    street: joined(contact.addressLines ?? []),
    houseNumberOrName: WALLET_HOUSE_NUMBER,
    postalCode: contact.postalCode?.trim() ?? '',
    city: contact.locality?.trim() ?? '',
    stateOrProvince: contact.administrativeArea?.trim() || NO_STATE,
    country: contact.countryCode?.trim().toUpperCase() ?? '',
    firstName: contact.givenName?.trim() ?? '',
    lastName: contact.familyName?.trim() ?? '',
  };
}

/** A Google Pay address as the widget's (§3): its one name split at the first space. */
export function googlePayAddress(address: GooglePayAddress): WalletAddress {
  const name = joined([address.name]);
  const space = name.indexOf(' ');
  return {
    street: joined([address.address1, address.address2, address.address3]),
    houseNumberOrName: WALLET_HOUSE_NUMBER,
    postalCode: address.postalCode?.trim() ?? '',
    city: address.locality?.trim() ?? '',
    stateOrProvince: address.administrativeArea?.trim() || NO_STATE,
    country: address.countryCode?.trim().toUpperCase() ?? '',
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? '' : name.slice(space + 1),
  };
}

/** What a wallet's sheet gives once the payer pays: its token, card network and addresses. */
export type WalletSheetResult =
  | {
      wallet: 'applepay';
      token: string;
      /** An express checkout's payment (§3 "subtype 'express'"). */
      express?: boolean;
      billingContact?: ApplePayContact;
      shippingContact?: ApplePayContact;
    }
  | {
      wallet: 'googlepay';
      token: string;
      cardNetwork: string;
      billingAddress?: GooglePayAddress;
      shippingAddress?: GooglePayAddress;
    };

/** The payment data of a wallet's sheet result (§3 "Apple Pay payment", "Google Pay payment"). */
export function walletPaymentData(result: WalletSheetResult): WalletPaymentData {
  if (result.wallet === 'applepay') {
    return {
      paymentMethod: {
        type: 'applepay',
        applePayToken: result.token,
        ...(result.express ? { subtype: 'express' as const } : {}),
      },
      ...(result.billingContact ? { billingAddress: applePayAddress(result.billingContact) } : {}),
      ...(result.shippingContact
        ? { deliveryAddress: applePayAddress(result.shippingContact) }
        : {}),
    };
  }
  return {
    paymentMethod: {
      type: 'googlepay',
      googlePayToken: result.token,
      googlePayCardNetwork: result.cardNetwork,
    },
    ...(result.billingAddress ? { billingAddress: googlePayAddress(result.billingAddress) } : {}),
    ...(result.shippingAddress
      ? { deliveryAddress: googlePayAddress(result.shippingAddress) }
      : {}),
  };
}

/**
 * A payer's cancel (§8): Apple Pay's 'UI dismissed'; Google Pay's status CANCELED. A CANCEL, which
 * the payer page ignores (no message to the payer).
 */
export function walletCancel(wallet: Wallet): CardWidgetError {
  return {
    name: 'CANCEL',
    message: wallet === 'applepay' ? 'UI dismissed' : 'CANCELED',
    errorType: wallet,
  };
}

/** The wallet's script (its SDK) failed to load (§8 SCRIPT_ERROR): its button is not shown. */
export function walletScriptError(wallet: Wallet): CardWidgetError {
  return {
    name: 'SCRIPT_ERROR',
    message: `${WALLET_NAMES[wallet]} SDK failed to load`,
    errorType: wallet,
  };
}

/**
 * A production wallet's failure: its SDK's (SDK_ERROR) or the integration's
 * (IMPLEMENTATION_ERROR: an insecure document, a missing merchant id).
 */
export function walletError(
  name: 'SDK_ERROR' | 'IMPLEMENTATION_ERROR',
  wallet: Wallet,
  message: string,
): CardWidgetError {
  return { name, message, errorType: wallet };
}

/** §8 Google Pay: the message of an authorisation error when the answer gives none. */
export const WALLET_PAYMENT_ERROR_KEY = 'error.subtitle.payment';

/** The payer's text of an authorisation error (the sheet's), by its message key. */
export const WALLET_SHEET_MESSAGES = /* @__PURE__ */ deepFreeze({
  [WALLET_PAYMENT_ERROR_KEY]: 'The payment was not authorised. Try again, or pay another way.',
} as const);

/**
 * An authorisation error (§8 Google Pay: intent PAYMENT_AUTHORIZATION, reason OTHER_ERROR, the
 * answer's message or 'error.subtitle.payment'; Apple Pay answers its applePayError the same way).
 */
export type WalletAuthorisationError = {
  intent: 'PAYMENT_AUTHORIZATION';
  reason: 'OTHER_ERROR';
  message: string;
};

export function walletAuthorisationError(message?: string | null): WalletAuthorisationError {
  return {
    intent: 'PAYMENT_AUTHORIZATION',
    reason: 'OTHER_ERROR',
    message: message?.trim() || WALLET_PAYMENT_ERROR_KEY,
  };
}

/** The payer's text of an authorisation error: a message key's text, else the message itself. */
export function walletErrorText(error: WalletAuthorisationError): string {
  return (WALLET_SHEET_MESSAGES as Record<string, string>)[error.message] ?? error.message;
}

/** Whether a wallet's button shows (and its script loads) under a sandbox outcome. */
export type WalletAvailability = 'available' | 'unavailable' | 'script-error';

export function sandboxAvailability(outcome: SandboxWalletOutcome | undefined): WalletAvailability {
  if (outcome === 'unavailable') return 'unavailable';
  if (outcome === 'script-error') return 'script-error';
  return 'available';
}
