import { Suspense } from 'react';
import type { MapSettings } from '../../../common/geo/map-settings.ts';
import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import type { RatingSummary } from '../../../server/engagement/ratings.ts';
import type { viewAdVisits } from '../../../server/visits/visit-views.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { lazyNearScreen } from '../../lib/lazy-near-screen.tsx';
import { AdDetails } from './ad-details.tsx';
import styles from './ad-page.module.css';

// Only on an ad that offers visit times (or where the reader holds one): off every other download.
const AdVisits = lazyComponent(() => import('../visits/ad-visits.tsx').then((module) => module.AdVisits));
// The rating box and its form: server-rendered, their code loaded as they come near the screen.
const AdRating = lazyNearScreen(() => import('../engagement/ad-rating.tsx').then((module) => module.AdRating));
// Only a signed-in reader who is not the seller may report the ad.
const ReportAd = lazyComponent(() => import('./report-ad.tsx').then((module) => module.ReportAd));

/**
 * The ad page's reading column: the details, papers, description and place, then what a reader
 * does once they have read them: book a visit, rate the ad, report it. Below the details at every
 * width, not in the sticky column beside them, which must fit a laptop's screen.
 */
export function AdReadingColumn({
  ad,
  map,
  visits,
  rating,
  canRate,
  report,
}: {
  ad: Parameters<typeof AdDetails>[0]['ad'] & Pick<AdPageView, 'slug' | 'isPublic'>;
  map: MapSettings | null;
  visits: Awaited<ReturnType<typeof viewAdVisits>>;
  rating: RatingSummary;
  canRate: boolean;
  /** Whether the reader already reported the ad; null when they may not report it. */
  report: { reported: boolean } | null;
}) {
  return (
    <div className={styles.reading}>
      <AdDetails ad={ad} map={map} />
      {visits ? (
        <Suspense fallback={null}>
          <AdVisits slug={ad.slug} visits={visits} />
        </Suspense>
      ) : null}
      {ad.isPublic ? <AdRating slug={ad.slug} rating={rating} canRate={canRate} /> : null}
      {report ? (
        <Suspense fallback={null}>
          <ReportAd slug={ad.slug} reported={report.reported} />
        </Suspense>
      ) : null}
    </div>
  );
}
