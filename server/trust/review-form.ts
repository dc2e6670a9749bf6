import { z } from 'zod';
import { REVIEW_TEXT_MAX } from '../../common/trust/review-rules.ts';

const text = z.string().trim().max(REVIEW_TEXT_MAX, 'trust.review.too_long');

/** The reviews page's forms, told apart by `intent`; the server always re-validates. */
export const writeReviewSchema = z.object({
  intent: z.literal('review'),
  tradeId: z.uuid(),
  stars: z.coerce.number().int().min(1, 'trust.review.stars_required').max(5),
  body: text.default(''),
});

export const replyReviewSchema = z.object({
  intent: z.literal('reply'),
  reviewId: z.uuid(),
  reply: text.min(1, 'trust.review.reply_required'),
});

export const reportReviewSchema = z.object({
  intent: z.literal('report_review'),
  reviewId: z.uuid(),
  reason: text.default(''),
});

/** The administration's removal: the reason is required, its author reads it. */
export const removeReviewSchema = z.object({
  reviewId: z.uuid(),
  reason: text.min(1, 'trust.review.reason_required'),
});
