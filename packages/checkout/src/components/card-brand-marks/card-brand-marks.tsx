/**
 * A payment method's accepted card brands as marks (docs/payer-page.md#screens): all of them up to
 * four; more than four, the first three and '+N' (spec: "the drop-in shows 3 brands and '+N' when
 * there are more than 4"). '+N' is read as the brands it stands for (docs/decisions.md).
 */
import type * as React from 'react';
import { cn, type IconProps } from '@paypage/ui';

/** A card brand's mark and its name. */
export type CardBrandMarkEntry = {
  readonly name: string;
  readonly Icon: React.ComponentType<IconProps>;
};

/** Up to this many brands, every mark shows. */
export const MAX_BRAND_MARKS = 4;
/** Past that, this many marks show before '+N'. */
export const LEAD_BRAND_MARKS = 3;

/** The marks shown and the brands '+N' stands for. */
export function splitBrandMarks<T>(marks: readonly T[]): {
  shown: readonly T[];
  rest: readonly T[];
} {
  return marks.length <= MAX_BRAND_MARKS
    ? { shown: marks, rest: [] }
    : { shown: marks.slice(0, LEAD_BRAND_MARKS), rest: marks.slice(LEAD_BRAND_MARKS) };
}

/** What '+N' reads: 'and 2 more: JCB, Diners Club'. */
export function moreBrandsText(rest: readonly CardBrandMarkEntry[]): string {
  return `and ${rest.length} more: ${cardBrandNames(rest)}`;
}

/** The accepted brands' names, every one, for the text that says which brands a method takes. */
export function cardBrandNames(marks: readonly CardBrandMarkEntry[]): string {
  return marks.map(({ name }) => name).join(', ');
}

/** The marks (each named for screen readers) and, past four brands, '+N' for the rest. */
export function CardBrandMarks({
  marks,
  className,
}: {
  marks: readonly CardBrandMarkEntry[];
  className?: string;
}) {
  const { shown, rest } = splitBrandMarks(marks);
  return (
    <span data-slot="card-brands" className={cn('flex flex-wrap items-center gap-1', className)}>
      {shown.map(({ name, Icon }) => (
        <Icon key={name} title={name} />
      ))}
      {rest.length > 0 ? (
        <span
          data-slot="more-brands"
          className="flex h-6 min-w-[38px] items-center justify-center rounded-sm border border-border px-1 text-xs font-semibold text-muted"
        >
          <span aria-hidden="true">+{rest.length}</span>
          <span className="sr-only">{moreBrandsText(rest)}</span>
        </span>
      ) : null}
    </span>
  );
}
