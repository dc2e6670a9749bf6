import zlib from 'node:zlib';

/**
 * Brotli at the middleware's quality 4, with a 256 kB window instead of 4 MB: the same bytes for
 * our pages (a 300 kB results page: 39.3 kB either way), half the CPU, because each response's
 * encoder no longer sets up a 4 MB window (measured: +15 ms of CPU per results page over no
 * compression with 4 MB, +7 ms with 256 kB; docs/decisions/0012-page-javascript.md).
 */
export const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

export type Encoding = 'br' | 'gzip' | 'identity';

/** What the `compression` middleware would choose for this Accept-Encoding: br, then gzip. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((each) => /^\s*q=([\d.]+)\s*$/.exec(each)?.[1]).find(Boolean);
    offered.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
