import express, { Router } from 'express';
import { LOCALES, URL_PREFIX } from '../../common/locale/locales.ts';

const prefixes = LOCALES.map((locale) => URL_PREFIX[locale]).filter(Boolean);
const RETURN_PATH = new RegExp(`^(?:/(?:${prefixes.join('|')}))?/oauth2_redirect/[a-z0-9-]+$`);
/** What a provider's answer may carry; `user` is Apple's one-time name and e-mail. */
const ANSWER_FIELDS = ['code', 'state', 'iss', 'error', 'user'];

/**
 * Apple answers a sign-in with a cross-site POST to /oauth2_redirect/apple (response_mode
 * form_post, required when asking for name and e-mail). SameSite=Lax cookies do not travel with
 * a cross-site POST, and the CSRF check would refuse it anyway, so it stops here and becomes the
 * GET every other provider sends: a 303 to the same address with the answer in the query. The
 * browser follows it as a top-level navigation, with its cookies, and the page checks the
 * answer against the flow cookie as usual.
 */
export function socialFormPostRouter(): Router {
  const router = Router();
  router.post(RETURN_PATH, express.urlencoded({ extended: false, limit: '16kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const query = new URLSearchParams();
    for (const field of ANSWER_FIELDS) {
      const value = body[field];
      if (typeof value === 'string') query.set(field, value);
    }
    res.set('cache-control', 'no-store').redirect(303, `${req.path}?${query}`);
  });
  return router;
}
