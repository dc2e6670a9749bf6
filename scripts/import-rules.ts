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
