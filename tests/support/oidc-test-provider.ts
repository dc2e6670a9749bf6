import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider, { type Account, type InteractionDetails } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the end-to-end tests of social
 * sign-in, so they run the whole protocol (discovery, PKCE, signed ID tokens, user info) with no
 * internet. Its sign-in page takes any e-mail and name (the account is made on the spot, its
 * subject derived from the e-mail so a second sign-in is the same person) and a box to say the
 * e-mail is not verified; the consent page has Allow and Deny.
 */
export interface OidcTestProvider {
  issuer: string;
  close(): Promise<void>;
}

interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

/** The person the sign-in form offers by default (handy by hand, with `npm run dev`). */
const DEFAULT_TEST_ACCOUNT: TestAccount = {
  email: 'amazona@galope-test-id.example',
  emailVerified: true,
  name: 'Amazona de Prueba',
};

export async function startOidcTestProvider(options: {
  port: number;
  clientId: string;
  clientSecret: string;
  /** Galope's origin; the client may return to /oauth2_redirect/{provider} in every locale. */
  appOrigin: string;
  providerName: string;
}): Promise<OidcTestProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const accounts = new Map<string, TestAccount>();
  const returnPath = `oauth2_redirect/${options.providerName}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: ['', '/en', '/cat', '/pt'].map((prefix) => `${options.appOrigin}${prefix}/${returnPath}`),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount(_context, id): Account | undefined {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...signingKey, kid: 'galope-e2e', use: 'sig' }] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
  });
  const handleProtocol = provider.callback();

  async function handleInteraction(req: http.IncomingMessage, res: http.ServerResponse, step: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      send(res, details.prompt.name === 'login' ? loginPage(details) : consentPage(details));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    if (step === 'login') {
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const accountId = `test-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
      accounts.set(accountId, {
        email,
        emailVerified: form.get('unverified') !== 'on',
        name: (form.get('name') ?? '').trim(),
      });
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
      return;
    }
    if (form.get('decision') !== 'allow') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person denied access' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    await provider.interactionFinished(req, res, { consent: { grantId: await grant(details) } });
  }

  /** Grants what the consent prompt found missing (as oidc-provider's own example does). */
  async function grant(details: InteractionDetails): Promise<string> {
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const accountId = details.session?.accountId ?? '';
    const next = existing ?? new provider.Grant({ accountId, clientId: details.params.client_id });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) next.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) next.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      next.addResourceScope(indicator, scopes.join(' '));
    }
    return next.save();
  }

  const server = http.createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|consent))?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) {
      handleProtocol(req, res);
      return;
    }
    handleInteraction(req, res, match[2]).catch((error: unknown) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(`Interaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function loginPage(details: InteractionDetails): string {
  const account = DEFAULT_TEST_ACCOUNT;
  return page(
    'Galope Test ID: sign in',
    `<form method="post" action="/interaction/${escapeHtml(details.uid)}/login">
      <p><label for="email">E-mail</label><br><input id="email" name="email" type="email" required value="${escapeHtml(account.email)}"></p>
      <p><label for="name">Full name</label><br><input id="name" name="name" type="text" value="${escapeHtml(account.name)}"></p>
      <p><input id="unverified" name="unverified" type="checkbox"> <label for="unverified">This e-mail is not verified</label></p>
      <p><button type="submit">Sign in to Galope Test ID</button></p>
    </form>`,
  );
}

function consentPage(details: InteractionDetails): string {
  return page(
    'Galope Test ID: allow access',
    `<p>The application wants your e-mail address and your name.</p>
    <form method="post" action="/interaction/${escapeHtml(details.uid)}/consent">
      <button type="submit" name="decision" value="allow">Allow</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </form>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function send(res: http.ServerResponse, html: string): void {
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}
