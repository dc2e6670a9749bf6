import zlib from 'node:zlib';

/**
 * Brotli at quality 3 with a 256 kB window. The window: the same bytes for our pages as 4 MB,
 * half the CPU, because each response's encoder no longer sets up 4 MB (measured: +15 ms of CPU per
 * results page over no compression with 4 MB, +7 ms with 256 kB; docs/decisions/0012). The
 * quality: a 171 kB results page takes 0.85 ms at 3 for 24.4 kB, 1.73 ms at 4 (the middleware's
 * default) for 23.4 kB; at hundreds of kept pages a second that is most of the CPU (decision 0038).
 */
export const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings among br and gzip that this Accept-Encoding accepts (q > 0, or `*`). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<'br' | 'gzip'> {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((each) => /^\s*q=([\d.]+)\s*$/.exec(each)?.[1]).find(Boolean);
    offered.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return new Set((['br', 'gzip'] as const).filter(accepts));
}

/** What the `compression` middleware would choose for this Accept-Encoding: br, then gzip. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
