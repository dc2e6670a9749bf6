import { type Dispatch, type SetStateAction, useMemo, useState } from 'react';
import { API_PATHS, buildApiUrl } from '../../../common/http/api-url.ts';
import type { Locale } from '../../../common/locale/locales.ts';
import type { SearchForm } from '../../../common/search/search-form.ts';
import { FILTER_FIELD_PREFIX } from '../../../common/search/search-form-fields.ts';
import type { FilterView } from '../../../server/catalogue/catalogue-views.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { ALL_ITEM, checkedItems, chooseFilterItem, filterKind } from './filter-kind.ts';
import styles from './search-panel.module.css';
import { useRemoteList } from './use-remote-list.ts';

const pickList = (body: unknown) => body;

function filtersUrl(subcategory: string, locale: Locale): string {
  return buildApiUrl({ base: '/api', locale, path: API_PATHS.filters, params: [subcategory, 'with_all'] });
}

/**
 * The chosen subcategory's filters (spec §7 call 5, with `all`), loaded when it is chosen, with an
 * overlay meanwhile (spec §4); rendered as checkboxes or a multi-select by their size (spec §5).
 */
export function FilterFields({
  id,
  form,
  update,
  filters: sent,
}: {
  id: string;
  form: SearchForm;
  update: Dispatch<SetStateAction<SearchForm>>;
  /** The chosen subcategory's filters, when the page's loader sent them. */
  filters?: { subcategory: string; items: FilterView[] } | null;
}) {
  const { t, locale } = useI18n();
  const subcategory = form.subcategory?.slug;
  // Kept while the page's lists are the same: a new object each render would ask again.
  const initial = useMemo(
    () => (sent ? { url: filtersUrl(sent.subcategory, locale), items: sent.items } : null),
    [sent, locale],
  );
  const filters = useRemoteList<FilterView>(subcategory ? filtersUrl(subcategory, locale) : null, pickList, initial);
  const shown = filters.items.filter((filter) => filterKind(filter.items.length) !== 'hidden');
  function choose(filter: string, slug: string, checked: boolean) {
    update((current) => ({
      ...current,
      searchFiltersValues: chooseFilterItem(current.searchFiltersValues ?? {}, filter, slug, checked),
    }));
  }
  return (
    <section
      className={`${styles.section} ${styles.filters}`}
      aria-labelledby={`${id}-features`}
      aria-busy={filters.loading}
    >
      <h3 id={`${id}-features`} className={styles.legend}>
        {t('search.section.features')}
      </h3>
      {!subcategory ? <p className={styles.hint}>{t('search.choose_subcategory')}</p> : null}
      <div className={styles.filterList}>
        {shown.map((filter) =>
          filterKind(filter.items.length) === 'checkboxes' ? (
            <CheckboxFilter
              key={filter.slug}
              filter={filter}
              selected={checkedItems(form.searchFiltersValues?.[filter.slug])}
              onChoose={(slug, checked) => choose(filter.slug, slug, checked)}
            />
          ) : (
            <MultiSelectFilter
              key={filter.slug}
              id={`${id}-filter-${filter.slug}`}
              filter={filter}
              selected={checkedItems(form.searchFiltersValues?.[filter.slug])}
              onChoose={(slug, checked) => choose(filter.slug, slug, checked)}
            />
          ),
        )}
      </div>
      {filters.loading ? (
        <div className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('search.filters_loading')}
        </div>
      ) : null}
    </section>
  );
}

interface FilterProps {
  filter: FilterView;
  selected: readonly string[];
  onChoose: (slug: string, checked: boolean) => void;
}

function CheckboxFilter({ filter, selected, onChoose }: FilterProps) {
  return (
    <fieldset className={styles.filter}>
      <legend>{filter.name}</legend>
      <div className={styles.chips}>
        {filter.items.map((item) => (
          <label key={item.slug} className={styles.chip}>
            <input
              type="checkbox"
              name={`${FILTER_FIELD_PREFIX}${filter.slug}`}
              value={item.slug}
              checked={selected.includes(item.slug)}
              onChange={(event) => onChoose(item.slug, event.target.checked)}
            />
            <span>{item.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** More than six items: a searchable list of checkboxes; no choice means any (`all`). */
function MultiSelectFilter({ id, filter, selected, onChoose }: FilterProps & { id: string }) {
  const { t, locale } = useI18n();
  const [query, setQuery] = useState('');
  const items = filter.items.filter((item) => item.slug !== ALL_ITEM);
  const needle = fold(query.trim(), locale);
  const matching = needle ? items.filter((item) => fold(item.name, locale).includes(needle)) : items;
  const count = selected.filter((slug) => slug !== ALL_ITEM).length;
  return (
    <fieldset className={styles.filter}>
      <legend>
        {filter.name} <span className={styles.count}>{t('search.filter_selected', { count })}</span>
      </legend>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        {t('search.filter_search', { filter: filter.name })}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={styles.filterSearch}
        placeholder={t('search.filter_search', { filter: filter.name })}
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {matching.length > 0 ? (
        <ul className={styles.options}>
          {matching.map((item) => (
            <li key={item.slug}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name={`${FILTER_FIELD_PREFIX}${filter.slug}`}
                  value={item.slug}
                  checked={selected.includes(item.slug)}
                  onChange={(event) => onChoose(item.slug, event.target.checked)}
                />
                <span>{item.name}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty} role="status">
          {items.length === 0 ? t('select.list_empty') : t('select.no_match')}
        </p>
      )}
    </fieldset>
  );
}

/** Case- and accent-insensitive, so "alazan" finds "Alazán". */
function fold(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);
}
