import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';

const folder = new URL('../docs/decisions/', import.meta.url);

describe('the decision records index', () => {
  test('lists every record, by its file, with a status', async () => {
    const records = (await readdir(folder)).filter((name) => /^\d{4}-.+\.md$/.test(name));
    const index = await readFile(new URL('README.md', folder), 'utf8');
    const missing = records.filter(
      (name) => !new RegExp(`\\]\\(${name}\\)\\s*\\|[^|]+\\|\\s*(accepted|superseded|proposed)`).test(index),
    );
    expect(missing).toEqual([]);
  });

  test('numbers each record once', async () => {
    const numbers = (await readdir(folder)).filter((name) => /^\d{4}-/.test(name)).map((name) => name.slice(0, 4));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });
});
