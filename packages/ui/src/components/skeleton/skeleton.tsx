import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/**
 * The placeholder look: a quiet neutral fill that pulses gently, and stands still under
 * `prefers-reduced-motion`. When it wraps real content, that content keeps its size but is hidden
 * (its text, borders, shadows and children), so the loading layout is the loaded one.
 */
export const skeletonVariants = cva(
  [
    'pointer-events-none cursor-default select-none',
    'bg-skeleton! bg-none! border-transparent! text-transparent! shadow-none! outline-none!',
    '[&_*]:invisible',
    'animate-pulse motion-reduce:animate-none',
  ],
  {
    variants: {
      shape: {
        /** One line of text: as tall as the line, the bar itself a little shorter. */
        text: 'inline-block h-[1lh] max-w-full rounded-sm bg-clip-content! py-[0.2lh] align-top',
        block: 'block rounded-md',
        circle: 'inline-block shrink-0 rounded-full',
      },
    },
  },
);

type Size = number | string;
const toCss = (size: Size | undefined) => (typeof size === 'number' ? `${size}px` : size);

export type SkeletonProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof skeletonVariants> & {
    /** While true the placeholder shows; when false the children render as they are. */
    loading?: boolean;
    /**
     * The real content to measure the placeholder by (Radix Themes' model). A single element is
     * dressed as the placeholder itself; anything else is wrapped in a span.
     */
    children?: React.ReactNode;
    width?: Size;
    height?: Size;
  };

/**
 * A loading placeholder: a text line, a block or a circle on its own, or wrapped around the real
 * content so the loading layout matches the loaded one. Hidden from assistive technology (and
 * inert): mark the loading region with `aria-busy` and say "Loading…" there once.
 */
export function Skeleton({
  loading = true,
  shape,
  width,
  height,
  className,
  style,
  children,
  ...props
}: SkeletonProps) {
  if (!loading) return <>{children}</>;

  const wraps = children !== undefined && children !== null;
  const Comp = React.isValidElement(children) ? Slot : 'span';
  return (
    <Comp
      data-slot="skeleton"
      data-shape={shape ?? (wraps ? 'content' : 'block')}
      aria-hidden
      inert
      tabIndex={-1}
      className={cn(
        skeletonVariants({ shape: shape ?? (wraps ? undefined : 'block') }),
        wraps && !shape && 'rounded-sm',
        wraps && Comp === 'span' && 'inline-block',
        className,
      )}
      style={{ width: toCss(width), height: toCss(height), ...style }}
      {...props}
    >
      {children}
    </Comp>
  );
}

export type SkeletonTextProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** How many lines of text the placeholder stands for. */
  lines?: number;
  /** Width of the last line (a paragraph rarely ends flush). */
  lastLineWidth?: string;
};

/** A paragraph's worth of text lines in the current font size and line height. */
export function SkeletonText({
  lines = 3,
  lastLineWidth = '60%',
  className,
  ...props
}: SkeletonTextProps) {
  return (
    <span
      data-slot="skeleton-text"
      aria-hidden
      className={cn('flex w-full flex-col', className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          width={index === lines - 1 && lines > 1 ? lastLineWidth : '100%'}
        />
      ))}
    </span>
  );
}
