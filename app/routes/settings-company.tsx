import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, useActionData } from 'react-router';
import { imageProblemMessage } from '../../common/media/image-problems.ts';
import { PICTURE_FORMATS, PICTURE_MAX_BYTES } from '../../common/media/picture-limits.ts';
import { removeCompanyCover, setCompanyCover } from '../../server/accounts/company-cover.ts';
import {
  COMPANY_DESCRIPTION_MAX,
  companyProfileSchema,
  SOCIAL_LINKS_MAX,
  SOCIAL_TYPES,
} from '../../server/accounts/company-profile-schema.ts';
import { findOwnCompanyProfile, saveCompanyProfile } from '../../server/accounts/profiles.ts';
import { unknownIntent } from '../../server/http/app-errors.ts';
import { CoverForm } from '../components/cover-form.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field, FormError } from '../components/form/field.tsx';
import formStyles from '../components/form/form.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import { fileBytes, readUploadForm } from '../lib/upload-form.server.ts';
import type { Route } from './+types/settings-company';
import styles from './settings-company.module.css';

/** /user/settings/company: a company account edits its professional page (spec §2 /pro/{slug}). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  if (user.accountType !== 'company') return { isCompany: false, profile: null };
  return { isCompany: true, profile: (await findOwnCompanyProfile({ userId: user.id })) ?? null };
}

/** Writes the session user's own profile: a user id or slug in the form is never read. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const formData = await readUploadForm(request, PICTURE_MAX_BYTES);
  if (!formData) return data({ coverError: imageProblemMessage('too_large', PICTURE_LIMITS) }, { status: 413 });
  const intent = formData.get('intent');
  if (intent === 'cover' || intent === 'remove-cover') return coverAction({ intent, formData, userId: user.id });
  // The profile's form sends no intent: anything else is a form this page does not have.
  if (intent !== null) unknownIntent();
  const submission = parseWithZod(formData, { schema: companyProfileSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const result = await saveCompanyProfile({ userId: user.id, input: submission.value });
  if (!result.ok) {
    const notCompany = result.reason === 'not_company';
    return data(
      submission.reply({ formErrors: [notCompany ? 'settings.company.only_companies' : 'errors.invalid_data'] }),
      {
        status: notCompany ? 403 : 400,
      },
    );
  }
  return { ...submission.reply(), saved: true };
}

const PICTURE_LIMITS = { maxBytes: PICTURE_MAX_BYTES, formats: PICTURE_FORMATS };

async function coverAction({ intent, formData, userId }: { intent: string; formData: FormData; userId: string }) {
  if (intent === 'remove-cover') {
    await removeCompanyCover({ userId });
    return { coverSaved: 'settings.cover.removed' };
  }
  const result = await setCompanyCover({ userId, bytes: await fileBytes(formData, 'cover') });
  if (result.ok) return { coverSaved: 'settings.cover.saved' };
  if (result.problem === 'no_profile')
    return data({ coverError: { key: 'settings.cover.save_first' } }, { status: 409 });
  const status = result.problem === 'store_failed' ? 500 : 400;
  return data({ coverError: imageProblemMessage(result.problem, PICTURE_LIMITS) }, { status });
}

export default function SettingsCompany({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const result = useActionData<typeof action>();
  const { isCompany, profile } = loaderData;
  const [form, fields] = useForm({
    lastResult: result && !('coverSaved' in result) && !('coverError' in result) ? result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companyProfileSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: profile ?? { enabled: true, social: [] },
  });
  const socialRows = fields.social.getFieldList();
  const publicPath = profile ? to(`/pro/${profile.slug}`) : null;
  return (
    <section aria-labelledby="company-title" className={styles.page}>
      <h1 id="company-title" className={styles.title}>
        {t('settings.company.title')}
      </h1>
      {!isCompany ? (
        <p className={styles.notice}>{t('settings.company.only_companies')}</p>
      ) : (
        <>
          <p className={styles.intro}>{t('settings.company.intro')}</p>
          {result && 'saved' in result && result.saved ? (
            <p role="status" className={styles.saved}>
              {t('settings.company.saved')}
            </p>
          ) : null}
          {publicPath ? (
            <p>
              {profile?.enabled ? (
                <Link to={publicPath}>{t('settings.company.view')}</Link>
              ) : (
                t('settings.company.hidden')
              )}
            </p>
          ) : null}
          {profile ? <CoverForm coverUrl={profile.cover} result={result} /> : null}
          <Form method="post" className={styles.form} {...getFormProps(form)}>
            <CsrfInput />
            {/* Enter in a text box presses the form's first submit button: this one, not "Remove". */}
            <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
              {t('settings.company.submit')}
            </button>
            <FormError errors={form.errors} />
            <Field id={fields.title.id} label={t('settings.company.field.title')} errors={fields.title.errors}>
              <input {...getInputProps(fields.title, { type: 'text' })} autoComplete="organization" />
            </Field>
            <Field
              id={fields.position.id}
              label={t('settings.company.field.position')}
              errors={fields.position.errors}
              hint={t('settings.company.hint.position')}
            >
              <input
                {...getInputProps(fields.position, { type: 'text', ariaDescribedBy: `${fields.position.id}-hint` })}
                autoComplete="organization-title"
              />
            </Field>
            <Field
              id={fields.description.id}
              label={t('settings.company.field.description')}
              errors={fields.description.errors}
              hint={t('settings.company.hint.description', { max: COMPANY_DESCRIPTION_MAX })}
            >
              <textarea
                {...getTextareaProps(fields.description, { ariaDescribedBy: `${fields.description.id}-hint` })}
                rows={6}
              />
            </Field>
            <Field
              id={fields.companyUrl.id}
              label={t('settings.company.field.company_url')}
              errors={fields.companyUrl.errors}
              hint={t('settings.company.hint.company_url')}
            >
              <input
                {...getInputProps(fields.companyUrl, { type: 'url', ariaDescribedBy: `${fields.companyUrl.id}-hint` })}
                autoComplete="url"
                placeholder="https://"
              />
            </Field>
            <fieldset className={styles.social}>
              <legend className={formStyles.label}>{t('settings.company.social.legend')}</legend>
              <p className={formStyles.hint}>{t('settings.company.social.hint', { max: SOCIAL_LINKS_MAX })}</p>
              {fields.social.errors?.length ? (
                <p className={formStyles.error} role="alert">
                  {t(fields.social.errors[0] ?? '')}
                </p>
              ) : null}
              {socialRows.length > 0 ? (
                <ol className={styles.rows}>
                  {socialRows.map((row, index) => {
                    const link = row.getFieldset();
                    return (
                      <li key={row.key} className={styles.row}>
                        <Field id={link.type.id} label={t('settings.company.social.type')} errors={link.type.errors}>
                          <select {...getSelectProps(link.type)}>
                            <option value="">{t('settings.company.social.choose')}</option>
                            {SOCIAL_TYPES.map((type) => (
                              <option key={type} value={type}>
                                {t(`social.${type}`)}
                              </option>
                            ))}
                          </select>
                        </Field>
                        <Field id={link.link.id} label={t('settings.company.social.link')} errors={link.link.errors}>
                          <input {...getInputProps(link.link, { type: 'url' })} placeholder="https://" />
                        </Field>
                        <button
                          className={`button ${styles.remove}`}
                          {...form.remove.getButtonProps({ name: fields.social.name, index })}
                        >
                          {t('settings.company.social.remove')}
                          <span className="visually-hidden"> {index + 1}</span>
                        </button>
                      </li>
                    );
                  })}
                </ol>
              ) : null}
              {socialRows.length < SOCIAL_LINKS_MAX ? (
                <button
                  className={`button ${styles.add}`}
                  {...form.insert.getButtonProps({ name: fields.social.name })}
                >
                  <span aria-hidden="true">+</span> {t('settings.company.social.add')}
                </button>
              ) : null}
            </fieldset>
            <label className={formStyles.check}>
              <input {...getInputProps(fields.enabled, { type: 'checkbox' })} />
              <span>{t('settings.company.field.enabled')}</span>
            </label>
            <button type="submit" className={`button button-primary ${styles.submit}`}>
              {t('settings.company.submit')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('settings.company.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
