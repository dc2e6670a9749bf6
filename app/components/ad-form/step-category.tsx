import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form-props.ts';
import { StepNav } from './step-nav.tsx';

/** Step 2: the subcategory, under its category, each with its icon. */
export function StepCategory({ ad, choices, answer }: AdFormProps) {
  const { t } = useI18n();
  const error = answer?.result?.error?.subcategory?.[0];
  return (
    <Form method="post" className={styles.form} noValidate>
      <CsrfInput />
      <input type="hidden" name="intent" value="category" />
      <p className={styles.lead}>{t('posting.category.legend')}</p>
      {error ? (
        <p className={formStyles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
      {choices.categories.map((category) => (
        <fieldset key={category.key} className={styles.fieldset}>
          <legend className={styles.legend}>{category.name}</legend>
          <div className={styles.tiles}>
            {category.subcategories.map((subcategory) => (
              <label key={subcategory.key} className={styles.tile}>
                <input
                  type="radio"
                  name="subcategory"
                  value={subcategory.key}
                  defaultChecked={ad?.subcategory === subcategory.key}
                />
                <span
                  className={styles.tileIcon}
                  aria-hidden="true"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: icons are our own seeded SVG, never user input
                  dangerouslySetInnerHTML={{ __html: subcategory.svg }}
                />
                <span>{subcategory.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <StepNav step="category" />
    </Form>
  );
}
