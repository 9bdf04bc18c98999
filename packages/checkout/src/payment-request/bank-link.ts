/** The bank-link step (spec §2 "Pay by bank panel", contract "Bank: sandbox bank link"). */
import { SANDBOX_LINK_TOKEN_PREFIX } from '@paypage/contract';
import type { PaymentRequest } from '../models/payment-request';
import { isOptionAllowed } from './methods';
import type { PaymentData } from './payment-data';
import { isPayable } from './status';

/** Spec §9: the bank-link widget is 263px high. */
export const BANK_LINK_HEIGHT_PX = 263;

/** Link tokens of the local sandbox start with this; any other selects Plaid Link. */
export { SANDBOX_LINK_TOKEN_PREFIX };

export type BankLinkWidget = 'sandbox' | 'plaid';

/** Which widget a link token is for. */
export function bankLinkWidgetFor(linkToken: string): BankLinkWidget {
  return linkToken.startsWith(SANDBOX_LINK_TOKEN_PREFIX) ? 'sandbox' : 'plaid';
}

/** The institution logo (a base64 PNG) as an image source, or `null` for the placeholder. */
export function institutionLogoSrc(logo: string | null | undefined): string | null {
  return logo ? `data:image/png;base64,${logo}` : null;
}

/** The linked account's last digits as shown: '•••• 0000' (chosen), or `null` without a mask. */
export function maskedAccountNumber(mask: string | null | undefined): string | null {
  return mask ? `•••• ${mask}` : null;
}

/**
 * Pay by bank starts automatically, once, when the address has an e-mail parameter and the
 * request loaded with a token (spec §2). Chosen: also only when the request can be paid and
 * allows pay by bank; otherwise the e-mail parameter is ignored.
 */
export function shouldAutoStartPayByBank(
  email: string | null | undefined,
  data: Pick<PaymentData, 'loading' | 'error'> & {
    paymentRequest: Pick<PaymentRequest, 'token' | 'status' | 'paymentMethod' | 'processor'> | null;
  },
): boolean {
  const request = data.paymentRequest;
  return Boolean(
    email &&
    !data.loading &&
    data.error == null &&
    request?.token &&
    isPayable(request) &&
    isOptionAllowed('bank', request),
  );
}
