import { Link, useLocation } from 'react-router';
import type { viewAdVisits } from '../../../server/visits/visit-views.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { VisitBooking } from './visit-booking.tsx';

type AdVisitsView = NonNullable<Awaited<ReturnType<typeof viewAdVisits>>>;

/**
 * The ad page's visits, a chunk of its own loaded only when the ad offers a time or the reader
 * holds a visit: a guest is asked to sign in (and comes back here), a signed-in reader books.
 */
export function AdVisits({ slug, visits }: { slug: string; visits: AdVisitsView }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  if (visits.kind === 'reader') {
    return (
      <VisitBooking
        slug={slug}
        slots={visits.slots}
        zoneName={visits.zoneName}
        mine={visits.mine}
        error={visits.error}
      />
    );
  }
  return (
    <p id="visits" tabIndex={-1}>
      <Link to={`${to('/sign-in')}?${new URLSearchParams({ redirectTo: `${pathname}#visits` })}`}>
        {t('visits.book_sign_in')}
      </Link>
    </p>
  );
}
