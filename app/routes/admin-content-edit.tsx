import { data, Form, Link, redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { LOCALES, type Localized } from '../../common/locale/locales.ts';
import {
  deleteContent,
  findContent,
  listContent,
  loadContentOptions,
  saveContent,
} from '../../server/admin/content/content-editor.ts';
import { readContentForm } from '../../server/admin/content/content-form.ts';
import {
  type ContentTypeName,
  contentType,
  isContentType,
  splitChildKey,
} from '../../server/admin/content/content-types.ts';
import { notFound, unknownIntent } from '../../server/http/app-errors.ts';
import styles from '../components/admin/admin.module.css';
import { AdminNav } from '../components/admin/admin-nav.tsx';
import { ContentFields } from '../components/admin/content-fields.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import formStyles from '../components/form/form.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireAdmin } from '../lib/route-guards.server.ts';
import type { Route } from './+types/admin-content-edit';

function typeFrom(params: { type: string }): ContentTypeName {
  if (!isContentType(params.type)) notFound();
  return params.type;
}

/** The filter a filter item belongs to: from its key, or for a new one from `?parent=`. */
function parentKeyOf(type: ContentTypeName, key: string | undefined, url: URL): string | undefined {
  if (!contentType(type).parent) return undefined;
  return key ? splitChildKey(key)?.parentKey : (url.searchParams.get('parent') ?? undefined);
}

/** /admin/content/{type}/new and /admin/content/{type}/{key}: one row's form, for any content type. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  requireAdmin({ context, url });
  const type = typeFrom(params);
  const key = params.key;
  const descriptor = contentType(type);
  if (!key && !descriptor.creatable) notFound();
  const parentKey = parentKeyOf(type, key, url);
  const parent = parentKey && descriptor.parent ? await findContent({ type: descriptor.parent, key: parentKey }) : null;
  if (descriptor.parent && !parent) notFound();
  const [values, options, siblings] = await Promise.all([
    key ? findContent({ type, key }) : undefined,
    loadContentOptions(),
    key ? undefined : listContent({ type, parentKey }),
  ]);
  if (key && !values) notFound();
  const items = type === 'filters' && key ? await listContent({ type: 'filter-items', parentKey: key }) : [];
  return {
    type,
    key: key ?? null,
    values: values ?? defaultsFor(type, siblings?.length ?? 0),
    options,
    parent: parent ? { key: parentKey ?? '', name: parent.name as Localized } : null,
    items,
    done: url.searchParams.get('done'),
  };
}

function defaultsFor(type: ContentTypeName, rows: number): Record<string, unknown> {
  const empty = Object.fromEntries(LOCALES.map((locale) => [locale, '']));
  return Object.fromEntries(
    contentType(type).fields.map((field) => [
      field.name,
      field.kind.startsWith('localized')
        ? empty
        : field.kind === 'position'
          ? rows
          : field.kind === 'boolean'
            ? true
            : field.kind === 'choices'
              ? []
              : '',
    ]),
  );
}

/** `intent=save` creates or updates, `intent=delete` removes; both audited by the domain. */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const admin = requireAdmin({ context, url });
  const type = typeFrom(params);
  const key = params.key;
  const form = await request.formData();
  const intent = form.get('intent');
  const locale = localeFromPath(url.pathname);
  const posted = form.get('parent');
  const parentKey = parentKeyOf(type, key, url) ?? (typeof posted === 'string' && posted ? posted : undefined);
  if (intent === 'delete' && key) {
    const result = await deleteContent({ admin, type, key });
    if (!result.ok) return data({ errors: {}, error: result.error, values: null }, { status: 409 });
    const back = parentKey ? `/admin/content/filters/${parentKey}` : `/admin/content/${type}`;
    return redirect(`${localizePath(back, locale)}?done=deleted`);
  }
  if (intent !== 'save') unknownIntent();
  const input = await readContentForm(contentType(type), form);
  const result = await saveContent({ admin, type, key, parentKey, input });
  if (result.ok) {
    const done = key ? 'saved' : 'created';
    return redirect(`${localizePath(`/admin/content/${type}/${result.key}`, locale)}?done=${done}`);
  }
  if ('error' in result) notFound();
  return data({ errors: result.errors, error: 'admin.content.fix_errors', values: input }, { status: 400 });
}

export const handle = { hideSearch: true };

export default function AdminContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalizedPath();
  const { type, key, options, parent, items, done } = loaderData;
  const descriptor = contentType(type);
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const typeName = t(`admin.content.type.${type}`);
  const name = (value: unknown) => (value && typeof value === 'object' ? (value as Localized)[locale] : undefined);
  const title = key
    ? type === 'settings'
      ? t('admin.content.site_settings')
      : (name(loaderData.values.name) ?? name(loaderData.values.title) ?? key)
    : t('admin.content.new_title', { type: typeName });
  const back = parent ? `/admin/content/filters/${parent.key}` : `/admin/content/${type}`;
  const backName = parent ? parent.name[locale] : typeName;
  const hasFile = descriptor.fields.some((field) => field.kind === 'svg');
  return (
    <section aria-labelledby="content-title" className={`container ${styles.page}`}>
      <AdminNav />
      <header className={styles.header}>
        <p className={styles.muted}>
          <Link to={to(back)}>{t('admin.content.back', { type: backName })}</Link>
        </p>
        <h1 id="content-title" className={styles.title}>
          {title}
        </h1>
        {parent ? (
          <p className={styles.muted}>{t('admin.content.in_filter', { filter: parent.name[locale] })}</p>
        ) : null}
        <div role="status">
          {done === 'saved' || done === 'created' || done === 'deleted' ? (
            <p className={styles.done}>{t(`admin.content.${done}`)}</p>
          ) : null}
        </div>
        <div role="alert">{actionData?.error ? <p className={styles.problem}>{t(actionData.error)}</p> : null}</div>
      </header>
      {/* A filter's items first: what administrators come to a filter for most. */}
      {type === 'filters' && key ? (
        <section aria-labelledby="items-title" className={styles.panel}>
          <h2 id="items-title">{t('admin.content.items')}</h2>
          {items.length === 0 ? (
            <p className={styles.muted}>{t('admin.content.empty')}</p>
          ) : (
            <ul className={styles.itemList}>
              {items.map((item) => (
                <li key={item.key}>
                  <Link to={to(`/admin/content/filter-items/${item.key}`)}>
                    {typeof item.name === 'string' ? item.name : item.name[locale]}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={`${to('/admin/content/filter-items/new')}?parent=${key}`} className="button">
              {t('admin.content.add_item')}
            </Link>
          </p>
        </section>
      ) : null}
      <Form
        // A new form for every row: the inputs keep what they show otherwise (they are uncontrolled).
        key={`${type}/${key ?? 'new'}`}
        method="post"
        encType={hasFile ? 'multipart/form-data' : undefined}
        className={`${styles.panel} ${styles.contentForm}`}
        noValidate
      >
        <CsrfInput />
        {parent && key === null ? <input type="hidden" name="parent" value={parent.key} /> : null}
        <ContentFields
          fields={descriptor.fields}
          values={values}
          errors={errors}
          options={options}
          creating={key === null}
        />
        <div>
          <button type="submit" name="intent" value="save" className="button button-primary">
            {t(key ? 'admin.content.save' : 'admin.content.create')}
          </button>
        </div>
      </Form>
      {key && descriptor.creatable ? (
        <section aria-labelledby="delete-title" className={styles.panel}>
          <h2 id="delete-title">{t('admin.content.delete_title')}</h2>
          <p className={formStyles.hint}>{t('admin.content.delete_hint')}</p>
          <Form method="post">
            <CsrfInput />
            <button type="submit" name="intent" value="delete" className={`button ${styles.danger}`}>
              {t('admin.content.delete')}
            </button>
          </Form>
        </section>
      ) : null}
    </section>
  );
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title = isContentType(params.type) ? t(`admin.content.type.${params.type}`) : t('admin.content.title');
  return [...pageMeta(title), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
