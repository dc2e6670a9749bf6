import { Link } from 'react-router';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { listUserVisits, type UserVisitView } from '../../server/visits/visit-views.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { VisitChangeForms } from '../components/visits/visit-change-form.tsx';
import styles from '../components/visits/visits.module.css';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import { handleVisitChange } from '../lib/visit-change.server.ts';
import type { Route } from './+types/settings-visits';

/** /user/visits: every visit the user takes part in, as buyer or seller, with its state. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  return { visits: await listUserVisits({ userId: user.id, locale: localeFromPath(url.pathname) }) };
}

/** Confirm, decline or cancel one of them; the domain checks it is the user's to change. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  return handleVisitChange({ userId: user.id, formData: await request.formData() });
}

type Answer = { done: string } | { error: string };

export default function SettingsVisits({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const answer = actionData as Answer | undefined;
  const upcoming = loaderData.visits.filter((visit) => visit.upcoming);
  const past = loaderData.visits.filter((visit) => !visit.upcoming);
  return (
    <section aria-labelledby="visits-title" className={styles.page}>
      <header className={styles.header}>
        <h1 id="visits-title" className={styles.title}>
          {t('visits.title')}
        </h1>
        <p className={styles.intro}>{t('visits.intro')}</p>
      </header>
      <p role="status" className={answer && 'error' in answer ? styles.problem : styles.notice}>
        {answer ? t('done' in answer ? answer.done : answer.error) : null}
      </p>
      {loaderData.visits.length === 0 ? (
        <EmptyState title={t('visits.empty')}>
          <p>{t('visits.empty_text')}</p>
          <Link className="button button-primary" to={to('/search')}>
            {t('saved_searches.go_search')}
          </Link>
        </EmptyState>
      ) : null}
      {upcoming.length > 0 ? <VisitList title={t('visits.upcoming')} id="visits-upcoming" visits={upcoming} /> : null}
      {past.length > 0 ? <VisitList title={t('visits.past')} id="visits-past" visits={past} /> : null}
    </section>
  );
}

function VisitList({ title, id, visits }: { title: string; id: string; visits: UserVisitView[] }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      <ul className={styles.rows}>
        {visits.map((visit) => (
          <li key={visit.id}>
            <article aria-labelledby={`visit-${visit.id}`} className={styles.row}>
              <div className={styles.main}>
                <h3 id={`visit-${visit.id}`} className={styles.adTitle}>
                  <Link to={to(`/s/${visit.ad.slug}`)}>{visit.ad.title}</Link>
                </h3>
                <p className={styles.when}>{visit.span}</p>
                <p>
                  <span className={styles.badge} data-state={visit.state}>
                    {t(`visits.state.${visit.state}`)}
                  </span>{' '}
                  {t(visit.role === 'buyer' ? 'visits.role_buyer' : 'visits.role_seller', { name: visit.otherName })}
                </p>
                {visit.place ? <p className={styles.muted}>{t('visits.place', { place: visit.place })}</p> : null}
                {visit.state === 'confirmed' && visit.upcoming ? (
                  <p>
                    {/* A file to download, not a page: a plain link, reloadDocument. */}
                    <Link to={to(`/user/visits/${visit.id}/calendar`)} reloadDocument download="galope-visit.ics">
                      {t('visits.add_to_calendar')}
                    </Link>
                  </p>
                ) : null}
              </div>
              <VisitChangeForms visitId={visit.id} actions={visit.actions} describedBy={`visit-${visit.id}`} />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('visits.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
