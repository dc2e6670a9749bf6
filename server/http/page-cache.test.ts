import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type SharedPage } from './page-cache.ts';
import { cutHoles, type PageSecrets } from './page-holes.ts';
import { parsePageChange } from './page-tags.ts';

const FIRST: PageSecrets = { nonce: 'nonce-AAAAAAAAAAAAAAAA', csrf: 'csrf-BBBBBBBBBBBBBBBBBBBBBBBB' };
const SECOND: PageSecrets = { nonce: 'nonce-CCCCCCCCCCCCCCCC', csrf: 'csrf-DDDDDDDDDDDDDDDDDDDDDDDD' };

function page(secrets: PageSecrets, body = 'results'): string {
  return `<script nonce="${secrets.nonce}">x</script><main>${body}</main><input value="${secrets.csrf}"><script nonce="${secrets.nonce}">{"csrf":"${secrets.csrf}"}</script>`;
}

function cacheAt(clock: { now: number }, options: Partial<{ maxBytes: number; ttlMs: number; settleMs: number }> = {}) {
  const cache = new PageCache({ maxBytes: 10_000, ttlMs: 60_000, settleMs: 0, now: () => clock.now, ...options });
  cache.setListening(true);
  return cache;
}

function keepTagged(cache: PageCache, key: string, tags: string[], ticket = cache.ticket()): boolean {
  return cache.store(key, ticket, { status: 200, headers: [], html: page(FIRST), tags }, FIRST);
}

function keep(cache: PageCache, key: string, html: string, secrets = FIRST): boolean {
  return cache.store(key, cache.ticket(), { status: 200, headers: [['content-type', 'text/html']], html }, secrets);
}

describe('page cache', () => {
  it("gives the next reader the same page with their own nonce and CSRF token, none of the first reader's", () => {
    const cache = cacheAt({ now: 0 });
    expect(keep(cache, '/c/caballos', page(FIRST))).toBe(true);
    const served = cache.read('/c/caballos')?.bytes(SECOND)?.toString();
    expect(served).toBe(page(SECOND));
    expect(served).not.toContain(FIRST.nonce);
    expect(served).not.toContain(FIRST.csrf);
  });

  it('fills a page into a reused buffer when it fits, and into a new one when not', () => {
    const cache = cacheAt({ now: 0 });
    keep(cache, '/a', page(FIRST));
    const scratch = Buffer.alloc(4096);
    const served = cache.read('/a')?.bytes(SECOND, scratch);
    expect(served?.buffer).toBe(scratch.buffer);
    expect(served?.toString()).toBe(page(SECOND));
    const small = Buffer.alloc(16);
    const fresh = cache.read('/a')?.bytes(SECOND, small);
    expect(fresh?.buffer).not.toBe(small.buffer);
    expect(fresh?.toString()).toBe(page(SECOND));
  });

  it('serves a gzip file made from the page compressed once, with the next reader’s secrets', () => {
    const cache = cacheAt({ now: 0 });
    keep(cache, '/a', page(FIRST));
    const file = cache.read('/a')?.gzip(SECOND);
    expect(file && gunzipSync(file).toString()).toBe(page(SECOND));
    // A secret of another length than the hole it goes in: no gzip file, the caller compresses.
    expect(cache.read('/a')?.gzip({ ...SECOND, nonce: 'short' })).toBeUndefined();
  });

  it('compresses a page only when a gzip reader asks it again, keeps it compressed then, and still gives it whole to a reader without gzip', () => {
    const cache = cacheAt({ now: 0 }, { maxBytes: 1_000_000 });
    const html = page(FIRST, 'Yegua torda de seis años. '.repeat(2_000));
    keep(cache, '/a', html);
    const raw = cache.stats().bytes;
    expect(raw).toBeGreaterThan(html.length - 100);
    // A reader without gzip: served from the pieces, nothing compressed for the cache.
    expect(cache.read('/a')?.bytes(SECOND)?.toString()).toBe(page(SECOND, 'Yegua torda de seis años. '.repeat(2_000)));
    expect(cache.stats().bytes).toBe(raw);
    const file = cache.read('/a')?.gzip(SECOND);
    expect(file && gunzipSync(file).toString()).toBe(page(SECOND, 'Yegua torda de seis años. '.repeat(2_000)));
    expect(cache.stats().bytes).toBeLessThan(raw / 5);
    expect(cache.read('/a')?.bytes(SECOND)?.toString()).toBe(page(SECOND, 'Yegua torda de seis años. '.repeat(2_000)));
    // Secrets that do not fit the holes: nothing to serve from a template alone.
    expect(cache.read('/a')?.bytes({ ...SECOND, nonce: 'short' })).toBeUndefined();
  });

  it('cuts the page at every occurrence of either secret, in order', () => {
    const { pieces, holes } = cutHoles(page(FIRST), FIRST);
    expect(holes).toEqual(['nonce', 'csrf', 'nonce', 'csrf']);
    expect(pieces.map(String).join('|')).toBe(
      '<script nonce="|">x</script><main>results</main><input value="|"><script nonce="|">{"csrf":"|"}</script>',
    );
  });

  it('forgets everything when the public data changes, and a page rendered across the change is not kept', () => {
    const cache = cacheAt({ now: 0 });
    keep(cache, '/a', page(FIRST));
    const ticket = cache.ticket();
    cache.invalidate();
    expect(cache.read('/a')).toBeUndefined();
    const stored = cache.store('/b', ticket, { status: 200, headers: [], html: page(FIRST) }, FIRST);
    expect(stored).toBe(false);
    expect(cache.read('/b')).toBeUndefined();
  });

  it('keeps nothing shortly after a change (a replica may not have it yet), then keeps again', () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock, { settleMs: 2_000 });
    cache.invalidate();
    clock.now += 1_999;
    expect(keep(cache, '/a', page(FIRST))).toBe(false);
    clock.now += 1;
    expect(keep(cache, '/a', page(FIRST))).toBe(true);
  });

  it('serves a page past its time to live as stale, and not past twice that', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock, { ttlMs: 60_000 });
    keep(cache, '/a', page(FIRST));
    clock.now = 60_000;
    expect(cache.read('/a')?.stale).toBe(false);
    clock.now = 60_001;
    expect(cache.read('/a')?.stale).toBe(true);
    clock.now = 120_001;
    expect(cache.read('/a')).toBeUndefined();
  });

  it("drops every page showing a changed ad, marks its scopes' listings stale and leaves the rest", () => {
    const cache = cacheAt({ now: 0 });
    keepTagged(cache, '/s/mare', ['ad:1', 'ad:2']);
    keepTagged(cache, '/c/horses', ['list:cat:horses', 'ad:1', 'ad:3']);
    keepTagged(cache, '/c/saddles', ['list:cat:saddles', 'ad:4']);
    keepTagged(cache, '/c/feed', ['list:cat:feed', 'ad:5']);
    cache.applyChange(parsePageChange('ad:2 cat:saddles sub:english'));
    expect(cache.read('/s/mare')).toBeUndefined();
    expect(cache.read('/c/saddles')?.stale).toBe(true);
    expect(cache.read('/c/horses')?.stale).toBe(false);
    expect(cache.read('/c/feed')?.stale).toBe(false);
    cache.applyChange(parsePageChange('ad:3 cat:horses'));
    expect(cache.read('/c/horses')).toBeUndefined();
    expect(cache.read('/c/feed')?.stale).toBe(false);
  });

  it('keeps no page rendered across a change of an ad it shows, and keeps one rendered across a change of its scope as stale', () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
    const ticket = cache.ticket();
    clock.now += 10;
    cache.applyChange(parsePageChange('ad:1 cat:horses'));
    expect(keepTagged(cache, '/s/mare', ['ad:1'], ticket)).toBe(false);
    expect(keepTagged(cache, '/c/horses', ['list:cat:horses', 'ad:9'], ticket)).toBe(true);
    expect(cache.read('/c/horses')?.stale).toBe(true);
    expect(keepTagged(cache, '/c/feed', ['list:cat:feed', 'ad:8'], ticket)).toBe(true);
    expect(cache.read('/c/feed')?.stale).toBe(false);
  });

  it('a page that names nothing it shows goes with any change of any ad', () => {
    const cache = cacheAt({ now: 0 });
    keep(cache, '/p/legal', page(FIRST));
    cache.applyChange(parsePageChange('ad:7 cat:feed'));
    expect(cache.read('/p/legal')).toBeUndefined();
  });

  it('hands a stale page to one refresh at a time, at most once a second', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    keepTagged(cache, '/c/horses', ['list:cat:horses']);
    expect(cache.claimRefresh('/c/horses')).toBe(false);
    cache.applyChange(parsePageChange('ad:1 cat:horses'));
    expect(cache.claimRefresh('/c/horses')).toBe(true);
    expect(cache.claimRefresh('/c/horses')).toBe(false);
    clock.now += 1_000;
    expect(cache.claimRefresh('/c/horses')).toBe(true);
    clock.now += 1;
    keepTagged(cache, '/c/horses', ['list:cat:horses']);
    expect(cache.read('/c/horses')?.stale).toBe(false);
  });

  it("keeps a page another worker rendered and was asked again, with its template, under this worker's changes", () => {
    const clock = { now: 1_000 };
    const here = cacheAt(clock);
    const there = cacheAt(clock);
    const shared: SharedPage[] = [];
    there.shareWith((kept) => shared.push(kept));
    keepTagged(there, '/s/mare', ['ad:1']);
    keepTagged(there, '/s/foal', ['ad:2']);
    // Asked once (its first render): not sent. A reader without gzip: not sent either.
    there.read('/s/mare')?.bytes(SECOND);
    expect(shared).toEqual([]);
    there.read('/s/mare')?.gzip(SECOND);
    there.read('/s/foal')?.gzip(SECOND);
    there.read('/s/foal')?.gzip(SECOND);
    expect(shared.map((each) => [each.key, each.pieces])).toEqual([
      ['/s/mare', undefined],
      ['/s/foal', undefined],
    ]);
    clock.now += 5;
    here.applyChange(parsePageChange('ad:2 cat:horses'));
    for (const page of shared) here.storeShared(page);
    const file = here.read('/s/mare')?.gzip(SECOND);
    expect(file && gunzipSync(file).toString()).toBe(page(SECOND));
    // Changed after the other worker began its render: this worker heard of it, the copy is refused.
    expect(here.read('/s/foal')).toBeUndefined();
  });

  it('keeps the cookies a page read with it, on this worker and on the others', () => {
    const clock = { now: 1_000 };
    const here = cacheAt(clock);
    const there = cacheAt(clock);
    const shared: SharedPage[] = [];
    there.shareWith((kept) => shared.push(kept));
    const html = page(FIRST, 'home');
    there.store('/', there.ticket(), { status: 200, headers: [], html, readsCookies: ['recent', 'recent'] }, FIRST);
    there.store('/c/caballos', there.ticket(), { status: 200, headers: [], html }, FIRST);
    expect(there.read('/')?.readsCookies).toEqual(['recent']);
    expect(there.read('/c/caballos')?.readsCookies).toEqual([]);
    there.read('/')?.gzip(SECOND);
    for (const each of shared) here.storeShared(each);
    expect(here.read('/')?.readsCookies).toEqual(['recent']);
  });

  it('keeps a copy shared long after its render with its age and staleness, and refuses it after a change this worker heard shortly before', () => {
    const clock = { now: 1_000 };
    const here = cacheAt(clock);
    const there = cacheAt(clock);
    const shared: SharedPage[] = [];
    there.shareWith((kept) => shared.push(kept));
    keepTagged(there, '/c/horses', ['list:cat:horses', 'ad:1']);
    keepTagged(there, '/s/mare', ['ad:2']);
    clock.now += 50_000;
    there.applyChange(parsePageChange('ad:9 cat:horses'));
    here.applyChange(parsePageChange('ad:9 cat:horses'));
    clock.now += 1;
    there.read('/c/horses')?.gzip(SECOND);
    here.applyChange(parsePageChange('ad:2 cat:feed'));
    there.read('/s/mare')?.gzip(SECOND);
    for (const page of shared) here.storeShared(page);
    const copy = here.read('/c/horses');
    expect(copy?.stale).toBe(true);
    expect(copy && gunzipSync(copy.gzip(SECOND) ?? Buffer.alloc(0)).toString()).toBe(page(SECOND));
    // This worker heard that ad:2 changed, the sender not yet: its copy is refused.
    expect(here.read('/s/mare')).toBeUndefined();
    // Its age counts from the first keep: gone at twice the time to live from then.
    clock.now = 1_000 + 120_001;
    expect(here.read('/c/horses')).toBeUndefined();
  });

  it('admits an address from its second ask, remembers it across drops, and forgets the least recently asked', () => {
    const cache = cacheAt({ now: 0 });
    expect(cache.admit('/s/mare')).toBe(false);
    expect(cache.admit('/s/mare')).toBe(true);
    cache.invalidate();
    expect(cache.admit('/s/mare')).toBe(true);
    for (let index = 0; index < 20_000; index++) cache.admit(`/s/ad-${index}`);
    expect(cache.admit('/s/ad-19999')).toBe(true);
    expect(cache.admit('/s/mare')).toBe(false);
  });

  it('keeps and serves nothing while changes cannot be heard', () => {
    const cache = cacheAt({ now: 0 });
    keep(cache, '/a', page(FIRST));
    cache.setListening(false);
    expect(cache.enabled).toBe(false);
    expect(cache.read('/a')).toBeUndefined();
    expect(keep(cache, '/a', page(FIRST))).toBe(false);
    cache.setListening(true);
    expect(cache.read('/a')).toBeUndefined();
  });

  it('stays within its memory budget, dropping the least recently read page first', () => {
    const cache = cacheAt({ now: 0 }, { maxBytes: 2_000 });
    const filler = 'x'.repeat(350);
    for (const key of ['/a', '/b', '/c', '/d']) expect(keep(cache, key, page(FIRST, filler))).toBe(true);
    cache.read('/a');
    keep(cache, '/e', page(FIRST, filler));
    expect(cache.stats().bytes).toBeLessThanOrEqual(2_000);
    expect(cache.read('/b')).toBeUndefined();
    expect(cache.read('/a')).toBeDefined();
    expect(cache.read('/e')).toBeDefined();
    // One page over a quarter of the budget is not kept at all: it would empty the cache.
    expect(keep(cache, '/big', page(FIRST, 'x'.repeat(600)))).toBe(false);
  });

  it('is off with a budget of 0', () => {
    const cache = cacheAt({ now: 0 }, { maxBytes: 0 });
    expect(cache.enabled).toBe(false);
    expect(keep(cache, '/a', page(FIRST))).toBe(false);
  });
});
