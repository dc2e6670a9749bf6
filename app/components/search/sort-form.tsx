import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { ResultsView } from '../../lib/search-results-view.ts';
import styles from './search-results.module.css';

/**
 * The sort select: a GET form that keeps the search's other fields (those of its first page's
 * address, a name may repeat). It submits on change once scripts run; before that, its Apply
 * button does.
 */
export function SortForm({ results }: { results: ResultsView }) {
  const { t } = useI18n();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [action = '', query = ''] = (results.pages[0]?.href ?? '').split('?');
  const hidden = [...new URLSearchParams(query)].filter(([name]) => name !== 'sort' && name !== 'page');
  return (
    <Form method="get" action={action} className={styles.sort}>
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="results-sort">{t('results.sort')}</label>
      <select
        id="results-sort"
        name="sort"
        defaultValue={results.sort}
        key={results.sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {results.sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`results.sort.${sort}`)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button">
          {t('results.apply')}
        </button>
      )}
    </Form>
  );
}
