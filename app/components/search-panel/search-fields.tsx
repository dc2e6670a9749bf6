import type { Dispatch, SetStateAction } from 'react';
import { SEARCH_TYPES, type SearchForm } from '../../../common/search/search-form.ts';
import { CATEGORY_VALUE_PREFIX, SEARCH_FIELD } from '../../../common/search/search-form-fields.ts';
import type { ShellData } from '../../../server/catalogue/shell-data.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { SearchFieldLists } from '../../lib/search-results-view.ts';
import { FilterFields } from './filter-fields.tsx';
import { PlaceFields } from './place-fields.tsx';
import { PriceFields } from './price-fields.tsx';
import { chooseCategory, chooseSubcategory } from './search-cascade.ts';
import styles from './search-panel.module.css';

/**
 * The search form's fields (spec §2, §4): type, subcategory, place, price and the subcategory's
 * filters. One set of fields in two places: the search bar's panel and the results pages' filter
 * form. Each field has a name, so the form also works as a plain GET form (search-form-fields.ts).
 */
export function SearchFields({
  id,
  global,
  form,
  update,
  lists,
}: {
  id: string;
  global: Pick<ShellData, 'categories' | 'country'>;
  form: SearchForm;
  update: Dispatch<SetStateAction<SearchForm>>;
  lists?: SearchFieldLists;
}) {
  const { t } = useI18n();
  const what = form.subcategory?.slug ?? (form.category ? `${CATEGORY_VALUE_PREFIX}${form.category.slug}` : '');
  return (
    <>
      <div className={styles.what}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('search.type')}</legend>
          <div className={styles.segmented}>
            {SEARCH_TYPES.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name={SEARCH_FIELD.type}
                  value={type}
                  checked={form.type?.name === type}
                  onChange={() => update((current) => ({ ...current, type: { name: type } }))}
                />
                {/* A narrow pill breaks "Vende-se" at its hyphen: a non-breaking one keeps it whole. */}
                <span>{t(`search_type.${type}`).replaceAll('-', '\u2011')}</span>
              </label>
            ))}
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              name={SEARCH_FIELD.hideReserved}
              checked={form.hideReserved === true}
              onChange={(event) => {
                const hideReserved = event.target.checked;
                update((current) => ({ ...current, hideReserved }));
              }}
            />
            <span>{t('search.hide_reserved')}</span>
          </label>
        </fieldset>
        <div className={`${styles.section} ${styles.field}`}>
          <label htmlFor={`${id}-subcategory`} className={styles.legend}>
            {t('search.subcategory')}
          </label>
          <select
            id={`${id}-subcategory`}
            name={SEARCH_FIELD.what}
            value={what}
            onChange={(event) => {
              const value = event.target.value;
              const category = global.categories.find((each) => `${CATEGORY_VALUE_PREFIX}${each.slug}` === value);
              if (category) {
                update((current) => chooseCategory(current, { name: category.name, slug: category.slug }));
                return;
              }
              const chosen = global.categories
                .flatMap((each) => each.sub_categories)
                .find((each) => each.slug === value);
              const subcategory = chosen ? { name: chosen.name, slug: chosen.slug, svg_code: '' } : null;
              update((current) => chooseSubcategory(current, subcategory));
            }}
          >
            <option value="">{t('search.any_subcategory')}</option>
            {global.categories.map((category) => (
              <optgroup key={category.slug} label={category.name}>
                <option value={`${CATEGORY_VALUE_PREFIX}${category.slug}`}>
                  {t('search.whole_category', { category: category.name })}
                </option>
                {category.sub_categories.map((each) => (
                  <option key={each.slug} value={each.slug}>
                    {each.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
      <PlaceFields
        id={id}
        communities={global.country.communities}
        form={form}
        update={update}
        provinces={lists?.provinces}
      />
      <PriceFields id={id} currency={global.country.currency} form={form} update={update} />
      <FilterFields id={id} form={form} update={update} filters={lists?.filters} />
    </>
  );
}
