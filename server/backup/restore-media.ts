import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isSafeKey } from '../infra/storage/media-key.ts';
import type { MediaStorage } from '../infra/storage/media-storage.ts';
import { BACKUP_FILES, MEDIA_CONCURRENCY } from './backup-layout.ts';
import { BackupRefusedError } from './backup-manifest.ts';

interface MediaEntry {
  key: string;
  bytes: number;
  sha256: string;
}

/**
 * Puts every object of the backup's `media.jsonl` back through the storage adapter (a folder or a
 * bucket, whichever the site is configured with), each checked against its size and SHA-256
 * first. An object already stored with the same bytes is left as it is (a restore run again).
 */
export async function restoreMedia({
  storage,
  dir,
  log,
}: {
  storage: MediaStorage;
  dir: string;
  log: (message: string) => void;
}): Promise<{ objects: number; bytes: number }> {
  let objects = 0;
  let bytes = 0;
  const running = new Set<Promise<void>>();
  async function restoreOne(entry: MediaEntry): Promise<void> {
    const content = await readFile(path.join(dir, BACKUP_FILES.media, entry.key));
    if (content.length !== entry.bytes || sha256(content) !== entry.sha256) {
      throw new BackupRefusedError(`Media ${entry.key} does not match the backup's list: the backup is damaged`);
    }
    await putOnce(storage, entry.key, content);
    objects += 1;
    bytes += content.length;
  }
  const lines = createInterface({ input: createReadStream(path.join(dir, BACKUP_FILES.mediaIndex)) });
  for await (const line of lines) {
    if (!line) continue;
    const entry = JSON.parse(line) as MediaEntry;
    // The key becomes a path on disk or in a bucket: only the shapes the server itself makes.
    if (!isSafeKey(entry.key)) throw new BackupRefusedError(`Unsafe media key '${entry.key}' in the backup`);
    const task = restoreOne(entry).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= MEDIA_CONCURRENCY) await Promise.race(running);
  }
  await Promise.all(running);
  log(`media: ${objects} objects, ${bytes} bytes`);
  return { objects, bytes };
}

async function putOnce(storage: MediaStorage, key: string, content: Buffer): Promise<void> {
  try {
    await storage.put(key, content);
  } catch (error) {
    // The disk store never overwrites a key: the same bytes there already are a success.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stored = await storage.read(key);
    if (!stored.equals(content)) throw new Error(`Media ${key} already exists with other content`);
  }
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}
