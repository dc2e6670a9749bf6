import { z } from 'zod';

/**
 * What a backup says about itself (`manifest.json`, docs/decisions/0035-backup-and-restore.md):
 * the migration level its tables were written at, each table's columns, row count and checksum,
 * and the media it holds. A restore reads it first and refuses what it cannot restore faithfully.
 */
export const BACKUP_FORMAT = 'galope-backup';
export const BACKUP_FORMAT_VERSION = 1;

const tableSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
  rows: z.number().int().min(0),
  /** SHA-256 of the table's COPY text, before compression. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().min(0),
});

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  galopeVersion: z.string(),
  postgresVersion: z.string(),
  /** The last migration applied (drizzle's `created_at`, the journal's `when`) and how many. */
  migrations: z.object({ count: z.number().int().min(1), last: z.number().int() }),
  tables: z.array(tableSchema),
  /** Tables left out on purpose, with the reason (derived, transient, unlogged). */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  media: z.object({
    objects: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** SHA-256 of `media.jsonl`, the list of every object's key, size and checksum. */
    indexSha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupTable = z.infer<typeof tableSchema>;

/** A backup this code will not restore, with the reason an operator reads. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

/** Parses `manifest.json`; anything but a backup of a format this code reads is refused. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefusedError('manifest.json is not JSON: not a Galope backup, or a damaged one');
  }
  if ((json as { format?: unknown } | null)?.format !== BACKUP_FORMAT) {
    throw new BackupRefusedError('manifest.json does not describe a Galope backup');
  }
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(
      `The backup's format ${version} is newer than this Galope reads (${BACKUP_FORMAT_VERSION}): update Galope first`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new BackupRefusedError(`manifest.json is damaged:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** A migration of the code, as drizzle's journal lists it. */
export interface CodeMigration {
  /** The journal's `when`, which drizzle stores as `created_at` once applied. */
  folderMillis: number;
}

/**
 * How many of the code's migrations to apply before loading the backup's rows: exactly those the
 * backup's database had, so every table has the columns it was copied with; the newer ones run
 * after the load, as they would on a site being updated. A backup made by newer code (a migration
 * this code does not have) is refused: its rows may not fit these tables.
 */
export function migrationsBeforeLoad(backup: BackupManifest['migrations'], code: CodeMigration[]): number {
  const index = code.findIndex((migration) => migration.folderMillis === backup.last);
  const newest = code.at(-1)?.folderMillis ?? 0;
  if (index === -1 && backup.last > newest) {
    throw new BackupRefusedError(
      `The backup was made by a newer Galope (its last migration ${backup.last} is after this code's ${newest}): ` +
        'restore it with that version or newer',
    );
  }
  if (index === -1 || index + 1 !== backup.count) {
    throw new BackupRefusedError(
      `The backup's migrations (${backup.count}, last ${backup.last}) are not a beginning of this code's: ` +
        'it comes from a different line of Galope',
    );
  }
  return backup.count;
}

/** Tables a backup leaves out, and why; a restore rebuilds the derived ones. */
export function skipReason(table: { name: string; unlogged: boolean }): string | undefined {
  if (table.name === 'search_ads') return 'derived from classifieds and users: rebuilt by a restore';
  if (table.name === 'socket_io_attachments') return 'transient: realtime payloads between nodes';
  if (table.unlogged) return 'unlogged (rate-limit windows): lost in a crash too, harmless';
  return undefined;
}
