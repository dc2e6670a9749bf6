import { useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import { type RatingAnswer, ratingFetcherKey } from './rating-answer.ts';
import styles from './rating-form.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The reader's own stars as a radio group (arrow keys move between them) and a button that saves
 * them; posted through the ad's rating fetcher (whose answer the box's summary reads too), or as a
 * plain form before JavaScript loads.
 */
export function RatingForm({ slug, mine }: { slug: string; mine: number | null }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const fetcher = useFetcher<RatingAnswer>({ key: ratingFetcherKey(slug) });
  // Saved as soon as the answer is in, while the page may still be reloading its own data.
  const sending = fetcher.state === 'submitting';
  const saved = !sending && fetcher.data?.stars !== undefined;
  return (
    <fetcher.Form method="post" action={to(`/s/${slug}/rating`)} className={styles.form}>
      <CsrfInput />
      <input type="hidden" name="returnTo" value={pathname} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{mine ? t('ratings.yours') : t('ratings.rate')}</legend>
        <div className={styles.stars}>
          {STARS.map((stars) => (
            <span key={stars} className={styles.star}>
              <input
                type="radio"
                name="stars"
                value={stars}
                id={`rating-${stars}`}
                defaultChecked={mine === stars}
                required
              />
              <label htmlFor={`rating-${stars}`}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('ratings.stars', { stars })}</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button" disabled={sending}>
        {t('ratings.submit')}
      </button>
      <p role="status" className={styles.status}>
        {saved ? t('ratings.saved') : null}
      </p>
      {fetcher.data?.error ? (
        <p role="alert" className={styles.error}>
          {fetcher.data.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
