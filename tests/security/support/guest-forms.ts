import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { actorFor } from './actors.ts';

/** A solved captcha as the ALTCHA widget submits it: a fresh challenge from the site, solved here. */
export async function solvedCaptcha(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/captcha/challenge`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha was not solved');
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

export interface FormAnswer {
  status: number;
  headers: Headers;
  html: string;
  ms: number;
}

/**
 * A guest's browser posting a form without JavaScript, from `ip` (the site trusts X-Forwarded-For
 * from loopback only, as behind a proxy on the same machine), with a fresh CSRF seed and token.
 */
export async function postGuestForm(
  url: string,
  fields: Record<string, string>,
  { ip }: { ip: string },
): Promise<FormAnswer> {
  const guest = await actorFor('guest');
  const body = new FormData();
  for (const [name, value] of Object.entries({ csrf: guest.csrf, ...fields })) body.set(name, value);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: { cookie: guest.cookie, origin: new URL(url).origin, 'x-forwarded-for': ip },
    redirect: 'manual',
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, ms: performance.now() - started };
}
