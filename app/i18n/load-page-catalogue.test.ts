import { describe, expect, test, vi } from 'vitest';
import { loadPageCatalogue } from './load-page-catalogue.ts';

function setup(fetch: (href: string) => Promise<Response>) {
  const calls = { register: vi.fn(), hydrate: vi.fn(), log: vi.fn() };
  return { calls, run: () => loadPageCatalogue('/i18n/en.abc.json', { fetch, ...calls }) };
}

describe('the page catalogue (spec §8: a locale-file failure is logged)', () => {
  test('registers the catalogue, then hydrates', async () => {
    const { calls, run } = setup(async () => Response.json({ 'nav.loading': 'Loading' }));
    await expect(run()).resolves.toBe(true);
    expect(calls.register).toHaveBeenCalledWith({ 'nav.loading': 'Loading' });
    expect(calls.hydrate).toHaveBeenCalledOnce();
    expect(calls.log).not.toHaveBeenCalled();
  });

  test.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the file is gone', async () => new Response('Not found', { status: 404 })],
    ['the file is broken', async () => new Response('{"nav.', { status: 200 })],
  ])('%s: logged, no hydration, nothing thrown', async (_case, fetch) => {
    const { calls, run } = setup(fetch);
    await expect(run()).resolves.toBe(false);
    expect(calls.log).toHaveBeenCalledWith(expect.stringContaining('/i18n/en.abc.json'), expect.anything());
    expect(calls.register).not.toHaveBeenCalled();
    expect(calls.hydrate).not.toHaveBeenCalled();
  });
});
