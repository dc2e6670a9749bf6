import { RouterContextProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { UserRow } from '../../server/accounts/users.ts';
import { userContext } from '../../server/http/request-context.ts';
import { requireGuest, requireUser } from './route-guards.server.ts';

function args(url: string, user: Partial<UserRow> | null) {
  const context = new RouterContextProvider();
  context.set(userContext, user as UserRow | null);
  return { context, url: new URL(url) };
}

function thrownBy(guard: () => unknown): Response {
  try {
    guard();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('route guards', () => {
  test('auth-only pages send a guest to the home page of their locale', () => {
    const catalan = thrownBy(() => requireUser(args('http://localhost/cat/user/settings', null)));
    expect(catalan.status).toBe(302);
    expect(catalan.headers.get('location')).toBe('/cat');
    const spanish = thrownBy(() => requireUser(args('http://localhost/user/settings', null)));
    expect(spanish.headers.get('location')).toBe('/');
  });

  test('auth-only pages let a signed-in user through', () => {
    expect(requireUser(args('http://localhost/en/user/settings', { id: 'u1', name: 'Ana' })).name).toBe('Ana');
  });

  test('guest-only pages send a signed-in user home and let a guest through', () => {
    const response = thrownBy(() => requireGuest(args('http://localhost/pt/sign-in', { id: 'u1' })));
    expect(response.headers.get('location')).toBe('/pt');
    expect(() => requireGuest(args('http://localhost/en/sign-in', null))).not.toThrow();
  });
});
