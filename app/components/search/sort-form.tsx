import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { ResultsView } from '../../lib/search-results-view.ts';
import styles from './search-results.module.css';

/**
 * The sort select: a GET form that keeps the search's other fields. It submits on change once
 * scripts run; before that, its Apply button does.
 */
export function SortForm({ results }: { results: ResultsView }) {
  const { t } = useI18n();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Form method="get" action={results.sortForm.action} className={styles.sort}>
      {results.sortForm.hidden.map(([name, value]) => (
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
