import { readConfig } from '../config.ts';

let base: string | undefined;

/**
 * The public address of a stored file: under MEDIA_PUBLIC_URL (a CDN or the bucket) when set,
 * else the app's own /media. Server only (views build the URLs pages receive); the base is read
 * once, since a page of photos asks for dozens of URLs.
 */
export function mediaUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  base ??= readConfig().MEDIA_PUBLIC_URL ?? '/media';
  return `${base}/${key}`;
}
