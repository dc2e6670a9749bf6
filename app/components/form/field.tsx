import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { retryAfterText } from '../../lib/retry-after-text.ts';
import styles from './form.module.css';

/**
 * A labelled input with its error under it, tied by `aria-describedby`. Errors are catalogue
 * keys from the form's schema, translated here.
 */
export function Field({
  id,
  label,
  errors,
  hint,
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(errors[0] ?? '')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The form-wide error (wrong e-mail or password, too many attempts); after a 429, `retryAfter`
 * (seconds, the response's `Retry-After`) says how long to wait.
 */
export function FormError({ errors, retryAfter }: { errors?: string[]; retryAfter?: number }) {
  const { t } = useI18n();
  if (!errors?.length) return null;
  return (
    <p className={styles.formError} role="alert">
      {t(errors[0] ?? '')}
      {retryAfter ? ` ${retryAfterText(t, retryAfter)}` : null}
    </p>
  );
}
