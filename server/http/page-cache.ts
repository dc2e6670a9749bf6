import { singleton } from '../infra/singleton.ts';
import { buildGzipTemplate, type GzipTemplate } from './gzip-template.ts';
import { type CutPage, cutHoles, fillGzipHoles, fillHoles, type PageSecrets } from './page-holes.ts';
import { type PageChange, UNTAGGED } from './page-tags.ts';

/**
 * Public pages as a guest sees them, rendered once and served again from memory
 * (docs/decisions/0038-page-cache.md, 0087-page-cache-survives-writes.md). A page is kept with holes where its
 * request's secrets were (the CSP nonce, the CSRF token): each later guest gets the same bytes
 * with their own secrets in, so nothing of one visitor reaches another. Each page carries tags
 * saying what it shows (server/http/page-tags.ts): a change of an ad drops the pages tagged with
 * it and marks the listings of its scopes stale; a stale page is rendered again by the first reader
 * who finds it and served as it is to the others meanwhile (stale-while-revalidate). Catalogue and settings changes empty
 * everything; least recently used pages go first when the memory budget is full.
 */

export interface KeptPage {
  status: number;
  headers: [string, string][];
  /** The route pattern the page was rendered for: its log line and latency metric. */
  route?: string;
  /** The reader's cookies its loaders read (`pageReadsCookie`): never served to a reader who has one. */
  readsCookies: string[];
  /** A change in its scope or its age made it stale: served while one reader renders it again. */
  stale: boolean;
  /**
   * The page's bytes with `secrets` filled in, written into `scratch` when it is large enough (a
   * buffer the caller reuses: a new 170 kB buffer per answer, hundreds a second, makes V8 collect
   * its whole heap several times a second), else into a new buffer. Undefined when only the
   * page's gzip template is kept and the secrets do not fit its holes.
   */
  bytes: (secrets: PageSecrets, scratch?: Buffer) => Buffer | undefined;
  /**
   * The page as a gzip file with `secrets` in it, made from its compressed template (no
   * compression at all), once the template is ready and when the secrets fit its holes.
   */
  gzip: (secrets: PageSecrets) => Buffer | undefined;
}

/** When a render began: a page rendered across a change of what it shows is not kept. */
export interface RenderTicket {
  generation: number;
  startedAt: number;
}

/** A kept page as it travels to the other workers of this machine (server/process/page-cache-sharing.ts). */
export interface SharedPage extends CutPage {
  key: string;
  status: number;
  headers: [string, string][];
  route?: string;
  tags: string[];
  /** The reader's cookies its loaders read: it was rendered for a reader without them. */
  readsCookies?: string[];
  /**
   * When what it shows was known to be current, by the machine's clock (workers share it): when its
   * render began, or shortly before it was shared (a page is shared when asked again, maybe
   * minutes later, and its worker dropped it if what it shows changed meanwhile).
   */
  startedAt: number;
  /** When its worker kept it (its age counts from there) and whether its scope changed since. */
  storedAt?: number;
  stale?: boolean;
  gzip?: GzipTemplate;
}

interface Entry extends SharedPage {
  /** Its pieces', template's and key's size: what it takes of the budget. */
  bytes: number;
  storedAt: number;
  stale: boolean;
  refreshStartedAt?: number;
  /** Its template could not be built (a filler byte in the page): each gzip reader compresses. */
  noTemplate?: boolean;
}

export interface PageCacheOptions {
  maxBytes: number;
  /** After this long a page is stale (served while one reader renders it again); after twice this long, gone. */
  ttlMs: number;
  /**
   * A change reaches pages whose render began up to this long before it was heard: a replica
   * (DATABASE_REPLICA_URL) may not have replayed the change when the node hears of it.
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

/** A render that took longer than this is not kept (the change log below is kept this long). */
const LONGEST_RENDER_MS = 30_000;
/** A stale page is rendered again at most this often (a refresh that keeps failing must not loop). */
const REFRESH_INTERVAL_MS = 1000;
/**
 * How far apart two workers may hear the same change notice (a busy event loop): a page shared
 * later than this after its render is refused by a worker that heard of a change of what it shows
 * in this span, even if the sender had heard it too and the page is a newer render.
 */
const NOTICE_SKEW_MS = 10_000;
/** Addresses remembered as asked once (about 150 bytes each): the least recently asked go first. */
const ASKED_KEYS = 20_000;

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();
  /** When each tag was last dropped or marked stale: a render that began before it is not kept as fresh. */
  readonly #droppedAt = new Map<string, number>();
  readonly #staledAt = new Map<string, number>();
  /** Addresses asked before, most recently asked last: a page is kept from its second ask. */
  readonly #asked = new Set<string>();
  #options: PageCacheOptions;
  #now: () => number;
  #bytes = 0;
  #generation = 0;
  #changedAt = Number.NEGATIVE_INFINITY;
  #listening = false;
  #hits = 0;
  #misses = 0;
  #share: ((page: SharedPage) => void) | undefined;

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

  /**
   * A page this cache keeps from its own renders is handed to `share` when it is asked again and its
   * template is built (a page asked once is not worth sending).
   */
  shareWith(share: ((page: SharedPage) => void) | undefined): void {
    this.#share = share;
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

  /** Everything public may have changed (the catalogue, settings, too many ads at once): every page goes. */
  invalidate(): void {
    this.#generation += 1;
    this.#changedAt = this.#now();
    this.#entries.clear();
    this.#keysByTag.clear();
    this.#bytes = 0;
  }

  /** A change the database announced: pages showing a changed ad go, listings of its scopes go stale. */
  applyChange(change: PageChange): void {
    if (change.everything) {
      this.invalidate();
      return;
    }
    const now = this.#now();
    for (const tag of change.drop) {
      remember(this.#droppedAt, tag, now);
      for (const key of [...(this.#keysByTag.get(tag) ?? [])]) {
        const entry = this.#entries.get(key);
        if (entry) this.#drop(key, entry);
      }
    }
    for (const tag of change.stale) {
      remember(this.#staledAt, tag, now);
      for (const key of this.#keysByTag.get(tag) ?? []) {
        const entry = this.#entries.get(key);
        if (entry) entry.stale = true;
      }
    }
    const forgetBefore = now - LONGEST_RENDER_MS - this.#options.settleMs;
    forgetOlder(this.#droppedAt, forgetBefore);
    forgetOlder(this.#staledAt, forgetBefore);
  }

  /**
   * Whether the render of a page not kept is to be kept: only from its second ask (on this worker).
   * A page asked once (every first view of one of thousands of ads, a long-tail search) costs
   * nothing but its render, as with no cache at all: keeping it (reading the stream again, cutting
   * it, its memory) would be paid for no later reader. Asked addresses stay remembered, so a page
   * dropped by a change is kept again from its next render.
   */
  admit(key: string): boolean {
    const asked = this.#asked.delete(key);
    this.#asked.add(key);
    if (this.#asked.size > ASKED_KEYS) {
      for (const oldest of this.#asked) {
        this.#asked.delete(oldest);
        break;
      }
    }
    return asked;
  }

  ticket(): RenderTicket {
    return { generation: this.#generation, startedAt: this.#now() };
  }

  /** The kept page for `key`, stale or not, or undefined. */
  read(key: string): KeptPage | undefined {
    if (!this.enabled) return undefined;
    const entry = this.#entries.get(key);
    const age = entry ? this.#now() - entry.storedAt : 0;
    if (!entry || age > 2 * this.#options.ttlMs) {
      if (entry) this.#drop(key, entry);
      this.#misses += 1;
      return undefined;
    }
    if (age > this.#options.ttlMs) entry.stale = true;
    // Most recently used last: the Map's order is the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits += 1;
    return {
      status: entry.status,
      headers: entry.headers,
      route: entry.route,
      readsCookies: entry.readsCookies ?? [],
      stale: entry.stale,
      bytes: (secrets, scratch) => fillHoles(entry, secrets, scratch),
      gzip: (secrets) => {
        if (entry.pieces && !entry.gzip && !entry.noTemplate) this.#compress(entry, secrets);
        return fillGzipHoles(entry, secrets);
      },
    };
  }

  /**
   * Builds the template of a page asked again (in one synchronous pass, about two compressions of
   * the page; every later gzip answer then costs none), keeps the page compressed from now on and
   * sends it to the other workers. A first render is not compressed for the cache at all.
   */
  #compress(entry: Entry, secrets: PageSecrets): void {
    const lengths = entry.holes.map((hole) => Buffer.byteLength(secrets[hole]));
    const template = entry.pieces && buildGzipTemplate(entry.pieces, lengths);
    if (!template) {
      entry.noTemplate = true;
      return;
    }
    this.#addTemplate(entry, template);
    if (this.#entries.get(entry.key) !== entry || !this.#share) return;
    this.#share({
      key: entry.key,
      status: entry.status,
      headers: entry.headers,
      route: entry.route,
      tags: entry.tags,
      readsCookies: entry.readsCookies,
      holes: entry.holes,
      piecesLength: entry.piecesLength,
      gzip: template,
      startedAt: Math.max(entry.startedAt, this.#now() - NOTICE_SKEW_MS),
      storedAt: entry.storedAt,
      stale: entry.stale,
    });
  }

  /**
   * True once for a stale page that is not being rendered again already (nor was in the last
   * second): the caller's request renders it again, and the new copy replaces it when it is kept.
   */
  claimRefresh(key: string): boolean {
    const entry = this.#entries.get(key);
    const now = this.#now();
    if (!entry?.stale || (entry.refreshStartedAt !== undefined && now - entry.refreshStartedAt < REFRESH_INTERVAL_MS)) {
      return false;
    }
    entry.refreshStartedAt = now;
    return true;
  }

  /**
   * Keeps `html`, rendered for a request with `secrets` and showing what `tags` name, unless what
   * it shows changed since `ticket` (or too shortly before it), or the page alone is over the budget.
   */
  store(
    key: string,
    ticket: RenderTicket,
    page: {
      status: number;
      headers: [string, string][];
      route?: string;
      html: string;
      tags?: string[];
      readsCookies?: string[];
    },
    secrets: PageSecrets,
  ): boolean {
    if (!this.enabled || ticket.generation !== this.#generation) return false;
    const { pieces, holes } = cutHoles(page.html, secrets);
    const kept: SharedPage = {
      key,
      status: page.status,
      headers: page.headers,
      route: page.route,
      tags: page.tags && page.tags.length > 0 ? [...new Set(page.tags)] : [UNTAGGED],
      readsCookies: page.readsCookies && page.readsCookies.length > 0 ? [...new Set(page.readsCookies)] : undefined,
      startedAt: ticket.startedAt,
      pieces,
      holes,
      piecesLength: pieces.reduce((sum, piece) => sum + piece.length, 0),
    };
    return Boolean(this.#keep(kept));
  }

  /** Keeps a page another worker rendered (its template alone), under the same rules as this worker's own. */
  storeShared(page: SharedPage): boolean {
    if (!this.enabled || !page.gzip) return false;
    return Boolean(this.#keep(page));
  }

  #keep(page: SharedPage): Entry | undefined {
    const now = this.#now();
    const since = page.startedAt - this.#options.settleMs;
    if (page.startedAt < now - LONGEST_RENDER_MS || this.#changedAt > since) return undefined;
    if (page.tags.some((tag) => (this.#droppedAt.get(tag) ?? Number.NEGATIVE_INFINITY) >= since)) return undefined;
    const bytes = sizeOf(page);
    if (bytes > this.#options.maxBytes / 4) return undefined;
    const previous = this.#entries.get(page.key);
    if (previous) this.#drop(page.key, previous);
    const entry: Entry = {
      ...page,
      bytes,
      storedAt: Math.min(page.storedAt ?? now, now),
      stale: page.stale || page.tags.some((tag) => (this.#staledAt.get(tag) ?? Number.NEGATIVE_INFINITY) >= since),
    };
    this.#entries.set(page.key, entry);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag) ?? new Set<string>();
      keys.add(page.key);
      this.#keysByTag.set(tag, keys);
    }
    this.#bytes += bytes;
    this.#evict();
    return this.#entries.get(page.key);
  }

  /** The template replaces the pieces: the page is kept compressed from now on. */
  #addTemplate(entry: Entry, template: GzipTemplate): void {
    entry.gzip = template;
    entry.pieces = undefined;
    if (this.#entries.get(entry.key) !== entry) return;
    this.#bytes -= entry.bytes;
    entry.bytes = sizeOf(entry);
    this.#bytes += entry.bytes;
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
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}

/** What a kept page takes of the budget: its key, its pieces or its template. */
function sizeOf(page: SharedPage): number {
  const template = page.gzip ? page.gzip.stream.length + page.gzip.pieceLengths.length * 16 : 0;
  return page.key.length + (page.pieces ? page.piecesLength : 0) + template;
}

/** Records `tag` at `time`, last in the map's order (oldest first, for forgetOlder). */
function remember(log: Map<string, number>, tag: string, time: number): void {
  log.delete(tag);
  log.set(tag, time);
}

function forgetOlder(log: Map<string, number>, before: number): void {
  for (const [tag, time] of log) {
    if (time >= before) break;
    log.delete(tag);
  }
}

/** This process's cache; disabled (nothing kept) until something listens for changes. */
export function getPageCache(): PageCache {
  return singleton('page-cache', () => new PageCache({ maxBytes: 0, ttlMs: 0, settleMs: 0 }));
}
