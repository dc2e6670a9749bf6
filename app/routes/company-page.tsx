import { Link } from 'react-router';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { findCompanyProfile } from '../../server/accounts/profiles.ts';
import { listUserAdCards } from '../../server/ads/ad-page-view.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { findProfileTrust } from '../../server/trust/profile-trust.ts';
import { excerpt } from '../components/ad/ad-meta.ts';
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
import type { Route } from './+types/company-page';
import styles from './company-page.module.css';

// Links a company typed in: no referrer or window handle for the other site, and search engines
// are told the link is user content, not something Galope vouches for.
const OUTSIDE_LINK = 'noopener noreferrer nofollow ugc';

/** /pro/{company_slug}: the company page under its professional custom header (spec §2, §3). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const profile = await findCompanyProfile({ slug: params.company_slug, locale });
  if (!profile) notFound();
  const [ads, trust] = await Promise.all([
    listUserAdCards({ userSlug: profile.user.slug, locale }),
    findProfileTrust({ slug: profile.user.slug, readerId: optionalUser({ context })?.id ?? null, limit: 10 }),
  ]);
  return {
    profile,
    ads,
    trust: trust ?? null,
    favourites: await readerFavourites({ context, ads }),
    shareImage: profile.cover ?? profile.avatar,
  };
}

/** Reply to a review of the company, or report one (issue 31): see reviewAction. */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export default function CompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = actionData as ReviewActionResult | undefined;
  const to = useLocalizedPath();
  const { profile } = loaderData;
  const hasLinks = Boolean(profile.phone_number || profile.company_url || profile.social.length);
  return (
    <>
      <ProfileHeader
        title={profile.title}
        avatarUrl={profile.avatar}
        country={profile.country}
        tag={<ProfessionalTag />}
        professional
        coverUrl={profile.cover}
      >
        <p className={styles.contact}>
          <Link to={to(`/u/${profile.user.slug}`)}>{profile.user.name}</Link>
          {profile.position ? <span>{profile.position}</span> : null}
        </p>
        {profile.description ? <p className={styles.description}>{profile.description}</p> : null}
        {hasLinks ? (
          <ul className={styles.links} aria-label={t('profile.contact_links')}>
            {profile.phone_number && profile.phone_href ? (
              <li>
                <a className={styles.primary} href={profile.phone_href}>
                  <span className="visually-hidden">{t('profile.phone')}: </span>
                  {profile.phone_number}
                </a>
              </li>
            ) : null}
            {profile.company_url ? (
              <li>
                <a href={profile.company_url} rel={OUTSIDE_LINK} target="_blank">
                  <span className="visually-hidden">{t('profile.website')}: </span>
                  {new URL(profile.company_url).hostname.replace(/^www\./, '')}
                </a>
              </li>
            ) : null}
            {profile.social.map((link) => (
              <li key={link.link}>
                <a href={link.link} rel={OUTSIDE_LINK} target="_blank">
                  {t(`social.${link.type}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {loaderData.trust ? (
          <ul className={styles.facts}>
            <TrustFacts trust={loaderData.trust} />
          </ul>
        ) : null}
      </ProfileHeader>
      <ProfileAds name={profile.title} ads={loaderData.ads} favourites={loaderData.favourites} />
      {loaderData.trust ? (
        <ProfileReviews trust={loaderData.trust} name={profile.title} notice={answer ? t(answer.message) : undefined} />
      ) : null}
    </>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(metaTranslator(matches)('errors.not_found'));
  const { profile, ads } = loaderData;
  const description =
    excerpt(profile.description) ||
    metaTranslator(matches)('profile.meta_description', { name: profile.title, count: ads.length });
  return pageMeta(profile.title, description);
}

export const ErrorBoundary = RouteErrorBoundary;
