/**
 * What a kept page shows, as tags the database's change notices name (drizzle/0032_page_cache_tags.sql,
 * docs/decisions/0087-page-cache-survives-writes.md): `ad:<id>` for an ad's page and for every card of it on a page,
 * `list:<scope>` for a listing of one scope. A change of an ad drops every page tagged with it (a
 * removed or edited ad is never shown again from the cache) and marks the listings of its old and new
 * scopes stale (served while a fresh copy is rendered in the background).
 */

/** A page that says nothing of what it shows: dropped by every change of any ad, as before tags. */
export const UNTAGGED = '*';
/** Every listing: any ad's change may add to it or reorder it (home, unscoped searches). */
export const ANY_LISTING = 'list:all';

export function adTag(id: string): string {
  return `ad:${id}`;
}

/** The scopes of a listing, as the triggers name an ad's scopes. */
export interface ListingScope {
  subcategoryKey?: string | null;
  categoryKey?: string | null;
  provinceId?: string | null;
  communityId?: string | null;
  countryCode?: string | null;
  radiusKm?: number | null;
}

/**
 * The one tag a listing of `scope` needs: its narrowest scope. An ad that is not in that scope
 * before or after its change cannot enter or leave the listing, so any one of the scope's parts
 * is enough, and the narrowest is marked stale least often. A radius reaches over province lines.
 */
export function listingTag(scope: ListingScope): string {
  if (scope.subcategoryKey) return `list:sub:${scope.subcategoryKey}`;
  if (scope.radiusKm) return scope.categoryKey ? `list:cat:${scope.categoryKey}` : ANY_LISTING;
  if (scope.provinceId) return `list:province:${scope.provinceId}`;
  if (scope.categoryKey) return `list:cat:${scope.categoryKey}`;
  if (scope.communityId) return `list:community:${scope.communityId}`;
  if (scope.countryCode) return `list:country:${scope.countryCode}`;
  return ANY_LISTING;
}

/** What a notice on the channel asks: everything goes, or these tags are dropped and those go stale. */
export type PageChange = { everything: true } | { everything: false; drop: string[]; stale: string[] };

const SCOPE_KINDS = new Set(['sub', 'cat', 'country', 'community', 'province']);

/**
 * Reads a notice's payload: '' (catalogue, geography, pages, settings) or '*' (too many ads for
 * one notice) is everything; otherwise `ad:<id>` and scope tokens separated by spaces.
 */
export function parsePageChange(payload: string): PageChange {
  const tokens = payload.split(' ').filter(Boolean);
  if (tokens.length === 0 || tokens.includes('*')) return { everything: true };
  const drop = [UNTAGGED];
  const stale = [ANY_LISTING];
  for (const token of tokens) {
    const kind = token.slice(0, token.indexOf(':'));
    if (kind === 'ad') drop.push(token);
    else if (SCOPE_KINDS.has(kind)) stale.push(`list:${token}`);
    // A token this version does not know: the safe answer is everything.
    else return { everything: true };
  }
  return { everything: false, drop, stale };
}
