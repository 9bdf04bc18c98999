/**
 * The one browser of this project: Debian's Chromium, never a downloaded one. Playwright (e2e), the
 * Storybook test-runner and Lighthouse all launch it with these flags.
 */
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export const installHint =
  "Chromium is missing. Install Debian's: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).";

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) throw new Error(`${installHint} Looked for ${chromiumPath}.`);
}
