import type { AdFormChoices } from '../../../server/ads/ad-form-data.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';

type FilterChoice = AdFormChoices['filters'][number];

/** One catalogue filter: several values as checkboxes (disciplines), one value as a select (breed). */
export function FilterField({ filter, chosen }: { filter: FilterChoice; chosen: string[] }) {
  const { t } = useI18n();
  const name = `filters.${filter.slug}`;
  if (filter.multiple) {
    return (
      <fieldset className={`${styles.fieldset} ${styles.wide}`}>
        <legend className={formStyles.label}>{filter.name}</legend>
        <div className={styles.checks}>
          {filter.items.map((item) => (
            <label key={item.slug} className={formStyles.check}>
              <input type="checkbox" name={name} value={item.slug} defaultChecked={chosen.includes(item.slug)} />
              <span>{item.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const id = `filter-${filter.slug}`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {filter.name}
      </label>
      <select id={id} name={name} defaultValue={chosen[0] ?? ''}>
        <option value="">{t('posting.choose')}</option>
        {filter.items.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
