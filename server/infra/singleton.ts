/**
 * Keeps one instance per process even when a module is loaded twice (the server entry runs from
 * source while the React Router build bundles its own copy of the same modules).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __galope?: Map<string, unknown> };
  store.__galope ??= new Map();
  if (!store.__galope.has(name)) store.__galope.set(name, create());
  return store.__galope.get(name) as T;
}
