import * as React from 'react';
import { cn } from '../../lib/cn';
import { groupThousands } from '../../rules/digits';
import { Button } from '../button/button';
import { ChevronDownIcon } from '../icon/line-icons';
import { Panel, PanelBody, PanelDescription, PanelHeader, PanelTitle } from '../panel/panel';

/**
 * An amount: already formatted ('$1,250.00'), or a number (integer cents, say) that `formatAmount`
 * formats. `null` or `undefined` is a missing amount, shown as a dash.
 */
export type LineItemAmount = string | number | null | undefined;

/** One line of the invoice. */
export type LineItemPanelItem = {
  /** A stable key (the position is used without one). */
  id?: string;
  /** Shown as text, never as HTML; long descriptions wrap. */
  description: string;
  quantity?: number | string | null;
  unitPrice?: LineItemAmount;
  total?: LineItemAmount;
};

export type LineItemPanelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  items: readonly LineItemPanelItem[];
  subtotal?: LineItemAmount;
  discount?: LineItemAmount;
  tax?: LineItemAmount;
  total?: LineItemAmount;
  /**
   * Formats the amounts given as numbers (strings are shown as they are). Without it a number is
   * shown as a plain en-US number, so give it whenever amounts are numbers.
   */
  formatAmount?: (amount: number) => string;
  /** Labels the discount row; 'Discount' when absent or blank. */
  discountName?: string | null;
  /** A slot beside the heading, for an action such as 'Download PDF'. */
  action?: React.ReactNode;
  /** Whether the list is shown, when controlled. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** The heading's level in the page's outline (default 2). */
  headingLevel?: 2 | 3 | 4;
};

let fractionFormat: Intl.NumberFormat | undefined;

/**
 * A count or quantity in en-US: '1,000', '2.5'. Whole numbers are grouped on their digits; Intl
 * (up to 4 decimals) is made only for a fraction, as its first construction on a page is costly.
 */
function formatQuantity(value: number): string {
  if (Number.isSafeInteger(value)) return groupThousands(value);
  fractionFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
  return fractionFormat.format(value);
}

/** The item count under the heading: '1 line item', '1,000 line items'. */
export function lineItemCount(count: number): string {
  if (count === 0) return 'No line items';
  return `${formatQuantity(count)} line item${count === 1 ? '' : 's'}`;
}

/** A missing amount: a dash, read out as 'not provided'. */
function Missing() {
  return (
    <span data-slot="line-item-panel-missing">
      <span aria-hidden="true">—</span>
      <span className="sr-only">not provided</span>
    </span>
  );
}

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function TotalRow({
  label,
  children,
  emphasis = false,
}: {
  label: React.ReactNode;
  children: React.ReactNode;
  emphasis?: boolean;
}) {
  return (
    <div
      data-slot="line-item-panel-total-row"
      className={cn(
        'flex items-baseline justify-between gap-4',
        emphasis ? 'border-t border-border pt-3 text-base font-semibold text-text' : 'text-sm',
      )}
    >
      <dt className={cn('min-w-0 [overflow-wrap:anywhere]', !emphasis && 'text-muted')}>{label}</dt>
      <dd className="shrink-0 text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** Items rendered with the click that opens the list; the rest follow in a background render. */
const FIRST_ITEMS = 50;

/**
 * The list: plain elements, no component per item. A long list stays responsive: the first items
 * appear at once and the rest render without blocking input (`useDeferredValue`).
 *
 * (Not `content-visibility: auto`: it would spare the layout of items off screen, but full-page
 * screenshots and printouts then show them blank.)
 */
function ItemList({
  items,
  amount,
  quantity,
}: {
  items: readonly LineItemPanelItem[];
  amount: (value: LineItemAmount) => React.ReactNode;
  quantity: (value: number | string | null | undefined) => React.ReactNode;
}) {
  const shown = React.useDeferredValue(items.length, Math.min(items.length, FIRST_ITEMS));
  return (
    <ul
      aria-busy={shown < items.length || undefined}
      className="mt-3 divide-y divide-border border-y border-border"
    >
      {items.slice(0, shown).map((item, index) => (
        <li
          key={item.id ?? index}
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-5 py-3 text-sm sm:px-6"
        >
          <p className="font-medium [overflow-wrap:anywhere]">
            {isMissing(item.description) ? <Missing /> : item.description}
          </p>
          <p className="text-right font-medium tabular-nums">
            <span className="sr-only">Line total: </span>
            {amount(item.total)}
          </p>
          <p className="col-span-2 flex flex-wrap gap-x-4 text-muted tabular-nums">
            <span>Qty {quantity(item.quantity)}</span>
            <span>Unit price {amount(item.unitPrice)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The invoice panel of the payer page (docs/payer-page.md#screens "Invoice details panel"): the heading
 * 'Details', the item count, an action slot, a 'See line items' / 'Hide line items' toggle that
 * shows the list (description, Qty, Unit price, line total, dividers between), then Subtotal,
 * Discount (by its name), Tax and Total. A missing amount shows a dash.
 *
 * Generic: it knows nothing of payment requests. The list is only built while expanded, and stays
 * quick with a thousand items (see `ItemList`).
 */
export function LineItemPanel({
  items,
  subtotal,
  discount,
  tax,
  total,
  formatAmount,
  discountName,
  action,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  headingLevel = 2,
  className,
  ...props
}: LineItemPanelProps) {
  const id = React.useId();
  const headingId = `${id}-heading`;
  const listId = `${id}-list`;
  const [expandedState, setExpandedState] = React.useState(defaultExpanded);
  const expanded = expandedProp ?? expandedState;
  const Heading = `h${headingLevel}` as const;

  const toggle = () => {
    if (expandedProp === undefined) setExpandedState(!expanded);
    onExpandedChange?.(!expanded);
  };

  const amount = (value: LineItemAmount) => {
    if (isMissing(value)) return <Missing />;
    if (typeof value !== 'number') return value;
    return formatAmount ? formatAmount(value) : formatQuantity(value);
  };
  const quantity = (value: string | number | null | undefined) => {
    if (isMissing(value)) return <Missing />;
    return typeof value === 'number' ? formatQuantity(value) : value;
  };

  return (
    <Panel
      data-slot="line-item-panel"
      data-state={expanded ? 'open' : 'closed'}
      aria-labelledby={headingId}
      className={className}
      {...props}
    >
      <PanelHeader actions={action}>
        <PanelTitle asChild>
          <Heading id={headingId}>Details</Heading>
        </PanelTitle>
        <PanelDescription data-slot="line-item-panel-count">
          {lineItemCount(items.length)}
        </PanelDescription>
      </PanelHeader>

      {items.length > 0 ? (
        <div className="px-5 pt-2 sm:px-6">
          <Button
            variant="link"
            size="sm"
            data-slot="line-item-panel-toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
          >
            {expanded ? 'Hide line items' : 'See line items'}
            <ChevronDownIcon
              className={cn(
                'transition-transform motion-reduce:transition-none',
                expanded && 'rotate-180',
              )}
            />
          </Button>
        </div>
      ) : null}

      <div id={listId} data-slot="line-item-panel-list" hidden={!expanded}>
        {expanded ? <ItemList items={items} amount={amount} quantity={quantity} /> : null}
      </div>

      <PanelBody className="pt-4 sm:pt-4">
        <dl data-slot="line-item-panel-totals" className="flex flex-col gap-2">
          <TotalRow label="Subtotal">{amount(subtotal)}</TotalRow>
          <TotalRow label={discountName?.trim() || 'Discount'}>{amount(discount)}</TotalRow>
          <TotalRow label="Tax">{amount(tax)}</TotalRow>
          <TotalRow label="Total" emphasis>
            {amount(total)}
          </TotalRow>
        </dl>
      </PanelBody>
    </Panel>
  );
}
