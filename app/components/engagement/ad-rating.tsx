import { Link, useFetcher, useLocation } from 'react-router';
import type { RatingSummary } from '../../../server/engagement/ratings.ts';
import { INTL_TAG } from '../../../server/locale/locales.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './ad-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The ad's rating: the average (one decimal, in the reader's language) and count, then the
 * reader's own stars as a radio group — absent for the owner, who cannot rate their ad (spec §6),
 * and a sign-in link for a guest. Arrow keys move between stars; the button saves.
 */
export function AdRating({ slug, rating, canRate }: { slug: string; rating: RatingSummary; canRate: boolean }) {
  const { t, locale } = useI18n();
  const to = useLocalizedPath();
  const { user } = useRootData();
  const { pathname } = useLocation();
  const average =
    rating.average === null
      ? null
      : new Intl.NumberFormat(INTL_TAG[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          rating.average,
        );
  return (
    <section id="rating" className={styles.rating} aria-labelledby="rating-title">
      <h2 id="rating-title" className={styles.title}>
        {t('ratings.title')}
      </h2>
      {average === null ? (
        <p className={styles.summary}>{t('ratings.none')}</p>
      ) : (
        <p className={styles.summary}>
          <span className={styles.meter} aria-hidden="true">
            <span className={styles.meterFill} style={{ width: `${((rating.average ?? 0) / 5) * 100}%` }} />
          </span>
          <strong>{t('ratings.average', { average })}</strong>
          <span className={styles.count}>{t('ratings.count', { count: rating.count })}</span>
        </p>
      )}
      {canRate && user ? <RatingForm slug={slug} mine={rating.mine} /> : null}
      {canRate && !user ? (
        <p>
          <Link to={`${to('/sign-in')}?${new URLSearchParams({ redirectTo: `${pathname}#rating` })}`}>
            {t('ratings.sign_in')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function RatingForm({ slug, mine }: { slug: string; mine: number | null }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const fetcher = useFetcher<{ stars?: number; error?: string }>();
  const saved = fetcher.state === 'idle' && fetcher.data?.stars !== undefined;
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
      <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
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
