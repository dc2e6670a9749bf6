import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GlobalData } from '../../server/catalogue/global-data.ts';
import { searchFormToQuery } from '../../server/search/search-form.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import styles from './search-bar.module.css';

/**
 * The search bar (spec §2): free text, a Filters toggle, a clear button and submit. Submitting
 * sends the whole form as one JSON parameter `form` to the locale's /search page. The full panel
 * (places, price, dynamic filters) comes with the search issue.
 */
export function SearchBar({
  global,
  compact = false,
  onSubmitted,
}: {
  global: GlobalData;
  compact?: boolean;
  onSubmitted?: () => void;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  const [type, setType] = useState(global.searchTypes[1]?.name ?? 'offer');
  const [subcategory, setSubcategory] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const hasValue = q !== '' || subcategory !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = global.allSubcategories.find((each) => each.slug === subcategory);
    const query = searchFormToQuery({
      q: q.trim(),
      type: { name: type },
      subcategory: chosen ? { name: chosen.name, slug: chosen.slug, svg_code: '' } : null,
    });
    onSubmitted?.();
    navigate(`${to('/search')}?${query}`);
  }

  function clearAll() {
    setQ('');
    setSubcategory('');
    setType(global.searchTypes[1]?.name ?? 'offer');
    input.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, no wrapper needed
    <form
      role="search"
      className={`${styles.form} ${compact ? styles.compact : ''} ${hasValue ? styles.active : ''}`}
      action={to('/search')}
      onSubmit={submit}
    >
      <div className={styles.row}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          name="q"
          type="search"
          className={styles.input}
          placeholder={t('search.placeholder')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        {hasValue ? (
          <button type="button" className={styles.clear} onClick={clearAll}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('search.clear')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('search.filters')}
        </button>
        <button type="submit" className={`button button-primary ${styles.submit}`}>
          {t('search.submit')}
        </button>
      </div>
      {filtersOpen ? (
        <div id={`${id}-filters`} className={styles.panel}>
          <label className={styles.field}>
            <span>{t('search.type')}</span>
            <select value={type} onChange={(event) => setType(event.target.value)}>
              {global.searchTypes.map((searchType) => (
                <option key={searchType.name} value={searchType.name}>
                  {t(`search_type.${searchType.name}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('search.subcategory')}</span>
            <select value={subcategory} onChange={(event) => setSubcategory(event.target.value)}>
              <option value="">{t('search.any_subcategory')}</option>
              {global.categories.map((category) => (
                <optgroup key={category.slug} label={category.name}>
                  {category.sub_categories.map((each) => (
                    <option key={each.slug} value={each.slug}>
                      {each.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </form>
  );
}
