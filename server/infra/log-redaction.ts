/**
 * What a log line may not carry (issue 27, finding 3): the values of a URL's query (search words,
 * tokens, e-mail addresses: `/search?q=[redacted]`) and the values a failed SQL statement was
 * given (everything a person typed into the form that failed). The names stay: they say enough.
 */
const QUERY_VALUE = /([?&][^=&\s"'`<>#?]+=)[^&\s"'`<>#]*/g;
const SQL_PARAMS = /(\nparams: )[\s\S]*?(?=\n {4}at |$)/;
/** PostgreSQL's detail of a constraint: `Key (email)=(ana@example.com) already exists.` */
const KEY_VALUES = /(Key \([^)]*\)=\()[^)]*\)/g;

/** A URL, or any text holding one, with each query value replaced: `/search?q=[redacted]`. */
export function redactQuery(text: string): string {
  return text.replace(QUERY_VALUE, '$1[redacted]');
}

function redactText(text: string): string {
  return redactQuery(text.replace(SQL_PARAMS, '$1[redacted]')).replace(KEY_VALUES, '$1[redacted])');
}

/**
 * A serialized error (pino's `err`, with its `cause`s) as it may be logged: no `params` of a
 * failed query (Drizzle's DrizzleQueryError), and no query or parameter values in its texts.
 */
export function redactLoggedError<T>(serialized: T, depth = 0): T {
  if (typeof serialized !== 'object' || serialized === null || depth > 5) return serialized;
  const copy: Record<string, unknown> = { ...(serialized as Record<string, unknown>) };
  if ('params' in copy) copy.params = '[redacted]';
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'string') copy[key] = redactText(value);
    else if (typeof value === 'object' && value !== null && key !== 'params')
      copy[key] = redactLoggedError(value, depth + 1);
  }
  return copy as T;
}
