import { useId, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import type { FreeSlotView } from '../../../server/visits/visit-views.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './visit-booking.module.css';

type Answer = { done: true } | { error: string };

/**
 * The ad page's "Book a visit" for a signed-in reader who is not the owner: the free times grouped
 * by day as radio buttons, and one button. It posts to /s/{slug}/visit (a plain form before
 * JavaScript); once a visit is held the box says when and in which state instead.
 */
export function VisitBooking({
  slug,
  slots,
  zoneName,
  mine,
  error,
}: {
  slug: string;
  slots: readonly FreeSlotView[];
  zoneName: string;
  mine: { state: string; span: string } | null;
  /** A catalogue key: why a booking posted before JavaScript was refused. */
  error: string | null;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const fetcher = useFetcher<Answer>();
  const id = useId();
  // Kept apart from the list: once booked, the time leaves the free ones the page reloads.
  const [chosenSpan, setChosenSpan] = useState<string | null>(null);
  const answer = fetcher.data;
  const days = [...new Set(slots.map((slot) => slot.day))];
  return (
    <section id="visits" tabIndex={-1} className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('visits.book_title')}
      </h2>
      <p role="status" className={(answer && 'error' in answer) || (!answer && error) ? styles.problem : styles.done}>
        {!answer && error ? t(error) : null}
        {answer && 'error' in answer ? answer.error : null}
        {answer && 'done' in answer && chosenSpan ? t('visits.requested_done', { when: chosenSpan }) : null}
      </p>
      {!mine && slots.length === 0 ? <p>{t('visits.no_times')}</p> : null}
      {mine ? (
        <>
          <p>{t('visits.already_have', { when: mine.span, state: t(`visits.state.${mine.state}`) })}</p>
          <p>
            <Link to={to('/user/visits')}>{t('visits.see_mine')}</Link>
          </p>
        </>
      ) : null}
      {mine || slots.length === 0 ? null : (
        <fetcher.Form method="post" action={to(`/s/${slug}/visit`)} className={styles.form}>
          <CsrfInput />
          <input type="hidden" name="returnTo" value={pathname} />
          <p className={styles.intro}>{t('visits.book_intro')}</p>
          <p className={styles.zone}>{t('visits.times_in', { zone: zoneName })}</p>
          {days.map((day) => (
            <fieldset key={day} className={styles.day}>
              <legend>{slots.find((slot) => slot.day === day)?.dayLabel}</legend>
              <div className={styles.times}>
                {slots
                  .filter((slot) => slot.day === day)
                  .map((slot) => (
                    <label key={slot.id} className={styles.time}>
                      <input
                        type="radio"
                        name="slot"
                        value={slot.id}
                        required
                        aria-label={slot.span}
                        onChange={() => setChosenSpan(slot.span)}
                      />
                      <span aria-hidden="true">{slot.label}</span>
                    </label>
                  ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" className="button button-primary" disabled={fetcher.state !== 'idle'}>
            {t('visits.book')}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
