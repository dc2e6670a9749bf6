import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, useActionData } from 'react-router';
import { changeNameSchema } from '../../common/accounts/account-schemas.ts';
import { imageProblemMessage } from '../../common/media/image-problems.ts';
import { PICTURE_FORMATS, PICTURE_MAX_BYTES } from '../../common/media/picture-limits.ts';
import { changeName } from '../../server/accounts/account-name.ts';
import { removeAvatar, setAvatar } from '../../server/accounts/avatar.ts';
import { unknownIntent } from '../../server/http/app-errors.ts';
import { Avatar } from '../components/avatar.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field } from '../components/form/field.tsx';
import { PictureUpload } from '../components/form/picture-upload.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { refreshSignedInUser, requireUser } from '../lib/route-guards.server.ts';
import { fileBytes, readUploadForm } from '../lib/upload-form.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import type { Route } from './+types/settings-account';
import styles from './settings-account.module.css';

const AVATAR_LIMITS = { maxBytes: PICTURE_MAX_BYTES, formats: PICTURE_FORMATS };

/** Three forms post here: `intent` name, avatar (upload a photo) or remove-avatar. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const form = await readUploadForm(request, PICTURE_MAX_BYTES);
  if (!form) return data({ photoError: imageProblemMessage('too_large', AVATAR_LIMITS) }, { status: 413 });
  const intent = form.get('intent');
  if (intent === 'name') {
    const submission = parseWithZod(form, { schema: changeNameSchema });
    if (submission.status !== 'success') return { nameResult: submission.reply() };
    await changeName({ userId: user.id, name: submission.value.name });
    await refreshSignedInUser({ context, userId: user.id });
    return { nameResult: submission.reply(), nameSaved: true };
  }
  if (intent === 'remove-avatar') {
    await removeAvatar({ userId: user.id });
    await refreshSignedInUser({ context, userId: user.id });
    return { photoSaved: 'settings.photo.removed' };
  }
  if (intent !== 'avatar') unknownIntent();
  const result = await setAvatar({ userId: user.id, bytes: await fileBytes(form, 'avatar') });
  if (!result.ok) {
    const status = result.problem === 'store_failed' ? 500 : 400;
    return data({ photoError: imageProblemMessage(result.problem, AVATAR_LIMITS) }, { status });
  }
  await refreshSignedInUser({ context, userId: user.id });
  return { photoSaved: 'settings.photo.saved' };
}

/** /user/settings: who you are signed in as, your photo, your data, signing out and leaving. */
export default function SettingsAccount() {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { user } = useRootData();
  const result = useActionData<typeof action>();
  if (!user) return null;
  const photoError = result && 'photoError' in result ? result.photoError : undefined;
  return (
    <section aria-labelledby="settings-title" className={styles.stack}>
      <h1 id="settings-title" className={styles.title}>
        {t('settings.account.title')}
      </h1>

      <section aria-labelledby="photo-title" className={styles.panel}>
        <h2 id="photo-title" className={styles.subtitle}>
          {t('settings.photo.title')}
        </h2>
        <div className={styles.photo}>
          <Avatar name={user.name} url={user.avatar_full_url} size={96} />
          <div className={styles.photoForms}>
            <PictureUpload
              name="avatar"
              labels={{
                choose: 'settings.photo.choose',
                hint: 'settings.photo.hint',
                upload: 'settings.photo.upload',
                remove: 'settings.photo.remove',
              }}
              hintValues={{ max: AVATAR_LIMITS.maxBytes / (1024 * 1024) }}
              error={photoError}
              hasPicture={Boolean(user.avatar_full_url)}
            />
          </div>
        </div>
        {result && 'photoSaved' in result && result.photoSaved ? (
          <p role="status" className={styles.saved}>
            {t(result.photoSaved)}
          </p>
        ) : null}
      </section>

      <NameForm name={user.name} result={result} />

      <dl className={styles.facts}>
        <dt>{t('auth.email')}</dt>
        <dd>
          {user.email}{' '}
          {user.emailVerified ? (
            <span className={styles.ok}>{t('settings.account.verified')}</span>
          ) : (
            <Link to={to('/user/email-verification')}>{t('settings.account.verify_now')}</Link>
          )}
        </dd>
        <dt>{t('auth.account_type')}</dt>
        <dd>{t(`auth.account_type.${user.accountType}`)}</dd>
      </dl>
      <Form method="post" action={to('/logout')} reloadDocument>
        <CsrfInput />
        <button type="submit" className="button">
          {t('header.logout')}
        </button>
      </Form>

      <section aria-labelledby="data-title" className={styles.panel}>
        <h2 id="data-title" className={styles.subtitle}>
          {t('settings.data.title')}
        </h2>
        <p>{t('settings.data.text')}</p>
        <p className={styles.actions}>
          <a className="button" href={to('/user/settings/export')} download>
            {t('settings.data.download')}
          </a>
          <Link className={styles.danger} to={to('/user/settings/delete-account')}>
            {t('settings.delete.link')}
          </Link>
        </p>
      </section>
    </section>
  );
}

/** The name others see: sign-up's rules, checked as it is typed and again by the action. */
function NameForm({ name, result }: { name: string; result: ReturnType<typeof useActionData<typeof action>> }) {
  const { t } = useI18n();
  const answer = result && 'nameResult' in result ? result : undefined;
  const [form, fields] = useForm({
    lastResult: answer?.nameResult,
    defaultValue: { name },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeNameSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" className={styles.nameForm} {...getFormProps(form)}>
      <CsrfInput />
      <input type="hidden" name="intent" value="name" />
      <Field id={fields.name.id} label={t('auth.name')} errors={fields.name.errors} hint={t('settings.name.hint')}>
        <input
          {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: `${fields.name.id}-hint` })}
          autoComplete="name"
        />
      </Field>
      <button type="submit" className="button">
        {t('settings.name.submit')}
      </button>
      {answer && 'nameSaved' in answer ? (
        <p role="status" className={styles.saved}>
          {t('settings.name.saved')}
        </p>
      ) : null}
    </Form>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('settings.account.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
