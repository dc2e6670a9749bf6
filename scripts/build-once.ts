/**
 * Builds the site (`react-router build`) when its sources changed since the last build, and
 * remembers what it built: the fingerprint (paths, sizes and mtimes of what goes into the build)
 * lives beside it. `npm start` calls it; run alone (`node scripts/build-once.ts`) it prepares the
 * build `npm start` will then serve without building again (the end-to-end tests do).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = [
  'app',
  'common',
  'server',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/route-module-reload-guard.ts',
];
const fingerprintFile = path.join(root, 'build', '.fingerprint');

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles)) {
    const { size, mtimeMs } = statSync(path.join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Whether build/ holds a build of the sources as they are now. */
export function isBuildCurrent(): boolean {
  const built = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : '';
  return built === fingerprint() && existsSync(path.join(root, 'build/server/index.js'));
}

/** Builds unless the last build was of these very sources; exits the process when the build fails. */
export function buildOnce(): void {
  if (isBuildCurrent()) return;
  const current = fingerprint();
  console.log('Building Galope (first start or changed sources)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(fingerprintFile, current);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildOnce();
