/**
 * `npm start`: builds the site when its sources changed since the last build (scripts/
 * build-once.ts), then runs it as it ships: React's production build, one app worker per core
 * (WEB_CONCURRENCY, docs/decisions/0058-one-worker-per-core.md).
 */
import os from 'node:os';
import { buildOnce } from './build-once.ts';

// Before anything imports React: its production files, not the development ones (`npm run dev`).
process.env.NODE_ENV = 'production';
process.env.WEB_CONCURRENCY ??= String(os.availableParallelism());

buildOnce();
// Same process, so that a signal or a kill reaches the server itself.
await import('../server/main.ts');
