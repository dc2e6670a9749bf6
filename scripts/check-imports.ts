/**
 * Checks every import of the project's TypeScript against the floors in scripts/import-rules.ts;
 * prints each violation with its rule and reason, and exits 1 when there is one. Part of `npm run lint`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  EXEMPT,
  IMPORT_RULES,
  type ImportRule,
  NOT_YET_MOVED,
  TABLE_EXCEPTIONS,
  TABLE_MODULE,
  TABLE_OWNERS,
  TABLE_RULE,
  type TableException,
} from './import-rules.ts';

export interface FoundImport {
  specifier: string;
  line: number;
  /** `import type …`, `export type …`, or every named import marked `type`. */
  typeOnly: boolean;
  /** The running names a static import binds (`a as b` → `a`; `*` for a namespace); types left out. */
  names: string[];
}

const STATIC_IMPORT = /^[ \t]*(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*(['"])([^'"]+)\3/gm;
const SIDE_EFFECT_IMPORT = /^[ \t]*import\s*(['"])([^'"]+)\1/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/** The modules a TypeScript source imports, statically or dynamically. */
export function findImports(source: string): FoundImport[] {
  const found: FoundImport[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const clause = match[2] ?? '';
    found.push({
      specifier: match[4] ?? '',
      line: lineOf(match.index),
      typeOnly: Boolean(match[1]) || allNamesAreTypes(clause),
      names: match[1] ? [] : runningNames(clause),
    });
  }
  for (const match of source.matchAll(SIDE_EFFECT_IMPORT)) {
    found.push({ specifier: match[2] ?? '', line: lineOf(match.index), typeOnly: false, names: [] });
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: match[2] ?? '', line: lineOf(match.index), typeOnly: false, names: [] });
  }
  return found;
}

function allNamesAreTypes(clause: string): boolean {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const names = (named[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function runningNames(clause: string): string[] {
  if (/^\*/.test(clause.trim()) || /,\s*\*/.test(clause)) return ['*'];
  const named = /\{([^}]*)\}/.exec(clause);
  const names = (named?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? name);
  const defaultName = /^([A-Za-z_$][\w$]*)\s*(,|$)/.exec(clause.trim())?.[1];
  return defaultName ? [defaultName, ...names] : names;
}

/** The project path an import names (`~/` is app/), or the specifier itself for packages and built-ins. */
export function resolveImport(fromFile: string, specifier: string): string {
  if (specifier.startsWith('~/')) return `app/${specifier.slice(2)}`;
  if (!specifier.startsWith('.')) return specifier;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
}

export interface Violation {
  file: string;
  line: number;
  target: string;
  rule: ImportRule;
}

/** The rules one import breaks. */
export function checkImport(file: string, found: FoundImport, rules: ImportRule[] = IMPORT_RULES): Violation[] {
  if (EXEMPT.test(file)) return [];
  const target = resolveImport(file, found.specifier);
  return rules
    .filter((rule) => rule.from.test(file) && !rule.exceptFrom?.test(file) && rule.to.test(target))
    .filter((rule) => !(rule.allowTypeOnly && found.typeOnly))
    .map((rule) => ({ file, line: found.line, target, rule }));
}

/** The area a module belongs to: `server/<area>/…`; `app/`, `server/http`, the processes own no table. */
export function areaOf(file: string): string {
  return /^server\/([^/]+)\//.exec(file)?.[1] ?? file.split('/')[0] ?? file;
}

export interface TableViolation {
  file: string;
  line: number;
  table: string;
  owner: string;
}

const RELATIONAL_QUERY = /\.query\.([A-Za-z_$][\w$]*)\b/g;

/**
 * The tables of other areas one module uses: named imports from `server/db/tables.ts` or a schema
 * file (a namespace import counts as all of them), and drizzle's relational `db.query.<table>`.
 * A `type` import is no use of the table: it names a row's shape, not a query.
 */
export function checkTableUse(
  file: string,
  source: string,
  exceptions: TableException[] = TABLE_EXCEPTIONS,
): TableViolation[] {
  if (EXEMPT.test(file) || /^server\/db\//.test(file)) return [];
  const area = areaOf(file);
  const allowed = (table: string) =>
    exceptions.some(
      (exception) => exception.from.test(file) && (exception.tables === 'all' || exception.tables.includes(table)),
    );
  const uses: { table: string; line: number }[] = [];
  for (const found of findImports(source)) {
    if (!TABLE_MODULE.test(resolveImport(file, found.specifier))) continue;
    for (const name of found.names) uses.push({ table: name, line: found.line });
  }
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(RELATIONAL_QUERY)) {
    if (match[1] && match[1] in TABLE_OWNERS) uses.push({ table: match[1], line: lineOf(match.index) });
  }
  return uses.flatMap(({ table, line }) => {
    const owner = table === '*' ? 'every area' : TABLE_OWNERS[table];
    if (!owner || owner === area || allowed(table)) return [];
    return [{ file, line, table, owner }];
  });
}

/**
 * The table violations that fail the build, those of modules still listed as not yet moved, and
 * the listed modules that no longer break the rule (they fail too: the list must shrink).
 */
export function sortTableViolations(violations: TableViolation[], notYetMoved: readonly string[]) {
  const listed = new Set(notYetMoved);
  const pending = violations.filter((violation) => listed.has(violation.file));
  return {
    failing: violations.filter((violation) => !listed.has(violation.file)),
    pending,
    moved: notYetMoved.filter((file) => !pending.some((violation) => violation.file === file)),
  };
}

const ROOTS = ['app', 'common', 'server', 'seeds'];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.posix.join(entry.parentPath.split(path.sep).join('/'), entry.name));
}

async function main(): Promise<void> {
  const files = (await Promise.all(ROOTS.map(sourceFiles))).flat();
  const violations: Violation[] = [];
  const tableViolations: TableViolation[] = [];
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    for (const found of findImports(source)) violations.push(...checkImport(file, found));
    tableViolations.push(...checkTableUse(file, source));
  }
  const { failing, pending, moved } = sortTableViolations(tableViolations, NOT_YET_MOVED);
  for (const { file, line, target, rule } of violations) {
    console.error(`${file}:${line}  ${rule.name}: imports ${target}\n    ${rule.why}`);
  }
  for (const { file, line, table, owner } of failing) {
    console.error(`${file}:${line}  ${TABLE_RULE.name}: uses ${table}, a table of ${owner}\n    ${TABLE_RULE.why}`);
  }
  for (const file of moved) {
    console.error(
      `${file}  ${TABLE_RULE.name}: no longer uses another area's table\n    strike it from NOT_YET_MOVED in scripts/import-rules.ts`,
    );
  }
  const count = violations.length + failing.length + moved.length;
  const waiting =
    pending.length > 0
      ? `; ${pending.length} cross-area table use(s) in ${NOT_YET_MOVED.length} module(s) not yet moved`
      : '';
  console.log(`Import rules: ${files.length} modules, ${count} violation(s)${waiting}.`);
  if (count > 0) process.exitCode = 1;
}

if (import.meta.main) await main();
