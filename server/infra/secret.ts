import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { singleton } from './singleton.ts';

const holder = singleton<{ secret?: string }>('app-secret', () => ({}));

/**
 * The server secret that signs CSRF tokens and captcha challenges: SESSION_SECRET, or one made
 * once and kept in `$GALOPE_DATA_DIR/secret` so a laptop needs no configuration.
 */
export function loadSecret(config: Pick<Config, 'SESSION_SECRET' | 'dataDir'>): string {
  if (holder.secret) return holder.secret;
  if (config.SESSION_SECRET) {
    holder.secret = config.SESSION_SECRET;
    return holder.secret;
  }
  const file = path.join(config.dataDir, 'secret');
  try {
    holder.secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    holder.secret = randomBytes(32).toString('base64url');
    writeFileSync(file, holder.secret, { mode: 0o600 });
  }
  return holder.secret;
}

function getSecret(): string {
  if (!holder.secret) throw new Error('The server secret is not loaded yet');
  return holder.secret;
}

/** A key for one purpose, so one leaked derived key reveals nothing about the others. */
export function deriveKey(purpose: string): string {
  return createHmac('sha256', getSecret()).update(purpose).digest('base64url');
}
