import { mapSettings } from '../../common/geo/map-settings.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { readConfig, showcasePagesEnabled } from '../../server/infra/config.ts';
import { addDays, addMonths, type CalendarEvent, isValidDay, localDay } from '../components/calendar/calendar-rules.ts';
import { CalendarScheduler } from '../components/calendar/calendar-scheduler.tsx';
import { UseMyLocation } from '../components/geo/use-my-location.tsx';
import { MapPickerShowcase } from '../components/map/map-picker-showcase.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/ziko';

/**
 * /ziko and /ziko2, the component showcase pages of spec §2: the calendar scheduler in every view
 * and the map picker (/ziko; /ziko2 keeps the bare "use my location" button). Development and
 * tests only: production answers 404 unless SHOWCASE_PAGES=on. `?today=YYYY-MM-DD` pins "today" so the Chromium tests are deterministic.
 */
export function loader({ url }: Route.LoaderArgs) {
  if (!showcasePagesEnabled(readConfig())) notFound();
  const pinned = url.searchParams.get('today');
  const today = pinned && isValidDay(pinned) ? pinned : localDay(new Date());
  return { today, second: url.pathname.endsWith('/ziko2'), map: mapSettings(readConfig()) };
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

function sampleEvents(today: string): CalendarEvent[] {
  return [
    { date: today, startTime: '10:00', endTime: '11:30', name: 'Visita: Lucero' },
    { date: addDays(today, 2), name: 'Concurso de salto' },
    { date: addDays(today, 3), startTime: '17:00', endTime: '18:00', name: 'Herrador', color: '#b45309' },
  ];
}

export default function ZikoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { today, second } = loaderData;
  const events = sampleEvents(today);
  return (
    <div className="container" style={{ display: 'grid', gap: 'var(--space-6)', paddingBlock: 'var(--space-5)' }}>
      <h1>{t('ziko.title')}</h1>
      <div>
        <h2>{t('ziko.location')}</h2>
        {second ? <UseMyLocation /> : <MapPickerShowcase settings={loaderData.map} />}
      </div>
      {second ? (
        <>
          <div>
            <h2>{t('ziko.calendar_week')}</h2>
            <CalendarScheduler today={today} events={events} initialView="week" title={t('ziko.calendar_week')} />
          </div>
          <div>
            <h2>{t('ziko.calendar_day')}</h2>
            <CalendarScheduler today={today} events={events} initialView="day" title={t('ziko.calendar_day')} />
          </div>
        </>
      ) : (
        <>
          <div>
            <h2>{t('ziko.calendar_default')}</h2>
            <CalendarScheduler today={today} events={events} title={t('ziko.calendar_default')} />
          </div>
          <div>
            <h2>{t('ziko.calendar_limited')}</h2>
            <CalendarScheduler
              today={today}
              events={events}
              title={t('ziko.calendar_limited')}
              minDate={addMonths(today, -1)}
              maxDate={addDays(addMonths(today, 2), -1)}
              timeRange={[8, 18]}
              hour12
            />
          </div>
        </>
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('ziko.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
