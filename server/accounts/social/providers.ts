import * as client from 'openid-client';
import { type Config, readConfig } from '../../infra/config.ts';
import { singleton } from '../../infra/singleton.ts';

/**
 * A social sign-in provider Galope is configured for. Every one is spoken to as OpenID Connect
 * (authorization code + PKCE + nonce, claims from the signed ID token), so one code path serves
 * Google, Facebook, Apple and any extra issuer.
 */
export interface SocialProvider {
  /** The URL segment, `/oauth2_redirect/{name}`. */
  name: string;
  /** What the button says after "Continue with": a brand name, not translated. */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /**
   * Endpoints written here instead of discovered: Facebook's discovery document describes its
   * mobile-only "Limited Login", not the web code flow it also signs with the same issuer.
   */
  metadata?: client.ServerMetadata;
  /** Extra authorization parameters (Apple must post its answer back when asked for name and e-mail). */
  authorizationParams?: Record<string, string>;
}

/** What the sign-in and sign-up pages need to draw a button. */
export interface SocialProviderView {
  name: string;
  label: string;
}

const FACEBOOK_GRAPH = 'v21.0';

/**
 * The providers whose credentials are set, in button order. Nothing is fetched here: discovery
 * waits for the first sign-in with each provider (`providerConfiguration`), so the site starts,
 * and the tests run, without reaching the internet.
 */
export function listSocialProviders(config: Config = readConfig()): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push({
      name: 'google',
      label: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      scope: 'openid email profile',
    });
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    providers.push({
      name: 'facebook',
      label: 'Facebook',
      issuer: 'https://www.facebook.com',
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      scope: 'openid email public_profile',
      metadata: {
        issuer: 'https://www.facebook.com',
        authorization_endpoint: `https://www.facebook.com/${FACEBOOK_GRAPH}/dialog/oauth`,
        token_endpoint: `https://graph.facebook.com/${FACEBOOK_GRAPH}/oauth/access_token`,
        jwks_uri: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
      },
    });
  }
  if (config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET) {
    providers.push({
      name: 'apple',
      label: 'Apple',
      issuer: 'https://appleid.apple.com',
      clientId: config.APPLE_CLIENT_ID,
      clientSecret: config.APPLE_CLIENT_SECRET,
      scope: 'openid email name',
      authorizationParams: { response_mode: 'form_post' },
    });
  }
  const extraName = config.OIDC_EXTRA_NAME;
  if (
    extraName &&
    config.OIDC_EXTRA_ISSUER &&
    config.OIDC_EXTRA_CLIENT_ID &&
    config.OIDC_EXTRA_CLIENT_SECRET &&
    !providers.some((provider) => provider.name === extraName)
  ) {
    providers.push({
      name: extraName,
      label: config.OIDC_EXTRA_LABEL || extraName,
      issuer: config.OIDC_EXTRA_ISSUER,
      clientId: config.OIDC_EXTRA_CLIENT_ID,
      clientSecret: config.OIDC_EXTRA_CLIENT_SECRET,
      scope: 'openid email profile',
    });
  }
  return providers;
}

export function findSocialProvider(name: string, config?: Config): SocialProvider | undefined {
  return listSocialProviders(config).find((provider) => provider.name === name);
}

export function socialProviderViews(config?: Config): SocialProviderView[] {
  return listSocialProviders(config).map(({ name, label }) => ({ name, label }));
}

/** One discovery per provider and credentials, kept for the life of the process. */
const configurations = singleton(
  'social-provider-configurations',
  () => new Map<string, Promise<client.Configuration>>(),
);

/**
 * The openid-client configuration of a provider, discovered on first use and cached. A failed
 * discovery is forgotten, so the next sign-in tries again instead of failing until a restart.
 */
export function providerConfiguration(provider: SocialProvider): Promise<client.Configuration> {
  const key = `${provider.name}\u0000${provider.issuer}\u0000${provider.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    pending = createConfiguration(provider);
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
  }
  return pending;
}

async function createConfiguration(provider: SocialProvider): Promise<client.Configuration> {
  const auth = client.ClientSecretPost(provider.clientSecret);
  // Plain http only for a local issuer (the tests' provider); real providers are https-only.
  const insecure = new URL(provider.issuer).protocol === 'http:';
  if (provider.metadata) {
    const configuration = new client.Configuration(provider.metadata, provider.clientId, undefined, auth);
    if (insecure) client.allowInsecureRequests(configuration);
    return configuration;
  }
  return client.discovery(new URL(provider.issuer), provider.clientId, undefined, auth, {
    execute: insecure ? [client.allowInsecureRequests] : [],
    timeout: 10,
  });
}
