/** Any origin will do: only whether the target stays on it matters. */
const BASE = new URL('http://redirect-target.invalid');
/** Printable ASCII only: our own links are percent-encoded, and browsers drop tabs and line
 * breaks, turn `\` into `/` and full-width or ideographic dots and slashes into `.` and `/`. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const TARGET_MAX_LENGTH = 2000;

/**
 * A redirect target from a form, a query or a cookie: a path on this site, normalised (dot
 * segments resolved, as the URL parser reads it), else `fallback`. Refuses `//elsewhere`, a
 * backslash, a control or non-ASCII character, and a path that would read `//` once decoded.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length > TARGET_MAX_LENGTH) return fallback;
  if (!target.startsWith('/') || target.includes('\\') || !PRINTABLE_ASCII.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE.origin || !isPlainPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** No `//` and no backslash or control character, in the path as written or decoded once. */
function isPlainPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return ![pathname, decoded].some((path) => path.includes('//') || /[\\\x00-\x1f\x7f]/.test(path));
}
