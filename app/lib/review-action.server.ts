import { data } from 'react-router';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { unknownIntent } from '../../server/http/app-errors.ts';
import { rateLimits } from '../../server/infra/rate-limits.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { replyReviewSchema, reportReviewSchema, writeReviewSchema } from '../../server/trust/review-form.ts';
import { reportReview } from '../../server/trust/review-moderation.ts';
import { replyToReview, writeReview } from '../../server/trust/reviews.ts';
import { exceededLimit, tooManyRequestsText } from './rate-limit.server.ts';
import { requireUser } from './route-guards.server.ts';

export type ReviewActionResult =
  | { ok: true; message: string; intent: string }
  | { ok: false; message: string; intent: string; target?: string };

/**
 * The reviews forms of /user/reviews and /u/{user} (issue 31), told apart by `intent`: write a
 * review (`review`), reply once (`reply`), report one (`report_review`). Signed-in only, one
 * shared per-user limit; a refusal names its reason, next to the form it came from (`target`).
 */
export async function reviewAction({
  request,
  context,
  url,
}: {
  request: Request;
  context: Parameters<typeof requireUser>[0]['context'];
  url: URL;
}) {
  const user = requireUser({ context, url });
  const fields = Object.fromEntries(await request.formData());
  const intent = String(fields.intent ?? '');
  const retryAfter = await exceededLimit([[rateLimits.trustWritesPerUser, user.id]]);
  if (retryAfter !== undefined) {
    const t = getTranslator(localeFromPath(url.pathname));
    return data({ ok: false, intent, message: tooManyRequestsText(t, retryAfter) } satisfies ReviewActionResult, {
      status: 429,
      headers: { 'retry-after': String(retryAfter) },
    });
  }
  if (intent === 'review') {
    const parsed = writeReviewSchema.safeParse(fields);
    if (!parsed.success) return refused(intent, parsed.error.issues[0]?.message, String(fields.tradeId ?? ''));
    const result = await writeReview({ ...parsed.data, authorId: user.id });
    if (!result.ok) return refused(intent, `trust.review.refused.${result.reason}`, parsed.data.tradeId, 403);
    return { ok: true, intent, message: 'trust.review.sent' } satisfies ReviewActionResult;
  }
  if (intent === 'reply') {
    const parsed = replyReviewSchema.safeParse(fields);
    if (!parsed.success) return refused(intent, parsed.error.issues[0]?.message, String(fields.reviewId ?? ''));
    if (!(await replyToReview({ ...parsed.data, userId: user.id }))) {
      return refused(intent, 'trust.review.reply_refused', parsed.data.reviewId, 403);
    }
    return { ok: true, intent, message: 'trust.review.replied' } satisfies ReviewActionResult;
  }
  if (intent === 'report_review') {
    const parsed = reportReviewSchema.safeParse(fields);
    if (!parsed.success || !(await reportReview({ ...parsed.data, reporterId: user.id }))) {
      return refused(intent, 'errors.not_found', String(fields.reviewId ?? ''), 404);
    }
    return { ok: true, intent, message: 'trust.review.reported' } satisfies ReviewActionResult;
  }
  unknownIntent();
}

function refused(intent: string, message: string | undefined, target: string, status = 400) {
  return data({ ok: false, intent, message: message ?? 'errors.invalid_data', target } satisfies ReviewActionResult, {
    status,
  });
}
