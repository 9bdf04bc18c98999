/**
 * The two viewports every story is reviewed and screenshotted at, declared once in Chromatic's
 * `modes` format: the Storybook toolbar, the local visual gate (`.storybook/test-runner.ts`) and
 * the hosted service all read this file.
 */
export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

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
