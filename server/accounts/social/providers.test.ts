import { describe, expect, test } from 'vitest';
import { readConfig } from '../../infra/config.ts';
import { findSocialProvider, listSocialProviders, socialProviderViews } from './providers.ts';

const config = (env: Record<string, string>) => readConfig(env);

describe('social providers', () => {
  test('none is listed without configuration', () => {
    expect(listSocialProviders(config({}))).toEqual([]);
  });

  test('a provider needs both its client id and secret', () => {
    expect(socialProviderViews(config({ GOOGLE_CLIENT_ID: 'id' }))).toEqual([]);
    expect(socialProviderViews(config({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }))).toEqual([
      { name: 'google', label: 'Google' },
    ]);
  });

  test('all four, in button order, the extra one by its label', () => {
    const all = config({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      FACEBOOK_CLIENT_ID: 'f',
      FACEBOOK_CLIENT_SECRET: 'fs',
      APPLE_CLIENT_ID: 'a',
      APPLE_CLIENT_SECRET: 'as',
      OIDC_EXTRA_NAME: 'galope-test',
      OIDC_EXTRA_LABEL: 'Galope Test ID',
      OIDC_EXTRA_ISSUER: 'http://127.0.0.1:3191',
      OIDC_EXTRA_CLIENT_ID: 'e',
      OIDC_EXTRA_CLIENT_SECRET: 'es',
    });
    expect(socialProviderViews(all)).toEqual([
      { name: 'google', label: 'Google' },
      { name: 'facebook', label: 'Facebook' },
      { name: 'apple', label: 'Apple' },
      { name: 'galope-test', label: 'Galope Test ID' },
    ]);
    expect(findSocialProvider('apple', all)?.authorizationParams).toEqual({ response_mode: 'form_post' });
    expect(findSocialProvider('facebook', all)?.metadata?.token_endpoint).toMatch(/^https:\/\/graph\.facebook\.com\//);
    expect(findSocialProvider('myspace', all)).toBeUndefined();
  });

  test('the extra provider needs an issuer, and cannot take a built-in name', () => {
    const extra = { OIDC_EXTRA_NAME: 'corp', OIDC_EXTRA_CLIENT_ID: 'e', OIDC_EXTRA_CLIENT_SECRET: 'es' };
    expect(listSocialProviders(config(extra))).toEqual([]);
    expect(socialProviderViews(config({ ...extra, OIDC_EXTRA_ISSUER: 'https://id.example' }))).toEqual([
      { name: 'corp', label: 'corp' },
    ]);
    const clash = config({
      ...extra,
      OIDC_EXTRA_NAME: 'google',
      OIDC_EXTRA_ISSUER: 'https://id.example',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
    });
    expect(listSocialProviders(clash).map((provider) => provider.issuer)).toEqual(['https://accounts.google.com']);
  });
});
