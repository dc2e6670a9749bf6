import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { type Config, readConfig } from '../infra/config.ts';
import { singleton } from '../infra/singleton.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const holder = singleton<{ keys?: VapidKeys }>('vapid-keys', () => ({}));

/**
 * The site's VAPID identity (RFC 8292), which every push is signed with and every browser
 * subscription is tied to: `VAPID_*` settings, or a pair made on first start and kept in
 * `$GALOPE_DATA_DIR/vapid.json`, so a laptop needs no configuration and keeps its subscriptions
 * across restarts.
 */
export function loadVapidKeys(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'dataDir'> = readConfig(),
): VapidKeys {
  if (holder.keys) return holder.keys;
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    holder.keys = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
    return holder.keys;
  }
  const file = path.join(config.dataDir, 'vapid.json');
  let pair: { publicKey: string; privateKey: string };
  try {
    pair = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    pair = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  }
  holder.keys = { ...pair, subject };
  return holder.keys;
}
