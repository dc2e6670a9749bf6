import { describe, expect, test } from 'vitest';
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupRefusedError,
  migrationsBeforeLoad,
  parseManifest,
  skipReason,
} from './backup-manifest.ts';

const code = [{ folderMillis: 1000 }, { folderMillis: 2000 }, { folderMillis: 3000 }];

function manifest(overrides: Partial<BackupManifest> = {}): BackupManifest {
  return {
    format: 'galope-backup',
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: '2026-11-24T05:00:00.000Z',
    galopeVersion: '0.1.0',
    postgresVersion: '15.14 (Debian 15.14-0+deb12u1)',
    migrations: { count: 3, last: 3000 },
    tables: [{ name: 'users', columns: ['id', 'email'], rows: 2, sha256: 'a'.repeat(64), bytes: 80 }],
    skipped: [{ name: 'search_ads', reason: 'derived' }],
    media: { objects: 0, bytes: 0, indexSha256: 'b'.repeat(64) },
    ...overrides,
  };
}

describe('backup manifest', () => {
  test('a manifest written by this code reads back as it was', () => {
    expect(parseManifest(JSON.stringify(manifest()))).toEqual(manifest());
  });

  test('what is not a Galope backup, or a damaged one, is refused with the reason', () => {
    expect(() => parseManifest('{not json')).toThrow(/not JSON/);
    expect(() => parseManifest(JSON.stringify({ format: 'pg_dump' }))).toThrow(/does not describe a Galope backup/);
    expect(() => parseManifest(JSON.stringify({ ...manifest(), tables: [{ name: 'users; drop table x' }] }))).toThrow(
      BackupRefusedError,
    );
    const badChecksum = manifest({ tables: [{ name: 'users', columns: ['id'], rows: 1, sha256: 'x', bytes: 1 }] });
    expect(() => parseManifest(JSON.stringify(badChecksum))).toThrow(/tables\.0\.sha256/);
  });

  test('a format newer than this code reads is refused, asking for an update', () => {
    const newer = { ...manifest(), formatVersion: BACKUP_FORMAT_VERSION + 1 };
    expect(() => parseManifest(JSON.stringify(newer))).toThrow(/newer than this Galope reads/);
  });

  test('a column name that could break out of a COPY statement is refused', () => {
    const table = { name: 'users', columns: ['id", "x'], rows: 1, sha256: 'a'.repeat(64), bytes: 1 };
    expect(() => parseManifest(JSON.stringify(manifest({ tables: [table] })))).toThrow(BackupRefusedError);
  });
});

describe('migration level', () => {
  test('a backup at the code’s level loads after all its migrations', () => {
    expect(migrationsBeforeLoad({ count: 3, last: 3000 }, code)).toBe(3);
  });

  test('an older backup loads at its own level; the newer migrations run after the rows', () => {
    expect(migrationsBeforeLoad({ count: 1, last: 1000 }, code)).toBe(1);
    expect(migrationsBeforeLoad({ count: 2, last: 2000 }, code)).toBe(2);
  });

  test('a backup made by newer code is refused', () => {
    expect(() => migrationsBeforeLoad({ count: 4, last: 4000 }, code)).toThrow(/made by a newer Galope/);
  });

  test('a backup whose migrations are not a beginning of the code’s is refused', () => {
    expect(() => migrationsBeforeLoad({ count: 3, last: 2000 }, code)).toThrow(/different line/);
    expect(() => migrationsBeforeLoad({ count: 2, last: 2500 }, code)).toThrow(/different line/);
  });
});

describe('tables left out', () => {
  test('the derived search table, realtime payloads and unlogged tables stay out; the rest goes in', () => {
    expect(skipReason({ name: 'search_ads', unlogged: false })).toMatch(/derived/);
    expect(skipReason({ name: 'socket_io_attachments', unlogged: false })).toMatch(/transient/);
    expect(skipReason({ name: 'rate_limit_windows', unlogged: true })).toMatch(/unlogged/);
    for (const name of ['users', 'classifieds', 'search_words', 'sessions', 'chat_messages']) {
      expect(skipReason({ name, unlogged: false })).toBeUndefined();
    }
  });
});
