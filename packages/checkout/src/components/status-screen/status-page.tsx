import type * as React from 'react';
import type { PaymentRequest } from '../../models/payment-request';
import { DEFAULT_REFERRAL_LINK, isTestMode, referralHref } from '../../payment-request/copy';
import { PayPageLayout } from '../pay-page-layout';
import { PRODUCT_NAME } from '../referral-footer';

export type StatusPageProps = {
  /** The request the screen is about; `null` while it loads (the header shows a placeholder). */
  request: PaymentRequest | null;
  /**
   * Without a request (nothing found, a failed load) the header names the product and the footer
   * links to its site, instead of a placeholder that would never resolve.
   */
  fallbackToProduct?: boolean;
  children?: React.ReactNode;
};

/** A status screen's page: the centred layout, in the merchant's brand colour, with its footer. */
export function StatusPage({ request, fallbackToProduct = false, children }: StatusPageProps) {
  const product = fallbackToProduct && !request;
  return (
    <PayPageLayout
      variant="centered"
      merchantName={request?.merchant.name ?? (product ? PRODUCT_NAME : null)}
      brandColor={request?.merchant.brandColor}
      testMode={isTestMode(request)}
      referralHref={request ? referralHref(request) : product ? DEFAULT_REFERRAL_LINK : null}
    >
      {children}
    </PayPageLayout>
  );
}

/** What a status screen says while its request loads: stand-ins of typical length. */
export const PLACEHOLDER_REQUEST = {
  merchant: { name: 'Northwind Studio', brandColor: null },
  amountInCents: 125_000,
  requester: { name: 'Dana Whitfield', email: null },
} as const satisfies Pick<PaymentRequest, 'merchant' | 'amountInCents' | 'requester'>;
