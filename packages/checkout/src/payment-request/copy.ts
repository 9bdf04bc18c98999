/**
 * The texts of the screens that depend on the request (spec §2), so every screen words an
 * invoice and a payment request the same way.
 *
 * A request is an invoice when it carries a `merchantInvoice` (chosen: the spec names "invoice"
 * and "payment request" without saying how to tell them apart).
 */
import { formatShortDate } from '../format/dates';
import type { PaymentRequest } from '../models/payment-request';

type Kind = Pick<PaymentRequest, 'merchantInvoice'>;

export function isInvoice(request: Kind): boolean {
  return request.merchantInvoice != null;
}

/** 'invoice' or 'payment request'. */
export function requestNoun(request: Kind): 'invoice' | 'payment request' {
  return isInvoice(request) ? 'invoice' : 'payment request';
}

/**
 * The breadcrumb's first part: 'Invoice ID {customerInvoiceId}', or 'Payment request'. An
 * invoice without a customer invoice ID reads 'Invoice' (chosen).
 */
export function breadcrumbRoot(request: Kind): string {
  const invoice = request.merchantInvoice;
  if (!invoice) return 'Payment request';
  return invoice.customerInvoiceId ? `Invoice ID ${invoice.customerInvoiceId}` : 'Invoice';
}

/** '{merchant} sent you an invoice' or '… a payment request'. */
export function formHeading(request: Kind & Pick<PaymentRequest, 'merchant'>): string {
  return `${request.merchant.name} sent you ${isInvoice(request) ? 'an invoice' : 'a payment request'}`;
}

/** 'Due {short date}', or `null` without a due date. */
export function dueLine(request: Pick<PaymentRequest, 'dueDate'>, timeZone: string): string | null {
  return request.dueDate ? `Due ${formatShortDate(request.dueDate, timeZone)}` : null;
}

/** '{merchant} canceled this payment request' (or 'invoice'). */
export function canceledHeading(request: Kind & Pick<PaymentRequest, 'merchant'>): string {
  return `${request.merchant.name} canceled this ${requestNoun(request)}`;
}

/** '{Invoice or Payment request} from {merchant} has expired'. */
export function expiredHeading(request: Kind & Pick<PaymentRequest, 'merchant'>): string {
  return `${isInvoice(request) ? 'Invoice' : 'Payment request'} from ${request.merchant.name} has expired`;
}
export const EXPIRED_HINT = 'Please contact the requester if this payment request is still valid';

export const PROCESSING_TITLE = 'Payment Processing';
export function processingText(request: Pick<PaymentRequest, 'merchant'>): string {
  return `We're processing your payment to ${request.merchant.name}. It will take 3-4 business days for the funds to be debited.`;
}
export const PROCESSING_FOOTER = 'Your receipt will be created once the payment is complete.';

export const COMPLETE_TITLE = 'Payment complete';
export function completeText(request: Pick<PaymentRequest, 'merchant'>): string {
  return `We've sent your payment to ${request.merchant.name}.`;
}

/** Spec §9: the description is cut at 115 characters with a '...see more' toggle. */
export const DESCRIPTION_PREVIEW_LENGTH = 115;
export const SEE_MORE_LABEL = '...see more';
export const SEE_LESS_LABEL = 'see less';
/**
 * The toggle's `data-early-action` name: a press before the page is live is kept and made again
 * once it is (apps/pay's early-action recorder).
 */
export const SEE_MORE_ACTION = 'see-more';

/**
 * The first 115 characters of a description (counted in code points, so an emoji is never cut
 * in half; trailing spaces of the cut are dropped), and whether anything was cut.
 */
export function descriptionPreview(
  description: string,
  limit = DESCRIPTION_PREVIEW_LENGTH,
): { preview: string; truncated: boolean } {
  const characters = Array.from(description);
  if (characters.length <= limit) return { preview: description, truncated: false };
  return { preview: characters.slice(0, limit).join('').trimEnd(), truncated: true };
}

/** Spec §1: the referral footer links to the request's referralLink, else the product's site. */
export const DEFAULT_REFERRAL_LINK = 'https://paypage.dev/';

/**
 * The referral footer's link: the request's referralLink when it is an http(s) URL (chosen: any
 * other scheme, e.g. `javascript:`, is not linked), else the product's site.
 */
export function referralHref(request: Pick<PaymentRequest, 'referralLink'>): string {
  const link = request.referralLink;
  if (link) {
    try {
      const url = new URL(link);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a URL: the default below.
    }
  }
  return DEFAULT_REFERRAL_LINK;
}

/** Spec §2: the receipt's title. */
export const RECEIPT_TITLE = 'Receipt of payment';

/** A request the server answered in sandbox mode: its pages show the 'Test mode' badge. */
export function isTestMode(request: Pick<PaymentRequest, 'mode'> | null | undefined): boolean {
  return request?.mode === 'sandbox';
}
