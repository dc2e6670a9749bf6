import { MAX_WORD_LENGTH, MAX_WORDS } from './search-constants.ts';

/** A prefix of one to three letters before a hyphen: "pre-purchase", "pré-compra", "x-ray". */
const SHORT_PREFIX = /(?<![\p{L}\p{M}\p{N}])(\p{L}{1,3})-(?=\p{L})/gu;

/**
 * The words a person typed, lower-cased: letters (with their accents) and digits only, so nothing
 * of the text search syntax (`&|!:*()'`) ever reaches PostgreSQL. A short prefix stays joined to
 * its word, as in the ads' text (`search_text`, drizzle/0034): "pre-purchase" is one word, and the
 * breed abbreviation PRE does not match it.
 */
export function splitSearchWords(q: string): string[] {
  return q
    .normalize('NFC')
    .toLowerCase()
    .replace(SHORT_PREFIX, '$1')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** A lexeme as a tsquery operand; PostgreSQL made the lexeme, the quoting keeps it inert anyway. */
export function quoteLexeme(lexeme: string, prefix: boolean): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`;
}

/** The prefixes that match something the others do not: `yegu:*` already matches all `yegua:*` does. */
export function uncoveredPrefixes(lexemes: string[]): string[] {
  const unique = [...new Set(lexemes)];
  return unique.filter((lexeme) => !unique.some((other) => other !== lexeme && lexeme.startsWith(other)));
}
