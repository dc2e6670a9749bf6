/**
 * A backup is a folder (docs/decisions/0035-backup-and-restore.md):
 *   manifest.json          written last: what the backup holds, and checksums
 *   tables/<name>.copy.gz  each table's rows as PostgreSQL COPY text, gzip-compressed
 *   media.jsonl            one line per media object: key, bytes, SHA-256
 *   media/<key>            the objects themselves, under their storage keys
 * Plain files, so `tar`, `rsync` or a bucket sync can carry it anywhere.
 */
export const BACKUP_FILES = {
  manifest: 'manifest.json',
  tables: 'tables',
  mediaIndex: 'media.jsonl',
  media: 'media',
} as const;

export function tableFile(table: string): string {
  return `${BACKUP_FILES.tables}/${table}.copy.gz`;
}

/** Fast compression: COPY text shrinks ~4× at level 1 already, and the CPU is the scarce part here. */
export const GZIP_LEVEL = 1;

/** Media objects read or written at once. */
export const MEDIA_CONCURRENCY = 8;
