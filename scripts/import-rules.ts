/**
 * The floors of the house (docs/architecture.md), checked by `npm run lint` (scripts/check-imports.ts).
 * Paths are the project's, with forward slashes. Tests (`*.test.ts`, `tests/`), scripts and benches
 * may import anything; import cycles (type-only included) are Biome's `noImportCycles` (biome.json).
 *
 * From the top: app → server/http → server/<area> → server/db, server/infra → common. Beside them,
 * seeds/ holds the demo's data, words and drawings: only server/demo (the loader) reads it.
 */
export interface ImportRule {
  name: string;
  /** Why the rule exists: printed with each violation. */
  why: string;
  /** The importing modules the rule applies to. */
  from: RegExp;
  /** Importing modules the rule leaves alone. */
  exceptFrom?: RegExp;
  /** The modules they may not import. */
  to: RegExp;
  /** An `import type` is erased before the browser sees it: allowed where only running code matters. */
  allowTypeOnly?: boolean;
}

/** Route modules, layouts and the document shell run on both sides: React Router drops their loaders' imports from the browser. */
const SERVER_HALF = /^app\/(routes|layouts)\/|^app\/(root|entry\.server|routes)\.tsx?$|\.server\.tsx?$/;

export const IMPORT_RULES: ImportRule[] = [
  {
    name: 'common-is-pure',
    why: 'common/ is code the browser and the server share: it may import only common/ and packages, never server/, app/ or Node built-ins',
    from: /^common\//,
    to: /^(server|app|scripts|bench|tests)\/|^node:/,
  },
  {
    name: 'db-and-infra-at-the-bottom',
    why: 'server/db and server/infra are the ground floor: they serve every area and know none (a shared word goes to common/)',
    from: /^server\/(db|infra)\//,
    to: /^server\/(?!db\/|infra\/)|^app\//,
  },
  {
    name: 'areas-below-http',
    why: 'a domain area is called by the HTTP layer and the processes, never the other way round',
    from: /^server\/[^/]+\//,
    exceptFrom: /^server\/(http|process)\//,
    to: /^server\/(http|process)\/|^server\/(main|worker)\.ts$/,
  },
  {
    name: 'http-below-the-processes',
    why: 'server/http builds the site; the processes (server/main.ts, server/worker.ts, server/process) start it',
    from: /^server\/http\//,
    to: /^server\/process\/|^server\/(main|worker)\.ts$/,
  },
  {
    name: 'server-never-imports-app',
    why: 'app/ renders what server/ computes: the server side reaches pages only through the React Router build',
    from: /^server\//,
    to: /^app\//,
  },
  {
    name: 'seeds-are-data',
    why: 'seeds/ is the demo data with the writers and drawings that turn it into ads and pictures: it knows no database, no page and no area, so it imports only seeds/, common/ and packages',
    from: /^seeds\//,
    to: /^(server|app|scripts|bench|tests)\//,
  },
  {
    name: 'only-the-demo-loader-reads-seeds',
    why: 'the site runs the same with DEMO_DATA=off: no page, shared module or area may depend on demo data; server/demo loads it into the database',
    from: /^(app|common|server)\//,
    exceptFrom: /^server\/demo\//,
    to: /^seeds\//,
  },
  {
    name: 'browser-code-imports-common',
    why: 'components and browser libraries run in the browser: running code they share with the server lives in common/ (types from server/ are erased and allowed)',
    from: /^app\//,
    exceptFrom: SERVER_HALF,
    to: /^server\//,
    allowTypeOnly: true,
  },
];

/** Modules no rule looks at: tests and their support, scripts, benches. */
export const EXEMPT = /(^|\/)[^/]+\.test\.tsx?$|^tests\/|^scripts\/|^bench\//;

/**
 * Rule `areas-own-their-tables`: which area owns each table exported by `server/db/tables.ts`.
 * Only the owner's modules (`server/<owner>/…`) may name the table in a query; every other module
 * asks the owner through one of its exported functions. An area's tables are its private state:
 * when the owner changes a column, a rule (what "visible" means, what a suspended seller hides) or
 * a trigger, the change is made in one folder and every caller keeps its answer. The HTTP layer,
 * the processes and `app/` own no table.
 *
 * Mostly the schema file names the area (`schema-chat.ts` → chat). `schema.ts` holds the core:
 * the reference data the catalogue seeds, caches and edits (places included: `server/geo` computes
 * with them, the catalogue reads them), the accounts, and the ads with their media. The
 * revisions of an approved ad are declared in `schema-moderation.ts` but written and read by the
 * ads area (decision 0078), so ads owns them. The rate-limit windows belong to `server/infra`.
 */
export const TABLE_OWNERS: Record<string, string> = {
  // Reference data: seeded from server/catalogue/data and server/geo/data, cached by the catalogue.
  countries: 'catalogue',
  communities: 'catalogue',
  provinces: 'catalogue',
  towns: 'catalogue',
  categories: 'catalogue',
  subcategories: 'catalogue',
  filters: 'catalogue',
  filterSubcategories: 'catalogue',
  filterItems: 'catalogue',
  searchSynonyms: 'catalogue',
  pages: 'catalogue',
  socialLinks: 'catalogue',
  settings: 'catalogue',
  // Accounts.
  users: 'accounts',
  sessions: 'accounts',
  accountTokens: 'accounts',
  oauthAccounts: 'accounts',
  companyProfiles: 'accounts',
  phoneVerifications: 'accounts',
  // Ads.
  classifieds: 'ads',
  classifiedMedia: 'ads',
  classifiedRevisions: 'ads',
  // Search: its narrow copy of the visible ads and the words for typo correction, both kept by triggers.
  searchAds: 'search',
  searchWords: 'search',
  notifications: 'notifications',
  adminAudit: 'admin',
  chatConversations: 'chat',
  chatMessages: 'chat',
  chatBlocks: 'chat',
  chatReports: 'chat',
  favourites: 'engagement',
  adRatings: 'engagement',
  engagementNotices: 'engagement',
  photoFingerprints: 'moderation',
  photoMatches: 'moderation',
  adReports: 'moderation',
  pushSubscriptions: 'push',
  rateLimitWindows: 'infra',
  savedSearches: 'saved-searches',
  savedSearchApprovals: 'saved-searches',
  savedSearchDeliveries: 'saved-searches',
  trades: 'trust',
  reviews: 'trust',
  reviewReports: 'trust',
  sellerResponseStats: 'trust',
  visitSlots: 'visits',
  visits: 'visits',
};

export const TABLE_RULE = {
  name: 'areas-own-their-tables',
  why: "an area reaches another area only through its exported functions: name the owner's function (or add one to the owner, small and named for what it answers) instead of its table",
};

/** Where the table rule does not apply: few, each with its reason. */
export interface TableException {
  /** The modules the exception covers. */
  from: RegExp;
  /** The tables they may use although another area owns them. */
  tables: readonly string[] | 'all';
  why: string;
}

export const TABLE_EXCEPTIONS: TableException[] = [
  {
    from: /^server\/demo\//,
    tables: 'all',
    why: 'the demo data is a seed: it writes the rows of a whole fictitious site (users, ads, photos, chats) in one transaction, as a migration or a fixture would (issue 33 moves it out of server/)',
  },
];

/** The modules that declare the tables and export them. */
export const TABLE_MODULE = /^server\/db\/(tables|schema(-[a-z-]+)?)(\.ts)?$/;

/**
 * Modules that still query another area's tables, from before the rule: each was moved to its
 * owner's functions and struck from this list (issue 33). Empty since the chat's conversations and
 * the sitemap's browse pages moved (they join subqueries the owners build). The checker fails on a
 * module listed here that no longer breaks the rule, so the list only shrinks; a new module is
 * never added to it.
 */
export const NOT_YET_MOVED: readonly string[] = [];
