import * as React from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { cn } from '../../lib/cn';

export type RadioCardGroupProps = React.ComponentProps<typeof RadioGroup.Root>;

/**
 * A group of radio cards on Radix RadioGroup: one tab stop, arrow keys move between options (and
 * select them, as native radios do), disabled options are skipped. Name the group with
 * `aria-labelledby` (the heading above it) or `aria-label`.
 */
export function RadioCardGroup({ className, ...props }: RadioCardGroupProps) {
  return (
    <RadioGroup.Root
      data-slot="radio-card-group"
      className={cn('grid gap-3', className)}
      {...props}
    />
  );
}

export type RadioCardProps = Omit<
  React.ComponentProps<typeof RadioGroup.Item>,
  'title' | 'children'
> & {
  /** The option's name: the radio's accessible name. */
  title: React.ReactNode;
  /** Helper text under the title (read as the radio's description). */
  description?: React.ReactNode;
  /** An icon or logo for the option, shown in a tile before the text. */
  icon?: React.ReactNode;
  /** Extra content at the end of the card (accepted card brands, say). Decorative for the radio. */
  aside?: React.ReactNode;
  /**
   * Decorative content under the description at every width (accepted card brands, say), out of
   * the description: its text is never read (say what it means in the description).
   */
  below?: React.ReactNode;
};

/**
 * One option: the whole card is the radio. The selected card takes the brand: a brand-text
 * border and ring, the subtle brand tint and a filled indicator.
 */
export function RadioCard({
  title,
  description,
  icon,
  aside,
  below,
  className,
  id,
  ...props
}: RadioCardProps) {
  const generated = React.useId();
  const baseId = id ?? generated;
  const titleId = `${baseId}-title`;
  const descriptionId = description ? `${baseId}-description` : undefined;

  return (
    <RadioGroup.Item
      data-slot="radio-card"
      id={baseId}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        'group/radio-card flex min-h-16 w-full cursor-pointer items-center gap-3 rounded-lg border border-border-strong bg-surface p-4 text-left shadow-sm transition-colors',
        'hover:border-muted hover:bg-surface-sunken',
        'data-[state=checked]:border-brand-text data-[state=checked]:bg-brand-subtle data-[state=checked]:ring-1 data-[state=checked]:ring-brand-text',
        'data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-surface-sunken data-disabled:text-subtle data-disabled:shadow-none',
        className,
      )}
      {...props}
    >
      {icon ? (
        <span
          data-slot="radio-card-icon"
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-muted group-data-[state=checked]/radio-card:text-brand-text group-data-disabled/radio-card:text-subtle [&_svg]:size-5"
        >
          {icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={titleId} data-slot="radio-card-title" className="text-base font-medium">
          {title}
        </span>
        {description ? (
          <span
            id={descriptionId}
            data-slot="radio-card-description"
            className="text-sm text-muted group-data-disabled/radio-card:text-subtle"
          >
            {description}
          </span>
        ) : null}
        {below ? (
          <span data-slot="radio-card-below" aria-hidden="true" className="contents">
            {below}
          </span>
        ) : null}
        {aside ? (
          // On phones the aside sits under the text, so the title keeps the width it needs.
          <span data-slot="radio-card-aside" className="mt-1.5 flex items-center gap-1 sm:hidden">
            {aside}
          </span>
        ) : null}
      </span>
      {aside ? (
        <span
          data-slot="radio-card-aside"
          aria-hidden="true"
          className="hidden shrink-0 items-center gap-1 sm:flex"
        >
          {aside}
        </span>
      ) : null}
      <span
        data-slot="radio-card-indicator"
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong bg-surface group-data-[state=checked]/radio-card:border-brand-text group-data-disabled/radio-card:border-border"
      >
        <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-text" />
      </span>
    </RadioGroup.Item>
  );
}
