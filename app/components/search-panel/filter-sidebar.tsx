import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { emptySearchForm, type SearchForm, searchFormToQuery } from '../../../common/search/search-form.ts';
import { SEARCH_FIELD } from '../../../common/search/search-form-fields.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import type { SearchFieldLists } from '../../lib/search-results-view.ts';
import { useCurrentSearchForm } from '../../lib/use-current-search-form.ts';
import { useShellData } from '../../lib/use-shell-data.ts';
import { FILTER_SIDEBAR_ID } from './filter-sidebar-id.ts';
import { SearchFields } from './search-fields.tsx';
import styles from './search-panel.module.css';
import { keepFocusInSheet } from './search-panel.tsx';

/** The width from which the form is a sidebar beside the results; below, a sheet over them. */
const SIDEBAR_QUERY = '(min-width: 960px)';
/** Quick ticks of several boxes make one new search, not one each. */
const APPLY_DELAY_MS = 350;

/**
 * The search form beside the results (issue 29): the search bar's fields in a second place. On a
 * wide screen each change shows its results at once, the scroll kept; on a phone it is a sheet
 * whose submit says how many ads the choice finds ("Show 23 ads"), counted as the fields change.
 * Without JavaScript it is a plain GET form to /search with its own submit button.
 */
export function FilterSidebar({
  lists,
  total,
  clearHref,
  open,
  onClose,
}: {
  lists: SearchFieldLists;
  /** Where "Clear all" goes: the page without its filters. */
  clearHref: string;
  /** The results' count, until the fields change. */
  total: number;
  /** The phone sheet is open. */
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const global = useShellData();
  const current = useCurrentSearchForm() ?? emptySearchForm();
  const [base, setBase] = useState(current);
  const [form, setForm] = useState(current);
  const count = useLiveCount(form, form === base ? total : null);
  if (current !== base) {
    setBase(current);
    setForm(current);
  }
  const action = to('/search');
  const href = (searchForm: SearchForm) => `${action}?${searchFormToQuery({ ...searchForm, q: searchForm.q.trim() })}`;
  const sheet = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the fields applies them, nothing else
  useEffect(() => {
    if (form === base || !window.matchMedia(SIDEBAR_QUERY).matches) return;
    const timer = setTimeout(() => navigate(href(form), { preventScrollReset: true }), APPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, base]);

  useEffect(() => {
    if (open) sheet.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [open]);

  // The scroll is kept as the results change; when fewer results now end above the screen, the
  // reader is brought back to them rather than left looking at the footer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page's search changed
  useEffect(() => {
    const list = document.getElementById('results-list-title')?.parentElement;
    if (list && list.getBoundingClientRect().bottom < 120) list.scrollIntoView({ block: 'start' });
  }, [current]);

  if (!global) return null;
  return (
    <form
      ref={sheet}
      id={FILTER_SIDEBAR_ID}
      className={`${styles.sidebar} ${open ? styles.sidebarOpen : ''}`}
      method="get"
      action={action}
      aria-labelledby={`${FILTER_SIDEBAR_ID}-title`}
      noValidate
      data-sheet={open ? '' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
        navigate(href(form));
      }}
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') onClose();
        keepFocusInSheet(event);
      }}
    >
      <div className={styles.sidebarHead}>
        <h2 id={`${FILTER_SIDEBAR_ID}-title`} tabIndex={-1} className={styles.title}>
          {t('search.panel_title')}
        </h2>
        {/* Without JavaScript the sheet is the address's target: this link leaves it. */}
        {/* biome-ignore lint/a11y/useValidAnchor: a link first (it works before scripts), a button after */}
        <a
          href="#results-list-title"
          className={styles.close}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('search.close_panel')}</span>
        </a>
      </div>
      <input type="hidden" name={SEARCH_FIELD.q} value={form.q} />
      <div className={`${styles.sidebarBody} ${styles.stacked}`}>
        <SearchFields id={FILTER_SIDEBAR_ID} global={global} form={form} update={setForm} lists={lists} />
      </div>
      <div className={styles.sidebarFoot}>
        <a className={`button ${styles.clearAll}`} href={clearHref}>
          {t('search.clear_filters')}
        </a>
        <button type="submit" className="button button-primary" aria-live="polite">
          {count === null ? t('search.show_ads') : t('search.show_count', { count })}
        </button>
      </div>
    </form>
  );
}

/**
 * How many ads the fields find: `known` while they are the page's search, else asked from
 * /search/count a moment after the last change (an older answer never overwrites a newer one).
 */
function useLiveCount(form: SearchForm, known: number | null): number | null {
  const countPath = useLocalizedPath()('/search/count');
  const [counted, setCounted] = useState<{ form: SearchForm; total: number } | null>(null);
  useEffect(() => {
    // Beside the results, the results themselves are the count.
    if (known !== null || window.matchMedia(SIDEBAR_QUERY).matches) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${countPath}?${searchFormToQuery(form)}`);
        const body = (await response.json()) as { total?: unknown };
        if (live && typeof body.total === 'number') setCounted({ form, total: body.total });
      } catch {
        // No count: the button says "Show ads".
      }
    }, APPLY_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [form, known, countPath]);
  if (known !== null) return known;
  return counted?.form === form ? counted.total : null;
}
