import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useGlobalData } from '../../lib/use-global-data.ts';
import styles from './form.module.css';

/** "I accept the Terms of use", the link to the terms page inside its label, and its error. */
export function TermsCheckbox({ field }: { field: FieldMetadata<'on'> }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const terms = useGlobalData().pages.find((page) => page.key === 'terms_of_use');
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input {...getInputProps(field, { type: 'checkbox' })} />
        <span>
          {t('auth.accept_terms')} {terms ? <Link to={to(`/p/spec/${terms.slug}`)}>{terms.title}</Link> : null}
        </span>
      </label>
      {field.errors?.length ? (
        <p id={field.errorId} className={styles.error} role="alert">
          {t(field.errors[0] ?? '')}
        </p>
      ) : null}
    </div>
  );
}
