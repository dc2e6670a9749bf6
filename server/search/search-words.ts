import { MAX_WORD_LENGTH, MAX_WORDS } from './search-constants.ts';

/**
 * The words a person typed, lower-cased: letters (with their accents) and digits only, so nothing
 * of the text search syntax (`&|!:*()'`) ever reaches PostgreSQL.
 */
export function splitSearchWords(q: string): string[] {
  return q
    .normalize('NFC')
    .toLowerCase()
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
