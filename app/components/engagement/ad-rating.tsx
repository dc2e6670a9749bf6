import { lazy, Suspense } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import type { RatingSummary } from '../../../server/engagement/ratings.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import styles from './ad-rating.module.css';
import { type RatingAnswer, ratingFetcherKey } from './rating-answer.ts';

// Only a signed-in reader who is not the owner rates: the form is a chunk of its own, off a guest's
// download. The server waits for it and writes the form into the HTML, so it posts before (or without) JavaScript.
const RatingForm = lazy(() => import('./rating-form.tsx').then((module) => ({ default: module.RatingForm })));

/**
 * The ad's rating: the average (one decimal, written in the reader's language by the loader) and count, then the
 * reader's own stars as a radio group — absent for the owner, who cannot rate their ad (spec §6),
 * and a sign-in link for a guest. Arrow keys move between stars; the button saves.
 */
export function AdRating({ slug, rating: loaded, canRate }: { slug: string; rating: RatingSummary; canRate: boolean }) {
  const { t } = useI18n();
  // The rating just saved answers with the new summary: shown at once, not after the page's data.
  const rating = useFetcher<RatingAnswer>({ key: ratingFetcherKey(slug) }).data?.rating ?? loaded;
  const to = useLocalizedPath();
  const { user } = useRootData();
  const { pathname } = useLocation();
  return (
    <section id="rating" className={styles.rating} aria-labelledby="rating-title">
      <h2 id="rating-title" className={styles.title}>
        {t('ratings.title')}
      </h2>
      {rating.average === null || rating.averageText === null ? (
        <p className={styles.summary}>{t('ratings.none')}</p>
      ) : (
        <p className={styles.summary}>
          <span className={styles.meter} aria-hidden="true">
            <span className={styles.meterFill} style={{ width: `${((rating.average ?? 0) / 5) * 100}%` }} />
          </span>
          <strong>{t('ratings.average', { average: rating.averageText })}</strong>
          <span className={styles.count}>{t('ratings.count', { count: rating.count })}</span>
        </p>
      )}
      {canRate && user ? (
        <Suspense fallback={null}>
          <RatingForm slug={slug} mine={rating.mine} />
        </Suspense>
      ) : null}
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
