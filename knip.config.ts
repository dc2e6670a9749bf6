import type { KnipConfig } from 'knip';

/**
 * The unused-code check of `npm run lint` (docs/architecture.md, docs/decisions/0083-knip-unused-code.md).
 * Knip's plugins find most entry points themselves: React Router's (app/routes.ts, app/root.tsx,
 * app/entry.*.tsx and every route module app/routes.ts names), Vitest's projects, Playwright's
 * journeys and web server, drizzle-kit's schema, and the files package.json's scripts run. Listed
 * here is only what nothing names: programs people run by hand.
 */
const config: KnipConfig = {
  entry: [
    // Run as `node scripts/<name>.ts` (README, decisions), not all of them from an npm script.
    'scripts/*.ts',
    // Each bench is its own program (`node bench/<name>.ts`); bench/run-all.ts runs them by path.
    'bench/*.ts',
    // Run as a cluster worker by tests/integration/page-cache-sharing.test.ts (`exec`, a path).
    'tests/integration/support/page-cache-worker.ts',
  ],
  project: [
    'app/**/*.{ts,tsx}',
    'common/**/*.ts',
    'server/**/*.ts',
    'scripts/**/*.ts',
    'bench/**/*.ts',
    'tests/**/*.ts',
  ],
  ignoreDependencies: [
    // scripts/build-emoji.ts reads its JSON files by a path it builds (`emojibase-data/${locale}/data.json`).
    'emojibase-data',
  ],
  ignoreBinaries: [
    // Debian's MP3 encoder, which scripts/make-notification-sound.ts runs when it is installed.
    'lame',
  ],
  // The config stays exact: an entry or ignore that no longer matches anything fails the check.
  treatConfigHintsAsErrors: true,
};

export default config;
