import { randomBytes } from 'node:crypto';
import slugify from '@sindresorhus/slugify';

const MAX_WORDS_LENGTH = 80;

/**
 * A readable, unique address for an ad: the title, key attributes a buyer searches for (breed,
 * sex, age) when the title does not already say them, the town, then six random characters —
 * "pre-yegua-7-anos-jerez-de-la-frontera-k3x9qa" (like the best horse sites).
 */
export function makeAdSlug({
  title,
  attributes = [],
  town,
  suffix = randomSuffix(),
}: {
  title: string;
  attributes?: string[];
  town?: string;
  suffix?: string;
}): string {
  const titleSlug = slugify(title);
  const extra = attributes.map((attribute) => slugify(attribute)).filter((part) => part && !titleSlug.includes(part));
  const words = [titleSlug, ...extra, town ? slugify(town) : '']
    .filter(Boolean)
    .join('-')
    .slice(0, MAX_WORDS_LENGTH)
    .replace(/-[^-]*$/, (tail) => (tail.length < 3 ? '' : tail))
    .replace(/-+$/, '');
  return words ? `${words}-${suffix}` : `ad-${suffix}`;
}

function randomSuffix(): string {
  // 6 base-36 characters from 32 random bits: 2 billion values, retried on the rare collision.
  return (randomBytes(4).readUInt32BE() % 36 ** 6).toString(36).padStart(6, '0');
}
