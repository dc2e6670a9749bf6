import * as client from 'openid-client';
import type { Locale } from '../../../common/locale/locales.ts';
import { logger } from '../../infra/logger.ts';
import { providerConfiguration, type SocialProvider } from './providers.ts';
import { resolveSocialAccount, type SocialIdentity, type SocialOutcome } from './social-accounts.ts';
import type { SocialTransaction } from './social-cookies.ts';

/**
 * Starts a sign-in: the provider's authorization address, and the secrets the answer will be
 * checked against (state against forged answers, nonce against replayed ID tokens, the PKCE
 * verifier against stolen codes), which the caller keeps in the browser's flow cookie.
 */
export async function startSocialSignIn(options: {
  provider: SocialProvider;
  redirectUri: string;
  redirectTo: string;
}): Promise<{ authorizationUrl: URL; transaction: Omit<SocialTransaction, 'expiresAt'> }> {
  const { provider } = options;
  const configuration = await providerConfiguration(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: options.redirectUri,
    scope: provider.scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...provider.authorizationParams,
  });
  return {
    authorizationUrl,
    transaction: { provider: provider.name, state, nonce, codeVerifier, redirectTo: options.redirectTo },
  };
}

/**
 * Finishes a sign-in from the provider's answer: refused consent, an answer this browser did not
 * ask for, or anything the checks reject ends in an error code; otherwise the code is exchanged,
 * the ID token verified, and the identity resolved to an account (`resolveSocialAccount`).
 */
export async function finishSocialSignIn(options: {
  provider: SocialProvider;
  /** The provider's answer as it arrived: `code`, `state`, `iss`, or `error`. */
  answer: URLSearchParams;
  redirectUri: string;
  transaction: SocialTransaction | undefined;
  locale: Locale;
}): Promise<SocialOutcome> {
  const { provider, answer, transaction } = options;
  const error = answer.get('error');
  if (error) return { kind: 'error', code: error === 'access_denied' ? 'denied' : 'failed' };
  if (!transaction || transaction.provider !== provider.name || answer.get('state') !== transaction.state) {
    return { kind: 'error', code: 'failed' };
  }
  const identity = await identify({ provider, answer, redirectUri: options.redirectUri, transaction }).catch(
    (cause: unknown) => {
      // The person only sees "try again"; the reason (network, clock, a provider's error) goes to the log.
      logger.warn({ err: cause, provider: provider.name }, 'social sign-in failed');
      return undefined;
    },
  );
  if (!identity) return { kind: 'error', code: 'failed' };
  return resolveSocialAccount({ identity, locale: options.locale });
}

async function identify(options: {
  provider: SocialProvider;
  answer: URLSearchParams;
  redirectUri: string;
  transaction: SocialTransaction;
}): Promise<SocialIdentity | undefined> {
  const { provider, answer, transaction } = options;
  const configuration = await providerConfiguration(provider);
  // Only the OAuth parameters, on the exact redirect URI the authorization request named.
  const currentUrl = new URL(options.redirectUri);
  for (const key of ['code', 'state', 'iss']) {
    const value = answer.get(key);
    if (value !== null) currentUrl.searchParams.set(key, value);
  }
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: transaction.codeVerifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) return undefined;
  let profile: Record<string, unknown> = { ...claims };
  // Providers that follow OpenID Connect strictly put e-mail and name in user info, not the ID token.
  if ((!text(profile.email) || !nameFrom(profile)) && configuration.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    profile = { ...info, ...stripEmpty(profile) };
  }
  return {
    provider: provider.name,
    subject: claims.sub,
    email: text(profile.email),
    // Apple writes the flag as the string "true".
    emailVerified: profile.email_verified === true || profile.email_verified === 'true',
    name: nameFrom(profile) ?? appleName(answer.get('user')),
  };
}

function nameFrom(profile: Record<string, unknown>): string | undefined {
  const joined = [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(' ');
  return text(profile.name) ?? text(joined);
}

/** Apple sends the name once, outside the ID token, in the `user` field of its first answer. */
function appleName(user: string | null): string | undefined {
  if (!user) return undefined;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    return text([text(parsed.name?.firstName), text(parsed.name?.lastName)].filter(Boolean).join(' '));
  } catch {
    return undefined;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function stripEmpty(profile: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined && value !== ''));
}
