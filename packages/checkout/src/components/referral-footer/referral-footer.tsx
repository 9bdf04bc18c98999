import type * as React from 'react';
import { cn } from '@paypage/ui';

/** The product's name as the referral footer spells it. */
export const PRODUCT_NAME = 'paypage';

export type ReferralFooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  /** `referralHref(request)`: the request's referral link, or the product's site. */
  href: string;
};

/**
 * The referral footer (spec §1: "says the link was created with the product and links to a
 * referral URL"). Chosen wording: 'Payment page created with paypage', the product name being the
 * link. It opens in a new tab, so the payer never leaves an unpaid request, and with no opener
 * and no referrer, so the request's token in this page's address never reaches the referral site.
 */
export function ReferralFooter({ href, className, ...props }: ReferralFooterProps) {
  return (
    <footer
      data-slot="referral-footer"
      data-print="hide"
      className={cn('px-4 pt-2 pb-8 text-center text-sm text-muted', className)}
      {...props}
    >
      <p>
        Payment page created with{' '}
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-sm font-semibold text-text underline decoration-border-strong underline-offset-4 hover:decoration-current"
        >
          {PRODUCT_NAME}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </footer>
  );
}
