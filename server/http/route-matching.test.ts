import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createStaticHandler, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import appRoutes from '../../app/routes.ts';
import { withServerRouteMatching } from './route-matching.ts';

function plain(entry: RouteConfigEntry): RouteObject {
  const id = entry.id ?? entry.file;
  if (entry.index) return { id, path: entry.path, index: true };
  return { id, path: entry.path, children: (entry.children ?? []).map(plain) };
}

const routes: RouteObject[] = [{ id: 'root', path: '', children: appRoutes.map(plain) }];

/** Every route's full path, as React Router joins them. */
function fullPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = [parent, route.path ?? ''].filter(Boolean).join('/');
    return [path, ...fullPaths(route.children ?? [], path)];
  });
}

/** Addresses a person or a crawler may ask for each path: values, an encoded one, optional parts, slashes, case. */
function addressesFor(path: string): string[] {
  const values = ['caballos', 'yegua-pre-7-anos-a1b2c3', 'a%C3%B1o%20x', 'ES', '12'];
  const filled = values.flatMap((value) => [
    path.replace(/:[\w-]+\?/g, value).replace(/:[\w-]+/g, value),
    path.replace(/\/?:[\w-]+\?/g, '').replace(/:[\w-]+/g, value),
  ]);
  return [...new Set(filled)]
    .map((each) => `/${each.replace(/\*$/, 'no/such/page')}`)
    .flatMap((each) => [each, `${each}/`, each.toUpperCase(), `${each}/extra`, `${each}//x`]);
}

function describeMatch(matches: ReturnType<ReturnType<typeof createStaticHandler>['match']>) {
  return matches?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname })) ?? null;
}

describe('server route matching', () => {
  const shipped = createStaticHandler(routes);
  const build = withServerRouteMatching({ future: { unstable_optimizeDeps: false } } as unknown as ServerBuild);
  const fast = createStaticHandler(routes, { future: build.future as never });

  it('finds the same route and parameters as the default matcher for every address of every route', () => {
    const addresses = [
      ...new Set([
        ...fullPaths(routes).flatMap(addressesFor),
        '/',
        '//',
        '/en/',
        '/s',
        '/cat/s/',
        '/%E0%A4%A',
        '/s/caballo%2Fyegua',
        '/en/s/caballo%252F',
        '/pt/nao/existe/mesmo/aqui/agora',
      ]),
    ];
    expect(addresses.length).toBeGreaterThan(2000);
    const differ = addresses.filter(
      (address) =>
        JSON.stringify(describeMatch(fast.match(address))) !== JSON.stringify(describeMatch(shipped.match(address))),
    );
    // The two it reads otherwise never reach React Router as pages: Express answers a GET of `//`
    // with a redirect to `/` (trailing-slash.ts), and the default matcher took an address that
    // does not decode for a country that does not exist (404 either way).
    expect(differ).toEqual(['//', '/%E0%A4%A']);
    expect(describeMatch(fast.match('/%E0%A4%A'))).toBeNull();
  });

  it('keeps the build flags in what the page hands to the browser', () => {
    expect(JSON.parse(JSON.stringify({ future: build.future }))).toEqual({ future: { unstable_optimizeDeps: false } });
    expect((build.future as { unstable_routePatternMatching?: boolean }).unstable_routePatternMatching).toBe(true);
  });
});
