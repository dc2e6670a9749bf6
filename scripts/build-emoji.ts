// Builds app/components/chat/emoji/emoji-{locale}.json, the emoji picker's data (spec §9: 12
// categories), from the emojibase-data package only: nothing is fetched at run time. Each file
// holds the categories in order, each a list of [emoji, name in that language]; the picker loads
// only the reader's file, when first opened. Run: ./node_modules/.bin/node scripts/build-emoji.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { EMOJI_CATEGORIES, HORSE_EMOJI } from '../app/components/chat/emoji/emoji-categories.ts';

interface EmojibaseEmoji {
  label: string;
  emoji: string;
  group?: number;
  subgroup?: number;
  order?: number;
  version: number;
}

const require = createRequire(import.meta.url);
/** Emoji newer than Unicode Emoji 14 (2021) still show as empty boxes on many phones in use. */
const MAX_VERSION = 14;
/** Catalan has no emojibase data: names in the spec's fallback language (English). */
const SOURCE: Record<string, string> = { es: 'es', en: 'en', ca: 'en', pt: 'pt' };
const HANDS = new Set([16, 17, 18, 19, 20, 21]);

function categoryOf(emoji: EmojibaseEmoji): string | undefined {
  switch (emoji.group) {
    case 0:
      return 'smileys';
    case 1:
      return HANDS.has(emoji.subgroup ?? -1) ? 'gestures' : 'people';
    case 3:
      return 'nature';
    case 4:
      return 'food';
    case 5:
      return 'travel';
    case 6:
      return 'activities';
    case 7:
      return 'objects';
    case 8:
      return 'symbols';
    case 9:
      return 'flags';
    default:
      return undefined;
  }
}

for (const [locale, source] of Object.entries(SOURCE)) {
  const data = JSON.parse(
    readFileSync(require.resolve(`emojibase-data/${source}/data.json`), 'utf8'),
  ) as EmojibaseEmoji[];
  const usable = data.filter((emoji) => emoji.version <= MAX_VERSION).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const names = new Map(usable.map((emoji) => [emoji.emoji, emoji.label]));
  const categories: Record<string, [string, string][]> = {};
  for (const key of EMOJI_CATEGORIES) categories[key] = [];
  categories.horses = HORSE_EMOJI.map((emoji) => [emoji, names.get(emoji) ?? '']);
  for (const emoji of usable) {
    const key = categoryOf(emoji);
    if (key) categories[key]?.push([emoji.emoji, emoji.label]);
  }
  // 'recent' is filled in the browser from what this reader picked before.
  const out = `app/components/chat/emoji/emoji-${locale}.json`;
  const text = `${JSON.stringify(categories)}\n`;
  writeFileSync(out, text);
  console.log(`${out}: ${usable.length} emoji, ${(gzipSync(text).length / 1024).toFixed(1)} kB gzip`);
}
