/**
 * The registry these machines reach does not serve every platform build of a package (Biome's
 * macOS, Windows, Android and musl CLIs are missing), so `npm install` leaves them out of the
 * lockfile and `npm ci` then refuses it ("Missing: … from lock file"). This adds the missing
 * optional platform entries, copied from a sibling that is there, with the platform fields a
 * registry would give them; each platform's npm fetches its own build. Run after updating Biome:
 * `node scripts/lockfile-platforms.ts`. See docs/decisions/0006-lockfile-platform-builds.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type LockEntry = { version: string; optionalDependencies?: Record<string, string>; [key: string]: unknown };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

const PLATFORMS: Record<string, { os: string; cpu: string; libc?: string }> = {
  'android-arm64': { os: 'android', cpu: 'arm64' },
  'android-x64': { os: 'android', cpu: 'x64' },
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'darwin-x64': { os: 'darwin', cpu: 'x64' },
  'linux-arm64': { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  'linux-arm64-musl': { os: 'linux', cpu: 'arm64', libc: 'musl' },
  'linux-x64': { os: 'linux', cpu: 'x64', libc: 'glibc' },
  'linux-x64-musl': { os: 'linux', cpu: 'x64', libc: 'musl' },
  'win32-arm64': { os: 'win32', cpu: 'arm64' },
  'win32-x64': { os: 'win32', cpu: 'x64' },
};

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (lock.packages[target]) continue;
    const platform = Object.entries(PLATFORMS).find(([suffix]) => name.endsWith(`-${suffix}`))?.[1];
    const sibling = Object.keys(entry.optionalDependencies ?? {})
      .map((other) => lock.packages[`node_modules/${other}`])
      .find(Boolean);
    if (!platform || !sibling) {
      console.warn(`${path}: cannot describe missing optional ${name}`);
      continue;
    }
    const { integrity: _integrity, resolved: _resolved, cpu: _cpu, os: _os, libc: _libc, ...rest } = sibling;
    lock.packages[target] = {
      ...rest,
      version,
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      os: [platform.os],
      optional: true,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);
