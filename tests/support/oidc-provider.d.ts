/**
 * The part of oidc-provider (it ships no types) that the tests' local OpenID Connect provider
 * uses: tests/support/oidc-test-provider.ts.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(): AccountClaims | Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (context: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    jwks?: { keys: object[] };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url: (context: unknown, interaction: { uid: string }) => string };
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
    renderError?: (context: { type: string; body: string }, out: Record<string, string>, error: Error) => void;
  }

  export interface InteractionDetails {
    uid: string;
    grantId?: string;
    params: Record<string, string | undefined> & { client_id: string };
    prompt: {
      name: 'login' | 'consent' | string;
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
    };
    session?: { accountId: string };
  }

  export interface InteractionResult {
    login?: { accountId: string };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(options: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
