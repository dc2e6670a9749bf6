import { Link } from 'react-router';
import { countContentTypes, listContent } from '../../server/admin/content/content-editor.ts';
import { CONTENT_TYPES, contentType, isContentType } from '../../server/admin/content/content-types.ts';
import { notFound } from '../../server/http/app-errors.ts';
import styles from '../components/admin/admin.module.css';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-content';

/** /admin/content: every content type with its size; /admin/content/{type}: that type's rows. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  requireAdmin({ context, url });
  if (!params.type) return { type: null, counts: await countContentTypes(), rows: [] };
  if (!isContentType(params.type)) notFound();
  // Filter items are reached from their filter; the list of them all shows where each belongs.
  const rows = await listContent({ type: params.type });
  return { type: params.type, counts: null, rows, done: url.searchParams.get('done') === 'deleted' };
}

export const handle = { hideSearch: true };

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalizedPath();
  const { type, counts, rows } = loaderData;
  const title = type ? t(`admin.content.type.${type}`) : t('admin.content.title');
  return (
    <section aria-labelledby="content-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        {type ? (
          <p className={styles.muted}>
            <Link to={to('/admin/content')}>{t('admin.content.back', { type: t('admin.content.title') })}</Link>
          </p>
        ) : null}
        <h1 id="content-title" className={styles.title}>
          {title}
        </h1>
        {type ? null : <p className={styles.muted}>{t('admin.content.intro')}</p>}
        <div role="status">
          {'done' in loaderData && loaderData.done ? <p className={styles.done}>{t('admin.content.deleted')}</p> : null}
        </div>
      </header>
      {counts ? (
        <ul className={styles.tiles}>
          {CONTENT_TYPES.map((each) => (
            <li key={each}>
              <Link to={to(`/admin/content/${each}`)} className={styles.tile}>
                <span className={styles.tileTitle}>{t(`admin.content.type.${each}`)}</span>
                <span className={styles.muted}>{t('admin.content.count', { count: counts[each] })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : type ? (
        <>
          {contentType(type).creatable && !contentType(type).parent ? (
            <p>
              <Link to={to(`/admin/content/${type}/new`)} className="button button-primary">
                {t('admin.content.add')}
              </Link>
            </p>
          ) : null}
          {rows.length === 0 ? (
            <p className={styles.muted}>{t('admin.content.empty')}</p>
          ) : (
            <ul className={`${styles.list} ${styles.contentList}`}>
              {rows.map((row) => (
                <li key={row.key} className={styles.row}>
                  <Link to={to(`/admin/content/${type}/${row.key}`)}>
                    {type === 'settings'
                      ? t('admin.content.site_settings')
                      : typeof row.name === 'string'
                        ? row.name
                        : row.name[locale]}
                  </Link>
                  <p className={styles.rowFacts}>
                    <code>{row.key}</code>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title =
    params.type && isContentType(params.type) ? t(`admin.content.type.${params.type}`) : t('admin.content.title');
  return [...pageMeta(title), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
