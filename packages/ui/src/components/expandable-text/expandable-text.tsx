import * as React from 'react';
import { cn } from '../../lib/cn';

export type ExpandableTextProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** Plain text (rendered as text, never as HTML); line breaks are kept. */
  text: string;
  /** Characters shown while collapsed (the payer page cuts descriptions at 115). */
  maxLength?: number;
  moreLabel?: string;
  lessLabel?: string;
  defaultExpanded?: boolean;
  /** Controlled state (with `onExpandedChange`). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Attributes for the toggle button (such as a `data-*` marker); its own are kept. */
  toggleProps?: Omit<React.ComponentProps<'button'>, 'children' | 'onClick' | 'type'> & {
    [data: `data-${string}`]: string | undefined;
  };
};

/**
 * The first `maxLength` characters of a text, then '...see more'; expanded, the whole text and
 * 'see less'. The toggle is a real button with `aria-expanded` that keeps focus, and the text it
 * controls is the full text once expanded. Text that fits is shown whole, with no toggle.
 */
export function ExpandableText({
  text,
  maxLength = 115,
  moreLabel = 'see more',
  lessLabel = 'see less',
  defaultExpanded = false,
  expanded: expandedProp,
  onExpandedChange,
  toggleProps,
  className,
  id,
  ...props
}: ExpandableTextProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultExpanded);
  const expanded = expandedProp ?? uncontrolled;
  const generated = React.useId();
  const textId = `${id ?? generated}-text`;

  // Cut by code points, so an emoji or accented letter is never split in half.
  const characters = Array.from(text);
  const fits = characters.length <= maxLength;
  const shown = fits || expanded ? text : characters.slice(0, maxLength).join('').trimEnd();

  const toggle = () => {
    const next = !expanded;
    if (expandedProp === undefined) setUncontrolled(next);
    onExpandedChange?.(next);
  };

  return (
    <p
      data-slot="expandable-text"
      data-state={fits ? undefined : expanded ? 'expanded' : 'collapsed'}
      id={id}
      className={cn('break-words whitespace-pre-line', className)}
      {...props}
    >
      {/* Isolated (bdi): a right-to-left text or a bidi override cannot reach the toggle. */}
      <bdi id={textId} className={fits || expanded ? undefined : 'print:hidden'}>
        {shown}
      </bdi>
      {fits || expanded ? null : (
        // On paper there is no 'see more': the whole text prints.
        <bdi data-slot="expandable-text-print" data-print="show" className="hidden print:inline">
          {text}
        </bdi>
      )}
      {fits ? null : (
        <>
          {expanded ? (
            ' '
          ) : (
            <span aria-hidden="true" className="print:hidden">
              ...
            </span>
          )}
          <button
            {...toggleProps}
            type="button"
            data-slot="expandable-text-toggle"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={toggle}
            className="cursor-pointer rounded-sm font-medium whitespace-nowrap text-brand-text underline-offset-4 hover:underline"
          >
            {expanded ? lessLabel : moreLabel}
          </button>
        </>
      )}
    </p>
  );
}
