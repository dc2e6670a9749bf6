import { Form, useNavigation } from 'react-router';
import type { ImageProblemMessage } from '../../../common/media/image-problems.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from './csrf-input.tsx';
import formStyles from './form.module.css';
import styles from './picture-upload.module.css';

/**
 * A picture of one's own (profile photo, company cover): choose a file and upload it (`intent`
 * = name), or remove the current one (`remove-{name}`). Labels are catalogue keys.
 */
export function PictureUpload({
  name,
  labels,
  hintValues,
  error,
  hasPicture,
}: {
  name: 'avatar' | 'cover';
  labels: { choose: string; hint: string; upload: string; remove: string };
  hintValues?: Record<string, string | number>;
  error: ImageProblemMessage | undefined;
  hasPicture: boolean;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={styles.forms}>
      <Form method="post" encType="multipart/form-data" className={styles.upload}>
        <CsrfInput />
        <input type="hidden" name="intent" value={name} />
        <label htmlFor={name} className={formStyles.label}>
          {t(labels.choose)}
        </label>
        <input
          id={name}
          name={name}
          type="file"
          accept="image/jpeg,image/png"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-hint ${name}-error` : `${name}-hint`}
        />
        <p id={`${name}-hint`} className={formStyles.hint}>
          {t(labels.hint, hintValues)}
        </p>
        {error ? (
          <p id={`${name}-error`} className={formStyles.error} role="alert">
            {t(error.key, error.values)}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t(labels.upload)}
        </button>
      </Form>
      {hasPicture ? (
        <Form method="post" encType="multipart/form-data">
          <CsrfInput />
          <input type="hidden" name="intent" value={`remove-${name}`} />
          <button type="submit" className="button" disabled={busy}>
            {t(labels.remove)}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
