import { describe, expect, test } from 'vitest';
import { requireGuest, requireUser } from './route-guards.server.ts';

const request = (url: string) => ({ request: new Request(url), url: new URL(url) });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('route guards', () => {
  test('auth-only pages send a guest to the home page of their locale', async () => {
    const response = await thrown(requireUser(request('http://localhost/cat/user/settings')));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cat');
    const spanish = await thrown(requireUser(request('http://localhost/user/settings')));
    expect(spanish.headers.get('location')).toBe('/');
  });

  test('guest-only pages let a guest through', async () => {
    await expect(requireGuest(request('http://localhost/en/sign-in'))).resolves.toBeUndefined();
  });
});
