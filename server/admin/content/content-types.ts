// Pure: the admin content pages render these descriptors, so this module must not reach the database.

/** The kinds of field the one content form knows how to draw, read and check. */
type FieldKind =
  /** An identifier fixed at creation (`sport_horses`, a filter's slug); shown, not editable, afterwards. */
  | 'key'
  /** One short text per locale. */
  | 'localized'
  /** One URL slug per locale, unique among the type's rows in every locale. */
  | 'localizedSlug'
  /** One long text per locale (a page's body). */
  | 'localizedText'
  | 'text'
  | 'url'
  | 'boolean'
  /** The order lists are shown in, smallest first. */
  | 'position'
  /** One of a list of options the server supplies (`optionsFrom`). */
  | 'select'
  /** Any of a list of options, as checkboxes. */
  | 'choices'
  /** A subcategory's icon, pasted or uploaded, sanitised (svg-icon.ts). */
  | 'svg';

export type OptionSource = 'categories' | 'subcategories' | 'places' | 'captchaTasks';

export interface ContentField {
  name: string;
  kind: FieldKind;
  /** For `text`: the pattern the value must match and the message when it does not. */
  pattern?: { regex: RegExp; message: string };
  optionsFrom?: OptionSource;
  /** A message key explaining the field, instead of its kind's. */
  hint?: string;
}

export const CONTENT_TYPES = [
  'categories',
  'subcategories',
  'filters',
  'filter-items',
  'pages',
  'social-links',
  'countries',
  'search-synonyms',
  'settings',
] as const;
export type ContentTypeName = (typeof CONTENT_TYPES)[number];

export interface ContentType {
  name: ContentTypeName;
  fields: ContentField[];
  /** Administrators may add and remove rows (countries come with their geography; settings are one row). */
  creatable: boolean;
  /** Filter items live inside a filter: their key is `{filter}.{item}`. */
  parent?: ContentTypeName;
}

const position: ContentField = { name: 'position', kind: 'position' };

const TYPES: Record<ContentTypeName, ContentType> = {
  categories: {
    name: 'categories',
    creatable: true,
    fields: [
      { name: 'key', kind: 'key' },
      { name: 'name', kind: 'localized' },
      { name: 'slug', kind: 'localizedSlug' },
      position,
    ],
  },
  subcategories: {
    name: 'subcategories',
    creatable: true,
    fields: [
      { name: 'key', kind: 'key' },
      { name: 'categoryKey', kind: 'select', optionsFrom: 'categories' },
      { name: 'name', kind: 'localized' },
      { name: 'slug', kind: 'localizedSlug' },
      { name: 'svg', kind: 'svg' },
      { name: 'withPrice', kind: 'boolean' },
      position,
    ],
  },
  filters: {
    name: 'filters',
    creatable: true,
    fields: [
      { name: 'key', kind: 'key' },
      { name: 'name', kind: 'localized' },
      { name: 'subcategoryKeys', kind: 'choices', optionsFrom: 'subcategories' },
      position,
    ],
  },
  'filter-items': {
    name: 'filter-items',
    creatable: true,
    parent: 'filters',
    fields: [{ name: 'key', kind: 'key' }, { name: 'name', kind: 'localized' }, position],
  },
  pages: {
    name: 'pages',
    creatable: true,
    fields: [
      { name: 'key', kind: 'key' },
      { name: 'title', kind: 'localized' },
      { name: 'slug', kind: 'localizedSlug' },
      { name: 'place', kind: 'select', optionsFrom: 'places' },
      { name: 'body', kind: 'localizedText' },
      position,
    ],
  },
  'social-links': {
    name: 'social-links',
    creatable: true,
    fields: [
      { name: 'key', kind: 'key' },
      { name: 'url', kind: 'url' },
      { name: 'title', kind: 'localized' },
      position,
    ],
  },
  countries: {
    name: 'countries',
    creatable: false,
    fields: [
      { name: 'key', kind: 'key' },
      { name: 'name', kind: 'localized' },
      { name: 'slug', kind: 'localizedSlug' },
      {
        name: 'currency',
        kind: 'text',
        pattern: { regex: /^[A-Z]{3}$/, message: 'admin.content.error.currency' },
      },
      {
        name: 'phonePrefix',
        kind: 'text',
        pattern: { regex: /^\+[1-9]\d{0,3}$/, message: 'admin.content.error.phone_prefix' },
      },
      position,
    ],
  },
  'search-synonyms': {
    name: 'search-synonyms',
    creatable: true,
    fields: [
      { name: 'key', kind: 'key' },
      { name: 'terms', kind: 'localized', hint: 'admin.content.hint.terms' },
      { name: 'rankedIn', kind: 'choices', optionsFrom: 'subcategories' },
      position,
    ],
  },
  settings: {
    name: 'settings',
    creatable: false,
    fields: [{ name: 'recaptchaAllowedInTasks', kind: 'choices', optionsFrom: 'captchaTasks' }],
  },
};

export function isContentType(value: unknown): value is ContentTypeName {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

export function contentType(name: ContentTypeName): ContentType {
  return TYPES[name];
}

/** The one row of the `settings` type. */
export const SITE_SETTINGS_KEY = 'site';

/** Joins a filter item's key from its filter's and its own: `sexo.macho`. Keys never hold a dot. */
export function childKey(parentKey: string, key: string): string {
  return `${parentKey}.${key}`;
}

export function splitChildKey(key: string): { parentKey: string; key: string } | undefined {
  const [parentKey, own, ...rest] = key.split('.');
  return parentKey && own && rest.length === 0 ? { parentKey, key: own } : undefined;
}
