import { packageTestConfig } from '../../vitest.shared.ts';

// The API runs only in Node: its unit tests beside the code, its integration tests (real HTTP on
// PGlite and on a PostgreSQL server the global setup starts) in test/.
export default packageTestConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          // One module graph per worker, not per file: the unit tests mock no module and leave no
          // state behind (their 29 files: 38 → 26 CPU seconds).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One module graph per worker, not per file: importing the API (its providers' libraries,
          // PGlite and the compile of its WASM) again for each of the 53 files was most of their
          // import time (218 → 37 s summed). No file mocks a module; each one stops the servers
          // and workers it starts (`stopServices` in test/support/harness.ts), since their timers
          // would otherwise outlive it in the shared process.
          isolate: false,
        },
      },
    ],
  },
});
