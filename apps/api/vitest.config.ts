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
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
