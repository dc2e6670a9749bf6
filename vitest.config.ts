import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // One log line per request would bury the test report.
          env: { LOG_LEVEL: 'warn' },
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/connect-test-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The built site in production mode, attacked over HTTP (docs/decisions/0032).
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          // One log line per request would bury the test report.
          env: { LOG_LEVEL: 'warn' },
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/connect-test-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // npm run test:scale-out: two app nodes, a worker, Debian's PostgreSQL and a replica, S3.
        test: {
          name: 'scale-out',
          include: ['tests/scale-out/**/*.test.ts'],
          globalSetup: ['tests/scale-out/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
