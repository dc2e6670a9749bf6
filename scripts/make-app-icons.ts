/**
 * Writes the installed app's icons (public/icons/, named in the web app manifest,
 * server/pwa/web-app-manifest.ts): the favicon's horseshoe (public/favicon.svg) on the site's green
 * at 192 and 512 pixels with the favicon's rounded tile, and a maskable 512 whose mark keeps inside
 * the safe zone (the middle 80%: a launcher may cut the rest to a circle or a squircle). Run:
 * `npm run app-icons:build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const favicon = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const mark = favicon.match(/<path [^>]+\/>/)?.[0];
const tile = favicon.match(/<rect [^>]+\/>/)?.[0];
if (!mark || !tile) throw new Error('public/favicon.svg has no tile or no mark');

/** The favicon's 32-unit drawing at `size` pixels; a maskable one keeps its mark in the safe zone. */
function icon({ size, maskable }: { size: number; maskable: boolean }): string {
  // Maskable: a full square background (the launcher gives the shape) and the mark at 60%.
  const background = maskable ? '<rect width="32" height="32" fill="#1f5c43"/>' : tile;
  const scale = maskable ? 0.6 : 1;
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
${background}<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
}

for (const { name, size, maskable } of [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
]) {
  await sharp(Buffer.from(icon({ size, maskable })))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(root, 'public/icons', name));
}
