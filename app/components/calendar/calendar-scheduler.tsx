import { useEffect, useMemo, useState } from 'react';
import { INTL_TAG } from '../../../common/locale/locales.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './calendar.module.css';
import {
  acceptEvents,
  assertLabels,
  type CalendarEvent,
  type CalendarLabels,
  type CalendarOptions,
  type CalendarView,
  formatPeriod,
  localDay,
  navigationState,
  REQUIRED_LABELS,
  resolveCalendarOptions,
  stepCursor,
} from './calendar-rules.ts';
import { EventDialog, type EventDraft } from './event-dialog.tsx';
import { MonthGrid } from './month-grid.tsx';
import { TimeGrid } from './time-grid.tsx';

export type CalendarSchedulerProps = Partial<CalendarOptions> & {
  readonly events?: readonly CalendarEvent[];
  /** The visitor's "today" (YYYY-MM-DD); the clock of the browser when omitted. */
  readonly today?: string;
  /** Overrides of the catalogue's labels; all seven of spec §5 must end up present. */
  readonly labels?: Partial<CalendarLabels>;
  readonly onCreateEvent?: (event: CalendarEvent) => void;
  /**
   * Whether a created event stays drawn by the calendar itself (the showcase). A page that saves
   * it and hands it back through `events` says false, so it is not drawn twice.
   */
  readonly keepCreated?: boolean;
  /** Names the calendar for screen readers when a page shows several. */
  readonly title?: string;
};

/**
 * The calendar scheduler of spec §2: month, week and day views, Today / back / next (disabled
 * outside minDate and maxDate), a 24H/12H toggle, the current-time marker, and the event-creation
 * dialog opened from a time slot or a month-view selection. Rules live in calendar-rules.ts.
 */
export function CalendarScheduler({
  events = [],
  today: todayProp,
  labels: labelOverrides,
  onCreateEvent,
  keepCreated = true,
  title,
  ...optionProps
}: CalendarSchedulerProps) {
  const { t, locale } = useI18n();
  const intlLocale = INTL_TAG[locale];
  const options = resolveCalendarOptions(optionProps);
  const labels = {
    ...Object.fromEntries(REQUIRED_LABELS.map((key) => [key, t(`calendar.${key}`)])),
    ...labelOverrides,
  };
  assertLabels(labels);

  const today = todayProp ?? localDay(new Date());
  const [view, setView] = useState<CalendarView>(options.initialView);
  const [cursor, setCursor] = useState(today);
  const [hour12, setHour12] = useState(options.hour12);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [created, setCreated] = useState<CalendarEvent[]>([]);
  const shown = useMemo(() => acceptEvents([...events, ...created]), [events, created]);

  // The marker needs the browser's clock: set after hydration so the server's time never leaks in.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!options.showTimeMarker) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [options.showTimeMarker]);

  const { canGoBack, canGoNext } = navigationState(view, cursor, options);
  const period = formatPeriod(view, cursor, intlLocale);

  function create(event: CalendarEvent) {
    if (keepCreated) setCreated((list) => [...list, event]);
    onCreateEvent?.(event);
    setDraft(null);
  }

  return (
    <section className={styles.calendar} aria-label={title ?? period}>
      <div className={styles.toolbar}>
        <div className={styles.group}>
          <button type="button" className={styles.button} onClick={() => setCursor(today)}>
            {labels.today}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={!canGoBack}
            onClick={() => setCursor(stepCursor(view, cursor, -1))}
          >
            <span aria-hidden="true">‹ </span>
            {labels.back}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={!canGoNext}
            onClick={() => setCursor(stepCursor(view, cursor, 1))}
          >
            {labels.next}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <h3 className={styles.period} aria-live="polite">
          {period}
        </h3>
        <div className={styles.group}>
          <fieldset className={styles.segmented}>
            <legend className="visually-hidden">{t('calendar.view')}</legend>
            {options.availableViews.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={view === name}
                className={styles.segment}
                onClick={() => setView(name)}
              >
                {labels[name]}
              </button>
            ))}
          </fieldset>
          <fieldset className={styles.segmented}>
            <legend className="visually-hidden">{t('calendar.clock')}</legend>
            <button type="button" aria-pressed={!hour12} className={styles.segment} onClick={() => setHour12(false)}>
              {t('calendar.clock_24')}
            </button>
            <button type="button" aria-pressed={hour12} className={styles.segment} onClick={() => setHour12(true)}>
              {t('calendar.clock_12')}
            </button>
          </fieldset>
        </div>
      </div>
      {view === 'month' ? (
        <MonthGrid
          cursor={cursor}
          today={today}
          events={shown}
          locale={intlLocale}
          hour12={hour12}
          label={period}
          onSelect={(range) => setDraft({ date: range.start, startTime: '', endTime: '' })}
        />
      ) : (
        <TimeGrid
          view={view}
          cursor={cursor}
          today={today}
          now={now}
          events={shown}
          locale={intlLocale}
          hour12={hour12}
          timeRange={options.timeRange}
          allDayLabel={labels.all_day}
          onSlot={(slot) => setDraft(slot)}
        />
      )}
      {draft && <EventDialog draft={draft} onCreate={create} onClose={() => setDraft(null)} />}
    </section>
  );
}
