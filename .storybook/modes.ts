/**
 * The two viewports every story is reviewed and screenshotted at, as Chromatic's `modes`: the
 * Storybook toolbar, the local visual gate (`.storybook/test-runner.ts`) and the hosted service
 * all read this file. Their sizes are those of `tests/support/viewports.mjs`, which Playwright's
 * projects, the test-runner's page and the render bench read too.
 */
import { viewports as sizes } from '../tests/support/viewports.mjs';

export const viewports: {
  readonly mobile: { readonly width: number; readonly height: number };
  readonly desktop: { readonly width: number; readonly height: number };
} = sizes;

export type ViewportName = keyof typeof viewports;

export const allModes = {
  mobile: { viewport: viewports.mobile },
  desktop: { viewport: viewports.desktop },
} as const;

/** Viewport options for Storybook's toolbar (`parameters.viewport.options`). */
export const viewportOptions = Object.fromEntries(
  Object.entries(viewports).map(([name, { width, height }]) => [
    name,
    {
      name: `${name[0]?.toUpperCase()}${name.slice(1)} ${width} × ${height}`,
      styles: { width: `${width}px`, height: `${height}px` },
      type: name === 'mobile' ? 'mobile' : 'desktop',
    },
  ]),
);

/** Merchant brand colours that stories can render in (`globals: { brand: 'merchant' }`). */
export const brandColors = {
  default: undefined,
  merchant: '#0f7b5f',
  'merchant-light': '#f5c518',
} as const;

export type BrandName = keyof typeof brandColors;

/**
 * The modes of every story: the two viewports, plus a 320 px one (wrapping checks) that is off
 * unless a story turns it on by name, `chromatic: { modes: { narrow: { disable: false } } }`
 * (Storybook merges a story's modes into these, as Chromatic does), so no story imports this file.
 */
export const projectModes = {
  ...allModes,
  narrow: { viewport: { width: 320, height: 640 }, disable: true },
} as const;
