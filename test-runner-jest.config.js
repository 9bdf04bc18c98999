// Jest configuration of the Storybook test-runner (`test-storybook`): Debian Chromium, the summary
// reporter of `npm test`, and a stable page (device scale 1, reduced motion, en-US, fixed timezone).
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.mjs';
import { viewports } from './tests/support/viewports.mjs';

const base = getJestConfig();

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
        viewport: viewports.mobile,
      },
    },
  },
};
