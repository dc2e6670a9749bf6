import { Form, Link } from 'react-router';
import type { ReviewView } from '../../../server/trust/reviews.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import { ReviewStars } from './review-stars.tsx';
import styles from './reviews.module.css';

/**
 * Reviews of one person, newest first: stars, text, author and date, the reply if any; the
 * reviewed person's reply form and everyone else's report form, as plain forms (`reply`,
 * `report_review` intents of app/lib/review-action.server.ts).
 */
export function ReviewList({ reviews, name }: { reviews: ReviewView[]; name: string }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  return (
    <ol className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <p className={styles.meta}>
            <ReviewStars stars={review.stars} />
            <Link to={to(`/u/${review.author.slug}`)}>{review.author.name}</Link>
            <span>{review.date}</span>
          </p>
          {review.body ? <p className={styles.body}>{review.body}</p> : null}
          {review.reply ? (
            <div className={styles.reply}>
              <p className={styles.replyBy}>{t('trust.review.reply_by', { name })}</p>
              <p className={styles.body}>{review.reply}</p>
            </div>
          ) : null}
          {review.canReply ? (
            <Form method="post" className={styles.form}>
              <CsrfInput />
              <input type="hidden" name="reviewId" value={review.id} />
              <label htmlFor={`reply-${review.id}`}>{t('trust.review.reply_label')}</label>
              <textarea id={`reply-${review.id}`} name="reply" rows={2} maxLength={500} required />
              <button type="submit" name="intent" value="reply" className="button">
                {t('trust.review.reply_send')}
              </button>
            </Form>
          ) : null}
          {review.canReport ? (
            <details className={styles.report}>
              <summary>{t('trust.review.report')}</summary>
              <Form method="post" className={styles.form}>
                <CsrfInput />
                <input type="hidden" name="reviewId" value={review.id} />
                <label htmlFor={`report-${review.id}`}>{t('trust.review.report_reason')}</label>
                <textarea id={`report-${review.id}`} name="reason" rows={2} maxLength={500} />
                <button type="submit" name="intent" value="report_review" className="button">
                  {t('trust.review.report_send')}
                </button>
              </Form>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
