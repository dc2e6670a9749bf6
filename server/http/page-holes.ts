import { gunzipSync } from 'node:zlib';
import { fillGzipTemplate, type GzipTemplate } from './gzip-template.ts';

/** A request's own values, cut out of a stored page and filled in again for the next reader. */
export interface PageSecrets {
  nonce: string;
  csrf: string;
}

/**
 * A page cut at its request's secrets: text, hole, text, hole, …, text. Once its gzip template is
 * built the pieces go (the template holds the page in a fifth of the memory) and a reader who
 * takes no gzip gets the template's page inflated.
 */
export interface CutPage {
  pieces?: Buffer[];
  holes: (keyof PageSecrets)[];
  /** The pieces' length alone. */
  piecesLength: number;
  /** The page compressed once, with open holes (built when the page is asked again). */
  gzip?: GzipTemplate;
}

/** Splits `html` at every occurrence of the request's secrets (random strings: no false matches). */
export function cutHoles(html: string, secrets: PageSecrets): { pieces: Buffer[]; holes: (keyof PageSecrets)[] } {
  const names = (Object.keys(secrets) as (keyof PageSecrets)[]).filter((name) => secrets[name].length >= 16);
  const pieces: Buffer[] = [];
  const holes: (keyof PageSecrets)[] = [];
  let from = 0;
  for (;;) {
    let next: { at: number; name: keyof PageSecrets } | undefined;
    for (const name of names) {
      const at = html.indexOf(secrets[name], from);
      if (at >= 0 && (!next || at < next.at)) next = { at, name };
    }
    if (!next) break;
    pieces.push(Buffer.from(html.slice(from, next.at)));
    holes.push(next.name);
    from = next.at + secrets[next.name].length;
  }
  pieces.push(Buffer.from(html.slice(from)));
  return { pieces, holes };
}

/**
 * The page with `secrets` in its holes, in `scratch` when it is large enough, else in a new buffer;
 * undefined when only its template is left and the secrets do not fit its holes.
 */
export function fillHoles(page: CutPage, secrets: PageSecrets, scratch?: Buffer): Buffer | undefined {
  if (!page.pieces) {
    const file = fillGzipHoles(page, secrets);
    return file && gunzipSync(file);
  }
  const filled = { nonce: Buffer.from(secrets.nonce), csrf: Buffer.from(secrets.csrf) };
  const length = page.holes.reduce((sum, hole) => sum + filled[hole].length, page.piecesLength);
  const target = scratch && scratch.length >= length ? scratch : Buffer.allocUnsafe(length);
  let at = 0;
  page.pieces.forEach((piece, index) => {
    at += piece.copy(target, at);
    const hole = page.holes[index];
    if (hole) at += filled[hole].copy(target, at);
  });
  return target.subarray(0, at);
}

/** The page as a gzip file with `secrets` in it, when its template is ready and they fit its holes. */
export function fillGzipHoles(page: CutPage, secrets: PageSecrets): Buffer | undefined {
  if (!page.gzip) return undefined;
  const values = page.holes.map((hole) => Buffer.from(secrets[hole]));
  if (values.some((value, index) => value.length !== page.gzip?.holeLengths[index])) return undefined;
  return fillGzipTemplate(page.gzip, values);
}
