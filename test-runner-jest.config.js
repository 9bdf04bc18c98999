// Jest configuration of the Storybook test-runner (`test-storybook`): Debian Chromium, the summary
// reporter of `npm test`, and a stable page (device scale 1, reduced motion, en-US, fixed timezone).
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
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

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testTimeout: 60_000,
  reporters: [
    'default',
    [
      '<rootDir>/tests/support/jest-summary-reporter.cjs',
      { output: process.env.SUMMARY_FILE ?? '.reports/storybook.json' },
    ],
  ],
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      contextOptions: {
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'America/New_York',
        viewport: { width: 375, height: 812 },
      },
    },
  },
};
