import { singleton } from '../infra/singleton.ts';
import { buildGzipTemplate, fillGzipTemplate, type GzipTemplate } from './gzip-template.ts';

/**
 * Public results pages as a guest sees them, rendered once and served again from memory
 * (docs/decisions/0038-page-cache.md). A page is kept with holes where its request's secrets were
 * (the CSP nonce, the CSRF token): each later guest gets the same bytes with their own secrets in,
 * so nothing of one visitor reaches another. Everything goes when the public data changes (the
 * database notifies every node: server/http/page-cache-invalidation.ts), when an entry is older
 * than the time to live, and least recently used first when the memory budget is full.
 */

/** A request's own values, cut out of a stored page and filled in again for the next reader. */
export interface PageSecrets {
  nonce: string;
  csrf: string;
}

export interface KeptPage {
  status: number;
  headers: [string, string][];
  /** The route pattern the page was rendered for: its log line and latency metric. */
  route?: string;
  /**
   * The page's bytes with `secrets` filled in, written into `scratch` when it is large enough (a
   * buffer the caller reuses: a new 170 kB buffer per answer, hundreds a second, makes V8 collect
   * its whole heap several times a second), else into a new buffer.
   */
  bytes: (secrets: PageSecrets, scratch?: Buffer) => Buffer;
  /**
   * The page as a gzip file with `secrets` in it, made from its compressed template (no
   * compression at all), once the template is ready and when the secrets fit its holes.
   */
  gzip: (secrets: PageSecrets) => Buffer | undefined;
}

/** When a render began: a page rendered across a change of the data is not kept. */
export interface RenderTicket {
  generation: number;
  startedAt: number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  route?: string;
  /** The page's bytes between the holes: text, hole, text, hole, …, text. */
  pieces: Buffer[];
  holes: (keyof PageSecrets)[];
  /** The page compressed once, with open holes (built after it is kept). */
  gzip?: GzipTemplate;
  /** Its pieces', template's and key's size: what it takes of the budget. */
  bytes: number;
  /** The pieces' length alone. */
  piecesLength: number;
  generation: number;
  storedAt: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /**
   * After a change, pages are not stored for this long: a replica (DATABASE_REPLICA_URL) may not
   * have replayed the change when the node hears of it, and a page read from it would keep the
   * old data for the whole time to live.
   */
  settleMs: number;
  now?: () => number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  listening: boolean;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #options: PageCacheOptions;
  #now: () => number;
  #bytes = 0;
  #generation = 0;
  #changedAt = Number.NEGATIVE_INFINITY;
  #listening = false;
  #hits = 0;
  #misses = 0;

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Sets the budget and times (server/main.ts, from PAGE_CACHE_MB and PAGE_CACHE_TTL_S); empties the cache. */
  configure(options: PageCacheOptions): void {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.invalidate();
  }

  /** Serves pages only while changes can be heard: a node that cannot hear them keeps nothing. */
  get enabled(): boolean {
    return this.#listening && this.#options.maxBytes > 0;
  }

  /** The invalidation channel is up (true) or lost (false); either way, what was kept goes. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.invalidate();
  }

  /** The public data changed: every kept page is stale. */
  invalidate(): void {
    this.#generation += 1;
    this.#changedAt = this.#now();
    this.#entries.clear();
    this.#bytes = 0;
  }

  ticket(): RenderTicket {
    return { generation: this.#generation, startedAt: this.#now() };
  }

  /** The kept page for `key`, or undefined. */
  read(key: string): KeptPage | undefined {
    if (!this.enabled) return undefined;
    const entry = this.#entries.get(key);
    if (!entry || entry.generation !== this.#generation || this.#now() - entry.storedAt > this.#options.ttlMs) {
      if (entry) this.#drop(key, entry);
      this.#misses += 1;
      return undefined;
    }
    // Most recently used last: the Map's order is the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits += 1;
    return {
      status: entry.status,
      headers: entry.headers,
      route: entry.route,
      bytes: (secrets, scratch) => fill(entry, secrets, scratch),
      gzip: (secrets) => fillGzip(entry, secrets),
    };
  }

  /**
   * Keeps `html`, rendered for a request with `secrets`, unless the data changed since `ticket`
   * (or too shortly before it), or the page alone is over the budget.
   */
  store(
    key: string,
    ticket: RenderTicket,
    page: { status: number; headers: [string, string][]; route?: string; html: string },
    secrets: PageSecrets,
  ): boolean {
    if (!this.enabled || ticket.generation !== this.#generation) return false;
    if (ticket.startedAt - this.#changedAt < this.#options.settleMs) return false;
    const { pieces, holes } = cutHoles(page.html, secrets);
    const piecesLength = pieces.reduce((sum, piece) => sum + piece.length, 0);
    const bytes = piecesLength + key.length;
    if (bytes > this.#options.maxBytes / 4) return false;
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous);
    this.#entries.set(key, {
      status: page.status,
      headers: page.headers,
      route: page.route,
      pieces,
      holes,
      bytes,
      piecesLength,
      generation: this.#generation,
      storedAt: this.#now(),
    });
    this.#bytes += bytes;
    this.#evict();
    const entry = this.#entries.get(key);
    void buildGzipTemplate(
      pieces,
      holes.map((hole) => Buffer.byteLength(secrets[hole])),
    ).then(
      (template) => {
        // Still the same page (not dropped, replaced or emptied meanwhile): it gets its template.
        if (!template || !entry || this.#entries.get(key) !== entry) return;
        entry.gzip = template;
        entry.bytes += template.stream.length;
        this.#bytes += template.stream.length;
        this.#evict();
      },
      () => undefined,
    );
    return true;
  }

  #evict(): void {
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#drop(oldest, entry);
    }
  }

  stats(): PageCacheStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      hits: this.#hits,
      misses: this.#misses,
      listening: this.#listening,
    };
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

function fillGzip(entry: Entry, secrets: PageSecrets): Buffer | undefined {
  if (!entry.gzip) return undefined;
  const values = entry.holes.map((hole) => Buffer.from(secrets[hole]));
  if (values.some((value, index) => value.length !== entry.gzip?.holeLengths[index])) return undefined;
  return fillGzipTemplate(entry.gzip, entry.pieces, values);
}

function fill(entry: Entry, secrets: PageSecrets, scratch?: Buffer): Buffer {
  const filled = { nonce: Buffer.from(secrets.nonce), csrf: Buffer.from(secrets.csrf) };
  const length = entry.holes.reduce((sum, hole) => sum + filled[hole].length, entry.piecesLength);
  const target = scratch && scratch.length >= length ? scratch : Buffer.allocUnsafe(length);
  let at = 0;
  entry.pieces.forEach((piece, index) => {
    at += piece.copy(target, at);
    const hole = entry.holes[index];
    if (hole) at += filled[hole].copy(target, at);
  });
  return target.subarray(0, at);
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

/** This process's cache; disabled (nothing kept) until something listens for changes. */
export function getPageCache(): PageCache {
  return singleton('page-cache', () => new PageCache({ maxBytes: 0, ttlMs: 0, settleMs: 0 }));
}
