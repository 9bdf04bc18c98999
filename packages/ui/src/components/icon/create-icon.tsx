import type * as React from 'react';
import { cn } from '../../lib/cn';

export type IconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /**
   * What the icon means, when it means something on its own (a card-brand logo in a list of
   * accepted cards, say). Without a title the icon is decorative and hidden from assistive
   * technology, which is right whenever text beside it already says the same.
   */
  title?: string;
};

type IconOptions = {
  viewBox?: string;
  /** Line icons are stroked in the current text colour; logos are filled with their own colours. */
  kind?: 'line' | 'logo';
  /** The default size classes (the caller's `className` wins). */
  size?: string;
};

/**
 * Makes an inline SVG icon component. Line icons follow the text colour (`currentColor`) on a
 * 24 × 24 grid with a 2 px stroke; logos keep their brand colours.
 */
/* #__NO_SIDE_EFFECTS__ -- icons nobody imports are dropped from bundles */
export function createIcon(name: string, body: React.ReactNode, options: IconOptions = {}) {
  const { viewBox = '0 0 24 24', kind = 'line', size = 'size-5' } = options;
  const line =
    kind === 'line'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : {};

  function Icon({ title, className, ...props }: IconProps) {
    const meaningful = title !== undefined && title !== '';
    return (
      <svg
        data-slot="icon"
        data-icon={name}
        xmlns="http://www.w3.org/2000/svg"
        viewBox={viewBox}
        focusable="false"
        role={meaningful ? 'img' : undefined}
        aria-label={meaningful ? title : undefined}
        aria-hidden={meaningful ? undefined : true}
        className={cn('shrink-0', size, className)}
        {...line}
        {...props}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = `${name
    .split('-')
    .map((part) => `${part[0]?.toUpperCase() ?? ''}${part.slice(1)}`)
    .join('')}Icon`;
  return Icon;
}
