import type * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { brandThemeStyle } from '../../lib/brand-theme';

export type BrandThemeProps = React.ComponentProps<'div'> & {
  /** The merchant's brand colour (`#rgb` or `#rrggbb`); anything else keeps the default brand. */
  color: string | null | undefined;
  /** Theme the single child instead of wrapping it in a `div`. */
  asChild?: boolean;
};

/** Themes everything inside in a merchant's brand colour. */
export function BrandTheme({ color, asChild, style, ...props }: BrandThemeProps) {
  const Comp = asChild ? Slot : 'div';
  const theme = brandThemeStyle(color);
  return (
    <Comp data-slot="brand-theme" {...props} {...theme} style={{ ...theme.style, ...style }} />
  );
}
