import { useEffect, useState } from 'react';
import { data, Form, Link, useFetcher } from 'react-router';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { slotFormSchema, slotIdSchema } from '../../server/visits/visit-schemas.ts';
import { deleteVisitSlot, publishVisitSlot } from '../../server/visits/visit-slots.ts';
import { wallTime } from '../../server/visits/visit-time.ts';
import { findOwnAdForVisits, viewOwnerSlots } from '../../server/visits/visit-views.ts';
import { addDays } from '../components/calendar/calendar-rules.ts';
import { CalendarScheduler } from '../components/calendar/calendar-scheduler.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { VisitChangeForms } from '../components/visits/visit-change-form.tsx';
import styles from '../components/visits/visits.module.css';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { handleVisitChange } from '../lib/visit-change.server.ts';
import type { Route } from './+types/ad-visits';

export const handle = { hideSearch: true };

/** /s/{classified}/visits: the owner offers times to see the ad and answers requests; others get a 404. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const locale = localeFromPath(url.pathname);
  const ad = await findOwnAdForVisits({ ownerId: user.id, slug: params.classified, locale });
  if (!ad) notFound();
  const slots = await viewOwnerSlots({ adId: ad.id, zone: ad.zone, locale });
  return { ad, slots, today: wallTime(new Date(), ad.zone).day };
}

/** `intent`: add a time, delete a free one, or confirm / decline / cancel a visit in one. */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'add') {
    const parsed = slotFormSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data({ error: 'visits.error.slot_invalid' }, { status: 400 });
    const result = await publishVisitSlot({ ownerId: user.id, slug: params.classified, ...parsed.data });
    if (!result.ok && result.error === 'not_found') notFound();
    if (!result.ok) return data({ error: `visits.error.${result.error}` }, { status: 400 });
    return { done: 'visits.added' };
  }
  if (intent === 'delete') {
    const parsed = slotIdSchema.safeParse({ slot: formData.get('slot') });
    if (!parsed.success) notFound();
    const result = await deleteVisitSlot({ ownerId: user.id, slotId: parsed.data.slot });
    if (result === 'not_found') notFound();
    if (result === 'held') return data({ error: 'visits.error.slot_held' }, { status: 409 });
    return { done: 'visits.slot_deleted' };
  }
  return handleVisitChange({ userId: user.id, formData });
}

type Answer = { done: string } | { error: string };

export default function AdVisits({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { csrf } = useRootData();
  const { ad, slots, today } = loaderData;
  // The calendar's dialog posts through a fetcher; the form below the calendar works without JavaScript.
  const fetcher = useFetcher<Answer>();
  // Whichever answered last: the calendar's earlier success must not stand for the form's refusal.
  const [answer, setAnswer] = useState(actionData as Answer | undefined);
  useEffect(() => {
    if (fetcher.data) setAnswer(fetcher.data);
  }, [fetcher.data]);
  useEffect(() => {
    if (actionData) setAnswer(actionData as Answer);
  }, [actionData]);
  const events = slots.map((slot) => ({
    date: slot.day,
    startTime: slot.startTime,
    endTime: slot.endTime,
    name: slot.visit
      ? t(slot.visit.state === 'confirmed' ? 'visits.slot_confirmed' : 'visits.slot_requested', {
          name: slot.visit.buyerName,
        })
      : t('visits.slot_free'),
    color: slot.visit?.state === 'confirmed' ? 'var(--color-accent)' : undefined,
  }));
  return (
    <div className={`container ${styles.page} ${styles.standalone}`}>
      <header className={styles.header}>
        <p>
          <Link to={to(`/s/${ad.slug}`)}>{t('visits.back_to_ad')}</Link>
        </p>
        <h1 className={styles.title}>{t('visits.manage_title', { title: ad.title })}</h1>
        {ad.sold ? null : <p className={styles.intro}>{t('visits.manage_intro')}</p>}
        <p className={styles.zone}>
          {t('visits.times_in', { zone: ad.zoneName })}
          {ad.place ? ` ${t('visits.place', { place: ad.place })}` : null}
        </p>
      </header>
      <p role="status" className={answer && 'error' in answer ? styles.problem : styles.notice}>
        {answer ? t('done' in answer ? answer.done : answer.error) : null}
      </p>
      {/* A sold ad is offered no more times: no calendar and no form, its visits still answered below. */}
      {ad.sold ? (
        <p className={styles.card}>{t('visits.error.ad_sold')}</p>
      ) : (
        <>
          {/* The calendar's period is an h3: its section heading keeps the outline in order. */}
          <h2 className="visually-hidden">{t('visits.calendar_title')}</h2>
          <CalendarScheduler
            title={t('visits.calendar_title')}
            events={events}
            today={today}
            minDate={today}
            maxDate={addDays(today, 180)}
            initialView="week"
            keepCreated={false}
            onCreateEvent={(event) =>
              fetcher.submit(
                {
                  csrf,
                  intent: 'add',
                  day: event.date,
                  startTime: event.startTime ?? '',
                  endTime: event.endTime ?? '',
                },
                { method: 'post', preventScrollReset: true },
              )
            }
          />
          <section aria-labelledby="slot-form-title" className={styles.card}>
            <h2 id="slot-form-title" className={styles.subtitle}>
              {t('visits.add_title')}
            </h2>
            <Form method="post" className={styles.slotForm} preventScrollReset>
              <CsrfInput />
              <input type="hidden" name="intent" value="add" />
              <label>
                {t('calendar.date')}
                <input type="date" name="day" required min={today} />
              </label>
              <label>
                {t('calendar.start_time')}
                <input type="time" name="startTime" required />
              </label>
              <label>
                {t('calendar.end_time')}
                <input type="time" name="endTime" required />
              </label>
              <button type="submit" className="button button-primary">
                {t('visits.add')}
              </button>
            </Form>
          </section>
        </>
      )}
      <section aria-labelledby="slots-title" className={styles.section}>
        <h2 id="slots-title" className={styles.subtitle}>
          {t('visits.slots_title')}
        </h2>
        {slots.length === 0 ? (
          <p className={styles.muted}>{t('visits.slots_empty')}</p>
        ) : (
          <ul className={styles.rows}>
            {slots.map((slot) => (
              <li key={slot.id} className={styles.row}>
                <div className={styles.main}>
                  <p id={`slot-${slot.id}`} className={styles.when}>
                    {slot.span}
                  </p>
                  <p>
                    <span className={styles.badge} data-state={slot.visit?.state ?? 'free'}>
                      {slot.visit ? t(`visits.state.${slot.visit.state}`) : t('visits.slot_free')}
                    </span>{' '}
                    {slot.visit ? t('visits.role_seller', { name: slot.visit.buyerName }) : null}
                  </p>
                </div>
                {slot.visit ? (
                  <VisitChangeForms
                    visitId={slot.visit.id}
                    actions={slot.visit.actions}
                    describedBy={`slot-${slot.id}`}
                  />
                ) : (
                  <Form method="post" className={styles.actions} preventScrollReset>
                    <CsrfInput />
                    <input type="hidden" name="slot" value={slot.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="button"
                      aria-describedby={`slot-${slot.id}`}
                    >
                      {t('visits.delete_slot')}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(loaderData ? t('visits.manage_title', { title: loaderData.ad.title }) : t('visits.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
