import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'asChild'> & {
  /** What the button does, for screen readers (the icon alone says nothing). */
  label: string;
  children: React.ReactNode;
};

const squareSize = { sm: 'w-9 px-0', md: 'w-11 px-0', lg: 'w-12 px-0' } as const;

/** A square button that shows only an icon; its label is given to assistive technology. */
export function IconButton({
  label,
  size,
  variant = 'ghost',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      aria-label={label}
      size={size}
      variant={variant}
      data-slot="icon-button"
      className={cn(squareSize[size ?? 'md'], className)}
      {...props}
    />
  );
}
