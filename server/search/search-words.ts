/** At most this many words of a query take part; the rest of a pasted essay is ignored. */
const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 40;

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

/**
 * The prefixes that match something the others do not: `yegu:*` already matches every lexeme
 * `yegua:*` does. Each prefix is a separate scan of the text index's terms that adds its ads to the
 * bitmap, so a covered one only costs ('anos:* | ano:*' 10.0 ms, 'ano:*' 6.3 ms at 100k ads).
 */
export function uncoveredPrefixes(lexemes: string[]): string[] {
  const unique = [...new Set(lexemes)];
  return unique.filter((lexeme) => !unique.some((other) => other !== lexeme && lexeme.startsWith(other)));
}
