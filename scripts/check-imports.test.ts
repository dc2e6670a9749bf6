import { describe, expect, test } from 'vitest';
import { checkImport, findImports } from './check-imports.ts';

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
      { specifier: 'zod', line: 1, typeOnly: false },
      { specifier: '../infra/config.ts', line: 2, typeOnly: true },
      { specifier: './a.ts', line: 3, typeOnly: true },
      { specifier: './c.ts', line: 4, typeOnly: false },
      { specifier: './barrel.ts', line: 7, typeOnly: false },
      { specifier: './styles.css', line: 5, typeOnly: false },
      { specifier: './later.ts', line: 6, typeOnly: false },
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
