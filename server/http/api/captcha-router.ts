import { Router } from 'express';
import { createChallenge } from '../../infra/captcha/altcha-captcha.ts';

/** Hands the ALTCHA widget a fresh proof-of-work challenge; each one is single-use, so never cached. */
export function captchaRouter({ hmacKey }: { hmacKey: string }): Router {
  const router = Router();
  router.get('/captcha/challenge', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await createChallenge({ hmacKey }));
  });
  return router;
}
