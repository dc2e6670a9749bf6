import type { ImageProblemMessage } from '../../common/media/image-problems.ts';
import { PICTURE_MAX_BYTES } from '../../common/media/picture-limits.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './cover-form.module.css';
import formStyles from './form/form.module.css';
import { PictureUpload } from './form/picture-upload.tsx';

const PICTURE_MAX_MB = PICTURE_MAX_BYTES / (1024 * 1024);

type CoverAnswer = { coverSaved?: string; coverError?: ImageProblemMessage } | object | undefined;

/** The professional page's cover photo: a preview, a file to upload, and a way to remove it. */
export function CoverForm({ coverUrl, result }: { coverUrl: string | null; result: CoverAnswer }) {
  const { t } = useI18n();
  const error = result && 'coverError' in result ? result.coverError : undefined;
  const saved = result && 'coverSaved' in result ? result.coverSaved : undefined;
  return (
    <section aria-labelledby="cover-title" className={styles.section}>
      <h2 id="cover-title" className={formStyles.label}>
        {t('settings.cover.title')}
      </h2>
      <div className={styles.preview}>{coverUrl ? <img src={coverUrl} alt="" /> : null}</div>
      <PictureUpload
        name="cover"
        labels={{
          choose: 'settings.cover.choose',
          hint: 'settings.cover.hint',
          upload: 'settings.cover.upload',
          remove: 'settings.cover.remove',
        }}
        hintValues={{ max: PICTURE_MAX_MB }}
        error={error}
        hasPicture={Boolean(coverUrl)}
      />
      {saved ? (
        <p role="status" className={styles.saved}>
          {t(saved)}
        </p>
      ) : null}
    </section>
  );
}
