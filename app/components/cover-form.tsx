import { Form, useNavigation } from 'react-router';
import type { ImageProblemMessage } from '../../server/media/image-problems.ts';
import { PICTURE_MAX_BYTES } from '../../server/media/picture-limits.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './cover-form.module.css';
import { CsrfInput } from './form/csrf-input.tsx';
import formStyles from './form/form.module.css';

const PICTURE_MAX_MB = PICTURE_MAX_BYTES / (1024 * 1024);

type CoverAnswer = { coverSaved?: string; coverError?: ImageProblemMessage } | object | undefined;

/** The professional page's cover photo: a preview, a file to upload, and a way to remove it. */
export function CoverForm({ coverUrl, result }: { coverUrl: string | null; result: CoverAnswer }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const error = result && 'coverError' in result ? result.coverError : undefined;
  const saved = result && 'coverSaved' in result ? result.coverSaved : undefined;
  return (
    <section aria-labelledby="cover-title" className={styles.section}>
      <h2 id="cover-title" className={formStyles.label}>
        {t('settings.cover.title')}
      </h2>
      <div className={styles.preview}>{coverUrl ? <img src={coverUrl} alt="" /> : null}</div>
      <Form method="post" encType="multipart/form-data" className={styles.form}>
        <CsrfInput />
        <input type="hidden" name="intent" value="cover" />
        <label htmlFor="cover" className={formStyles.label}>
          {t('settings.cover.choose')}
        </label>
        <input
          id="cover"
          name="cover"
          type="file"
          accept="image/jpeg,image/png"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cover-hint cover-error' : 'cover-hint'}
        />
        <p id="cover-hint" className={formStyles.hint}>
          {t('settings.cover.hint', { max: PICTURE_MAX_MB })}
        </p>
        {error ? (
          <p id="cover-error" className={formStyles.error} role="alert">
            {t(error.key, error.values)}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('settings.cover.upload')}
          </button>
        </div>
      </Form>
      {coverUrl ? (
        <Form method="post" encType="multipart/form-data">
          <CsrfInput />
          <input type="hidden" name="intent" value="remove-cover" />
          <button type="submit" className="button" disabled={busy}>
            {t('settings.cover.remove')}
          </button>
        </Form>
      ) : null}
      {saved ? (
        <p role="status" className={styles.saved}>
          {t(saved)}
        </p>
      ) : null}
    </section>
  );
}
