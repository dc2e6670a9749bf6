import express, { type Request, type Response, Router } from 'express';
import { CHAT_API, CHAT_EVENTS } from '../../../common/chat/chat-protocol.ts';
import { isLocale, localeFromPrefix } from '../../../common/locale/locales.ts';
import type { UserRow } from '../../accounts/users.ts';
import { reportConversation, setConversationBlock } from '../../chat/chat-blocks.ts';
import { openWindowBody, reportBody } from '../../chat/chat-schemas.ts';
import { findWindow, listWindows, openConversation } from '../../chat/conversations.ts';
import { listMessagesPage } from '../../chat/messages.ts';
import { type RateLimiter, TOO_MANY_REQUESTS_MESSAGE } from '../../infra/rate-limit.ts';
import { rateLimits } from '../../infra/rate-limits.ts';
import { publishToUser } from '../../realtime/realtime-hub.ts';
import { CSRF_HEADER, isValidCsrfToken, readCsrfSeed } from '../csrf.ts';
import { PRIVATE_NO_STORE } from '../session-cookie.ts';
import { bearerToken, userOf } from './account-api.ts';

/**
 * The chat's JSON API (common/chat/chat-protocol.ts CHAT_API, spec §7 call 8). Every call needs a
 * session (bearer token or cookie); a POST carried by the cookie also needs the CSRF header. A
 * conversation the reader does not take part in answers 404, as one that does not exist.
 */
export function chatApiRouter(): Router {
  const router = Router();
  const windows = CHAT_API.windows.replace(/^\/api/, '');
  router.use(windows, express.json({ limit: '16kb' }));

  router.get(windows, async (req, res) => {
    const user = await reader(req, res, rateLimits.chatReadPerUser);
    if (user) noStore(res).json({ windows: await listWindows({ userId: user.id }) });
  });

  router.post(windows, async (req, res) => {
    const user = await reader(req, res, rateLimits.chatOpenPerUser);
    if (!user) return;
    const body = openWindowBody.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ message: 'Invalid request' });
    const result = await openConversation({ classifiedSlug: body.data.classified, buyerId: user.id });
    if (!result.ok) {
      return void (result.error === 'own_ad'
        ? res.status(409).json({ message: 'This is your own ad' })
        : notFound(res));
    }
    // The reader's other tabs learn about the new conversation at once.
    if (result.created) publishToUser(user.id, CHAT_EVENTS.window, { window: result.window });
    noStore(res)
      .status(result.created ? 201 : 200)
      .json({ window: result.window });
  });

  router.get(`${windows}/:id`, async (req, res) => {
    const user = await reader(req, res, rateLimits.chatReadPerUser);
    if (!user) return;
    const window = await findWindow({ conversationId: String(req.params.id), userId: user.id });
    if (!window) return notFound(res);
    noStore(res).json({ window });
  });

  for (const action of [CHAT_API.block, CHAT_API.unblock] as const) {
    router.post(`${windows}/:id/${action}`, async (req, res) => {
      const user = await reader(req, res, rateLimits.chatReadPerUser);
      if (!user) return;
      const window = await setConversationBlock({
        userId: user.id,
        conversationId: String(req.params.id),
        blocked: action === CHAT_API.block,
      });
      if (!window) return notFound(res);
      // The reader's other tabs disable (or enable) the input at once.
      publishToUser(user.id, CHAT_EVENTS.window, { window });
      noStore(res).json({ window });
    });
  }

  router.post(`${windows}/:id/${CHAT_API.report}`, async (req, res) => {
    const user = await reader(req, res, rateLimits.chatReportPerUser);
    if (!user) return;
    const body = reportBody.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ message: 'Invalid request' });
    const reported = await reportConversation({
      userId: user.id,
      conversationId: String(req.params.id),
      reason: body.data?.reason ?? '',
    });
    if (!reported) return notFound(res);
    res.status(204).end();
  });

  // Spec §7 call 8: POST with an empty body, answered with a page of messages.
  router.post(`/:locale/${CHAT_API.messages}/:id/:before`, async (req, res) => {
    const locale = String(req.params.locale);
    if (!isLocale(locale) && !localeFromPrefix(locale)) return notFound(res);
    const user = await reader(req, res, rateLimits.chatReadPerUser);
    if (!user) return;
    const page = await listMessagesPage({
      userId: user.id,
      conversationId: String(req.params.id),
      before: String(req.params.before),
    });
    if (!page) return notFound(res);
    noStore(res).json(page);
  });

  return router;
}

/**
 * The signed-in reader, or undefined once an error answer is sent: 401 without a session, 403 for a
 * cookie POST without a valid CSRF token, 429 past `limiter` (counted per account).
 */
async function reader(req: Request, res: Response, limiter: RateLimiter): Promise<UserRow | undefined> {
  const user = await userOf(req);
  if (!user) return void res.status(401).json({ message: 'Unauthenticated' });
  if (req.method === 'POST' && !bearerToken(req)) {
    const seed = readCsrfSeed(req.get('cookie') ?? null);
    if (!isValidCsrfToken(seed, req.get(CSRF_HEADER))) return void res.status(403).json({ message: 'Forbidden' });
  }
  const limit = await limiter.consume(user.id);
  if (!limit.allowed) {
    return void res
      .status(429)
      .set('retry-after', String(limit.retryAfterSeconds))
      .json({ message: TOO_MANY_REQUESTS_MESSAGE });
  }
  return user;
}

function noStore(res: Response): Response {
  return res.set('cache-control', PRIVATE_NO_STORE);
}

function notFound(res: Response): void {
  res.status(404).json({ message: 'Not found' });
}
