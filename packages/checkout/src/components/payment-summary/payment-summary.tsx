import type * as React from 'react';
import {
  Badge,
  Breadcrumb,
  type BreadcrumbItem,
  cn,
  ExpandableText,
  isolate,
  LockIcon,
} from '@paypage/ui';
import { dueBadge } from '../../format/due-badge';
import { formatMoney } from '../../format/money';
import type { PaymentRequest } from '../../models/payment-request';
import {
  breadcrumbRoot,
  DESCRIPTION_PREVIEW_LENGTH,
  dueLine,
  formHeading,
  SEE_LESS_LABEL,
  SEE_MORE_ACTION,
} from '../../payment-request/copy';
import { breadcrumbSubStep, type PaymentStep } from '../../payment-request/methods';
import { useToday } from '../../state/today';
import { Attachments } from '../attachments';

/** '$10,000,000.00': from this length the amount steps down a size on narrow columns. */
const LONG_AMOUNT_CHARACTERS = 14;
/** '$1,000,000.00': one step down below 352 px only (at 320 px it broke inside the number). */
const MILLION_AMOUNT_CHARACTERS = 13;

/** Spec §2: the notice under the description. */
export const SECURE_NOTICE = 'Transaction is 100% secure.';

export type PaymentSummaryProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  request: PaymentRequest;
  /** The form's step: its sub-step follows the root in the breadcrumb. */
  step?: PaymentStep;
  /** On a method step, the breadcrumb's root returns to the method selection. */
  onBackToMethods?: () => void;
};

/**
 * Who asks, how much and by when (spec §2 "Payment form"): the breadcrumb, the heading (the
 * page's `h1`), the requester's name and e-mail, the amount (with the merchant's note when it is
 * not the invoice's total), 'Due {short date}' with its badge,
 * the description cut at 115 characters with '...see more' / 'see less', 'Transaction is 100%
 * secure.' and the attachments. The amount and due date come right after the heading, so a phone
 * shows them without scrolling.
 */
export function PaymentSummary({
  request,
  step = 'selectPaymentMethod',
  onBackToMethods,
  className,
  ...props
}: PaymentSummaryProps) {
  const today = useToday();
  const subStep = breadcrumbSubStep(step);
  const amount = formatMoney(request.amountInCents);
  const amountDueNote = request.merchantInvoice?.amountDueNote;
  const due = dueLine(request, today.timeZone);
  const badge = dueBadge(request.dueDate, today);

  const crumbs: BreadcrumbItem[] = [
    {
      label: isolate(breadcrumbRoot(request), [request.merchantInvoice?.customerInvoiceId]),
      onSelect: subStep ? onBackToMethods : undefined,
    },
    ...(subStep ? [{ label: subStep }] : []),
  ];

  return (
    <div
      data-slot="payment-summary"
      className={cn('flex flex-col gap-5 p-5 sm:p-6', className)}
      {...props}
    >
      <Breadcrumb items={crumbs} />

      <div className="flex flex-col gap-1.5">
        <h1
          id="payment-summary-heading"
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight outline-none [overflow-wrap:anywhere] sm:text-2xl"
        >
          {isolate(formHeading(request), [request.merchant.name])}
        </h1>
        <p className="flex flex-col text-sm text-muted">
          <span className="font-medium text-text [overflow-wrap:anywhere]">
            <bdi>{request.requester.name}</bdi>
          </span>
          {request.requester.email ? (
            <a
              href={`mailto:${request.requester.email}`}
              className="w-fit rounded-sm [overflow-wrap:anywhere] underline-offset-4 hover:text-text hover:underline"
            >
              <bdi>{request.requester.email}</bdi>
            </a>
          ) : null}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <p className="flex flex-col">
          {/* Chosen: a quiet label names the figure for screen readers and a glance alike. */}
          <span className="text-sm text-muted">Amount due</span>
          <span
            data-slot="payment-summary-amount"
            className={cn(
              'font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]',
              // Ten million dollars and more (up to the largest allowed, $1,000,000,000.00):
              // a step smaller on narrow columns, so the figure stays on one line at 320 px.
              amount.length >= LONG_AMOUNT_CHARACTERS
                ? 'text-2xl sm:text-3xl lg:text-4xl'
                : amount.length === MILLION_AMOUNT_CHARACTERS
                  ? 'text-3xl min-[22rem]:text-4xl'
                  : 'text-4xl',
            )}
          >
            {amount}
          </span>
          {amountDueNote ? (
            // The merchant's reason the amount is not the invoice's total (a deposit), as text.
            <span
              data-slot="payment-summary-amount-note"
              className="text-sm text-muted [overflow-wrap:anywhere]"
            >
              <bdi>{amountDueNote}</bdi>
            </span>
          ) : null}
        </p>
        {due ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
            <span>{due}</span>
            {badge ? (
              <Badge tone={badge.tone} data-days-left={badge.daysLeft}>
                {badge.label}
              </Badge>
            ) : null}
          </p>
        ) : null}
      </div>

      {request.description ? (
        <ExpandableText
          text={request.description}
          maxLength={DESCRIPTION_PREVIEW_LENGTH}
          // The kit writes '...' before its 'see more' button: together the spec's '...see more'.
          lessLabel={SEE_LESS_LABEL}
          toggleProps={{ 'data-early-action': SEE_MORE_ACTION }}
          className="text-sm leading-6 text-text"
        />
      ) : null}

      <p className="flex items-center gap-2 text-sm text-muted">
        <LockIcon className="size-4 text-success" />
        {SECURE_NOTICE}
      </p>

      <Attachments attachments={request.attachments} />
    </div>
  );
}
