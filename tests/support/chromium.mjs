// The one browser of this project: Debian's Chromium, never a downloaded one, and the flags every
// launch gives it. Playwright (e2e), the Storybook test-runner, Lighthouse and the render bench
// all take them from here (plain JavaScript, so the .mjs scripts and the jest config can import it
// as well as the TypeScript configs; the types are in chromium.d.mts).

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, unsandboxed (containers), no GPU, nothing fetched or synced in the background. */
export const chromiumLaunchFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The launch flags and stable pixels for tests: no font hinting, sRGB, no scrollbars. (Lighthouse
 * and the render bench measure with the launch flags alone.)
 */
export const chromiumArgs = [
  ...chromiumLaunchFlags,
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
