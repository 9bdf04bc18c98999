import type * as React from 'react';
import { parseHexColor } from '../rules/color';

/** `#rgb` or `#rrggbb`: the only brand colours accepted from a merchant. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && parseHexColor(value) !== null && value.trim().startsWith('#');
}

export type BrandThemeAttributes = {
  'data-brand'?: '';
  style?: React.CSSProperties & { '--color-brand'?: string };
};

/**
 * The attributes that theme a subtree in a merchant's brand colour: `--color-brand` and the
 * `data-brand` attribute that re-derives the on-brand text, brand text, focus ring and subtle tint
 * from it (see `theme.css`). Anything but a hex colour is ignored (the default brand
 * stays), so a merchant setting can never inject other CSS.
 *
 *     <main {...brandThemeStyle(merchant.brandColor)}>…</main>
 */
export function brandThemeStyle(color: string | null | undefined): BrandThemeAttributes {
  if (!isHexColor(color)) return {};
  return { 'data-brand': '', style: { '--color-brand': color.trim() } };
}
