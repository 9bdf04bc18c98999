import type * as React from 'react';
import { Badge, BrandTheme, cn, LockIcon, Panel, Skeleton } from '@paypage/ui';
import { ReferralFooter } from '../referral-footer';

/** The sandbox's cue in the header. */
export const TEST_MODE = 'Test mode';

export type PayPageLayoutProps = Omit<React.ComponentProps<'div'>, 'children' | 'color'> & {
  /**
   * `split` (the payment form): the summary beside the payment column from 768 px up, one column
   * on phones. `centered` (the status screens): one centred column at every width.
   */
  variant?: 'split' | 'centered';
  /** Shown in the header; `null` while the request loads (a placeholder of the same size). */
  merchantName: string | null;
  /** The merchant's brand colour (`#rrggbb`); anything else keeps the default brand. */
  brandColor?: string | null;
  /**
   * A sandbox page (the request's `mode` is `sandbox`): the header shows the 'Test mode' badge,
   * so no payer takes it for a real payment.
   */
  testMode?: boolean;
  /** The referral footer's link (`referralHref(request)`); no footer while it is `null`. */
  referralHref?: string | null;
  /** Across the top of the page, above both columns (the PAYMENT_FAILED banner). */
  banner?: React.ReactNode;
  /** `split` only: who asks, how much and by when (wrapped in a raised panel). */
  summary?: React.ReactNode;
  /**
   * `split` only: panels under the summary (the invoice details); on phones they come after the
   * payment column, so the payer reaches the payment first.
   */
  details?: React.ReactNode;
  /** The payment column (`split`, wrapped in a raised panel) or the status screen (`centered`). */
  children?: React.ReactNode;
};

/**
 * The frame of every screen of the payer page: a header with the merchant's name and a 'Secure
 * payment' cue, the page's `main` landmark on the canvas, and the referral footer. Mobile first:
 * on phones the summary (amount and due date first, visible without scrolling) comes before the
 * payment column; from 768 px the summary and its details sit beside the payment column, in
 * raised panels, at most 72 rem wide. A merchant brand colour themes the whole page (one
 * variable, `data-brand`). Header, footer and banner are left out of printouts.
 */
export function PayPageLayout({
  variant = 'split',
  merchantName,
  brandColor,
  testMode = false,
  referralHref,
  banner,
  summary,
  details,
  children,
  className,
  ...props
}: PayPageLayoutProps) {
  const centered = variant === 'centered';
  return (
    <BrandTheme
      color={brandColor ?? undefined}
      data-slot="pay-page-layout"
      data-variant={variant}
      className={cn('flex min-h-dvh flex-col bg-canvas text-text', className)}
      {...props}
    >
      <header
        data-slot="pay-page-header"
        data-print="hide"
        className="border-b border-border bg-surface"
      >
        <div className="mx-auto flex min-h-14 max-w-page items-center justify-between gap-4 px-4 py-2 sm:px-6 md:min-h-16 md:px-8">
          <MerchantMark name={merchantName} />
          {/* Phones: the badge above the secure cue, so the merchant's name keeps its width; with no
              gap the two fit the header's 56 px, so the header is as tall as its loading
              placeholder (which cannot know the mode yet) and nothing moves when the request arrives. */}
          <div className="flex shrink-0 flex-col items-end sm:flex-row sm:items-center sm:gap-3">
            {testMode ? (
              <Badge data-slot="test-mode-badge" tone="brand">
                {TEST_MODE}
              </Badge>
            ) : null}
            <p className="flex items-center gap-1.5 text-sm font-medium text-muted">
              <LockIcon className="size-4" />
              Secure payment
            </p>
          </div>
        </div>
      </header>

      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto flex w-full flex-1 flex-col gap-4 px-4 py-4 outline-none sm:px-6 sm:py-6 md:gap-6 md:px-8 md:py-10',
          centered ? 'max-w-column' : 'max-w-page',
        )}
      >
        {banner ? (
          // A banner component that renders nothing (no failed payment) leaves no gap either.
          <div data-slot="pay-page-banner" data-print="hide" className="empty:hidden">
            {banner}
          </div>
        ) : null}
        {centered ? (
          <Panel data-slot="pay-page-content">{children}</Panel>
        ) : (
          // Two rows on desktop: the summary, then its details; the payment column spans both, and
          // the second row takes any extra height, so the details sit right under the summary.
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:grid-rows-[auto_1fr] md:items-start md:gap-6 lg:gap-8">
            <Panel data-slot="pay-page-summary" className="md:col-start-1 md:row-start-1">
              {summary}
            </Panel>
            <Panel
              data-slot="pay-page-payment"
              // Rows 1 and 2 (the kit's class merge keeps one row utility: `row-span-2` alone).
              className="md:col-start-2 md:row-span-2"
            >
              {children}
            </Panel>
            {details ? (
              <div
                data-slot="pay-page-details"
                className="flex min-w-0 flex-col gap-4 md:col-start-1 md:row-start-2 md:gap-6"
              >
                {details}
              </div>
            ) : null}
          </div>
        )}
      </main>

      {referralHref ? <ReferralFooter href={referralHref} /> : null}
    </BrandTheme>
  );
}

/** The merchant's initial on the brand colour, then the name (at most two lines). */
function MerchantMark({ name }: { name: string | null }) {
  const initial = name ? (Array.from(name.trim())[0]?.toLocaleUpperCase('en-US') ?? '') : '';
  return (
    <div data-slot="pay-page-merchant" className="flex min-w-0 items-center gap-3">
      <Skeleton loading={name === null} shape="circle">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-brand"
        >
          {initial}
        </span>
      </Skeleton>
      {name === null ? (
        <Skeleton shape="text" width="9rem" />
      ) : (
        // The full name is in the page heading; here a very long one is cut after two lines.
        <p className="line-clamp-2 text-base leading-5 font-semibold [overflow-wrap:anywhere]">
          <bdi>{name}</bdi>
        </p>
      )}
    </div>
  );
}
