import { LOCALES, type Localized } from '../../../common/locale/locales.ts';
import {
  CONTENT_ADAPTERS,
  type ContentListRow,
  countContent,
  type Executor,
} from '../../catalogue/content-adapters.ts';
import { bumpContentVersion } from '../../catalogue/content-version.ts';
import { CAPTCHA_TASKS } from '../../catalogue/data/site-settings.ts';
import { invalidateReferenceData } from '../../catalogue/reference-data.ts';
import { getDb } from '../../db/client.ts';
import { type Actor, assertAdmin, recordAdminAction } from '../audit-log.ts';
import { type ContentValues, contentSchema, type FieldErrors, fieldErrorsOf } from './content-form.ts';
import { type ContentTypeName, childKey, contentType, type OptionSource } from './content-types.ts';

/** One option of a select or choice list: a name in four languages, or a catalogue key. */
export interface ContentOption {
  value: string;
  name?: Localized;
  message?: string;
}

/** The options every select and choice list may offer, read fresh from the database. */
export async function loadContentOptions(): Promise<Record<OptionSource, ContentOption[]>> {
  const db = getDb();
  const [categoryRows, subcategoryRows] = await Promise.all([
    CONTENT_ADAPTERS.categories.list(db),
    CONTENT_ADAPTERS.subcategories.list(db),
  ]);
  const named = (rows: ContentListRow[]) =>
    rows.map((row) => ({ value: row.key, name: typeof row.name === 'string' ? undefined : row.name }));
  return {
    categories: named(categoryRows),
    subcategories: named(subcategoryRows),
    places: ['policy', 'useful'].map((place) => ({ value: place, message: `admin.content.place.${place}` })),
    captchaTasks: CAPTCHA_TASKS.map((task) => ({ value: task, message: `admin.content.task.${task}` })),
  };
}

export function listContent(options: { type: ContentTypeName; parentKey?: string }): Promise<ContentListRow[]> {
  return CONTENT_ADAPTERS[options.type].list(getDb(), options.parentKey);
}

export function findContent(options: { type: ContentTypeName; key: string }): Promise<ContentValues | undefined> {
  return CONTENT_ADAPTERS[options.type].read(getDb(), options.key);
}

export type SaveContentResult =
  | { ok: true; key: string }
  | { ok: false; errors: FieldErrors }
  | { ok: false; error: 'errors.not_found' };

/**
 * Creates (no `key`) or updates one row of any content type: checks the form with the type's
 * schema and the slugs against every other row's in every language, then writes the row, its
 * audit entry (before and after) and a new content version in one transaction. This node's
 * cached reference data is dropped at once; the others see the new version within a second.
 */
export async function saveContent(options: {
  admin: Actor;
  type: ContentTypeName;
  /** The row edited; none creates one. */
  key?: string;
  /** Filter items: the filter a new item goes into. */
  parentKey?: string;
  input: Record<string, unknown>;
}): Promise<SaveContentResult> {
  assertAdmin(options.admin);
  const type = contentType(options.type);
  const adapter = CONTENT_ADAPTERS[options.type];
  const creating = options.key === undefined;
  if (creating && (!type.creatable || !adapter.insert)) return { ok: false, error: 'errors.not_found' };
  const choices = Object.fromEntries(
    Object.entries(await loadContentOptions()).map(([source, list]) => [source, list.map((each) => each.value)]),
  );
  const parsed = contentSchema(type, { creating, choices }).safeParse(options.input);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const values = parsed.data;
  let key = options.key ?? String(values.key);
  if (creating && type.parent) {
    if (!options.parentKey || !(await CONTENT_ADAPTERS[type.parent].read(getDb(), options.parentKey))) {
      return { ok: false, error: 'errors.not_found' };
    }
    key = childKey(options.parentKey, key);
  }

  return getDb()
    .transaction(async (tx) => {
      const before = await adapter.read(tx, key);
      if (creating ? before : !before) {
        return creating
          ? { ok: false as const, errors: { key: 'admin.content.error.key_taken' } }
          : { ok: false as const, error: 'errors.not_found' as const };
      }
      const slugErrors = await slugConflicts(options.type, key, values, tx);
      if (slugErrors) return { ok: false as const, errors: slugErrors };
      if (creating) await adapter.insert?.(tx, key, values);
      else await adapter.update(tx, key, values);
      const after = await adapter.read(tx, key);
      await recordAdminAction(
        {
          admin: options.admin,
          action: creating ? 'content.create' : 'content.update',
          targetType: 'content',
          targetId: `${options.type}:${key}`,
          before: before ?? null,
          after: after ?? null,
        },
        tx,
      );
      await bumpContentVersion(tx);
      return { ok: true as const, key };
    })
    .finally(invalidateReferenceData);
}

/** A localized slug another row already uses, in any language: `slug.en` → slug_taken. */
async function slugConflicts(
  type: ContentTypeName,
  key: string,
  values: ContentValues,
  tx: Executor,
): Promise<FieldErrors | undefined> {
  const field = contentType(type).fields.find((each) => each.kind === 'localizedSlug');
  const adapter = CONTENT_ADAPTERS[type];
  if (!field || !adapter.otherSlugs) return undefined;
  const taken = new Set((await adapter.otherSlugs(tx, key)).flatMap((slug) => Object.values(slug)));
  const slugs = values[field.name] as Localized;
  const errors: FieldErrors = {};
  for (const locale of LOCALES) {
    if (taken.has(slugs[locale])) errors[`${field.name}.${locale}`] = 'admin.content.error.slug_taken';
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export type DeleteContentResult = { ok: true } | { ok: false; error: string };

/** Removes one row, audited; refused while something still uses it (a category's subcategories, an ad). */
export async function deleteContent(options: {
  admin: Actor;
  type: ContentTypeName;
  key: string;
}): Promise<DeleteContentResult> {
  assertAdmin(options.admin);
  const adapter = CONTENT_ADAPTERS[options.type];
  if (!contentType(options.type).creatable || !adapter.remove) return { ok: false, error: 'errors.not_found' };
  const remove = adapter.remove;
  try {
    return await getDb().transaction(async (tx) => {
      const before = await adapter.read(tx, options.key);
      if (!before) return { ok: false as const, error: 'errors.not_found' };
      await remove(tx, options.key);
      await recordAdminAction(
        {
          admin: options.admin,
          action: 'content.delete',
          targetType: 'content',
          targetId: `${options.type}:${options.key}`,
          before,
          after: null,
        },
        tx,
      );
      await bumpContentVersion(tx);
      return { ok: true as const };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return { ok: false, error: 'admin.content.error.in_use' };
    throw error;
  } finally {
    invalidateReferenceData();
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  const cause =
    error && typeof error === 'object' && 'cause' in error ? (error as { cause: unknown }).cause : undefined;
  return codeOf(error) === '23503' || codeOf(cause) === '23503';
}

/** How many rows each type holds, for the content index. */
export function countContentTypes(): Promise<Record<ContentTypeName, number>> {
  return countContent(getDb());
}
