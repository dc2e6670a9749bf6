import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, redirect, useActionData } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { ALERT_FREQUENCIES } from '../../common/saved-searches/alert-frequencies.ts';
import { savedSearchIdSchema, updateSavedSearchSchema } from '../../common/saved-searches/saved-search-schemas.ts';
import { searchFormToQuery } from '../../common/search/search-form.ts';
import { notFound, unknownIntent } from '../../server/http/app-errors.ts';
import {
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  type SavedSearchView,
  updateSavedSearch,
} from '../../server/saved-searches/saved-searches.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field } from '../components/form/field.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/settings-saved-searches';
import styles from './settings-saved-searches.module.css';

/** /user/settings/search-saved: the signed-in user's saved searches. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  return { searches: await listSavedSearches({ userId: user.id }) };
}

/** Open, edit or delete one saved search; each checks that it belongs to the signed-in user. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'update') {
    const submission = parseWithZod(formData, { schema: updateSavedSearchSchema });
    if (submission.status !== 'success') return { id: String(formData.get('id')), errors: submission.error };
    const updated = await updateSavedSearch({ userId: user.id, ...submission.value });
    if (!updated) notFound();
    return { done: 'saved_searches.updated' };
  }
  if (intent !== 'open' && intent !== 'delete') unknownIntent();
  const parsed = savedSearchIdSchema.safeParse({ id: formData.get('id') });
  if (!parsed.success) notFound();
  if (intent === 'open') {
    const form = await openSavedSearch({ userId: user.id, id: parsed.data.id });
    if (!form) notFound();
    throw redirect(`${localizePath('/search', localeFromPath(url.pathname))}?${searchFormToQuery(form)}`);
  }
  if (!(await deleteSavedSearch({ userId: user.id, id: parsed.data.id }))) notFound();
  return { done: 'saved_searches.deleted' };
}

type ActionResult = { done: string } | { id: string; errors: Record<string, string[] | null> | null };

export default function SettingsSavedSearches({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const { searches } = loaderData;
  return (
    <section aria-labelledby="saved-searches-title" className={styles.page}>
      <header className={styles.header}>
        <h1 id="saved-searches-title" className={styles.title}>
          {t('saved_searches.title')}
        </h1>
        <p className={styles.intro}>{t('saved_searches.intro')}</p>
      </header>
      {result && 'done' in result ? (
        <p className={styles.notice} role="status">
          {t(result.done)}
        </p>
      ) : null}
      {searches.length === 0 ? (
        <EmptyState title={t('saved_searches.empty')}>
          <p>{t('saved_searches.empty_text')}</p>
          <Link className="button button-primary" to={to('/search')}>
            {t('saved_searches.go_search')}
          </Link>
        </EmptyState>
      ) : (
        <ul className={styles.rows}>
          {searches.map((search) => (
            <li key={search.id}>
              <SavedSearchRow
                search={search}
                errors={result && 'errors' in result && result.id === search.id ? result.errors : null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchRow({
  search,
  errors,
}: {
  search: SavedSearchView;
  errors: Record<string, string[] | null> | null;
}) {
  const { t } = useI18n();
  const titleId = `saved-search-${search.id}`;
  const nameId = `saved-search-name-${search.id}`;
  const frequencyId = `saved-search-frequency-${search.id}`;
  return (
    <article aria-labelledby={titleId} className={styles.row}>
      <div className={styles.main}>
        <h2 id={titleId} className={styles.name}>
          {search.name}
        </h2>
        <p className={styles.summary}>{search.summary || t('saved_searches.all_ads')}</p>
        <p className={styles.badges}>
          <span className={search.newCount > 0 ? `${styles.badge} ${styles.fresh}` : styles.badge}>
            {t('saved_searches.new_count', { count: search.newCount })}
          </span>
          <span className={styles.badge}>
            {t('saved_searches.alerts_label', { frequency: t(`saved_searches.frequency.${search.frequency}`) })}
          </span>
        </p>
      </div>
      <div className={styles.actions}>
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="id" value={search.id} />
          <button type="submit" name="intent" value="open" className="button button-primary" aria-describedby={titleId}>
            {t('saved_searches.open')}
          </button>
        </Form>
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="id" value={search.id} />
          <button type="submit" name="intent" value="delete" className="button" aria-describedby={titleId}>
            {t('saved_searches.delete')}
          </button>
        </Form>
      </div>
      {/* Keyed by what it edits: a saved change remounts it closed, showing the new values. */}
      <details key={`${search.name}\n${search.frequency}`} className={styles.edit} open={errors !== null}>
        <summary aria-describedby={titleId}>{t('saved_searches.edit')}</summary>
        <Form method="post" className={styles.editForm}>
          <CsrfInput />
          <input type="hidden" name="id" value={search.id} />
          <Field id={nameId} label={t('saved_searches.name')} errors={errors?.name ?? undefined}>
            <input
              id={nameId}
              name="name"
              type="text"
              defaultValue={search.name}
              maxLength={80}
              required
              aria-invalid={errors?.name ? true : undefined}
              aria-describedby={errors?.name ? `${nameId}-error` : undefined}
            />
          </Field>
          <Field id={frequencyId} label={t('saved_searches.frequency')} errors={errors?.frequency ?? undefined}>
            <select id={frequencyId} name="frequency" defaultValue={search.frequency}>
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`saved_searches.frequency.${frequency}`)}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" name="intent" value="update" className="button button-primary">
            {t('saved_searches.update')}
          </button>
        </Form>
      </details>
    </article>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('saved_searches.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
