import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import formStyles from '../form/form.module.css';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form-props.ts';
import { StepNav } from './step-nav.tsx';

/** Step 1: selling (an offer) or looking for something (a wanted ad). */
export function StepType({ ad, answer }: AdFormProps) {
  const { t } = useI18n();
  const error = answer?.result?.error?.type?.[0];
  return (
    <Form method="post" className={styles.form} noValidate>
      <CsrfInput />
      <input type="hidden" name="intent" value="type" />
      <fieldset className={styles.fieldset} aria-describedby={error ? 'type-error' : undefined}>
        <legend className={styles.legend}>{t('posting.type.legend')}</legend>
        <div className={styles.choices}>
          {(['offer', 'demand'] as const).map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" name="type" value={type} defaultChecked={ad?.type === type} />
              <span>
                <strong>{t(`posting.type.${type}`)}</strong>
                <span className={formStyles.hint}>{t(`posting.type.${type}_hint`)}</span>
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <p id="type-error" className={formStyles.error} role="alert">
            {t(error)}
          </p>
        ) : null}
      </fieldset>
      <StepNav step="type" />
    </Form>
  );
}
