/**
 * End-to-end tests: real Chromium (Debian's) against the served app and its local API, started
 * here on its own port with a fresh data directory.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.mjs';
import { viewports } from './support/viewports.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `paypage-e2e-${port}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.reports/e2e.json') }]],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    // A trace records every action's snapshots (a tenth or more of each test's CPU); CI prints
    // only text and keeps no files, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'mobile',
      use: {
        viewport: viewports.mobile,
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: true,
      },
    },
    // Every test runs on a phone; those tagged '@desktop' in their title run at desktop width too.
    {
      name: 'desktop',
      grep: /@desktop/,
      use: { viewport: viewports.desktop, deviceScaleFactor: 1 },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node --enable-source-maps apps/api/dist/main.js`,
        cwd: root,
        url: `${baseURL}/api/v1/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          DATA_RESET: '1',
          SETTLEMENT_DELAY_MS: process.env.SETTLEMENT_DELAY_MS ?? '1500',
          // The bound on provider calls and the sandbox bank's slow payment, short enough for a
          // test to see a payment pass the bound (checking-payment.spec.ts).
          PROVIDER_CALL_TIMEOUT_MS: process.env.PROVIDER_CALL_TIMEOUT_MS ?? '5000',
          SLOW_MS: process.env.SLOW_MS ?? '8000',
        },
      },
});
