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
  // The gate's own setup instead of the test-runner's (see the file); the rest as the test-runner has it.
  setupFilesAfterEnv: base.setupFilesAfterEnv.map((file) =>
    file.endsWith('/playwright/jest-setup.js') ? '<rootDir>/.storybook/test-runner-setup.js' : file,
  ),
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
