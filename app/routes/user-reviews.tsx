import { findProfileTrust } from '../../server/trust/profile-trust.ts';
import { listPendingReviews } from '../../server/trust/reviews.ts';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { ProfileReviews } from '../components/trust/profile-reviews.tsx';
import { ReviewForm } from '../components/trust/review-form.tsx';
import styles from '../components/trust/reviews.module.css';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { type ReviewActionResult, reviewAction } from '../lib/review-action.server.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/user-reviews';

/** How many reviews of the reader this page lists. */
const SHOWN = 50;

/** /user/reviews: the trades the reader may still review, and the reviews of them (issue 31). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const [pending, trust] = await Promise.all([
    listPendingReviews({ userId: user.id }),
    findProfileTrust({ slug: user.slug, readerId: user.id, limit: SHOWN }),
  ]);
  return { pending, trust: trust ?? null, name: user.name };
}

/** Write a review, or reply to one of the reader's: see reviewAction. */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export default function UserReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = actionData as ReviewActionResult | undefined;
  const { pending, trust } = loaderData;
  return (
    <section aria-labelledby="user-reviews-title" className={styles.section}>
      <h1 id="user-reviews-title" className={styles.title}>
        {t('trust.review.page_title')}
      </h1>
      <p role="status" className={answer?.ok === false ? styles.problem : styles.notice}>
        {answer && (answer.ok || !answer.target) ? t(answer.message) : null}
      </p>
      <section aria-labelledby="to-review-title" className={styles.list}>
        <h2 id="to-review-title" className={styles.title}>
          {t('trust.review.to_write')}
        </h2>
        {pending.length === 0 ? <p className={styles.muted}>{t('trust.review.nothing_to_write')}</p> : null}
        {pending.map((each) => (
          <ReviewForm
            key={each.tradeId}
            pending={each}
            error={answer && !answer.ok && answer.target === each.tradeId ? answer.message : undefined}
          />
        ))}
      </section>
      {trust ? <ProfileReviews trust={trust} name={loaderData.name} /> : null}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('trust.review.page_title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
