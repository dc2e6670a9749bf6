import { localeFromPath } from '../../common/locale/locale-path.ts';
import { findPublicUser } from '../../server/accounts/profiles.ts';
import { listUserAdCards } from '../../server/ads/ad-page-view.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { findProfileTrust } from '../../server/trust/profile-trust.ts';
import { ProfessionalTag } from '../components/professional-tag.tsx';
import { ProfileAds } from '../components/profile-ads.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { ProfileReviews } from '../components/trust/profile-reviews.tsx';
import { TrustFacts } from '../components/trust/trust-facts.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { readerFavourites } from '../lib/reader-favourites.server.ts';
import { type ReviewActionResult, reviewAction } from '../lib/review-action.server.ts';
import { optionalUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/user-page';
import styles from './user-page.module.css';

/** How many reviews the profile pages list (the latest). */
const REVIEWS_SHOWN = 10;

/** /u/{user}: the public user page, with a white header (spec §2); never a phone (decision 0063). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const user = await findPublicUser({ slug: params.user, locale });
  if (!user) notFound('errors.user_not_found');
  const [ads, trust] = await Promise.all([
    listUserAdCards({ userSlug: user.slug, locale }),
    findProfileTrust({ slug: user.slug, readerId: optionalUser({ context })?.id ?? null, limit: REVIEWS_SHOWN }),
  ]);
  return {
    user,
    ads,
    trust: trust ?? null,
    favourites: await readerFavourites({ context, ads }),
    shareImage: user.avatar_full_url,
  };
}

/** Reply to a review of oneself, or report one (issue 31): see reviewAction. */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = actionData as ReviewActionResult | undefined;
  const to = useLocalizedPath();
  const { user } = loaderData;
  const tag =
    user.accountType === 'company' ? (
      <ProfessionalTag to={user.companySlug ? to(`/pro/${user.companySlug}`) : undefined} />
    ) : null;
  return (
    <>
      <ProfileHeader title={user.name} avatarUrl={user.avatar_full_url} country={user.country} tag={tag}>
        <ul className={styles.facts}>
          <li>{t('profile.member_since', { date: user.memberSince })}</li>
          {loaderData.trust ? <TrustFacts trust={loaderData.trust} /> : null}
        </ul>
      </ProfileHeader>
      <ProfileAds name={user.name} ads={loaderData.ads} favourites={loaderData.favourites} />
      {loaderData.trust ? (
        <ProfileReviews trust={loaderData.trust} name={user.name} notice={answer ? t(answer.message) : undefined} />
      ) : null}
    </>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(metaTranslator(matches)('errors.user_not_found'));
  const { user, ads } = loaderData;
  return [
    ...pageMeta(user.name, metaTranslator(matches)('profile.meta_description', { name: user.name, count: ads.length })),
    // A page without ads has nothing of its own to show; the sitemaps list the ones with ads.
    ...(ads.length > 0 ? [] : [{ name: 'robots', content: 'noindex,follow' }]),
  ];
}

export const ErrorBoundary = RouteErrorBoundary;
