import { describe, expect, test } from 'vitest';
import { RELOAD_GUARD_MS, shouldReload } from './reload-on-missing-chunk.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('shouldReload', () => {
  test('reloads once, then not again within a minute', () => {
    const storage = memoryStorage();
    expect(shouldReload(storage, 1_000_000)).toBe(true);
    expect(shouldReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });
});
