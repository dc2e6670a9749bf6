/**
 * Checks every import of the project's TypeScript against the floors in scripts/import-rules.ts;
 * prints each violation with its rule and reason, and exits 1 when there is one. Part of `npm run lint`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EXEMPT, IMPORT_RULES, type ImportRule } from './import-rules.ts';

export interface FoundImport {
  specifier: string;
  line: number;
  /** `import type …`, `export type …`, or every named import marked `type`. */
  typeOnly: boolean;
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
    });
  }
  for (const match of source.matchAll(SIDE_EFFECT_IMPORT)) {
    found.push({ specifier: match[2] ?? '', line: lineOf(match.index), typeOnly: false });
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: match[2] ?? '', line: lineOf(match.index), typeOnly: false });
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
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    for (const found of findImports(source)) violations.push(...checkImport(file, found));
  }
  for (const { file, line, target, rule } of violations) {
    console.error(`${file}:${line}  ${rule.name}: imports ${target}\n    ${rule.why}`);
  }
  console.log(`Import rules: ${files.length} modules, ${violations.length} violation(s).`);
  if (violations.length > 0) process.exitCode = 1;
}

if (import.meta.main) await main();
