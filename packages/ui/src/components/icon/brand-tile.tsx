/**
 * What every card-brand and wallet mark is made of: a rounded tile of 38 × 24 (the proportion of
 * a card logo in a payment form) and a word set in the bundled font.
 */
import type * as React from 'react';
import { createIcon } from './create-icon';

const tileBox = '0 0 38 24';
const tileSize = 'h-6 w-[38px]';
export const fontFamily = 'Inter Variable, Inter, system-ui, sans-serif';
const font = { fontFamily } as const;

/** The rounded card tile every mark sits on. */
/* #__NO_SIDE_EFFECTS__ */
export function tile(fill: string, outline = false) {
  return (
    <rect
      x="0.5"
      y="0.5"
      width="37"
      height="23"
      rx="3.5"
      fill={fill}
      stroke={outline ? '#d4d8de' : 'none'}
    />
  );
}

/* #__NO_SIDE_EFFECTS__ */
export function word(text: string, props: React.ComponentProps<'text'>) {
  return (
    <text textAnchor="middle" {...font} {...props}>
      {text}
    </text>
  );
}

/* #__NO_SIDE_EFFECTS__ */
export function brandIcon(name: string, body: React.ReactNode) {
  return createIcon(name, body, { viewBox: tileBox, kind: 'logo', size: tileSize });
}
