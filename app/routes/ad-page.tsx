import { lazy, Suspense } from 'react';
import { data, type HeadersFunction, redirect, type ShouldRevalidateFunction, useLocation } from 'react-router';
import { mapSettings } from '../../common/geo/map-settings.ts';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { changeOwnAd, deleteOwnAd } from '../../server/ads/ad-lifecycle.ts';
import { findOwnAdIdBySlug, isAdOwner } from '../../server/ads/ad-owner.ts';
import { findAdPage, findGoneAd } from '../../server/ads/ad-page-view.ts';
import { recentlyViewedCookie } from '../../server/ads/recently-viewed.ts';
import { listSimilarAds } from '../../server/ads/similar-ads.ts';
import { findRatingSummary } from '../../server/engagement/ratings.ts';
import { notFound, unknownIntent } from '../../server/http/app-errors.ts';
import { adTag } from '../../server/http/page-tags.ts';
import { readConfig } from '../../server/infra/config.ts';
import { publicOrigin } from '../../server/infra/public-origin.ts';
import { hasReportedAd } from '../../server/moderation/ad-reports.ts';
import { findProfileTrust } from '../../server/trust/profile-trust.ts';
import { viewAdVisits } from '../../server/visits/visit-views.ts';
import { AdContactBar } from '../components/ad/ad-contact-bar.tsx';
import { AdLayout } from '../components/ad/ad-layout.tsx';
import { adMeta, adShareImage } from '../components/ad/ad-meta.ts';
import styles from '../components/ad/ad-page.module.css';
import { AdShareMenu } from '../components/ad/ad-share-menu.tsx';
import { isOwnerIntent } from '../components/ad/ad-state.ts';
import { AdSummary } from '../components/ad/ad-summary.tsx';
import { buildAdJsonLd, serializeJsonLd } from '../components/ad/json-ld.ts';
import sellerStyles from '../components/ad/seller-card.module.css';
import { SellerCard } from '../components/ad/seller-card.tsx';
import { ContactSellerButton } from '../components/chat/contact-seller-button.tsx';
import { FavouriteButton } from '../components/engagement/favourite-button.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { lazyNearScreen } from '../lib/lazy-near-screen.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { pageCacheMiddleware, tagPage } from '../lib/page-cache.server.ts';
import { readerFavourites } from '../lib/reader-favourites.server.ts';
import { retryAfterHeaders } from '../lib/retry-after-headers.ts';
import { optionalUser, requireUser } from '../lib/route-guards.server.ts';
import { showPhone } from '../lib/show-phone.server.ts';
import { SHOW_PHONE_INTENT } from '../lib/show-phone.ts';
import { useRootData } from '../lib/use-root-data.ts';
import type { Route } from './+types/ad-page';

// Only owners and administrators see these (actions, and the banner of an ad the public cannot
// see): chunks of their own, off every buyer's download.
const AdOwnerActions = lazy(() =>
  import('../components/ad/ad-owner-actions.tsx').then((module) => ({ default: module.AdOwnerActions })),
);
const AdStatusBanner = lazy(() =>
  import('../components/ad/ad-status-banner.tsx').then((module) => ({ default: module.AdStatusBanner })),
);
// The photos are server-rendered and painted from the HTML; the gallery's code (buttons, swipe,
// zoom) hydrates it on its own, off the page's first download (its 120 KB budget,
// bench:page-weight). The seller card stays in the first file: Contact must open the chat window
// from the first click, not post the fallback form to the messages page.
const AdGallery = lazyComponent(() => import('../components/ad/ad-gallery.tsx').then((module) => module.AdGallery));
// Below the fold: their code waits until the reader scrolls near them (similar ads are
// server-rendered and hydrate when their code arrives).
const SimilarAds = lazyNearScreen(() =>
  import('../components/ad/ad-card-grid.tsx').then((module) => module.AdCardGrid),
);
// Only the page of an ad no longer available: its grid of similar ads must not join the live ad
// page's first download (it waits there until scrolled near).
const GoneAd = lazyComponent(() => import('../components/ad/gone-ad.tsx').then((module) => module.GoneAd));
// The ad's characteristics, identity and place, then visits, rating and report (below the gallery
// and summary): server-rendered, their code loaded as they come near the screen (the ad page's
// 120 KB budget, bench:page-weight).
const AdReadingColumn = lazyNearScreen(() =>
  import('../components/ad/ad-reading-column.tsx').then((module) => module.AdReadingColumn),
);

/** A guest's page of a public ad comes from the page cache when it holds it (docs/decisions/0087-page-cache-survives-writes.md). */
export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware];

/**
 * /s/{classified}: the ad. A guest sees it only while public and unsold; its owner and
 * administrators see it in any state but deleted, under a banner naming the state. An ad that was
 * public and is no longer answers 410 with its title, first photo and similar ads; one that never
 * was is a 404 (docs/decisions/0063). Whether the viewer owns it is answered here, so the owner's
 * id never reaches the browser.
 */
export async function loader({ url, params, context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const user = optionalUser({ context });
  const viewer = user ? { id: user.id, role: user.role } : null;
  const ad = await findAdPage({ slug: params.classified, locale, viewer });
  if (!ad) {
    const gone = await findGoneAd({ slug: params.classified, locale });
    if (!gone) notFound();
    const similar = await listSimilarAds({ origin: gone.similarTo, locale });
    const favourites = await readerFavourites({ context, ads: similar });
    // 410 is cacheable by default, and browsers keep it: an owner may show the ad again any time.
    return data(
      { gone: { ad: gone.ad, similar, favourites }, page: null },
      { status: 410, headers: { 'cache-control': 'no-cache' } },
    );
  }
  const [similar, isOwner, rating, reported, sellerTrust] = await Promise.all([
    ad.isPublic ? listSimilarAds({ origin: ad.similarTo, locale }) : [],
    user ? isAdOwner({ adId: ad.id, userId: user.id }) : false,
    findRatingSummary({ classifiedId: ad.id, userId: user?.id ?? null, locale }),
    user && ad.isPublic ? hasReportedAd({ userId: user.id, adId: ad.id }) : false,
    findProfileTrust({ slug: ad.seller.slug, readerId: null, limit: 1 }),
  ]);
  const visits =
    ad.isPublic && !isOwner && !ad.sold
      ? await viewAdVisits({
          adId: ad.id,
          userId: user?.id ?? null,
          locale,
          error: url.searchParams.get('visit_error'),
        })
      : null;
  // Kept only while public (a 410 is never kept): it goes when the ad or a similar ad changes.
  tagPage(context, [adTag(ad.id), ...similar.map((each) => adTag(each.id))]);
  // The ad's own heart and the similar ads' hearts: one query for all of them.
  const favourites = await readerFavourites({ context, ads: [ad, ...similar] });
  // Built here so the schema code stays on the server; escaped so seller text cannot close the script.
  const origin = publicOrigin();
  const jsonLd = ad.isPublic ? serializeJsonLd(buildAdJsonLd({ ad, url: `${origin}${url.pathname}`, origin })) : null;
  // The tiles' settings only when there is something to draw (docs/decisions/0027-map-picker.md).
  const map = ad.location?.map ? mapSettings(readConfig()) : null;
  const report = user && ad.isPublic && !isOwner ? { reported } : null;
  return data(
    {
      gone: null,
      page: {
        // The seller card's trust part travels with the seller (components/ad/seller-trust.tsx).
        ad: { ...ad, seller: { ...ad.seller, trust: sellerTrust } },
        similar,
        isOwner,
        rating,
        favourites,
        visits,
        jsonLd,
        map,
        report,
        meta: adMeta({ ad }),
      },
      shareImage: adShareImage(ad.photos),
    },
    // The home page's "Recently viewed" (issue 29): public ads only.
    ad.isPublic ? { headers: { 'Set-Cookie': recentlyViewedCookie(request.headers.get('Cookie'), ad.id) } } : undefined,
  );
}

/**
 * "Show phone" (`intent` show_phone, for any reader: see showPhone), and the owner's forms: hide,
 * activate, sold, unsold, delete. Another user's ad is a 404.
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === SHOW_PHONE_INTENT) {
    return showPhone({ context, formData, slug: params.classified, locale: localeFromPath(url.pathname) });
  }
  const user = requireUser({ context, url });
  if (!isOwnerIntent(intent)) unknownIntent();
  const adId = await findOwnAdIdBySlug({ slug: params.classified, ownerId: user.id });
  if (!adId) notFound();
  if (intent === 'delete') {
    if (!(await deleteOwnAd({ ownerId: user.id, adId }))) notFound();
    return redirect(localizePath('/user/settings/classifieds-active', localeFromPath(url.pathname)));
  }
  if (!(await changeOwnAd({ ownerId: user.id, adId, action: intent }))) {
    notFound();
  }
  return { done: intent };
}

/** A 429's Retry-After, and the gone answer's Cache-Control (the loader's). */
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(retryAfterHeaders(args));
  const cacheControl = args.loaderHeaders.get('cache-control');
  if (cacheControl) headers.set('cache-control', cacheControl);
  return headers;
};

/** A number shown changes nothing else on the page: the ad's data is not read again for it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === SHOW_PHONE_INTENT ? false : defaultShouldRevalidate;

export default function AdPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { origin } = useRootData();
  const { pathname } = useLocation();
  if (loaderData.gone) {
    return (
      <Suspense fallback={null}>
        <GoneAd {...loaderData.gone} />
      </Suspense>
    );
  }
  const { ad, similar, isOwner, rating, favourites, visits, jsonLd, map, report } = loaderData.page;
  const ownerResult = actionData && 'done' in actionData ? actionData : undefined;
  const phoneAnswer = actionData && !('done' in actionData) ? actionData : undefined;
  const url = `${origin}${pathname}`;
  return (
    <div className="container">
      {jsonLd ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text (escaped in the loader)
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      ) : null}
      {ad.isPublic ? null : (
        <Suspense fallback={null}>
          <AdStatusBanner ad={ad} />
        </Suspense>
      )}
      <AdLayout
        gallery={
          <Suspense fallback={null}>
            <AdGallery photos={ad.photos} title={ad.title} />
          </Suspense>
        }
        summary={<AdSummary ad={ad} />}
        actions={
          isOwner ? (
            <Suspense fallback={null}>
              <AdOwnerActions ad={ad} result={ownerResult} />
            </Suspense>
          ) : null
        }
        contact={
          <SellerCard
            slug={ad.slug}
            seller={ad.seller}
            companyPhone={ad.companyPhone}
            answer={phoneAnswer}
            canAsk={!isOwner}
            contact={
              isOwner ? null : (
                <ContactSellerButton slug={ad.slug} className={`button button-primary ${sellerStyles.contact}`} />
              )
            }
            more={
              <>
                <div className={styles.keep}>
                  {ad.isPublic && !isOwner ? (
                    <FavouriteButton
                      key={ad.id}
                      slug={ad.slug}
                      title={ad.title}
                      favourited={favourites.includes(ad.slug)}
                      variant="page"
                    />
                  ) : null}
                  <AdShareMenu title={ad.title} url={url} />
                </div>
                {/* The visits are in the reading column, below the details: a stud's buyers learn here that
                    they can book one. Not a change of address: it would render the reading column again
                    before its code arrived, blank until then. */}
                {visits ? (
                  // biome-ignore lint/a11y/useValidAnchor: a link to a place on the page (without JavaScript too), only scrolled to here without changing the address
                  <a
                    href="#visits"
                    className="button"
                    onClick={(event) => {
                      const box = document.getElementById('visits');
                      if (!box) return;
                      event.preventDefault();
                      box.focus({ preventScroll: true });
                      box.scrollIntoView();
                    }}
                  >
                    {t('visits.book_title')}
                  </a>
                ) : null}
              </>
            }
          />
        }
        details={
          <AdReadingColumn ad={ad} map={map} visits={visits} rating={rating} canRate={!isOwner} report={report} />
        }
      />
      {similar.length > 0 ? (
        <section className={styles.similar} aria-labelledby="similar-title">
          <h2 id="similar-title" className={styles.heading}>
            {t('ad.similar_title')}
          </h2>
          <SimilarAds ads={similar} favourites={favourites} />
        </section>
      ) : null}
      {ad.isPublic && !isOwner ? (
        <AdContactBar
          slug={ad.slug}
          title={ad.title}
          favourited={favourites.includes(ad.slug)}
          companyPhone={ad.companyPhone}
          hasPhone={ad.seller.hasPhone}
        />
      ) : null}
    </div>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // Built by the loader: the tags' code stays on the server.
  if (loaderData?.page) return loaderData.page.meta;
  const t = metaTranslator(matches);
  if (loaderData?.gone) {
    const { title } = loaderData.gone.ad;
    return [
      ...pageMeta(title ? `${title} · ${t('ad.gone.title')}` : t('ad.gone.title')),
      { name: 'robots', content: 'noindex' },
    ];
  }
  return pageMeta(t('errors.not_found'));
}

export const ErrorBoundary = RouteErrorBoundary;
