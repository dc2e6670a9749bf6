import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, useActionData } from 'react-router';
import { AD_PHOTO_FORMATS, AD_PHOTO_MAX_BYTES, AD_PHOTOS_MAX } from '../../common/ads/ad-limits.ts';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { imageProblemMessage } from '../../common/media/image-problems.ts';
import { serializeSignUpBrowserCookie } from '../../server/accounts/sign-up-browser.ts';
import { loadAdFormChoices } from '../../server/ads/ad-form-data.ts';
import { checkGuestPhotos, postGuestAd } from '../../server/ads/guest-ad.ts';
import { guestAdSchema } from '../../server/ads/guest-ad-schema.ts';
import { clientIpContext } from '../../server/http/request-context.ts';
import { readConfig } from '../../server/infra/config.ts';
import { rateLimits } from '../../server/infra/rate-limits.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field, FormError } from '../components/form/field.tsx';
import formStyles from '../components/form/form.module.css';
import { NewAccountFields } from '../components/form/new-account-fields.tsx';
import { TermsCheckbox } from '../components/form/terms-checkbox.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { captchaError } from '../lib/captcha.server.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { exceededLimit, tooManyRequests } from '../lib/rate-limit.server.ts';
import { retryAfterHeaders } from '../lib/retry-after-headers.ts';
import { requireGuest } from '../lib/route-guards.server.ts';
import { readUploadForm } from '../lib/upload-form.server.ts';
import { useChangeCount } from '../lib/use-change-count.ts';
import type { Route } from './+types/ad-add-guest';

export const handle = { hideSearch: true };

export const headers = retryAfterHeaders;

const schema = guestAdSchema({ currentYear: new Date().getFullYear() });
const PHOTO_LIMITS = { maxBytes: AD_PHOTO_MAX_BYTES, formats: AD_PHOTO_FORMATS };

/** /s/add-guest: a guest on a phone posts an ad and opens their account at once (spec §2, §4). */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireGuest({ context, url });
  const locale = localeFromPath(url.pathname);
  // A guest has no account country: a Portuguese reader's districts first, else the site's country.
  const readerCountry = locale === 'pt' ? 'PT' : readConfig().DEFAULT_COUNTRY;
  const choices = await loadAdFormChoices({ ad: undefined, locale, readerCountry });
  return { categories: choices.categories, communities: choices.communities };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireGuest({ context, url });
  const form = await readUploadForm(request, AD_PHOTO_MAX_BYTES * AD_PHOTOS_MAX);
  if (!form) return data({ photoError: imageProblemMessage('too_large', PHOTO_LIMITS) }, { status: 413 });
  const submission = parseWithZod(form, { schema });
  const hidden = ['password', 'confirmPassword'];
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  const clientIp = context.get(clientIpContext);
  const botError = await captchaError({ formData: form, task: 'add_classified_guest', clientIp });
  if (botError) return { result: submission.reply({ formErrors: [botError], hideFields: hidden }) };
  const files = form.getAll('photos').filter((each): each is File => each instanceof File && each.size > 0);
  const checked = await checkGuestPhotos(files);
  if (!checked.ok) {
    return data({ result: submission.reply({ hideFields: hidden }), photoError: checked.message }, { status: 400 });
  }
  const retryAfter = await exceededLimit([[rateLimits.signUpPerIp, clientIp]]);
  if (retryAfter !== undefined) {
    return tooManyRequests(
      { result: submission.reply({ formErrors: ['errors.too_many_requests'], hideFields: hidden }) },
      retryAfter,
    );
  }
  const { name, email, password, accountType, type, subcategory, title, description, price, province } =
    submission.value;
  const { token } = await postGuestAd({
    account: { name, email, password, accountType },
    ad: { type, subcategory, details: { title, description, price }, province },
    photos: checked.photos,
    locale: localeFromPath(url.pathname),
  });
  // Opening the link in this browser signs the new account in (sign-up-browser.ts).
  const cookie = serializeSignUpBrowserCookie(token, { secure: url.protocol === 'https:' });
  return data({ sent: true as const }, { headers: { 'set-cookie': cookie } });
}

export default function AdAddGuest({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = useActionData<typeof action>();
  const answers = useChangeCount(answer);
  const [form, fields] = useForm({
    lastResult: answer && 'result' in answer ? answer.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { accountType: 'individual', type: 'offer' },
  });
  if (answer && 'sent' in answer) {
    return (
      <AuthCard title={t('guest_ad.sent.title')}>
        <p role="status">{t('guest_ad.sent.text')}</p>
      </AuthCard>
    );
  }
  const photoError = answer && 'photoError' in answer ? answer.photoError : undefined;
  return (
    <AuthCard title={t('guest_ad.title')} intro={<p>{t('guest_ad.intro')}</p>}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <CsrfInput />
        <FormError
          errors={form.errors}
          retryAfter={
            answer && 'retryAfter' in answer && typeof answer.retryAfter === 'number' ? answer.retryAfter : undefined
          }
        />
        <h2 className={formStyles.label}>{t('guest_ad.your_ad')}</h2>
        <Field id={fields.type.id} label={t('posting.type.legend')} errors={fields.type.errors}>
          <select {...getSelectProps(fields.type)}>
            <option value="offer">{t('posting.type.offer')}</option>
            <option value="demand">{t('posting.type.demand')}</option>
          </select>
        </Field>
        <Field id={fields.subcategory.id} label={t('posting.step.category')} errors={fields.subcategory.errors}>
          <select {...getSelectProps(fields.subcategory)}>
            <option value="">{t('posting.choose')}</option>
            {loaderData.categories.map((category) => (
              <optgroup key={category.key} label={category.name}>
                {category.subcategories.map((subcategory) => (
                  <option key={subcategory.key} value={subcategory.key}>
                    {subcategory.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field id={fields.title.id} label={t('posting.field.title')} errors={fields.title.errors}>
          <input {...getInputProps(fields.title, { type: 'text' })} />
        </Field>
        <Field id={fields.description.id} label={t('posting.field.description')} errors={fields.description.errors}>
          <textarea {...getTextareaProps(fields.description)} rows={6} />
        </Field>
        <Field
          id={fields.price.id}
          label={t('posting.field.price')}
          errors={fields.price.errors}
          hint={t('posting.hint.price')}
        >
          <input
            {...getInputProps(fields.price, { type: 'number', ariaDescribedBy: `${fields.price.id}-hint` })}
            min={1}
            inputMode="numeric"
          />
        </Field>
        <Field id={fields.province.id} label={t('posting.field.province')} errors={fields.province.errors}>
          <select {...getSelectProps(fields.province)}>
            <option value="">{t('posting.choose')}</option>
            {loaderData.communities.map((community) => (
              <optgroup key={community.name} label={community.name}>
                {community.provinces.map((province) => (
                  <option key={province.id} value={province.id}>
                    {province.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <div className={formStyles.field}>
          <label htmlFor="guest-photos" className={formStyles.label}>
            {t('posting.photos.choose')}
          </label>
          <input
            id="guest-photos"
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="guest-photos-hint"
          />
          <p id="guest-photos-hint" className={formStyles.hint}>
            {t('posting.photos.limits', { room: AD_PHOTOS_MAX })}
          </p>
          {photoError ? (
            <p className={formStyles.error} role="alert">
              {'file' in photoError && photoError.file ? `${photoError.file}: ` : ''}
              {t(photoError.key, photoError.values)}
            </p>
          ) : null}
        </div>
        <h2 className={formStyles.label}>{t('guest_ad.your_account')}</h2>
        <NewAccountFields fields={fields} />
        <TermsCheckbox field={fields.acceptTerms} />
        <CaptchaField key={answers} task="add_classified_guest" />
        <button type="submit" className="button button-primary">
          {t('posting.publish')}
        </button>
      </Form>
    </AuthCard>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('guest_ad.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
