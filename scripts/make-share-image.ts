/**
 * Writes public/images/share.png, the picture social networks and search engines show for a page
 * with no photo of its own (og:image): the favicon's horseshoe (public/favicon.svg) on the site's
 * green, 1200×630 as Open Graph asks. PNG, because networks do not read SVG. Run:
 * `npm run share-image:build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const root = path.resolve(import.meta.dirname, '..');
const favicon = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
// The favicon's 32×32 mark without its tile, drawn 12 times larger in the middle.
const mark = favicon.match(/<path [^>]+\/>/)?.[0];
if (!mark) throw new Error('public/favicon.svg has no mark');
const scale = 12;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#1f5c43"/>
<g transform="translate(${WIDTH / 2 - 16 * scale} ${HEIGHT / 2 - 16 * scale}) scale(${scale})">${mark}</g>
</svg>`;
await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(root, 'public/images/share.png'));
