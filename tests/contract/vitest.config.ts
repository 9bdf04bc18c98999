import { defineConfig } from 'vitest/config';

/** Cross-package tests: packages checked against each other (run by `npm test` through turbo). */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest-contract.json' },
  },
});
