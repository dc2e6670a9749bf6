import { type Dispatch, type KeyboardEvent, type SetStateAction, useEffect, useRef } from 'react';
import type { SearchForm } from '../../../common/search/search-form.ts';
import type { ShellData } from '../../../server/catalogue/shell-data.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { SearchFields } from './search-fields.tsx';
import styles from './search-panel.module.css';

/**
 * The search bar's panel (spec §2, §4): type, subcategory, place, price and the subcategory's
 * filters. Loaded on demand by the bar, which owns the form; kept mounted once opened, so its
 * lists survive closing. A dropdown under the bar, a full-screen sheet on phones. Escape or × closes it
 * and gives the keyboard back to the toggle.
 */
export function SearchPanel({
  id,
  global,
  form,
  update,
  open,
  onClose,
  onClear,
}: {
  id: string;
  global: ShellData;
  form: SearchForm;
  update: Dispatch<SetStateAction<SearchForm>>;
  open: boolean;
  onClose: () => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  function close() {
    onClose();
    document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
  }
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  useEffect(() => {
    // Spec §4 may pull the minimum price to 0, under the inputs' minimum of 1: the panel's rules,
    // not the browser's validation bubble, keep the bounds sensible. Set here, not by the bar,
    // whose code every page downloads.
    heading.current?.closest('form')?.setAttribute('novalidate', '');
  }, []);
  return (
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      data-sheet
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
        keepFocusInSheet(event);
      }}
      // A dropdown the keyboard has left (Tab past "Search") closes: it would cover what has the
      // focus. Back to the bar's own box or buttons, it stays.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.closest('form')?.contains(next)) onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
          {t('search.panel_title')}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('search.close_panel')}</span>
        </button>
      </div>
      <div className={styles.body}>
        <SearchFields id={id} global={global} form={form} update={update} />
      </div>
      <div className={styles.foot}>
        <button type="button" className={`button ${styles.clearAll}`} onClick={onClear}>
          {t('search.clear_all')}
        </button>
        <button type="submit" className="button button-primary">
          {t('search.submit')}
        </button>
      </div>
    </section>
  );
}

/**
 * On phones the panel (and the results' filter sheet) is a full-screen sheet over the page: Tab
 * and Shift+Tab go round inside it instead of into the page hidden underneath.
 */
export function keepFocusInSheet(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || !window.matchMedia('(max-width: 575px)').matches) return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, input, select')].filter(
    (element) => !(element as HTMLInputElement).disabled && element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active?.tagName === 'H2')) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}
