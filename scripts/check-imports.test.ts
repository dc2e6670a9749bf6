import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import * as tables from '../server/db/tables.ts';
import { checkImport, checkTableUse, findImports, sortTableViolations } from './check-imports.ts';
import { TABLE_OWNERS } from './import-rules.ts';

const rulesBroken = (file: string, source: string) =>
  findImports(source).flatMap((found) => checkImport(file, found).map((violation) => violation.rule.name));

describe('the import floors', () => {
  test('reads static, type-only, side-effect and dynamic imports with their lines', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { Config } from '../infra/config.ts';",
      "import { type A, type B } from './a.ts';",
      "import { type A, c } from './c.ts';",
      "import './styles.css';",
      'const later = () => import("./later.ts");',
      "export * from './barrel.ts';",
    ].join('\n');
    expect(findImports(source)).toEqual([
      { specifier: 'zod', line: 1, typeOnly: false, names: ['z'] },
      { specifier: '../infra/config.ts', line: 2, typeOnly: true, names: [] },
      { specifier: './a.ts', line: 3, typeOnly: true, names: [] },
      { specifier: './c.ts', line: 4, typeOnly: false, names: ['c'] },
      { specifier: './barrel.ts', line: 7, typeOnly: false, names: ['*'] },
      { specifier: './styles.css', line: 5, typeOnly: false, names: [] },
      { specifier: './later.ts', line: 6, typeOnly: false, names: [] },
    ]);
  });

  test('an upward import fails: infra into an area, an area into http, server into app', () => {
    expect(rulesBroken('server/infra/config.ts', "import { AD_LIFETIME_DAYS } from '../ads/ad-limits.ts';")).toEqual([
      'db-and-infra-at-the-bottom',
    ]);
    expect(rulesBroken('server/ads/ad-drafts.ts', "import { answerError } from '../http/answer-error.ts';")).toEqual([
      'areas-below-http',
    ]);
    expect(rulesBroken('server/http/create-app.ts', "import { x } from '../../app/lib/meta.ts';")).toEqual([
      'server-never-imports-app',
    ]);
    expect(rulesBroken('server/ads/ad-drafts.ts', "import { getDb } from '../db/client.ts';")).toEqual([]);
  });

  test('browser code runs only common code; types from the server are allowed', () => {
    const file = 'app/components/ad-card.tsx';
    expect(rulesBroken(file, "import { getDb } from '../../server/db/client.ts';")).toEqual([
      'browser-code-imports-common',
    ]);
    expect(rulesBroken(file, "import type { AdCardView } from '../../server/ads/ad-page-view.ts';")).toEqual([]);
    expect(rulesBroken(file, "import { localePath } from '../../common/locale/locale-path.ts';")).toEqual([]);
    expect(rulesBroken('app/routes/ad.tsx', "import { findAdPage } from '../../server/ads/ad-page-view.ts';")).toEqual(
      [],
    );
    expect(rulesBroken('app/lib/show-phone.server.ts', "import { getDb } from '../../server/db/client.ts';")).toEqual(
      [],
    );
  });

  test('common code imports nothing of the server, the pages or Node', () => {
    expect(rulesBroken('common/ads/ueln.ts', "import { readFile } from 'node:fs/promises';")).toEqual([
      'common-is-pure',
    ]);
    expect(rulesBroken('common/ads/ad-schemas.ts', "import { db } from '../../server/db/client.ts';")).toEqual([
      'common-is-pure',
    ]);
    expect(rulesBroken('common/ads/ad-schemas.test.ts', "import { db } from '../../server/db/client.ts';")).toEqual([]);
  });

  test('seed data imports only seeds, common code and packages; only the demo loader imports it', () => {
    expect(
      rulesBroken('seeds/demo/ads/writing.ts', "import { INTL_TAG } from '../../../common/locale/locales.ts';"),
    ).toEqual([]);
    expect(rulesBroken('seeds/demo/drawings/pictures.ts', "import sharp from 'sharp';")).toEqual([]);
    expect(rulesBroken('seeds/demo/chats.ts', "import type { ChatRole } from '../../server/db/tables.ts';")).toEqual([
      'seeds-are-data',
    ]);
    expect(rulesBroken('server/demo/demo-plan.ts', "import { QUOTAS } from '../../seeds/demo/quotas.ts';")).toEqual([]);
    expect(rulesBroken('server/ads/ad-drafts.ts', "import { DEMO_USERS } from '../../seeds/demo/people.ts';")).toEqual([
      'only-the-demo-loader-reads-seeds',
    ]);
    expect(
      rulesBroken('app/routes/home.tsx', "import { PICTURES } from '../../seeds/demo/drawings/pictures.ts';"),
    ).toEqual(['only-the-demo-loader-reads-seeds']);
    expect(rulesBroken('bench/search.ts', "import { createRandom } from '../seeds/demo/random.ts';")).toEqual([]);
  });
});

describe('an area and its tables', () => {
  const tablesUsed = (file: string, source: string) =>
    checkTableUse(file, source, []).map((violation) => `${violation.table}→${violation.owner}`);

  test('every table has one owning area', () => {
    const declared = Object.entries(tables)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(declared);
  });

  test("an area's own tables are its to query; another area's are not", () => {
    expect(tablesUsed('server/visits/visit-slots.ts', "import { visitSlots, visits } from '../db/tables.ts';")).toEqual(
      [],
    );
    expect(
      tablesUsed('server/visits/visit-slots.ts', "import { classifieds, users, visits } from '../db/tables.ts';"),
    ).toEqual(['classifieds→ads', 'users→accounts']);
    expect(
      tablesUsed(
        'server/admin/content/adapters.ts',
        "import {\n  adminAudit,\n  pages as sitePages,\n} from '../../db/tables.ts';",
      ),
    ).toEqual(['pages→catalogue']);
    expect(tablesUsed('server/moderation/x.ts', "import { adReports } from '../db/schema-moderation.ts';")).toEqual([]);
  });

  test('the HTTP layer and the pages own no table; a namespace import and db.query count too', () => {
    expect(tablesUsed('server/http/api/x.ts', "import { users } from '../../db/tables.ts';")).toEqual([
      'users→accounts',
    ]);
    expect(tablesUsed('app/lib/x.server.ts', "import * as tables from '../../server/db/tables.ts';")).toEqual([
      '*→every area',
    ]);
    expect(tablesUsed('server/chat/x.ts', 'const user = await getDb().query.users.findFirst();')).toEqual([
      'users→accounts',
    ]);
    expect(tablesUsed('server/accounts/x.ts', 'const user = await getDb().query.users.findFirst();')).toEqual([]);
  });

  test("a row's type is no query; tests, scripts and the tables' own files are left alone", () => {
    expect(tablesUsed('server/ads/x.ts', "import type { users } from '../db/tables.ts';")).toEqual([]);
    expect(tablesUsed('server/ads/x.ts', "import { type users, classifieds } from '../db/tables.ts';")).toEqual([]);
    expect(tablesUsed('server/chat/x.test.ts', "import { users } from '../db/tables.ts';")).toEqual([]);
    expect(tablesUsed('server/db/schema-chat.ts', "import { classifieds, users } from './schema.ts';")).toEqual([]);
  });

  test('a named exception lets its modules use the tables it names, and no others', () => {
    const exceptions = [{ from: /^server\/catalogue\/seed/, tables: ['adminAudit'], why: 'test' }];
    const source = "import { adminAudit, users } from '../db/tables.ts';";
    expect(checkTableUse('server/catalogue/seed.ts', source, exceptions).map((v) => v.table)).toEqual(['users']);
    expect(checkTableUse('server/catalogue/other.ts', source, exceptions).map((v) => v.table)).toEqual([
      'adminAudit',
      'users',
    ]);
  });

  test('a module not yet moved waits; one that moved must be struck from the list; any other fails', () => {
    const violation = (file: string) => ({ file, line: 1, table: 'users', owner: 'accounts' });
    const sorted = sortTableViolations(
      [violation('server/chat/conversations.ts'), violation('server/trust/new.ts')],
      ['server/chat/conversations.ts', 'server/visits/visit-slots.ts'],
    );
    expect(sorted.failing.map((each) => each.file)).toEqual(['server/trust/new.ts']);
    expect(sorted.pending.map((each) => each.file)).toEqual(['server/chat/conversations.ts']);
    expect(sorted.moved).toEqual(['server/visits/visit-slots.ts']);
  });
});
