import { describe, expect, test } from 'vitest';
import { loader, specPathTarget } from './spec-path-redirect.tsx';

const at = (path: string) => new URL(path, 'http://galope.test');

describe('spec §2 paths', () => {
  test.each([
    ['/user/change-password', '/user/settings/change-password'],
    ['/en/user/change-password', '/en/user/settings/change-password'],
    ['/cat/user/change-password', '/cat/user/settings/change-password'],
    ['/pt/user/change-password', '/pt/user/settings/change-password'],
    ['/login', '/sign-in'],
    ['/en/login', '/en/sign-in'],
    ['/cat/login', '/cat/sign-in'],
    ['/pt/login', '/pt/sign-in'],
  ])('%s leads to %s', (path, target) => {
    expect(specPathTarget(at(path))).toBe(target);
  });

  test('/login keeps a redirectTo on this site, and drops one elsewhere', () => {
    expect(specPathTarget(at('/en/login?redirectTo=%2Fen%2Fuser%2Fmessages%3Fa%3D1'))).toBe(
      '/en/sign-in?redirectTo=%2Fen%2Fuser%2Fmessages%3Fa%3D1',
    );
    expect(specPathTarget(at('/login?redirectTo=//evil.example/x'))).toBe('/sign-in');
    expect(specPathTarget(at('/login?redirectTo=https://evil.example/'))).toBe('/sign-in');
  });

  test('the loader answers 301 with the target', () => {
    const response = loader({ url: at('/cat/user/change-password') } as Parameters<typeof loader>[0]) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/cat/user/settings/change-password');
  });
});
