import { Form } from 'react-router';
import { REVIEW_STARS, REVIEW_TEXT_MAX } from '../../../common/trust/review-rules.ts';
import type { PendingReview } from '../../../server/trust/reviews.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './reviews.module.css';

/** One trade to review: 1–5 stars and an optional text (a plain form, `review` intent). */
export function ReviewForm({ pending, error }: { pending: PendingReview; error?: string }) {
  const { t } = useI18n();
  const id = `review-${pending.tradeId}`;
  return (
    <Form method="post" className={`${styles.review} ${styles.form}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.replyBy}>
        {t('trust.review.write_title', { name: pending.other.name, title: pending.title })}
      </h3>
      <p className={styles.muted}>{t('trust.review.until', { date: pending.until })}</p>
      <CsrfInput />
      <input type="hidden" name="tradeId" value={pending.tradeId} />
      <fieldset className={styles.starChoice} aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{t('trust.review.stars')}</legend>
        {REVIEW_STARS.map((stars) => (
          <label key={stars}>
            <input type="radio" name="stars" value={stars} required />
            {t('trust.review.star_choice', { stars })}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-body`}>{t('trust.review.body_label')}</label>
      <textarea id={`${id}-body`} name="body" rows={3} maxLength={REVIEW_TEXT_MAX} />
      {error ? (
        <p id={`${id}-error`} className={styles.problem}>
          {t(error)}
        </p>
      ) : null}
      <button type="submit" name="intent" value="review" className="button button-primary">
        {t('trust.review.send')}
      </button>
    </Form>
  );
}
