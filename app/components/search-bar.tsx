import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { emptySearchForm, searchFormToQuery } from '../../common/search/search-form.ts';
import type { ShellData } from '../../server/catalogue/shell-data.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { searchFilterCount } from '../lib/search-form-value.ts';
import { useCurrentSearchForm } from '../lib/use-current-search-form.ts';
import styles from './search-bar.module.css';
import type { SearchPanel } from './search-panel/search-panel.tsx';

// The panel loads when Filters is first pointed at, focused or opened: off every page's first
// download. A plain dynamic import, lighter in the bar than React.lazy with its Suspense boundary.
const loadPanel = () => import('./search-panel/search-panel.tsx');

/**
 * The search bar (spec §2): free text, the Filters toggle, clear and submit. It holds the whole
 * form, starting from the search the page shows; submitting sends it as the JSON parameter `form`
 * of the locale's /search page.
 */
export function SearchBar({ global }: { global: ShellData }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = useCurrentSearchForm();
  const [shown, setShown] = useState(current);
  const [form, setForm] = useState(() => current ?? emptySearchForm());
  const [open, setOpen] = useState(false);
  // Set when Filters is first opened; the panel then stays mounted, keeping its lists.
  const [Panel, setPanel] = useState<typeof SearchPanel>();
  if (current !== shown) {
    setShown(current);
    setForm(current ?? emptySearchForm());
  }
  const filterCount = searchFilterCount(form);
  // Spec §4: the clear button and the box highlight show when any field has a value.
  const hasValue = !!form.q.trim() || filterCount > 0;
  const action = to('/search');

  // Words typed before the page hydrated are in the box but not in `form`: the next render would
  // empty the box, and Enter would search for everything. The box's own value wins, once.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setForm((each) => ({ ...each, q: typed }));
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    const q = input.current?.value ?? form.q;
    navigate(`${action}?${searchFormToQuery({ ...form, q: q.trim() })}`);
  }

  function clearAll() {
    setForm(emptySearchForm());
    input.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, no wrapper needed
    <form role="search" className={`${styles.form} ${hasValue ? styles.active : ''}`} action={action} onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          name="q"
          type="search"
          placeholder={t('search.placeholder')}
          value={form.q}
          onChange={(event) => setForm({ ...form, q: event.target.value })}
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
          // What the search carries besides its words (a category page's category), drawn by the
          // stylesheet on the toggle's corner, not part of its name.
          data-count={filterCount}
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
          onClick={() => {
            setOpen(!open);
            loadPanel().then((module) => setPanel(() => module.SearchPanel));
          }}
        >
          {t('search.filters')}
        </button>
        <button type="submit" className="button button-primary">
          {t('search.submit')}
        </button>
      </div>
      {Panel ? (
        <Panel
          id={`${id}-filters`}
          global={global}
          form={form}
          update={setForm}
          open={open}
          onClose={() => setOpen(false)}
          onClear={clearAll}
        />
      ) : null}
    </form>
  );
}
