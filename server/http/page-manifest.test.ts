import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { partialManifestPaths, withPageRoutes } from './page-manifest.ts';

const route = (id: string, parentId?: string) => ({ id, parentId, path: id, module: `/assets/${id}.js` });
const allRoutes = Object.fromEntries(
  [
    route('root'),
    route('layout-es', 'root'),
    route('ad-page-es', 'layout-es'),
    route('home-es', 'layout-es'),
    route('country-es', 'layout-es'),
    route('search-es', 'layout-es'),
    route('layout-en', 'root'),
    route('home-en', 'layout-en'),
  ].map((each) => [each.id, each]),
);
const branch = (...ids: string[]) => ids.map((id) => ({ route: { id } }));
const answers: Record<string, ReturnType<typeof branch>> = {
  '/': branch('root', 'layout-es', 'home-es'),
  '/s': branch('root', 'layout-es', 'country-es'),
};

function contextFor(pathname: string, match?: (path: string) => ReturnType<typeof branch> | null) {
  return {
    manifest: { version: '1', url: '/assets/manifest.js', entry: { module: '', imports: [] }, routes: allRoutes },
    staticHandlerContext: {
      location: { pathname },
      matches: branch('root', 'layout-es', 'ad-page-es'),
      ...(match ? { _match: match } : {}),
    },
  } as unknown as EntryContext;
}

describe('the routes a page renders with', () => {
  it("keeps the page's own routes and those of / and each parent path, nothing else", () => {
    const asked: string[] = [];
    const page = withPageRoutes(
      contextFor('/s/yegua-pre', (path) => {
        asked.push(path);
        return answers[path] ?? null;
      }),
    );
    expect(asked).toEqual(['/', '/s']);
    expect(Object.keys(page.manifest.routes).sort()).toEqual([
      'ad-page-es',
      'country-es',
      'home-es',
      'layout-es',
      'root',
    ]);
    expect(page.manifest.routes['ad-page-es']).toBe(allRoutes['ad-page-es']);
    expect(page.manifest.url).toBe('/assets/manifest.js');
  });

  it('leaves the context whole when React Router gives no matcher', () => {
    const context = contextFor('/s/yegua-pre');
    expect(withPageRoutes(context)).toBe(context);
  });

  it('lists / and the parents of a path as React Router does', () => {
    expect(partialManifestPaths('/')).toEqual(['/']);
    expect(partialManifestPaths('/s/yegua')).toEqual(['/', '/s']);
    expect(partialManifestPaths('/en/c/horses/mares')).toEqual(['/', '/en/c/horses', '/en/c', '/en']);
  });
});
