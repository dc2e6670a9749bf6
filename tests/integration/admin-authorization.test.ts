import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { eq } from 'drizzle-orm';
import { isRouteErrorResponse, type MiddlewareFunction, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import routes from '../../app/routes.ts';
import { hashPassword } from '../../server/accounts/password.ts';
import { createSession } from '../../server/accounts/sessions.ts';
import { createUser } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { users } from '../../server/db/tables.ts';
import { apiRouter } from '../../server/http/api/api-router.ts';
import { createApp } from '../../server/http/create-app.ts';
import { CSRF_FIELD, csrfTokenFor, newCsrfSeed, serializeCsrfCookie } from '../../server/http/csrf.ts';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';

// The authorization matrix of the admin area (issue 8): every admin page and every admin API,
// found from the route declarations themselves, is called by a guest, an ordinary user and an
// administrator, with GET and POST, through the same middleware a browser's request goes through
// (session cookie → user, CSRF check), on the real database. A new admin route joins the matrix
// by being declared; one with a parameter the matrix cannot fill makes it fail until it can.

const { middleware } = await import('../../app/root.tsx');
const requestMiddleware = middleware[0] as MiddlewareFunction<Response>;

interface AdminRoute {
  id: string;
  file: string;
  path: string;
}

/** Every route whose address, locale prefix aside, starts with /admin. */
function adminRoutes(entries: RouteConfigEntry[], parentPath = ''): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ''].filter(Boolean).join('/');
    const own =
      entry.path !== undefined && /^((en|cat|pt)\/)?admin(\/|$)/.test(path)
        ? [{ id: entry.id ?? path, file: entry.file, path }]
        : [];
    return [...own, ...adminRoutes(entry.children ?? [], path)];
  });
}

/** Every path the JSON API declares, walking the routers it mounts. */
function apiPaths(stack: unknown[]): { path: string; methods: string[] }[] {
  return stack.flatMap((layer) => {
    const { route, handle } = layer as {
      route?: { path: string; methods: Record<string, boolean> };
      handle?: { stack?: unknown[] };
    };
    if (route) return [{ path: route.path, methods: Object.keys(route.methods) }];
    return handle?.stack ? apiPaths(handle.stack) : [];
  });
}

let counter = 0;
async function account(role: 'user' | 'admin') {
  counter += 1;
  const user = await createUser({
    email: `matrix-${role}-${counter}-${Date.now()}@example.test`,
    name: role === 'admin' ? 'Matrix Admin' : 'Matrix Rider',
    passwordHash: await hashPassword('Caballo-Tordo-2026'),
    accountType: 'individual',
    locale: 'en',
  });
  if (!user) throw new Error('no user');
  if (role === 'admin') await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { id: user.id, token: await createSession({ userId: user.id }) };
}

const ORIGIN = 'http://galope.test';
const csrfSeed = newCsrfSeed();
const csrfCookie = serializeCsrfCookie(csrfSeed, false).split(';')[0];

type Who = 'guest' | 'user' | 'admin';
let sessions: Record<Who, string | undefined>;
let sampleParams: Record<string, string>;

beforeAll(async () => {
  const [user, admin] = await Promise.all([account('user'), account('admin')]);
  sessions = { guest: undefined, user: user.token, admin: admin.token };
  // A real row for every parameter an admin page takes, so the administrator's call succeeds.
  sampleParams = { user: user.id, type: 'filters', key: 'sexo' };
});

function headersFor(who: Who): Headers {
  const cookies = [csrfCookie, sessions[who] ? `${SESSION_COOKIE}=${sessions[who]}` : ''].filter(Boolean);
  return new Headers({ cookie: cookies.join('; '), origin: ORIGIN });
}

function fill(path: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const filled = path.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = sampleParams[name];
    if (!value) throw new Error(`The authorization matrix has no sample value for :${name} in /${path}`);
    params[name] = value;
    return value;
  });
  return { url: `${ORIGIN}/${filled}`, params };
}

/** Runs the route's loader or action behind the root middleware, as React Router does, into a Response. */
async function call(route: AdminRoute, method: 'GET' | 'POST', who: Who): Promise<Response> {
  const module = await import(`../../app/${route.file}`);
  const { url, params } = fill(route.path);
  const body =
    method === 'POST' ? new URLSearchParams({ [CSRF_FIELD]: csrfTokenFor(csrfSeed), intent: 'matrix' }) : undefined;
  const headers = headersFor(who);
  // As a browser's form post: its length is known (the middleware reads no body of unknown size).
  if (body) headers.set('content-length', String(Buffer.byteLength(body.toString())));
  const request = new Request(url, { method, headers, body });
  const context = new RouterContextProvider();
  const handler = method === 'GET' ? module.loader : module.action;
  const toResponse = (value: unknown): Response => {
    if (value instanceof Response) return value;
    if (isRouteErrorResponse(value)) return new Response(JSON.stringify(value.data), { status: value.status });
    const init = (value as { init?: { status?: number } } | undefined)?.init;
    if (init && 'data' in (value as object))
      return new Response(JSON.stringify((value as { data: unknown }).data), { status: init.status ?? 200 });
    return new Response(JSON.stringify(value ?? null), { status: 200 });
  };
  const next = async () => {
    if (!handler) return new Response(null, { status: 405 });
    try {
      return toResponse(await handler({ request, context, params, url: new URL(url) }));
    } catch (thrown) {
      if (thrown instanceof Error) throw thrown;
      return toResponse(thrown);
    }
  };
  try {
    const pattern = new URL(url).pathname;
    return toResponse(
      await requestMiddleware({ request, context, params, url: new URL(url), pattern } as never, next as never),
    );
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return toResponse(thrown);
  }
}

function isRefusal(response: Response): boolean {
  const location = response.headers.get('location') ?? '';
  const sentHome = response.status === 302 && /^\/(en|cat|pt)?$/.test(location);
  return sentHome || response.status === 403 || response.status === 404 || response.status === 405;
}

const pages = adminRoutes(routes);

describe('the admin pages found in app/routes.ts', () => {
  test('include every admin page in every locale', () => {
    const files = new Set(pages.map((page) => page.file));
    for (const file of [
      'routes/admin-dashboard.tsx',
      'routes/admin-moderation.tsx',
      'routes/admin-users.tsx',
      'routes/admin-user.tsx',
      'routes/admin-audit.tsx',
      'routes/admin-content.tsx',
      'routes/admin-content-edit.tsx',
    ]) {
      expect(files).toContain(file);
    }
    // Each page once per locale: Spanish without a prefix, then /en, /cat and /pt.
    expect(pages.length % 4).toBe(0);
    expect(pages.filter((page) => page.path.startsWith('admin')).length).toBe(pages.length / 4);
  });

  test.each(pages.map((page) => [page.path, page] as const))(
    '/%s refuses a guest and a user, lets an admin in',
    async (_, page) => {
      for (const method of ['GET', 'POST'] as const) {
        const guest = await call(page, method, 'guest');
        expect(isRefusal(guest), `${method} as guest: ${guest.status}`).toBe(true);
        if (guest.status === 302) expect(await guest.text()).toBe('');
        const user = await call(page, method, 'user');
        expect(isRefusal(user), `${method} as user: ${user.status}`).toBe(true);
        expect(await user.text()).not.toContain('Matrix');
        const admin = await call(page, method, 'admin');
        if (method === 'GET') expect(admin.status, `GET as admin`).toBe(200);
        // An administrator's post with no real intent is answered as bad input, never refused.
        else expect([400, 405], `POST as admin: ${admin.status}`).toContain(admin.status);
      }
    },
  );
});

describe('the admin API found in the API router', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer(createApp({ rootDir: process.cwd() }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('every /api path under admin refuses a guest and a user', async () => {
    const paths = apiPaths((apiRouter() as unknown as { stack: unknown[] }).stack);
    // The walk itself works: it finds the ordinary API (global data, filters, chat…).
    expect(paths.length).toBeGreaterThan(10);
    const admin = paths.filter((each) => /(^|\/)admin(\/|$)/.test(each.path));
    for (const { path, methods } of admin) {
      const { url } = fill(path.replace(/^\//, '').replace(/:locale/, 'en'));
      for (const method of methods) {
        for (const who of ['guest', 'user'] as const) {
          const response = await fetch(`${base}${new URL(url).pathname}`, {
            method: method.toUpperCase(),
            headers: headersFor(who),
          });
          expect([401, 403, 404], `${method} ${path} as ${who}`).toContain(response.status);
        }
      }
    }
  });
});
