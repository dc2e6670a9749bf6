import { type data, Form, useActionData } from 'react-router';
import { formatPhoneForDisplay } from '../../server/accounts/phone-format.ts';
import { confirmPhoneCode, sendPhoneCode } from '../../server/accounts/phone-verification.ts';
import { setPhoneVisibility } from '../../server/accounts/phone-visibility.ts';
import { getReferenceData } from '../../server/catalogue/reference-data.ts';
import { unknownIntent } from '../../server/http/app-errors.ts';
import { rateLimits } from '../../server/infra/rate-limits.ts';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { Field, FormError } from '../components/form/field.tsx';
import formStyles from '../components/form/form.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { exceededLimit, tooManyRequests } from '../lib/rate-limit.server.ts';
import { retryAfterHeaders } from '../lib/retry-after-headers.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/settings-phone';
import styles from './settings-account.module.css';

type Outcome =
  | { step: 'code_sent'; e164: string }
  | { step: 'verified' }
  | { step: 'visibility_saved' }
  | { step: 'error'; field: 'number' | 'code' | 'form'; error: string; retryAfter?: number };

const CODE_ERRORS = {
  invalid: 'validation.code_invalid',
  expired: 'validation.code_expired',
  too_many_attempts: 'validation.code_too_many_attempts',
  no_code: 'validation.code_expired',
} as const;

/** /user/verify-phone-number: send a code by SMS, type it, and choose whether ads show the phone. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const { countries } = await getReferenceData();
  const prefixes = [...new Set(countries.map((country) => country.phonePrefix))];
  const phone = user.phoneNumber && user.phoneVerifiedAt ? user.phoneNumber : null;
  // The longest known prefix the stored E.164 number starts with, then spec §5's grouping.
  const prefix = prefixes.filter((each) => phone?.startsWith(each)).sort((a, b) => b.length - a.length)[0] ?? '';
  return {
    prefixes,
    defaultPrefix: countries.find((country) => country.code === user.countryCode)?.phonePrefix ?? '+34',
    phone: phone ? `${prefix} ${formatPhoneForDisplay(phone.slice(prefix.length))}`.trim() : null,
    phoneVisible: user.phoneVisible,
  };
}

export async function action({
  request,
  context,
  url,
}: Route.ActionArgs): Promise<Outcome | ReturnType<typeof data<Outcome>>> {
  const user = requireUser({ context, url });
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'send') {
    const retryAfter = await exceededLimit([[rateLimits.verificationCodePerAccount, user.id]]);
    if (retryAfter !== undefined) {
      return tooManyRequests(
        { step: 'error' as const, field: 'form' as const, error: 'errors.too_many_requests' },
        retryAfter,
      );
    }
    const sent = await sendPhoneCode({
      user,
      prefix: String(form.get('prefix') ?? ''),
      number: String(form.get('number') ?? ''),
    });
    if (!sent.ok) return { step: 'error', field: 'number', error: `validation.${sent.error}` };
    return { step: 'code_sent', e164: sent.e164 };
  }
  if (intent === 'confirm') {
    const result = await confirmPhoneCode({ user, code: String(form.get('code') ?? '') });
    if (result !== 'ok') return { step: 'error', field: 'code', error: CODE_ERRORS[result] };
    return { step: 'verified' };
  }
  if (intent === 'visibility') {
    await setPhoneVisibility({ userId: user.id, visible: form.get('visible') === 'on' });
    return { step: 'visibility_saved' };
  }
  unknownIntent();
}

export default function SettingsPhone({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const outcome = useActionData<typeof action>() as Outcome | undefined;
  const error = outcome?.step === 'error' ? outcome : undefined;
  const awaitingCode = outcome?.step === 'code_sent' || error?.field === 'code';
  return (
    <section aria-labelledby="phone-title" className={styles.stack}>
      <h1 id="phone-title" className={styles.title}>
        {t('settings.nav.phone')}
      </h1>
      {loaderData.phone ? (
        <p>
          {t('settings.phone.current')} <strong>{loaderData.phone}</strong>{' '}
          <span className={styles.ok}>{t('settings.account.verified')}</span>
        </p>
      ) : (
        <p>{t('settings.phone.intro')}</p>
      )}
      {outcome?.step === 'verified' ? <p role="status">{t('settings.phone.verified')}</p> : null}
      {error?.field === 'form' ? <FormError errors={[error.error]} retryAfter={error.retryAfter} /> : null}

      <Form method="post" className={styles.form}>
        <CsrfInput />
        <input type="hidden" name="intent" value="send" />
        <div className={styles.phoneRow}>
          <Field id="phone-prefix" label={t('settings.phone.prefix')}>
            <select id="phone-prefix" name="prefix" defaultValue={loaderData.defaultPrefix}>
              {loaderData.prefixes.map((prefix) => (
                <option key={prefix} value={prefix}>
                  {prefix}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="phone-number"
            label={t('settings.phone.number')}
            errors={error?.field === 'number' ? [error.error] : undefined}
          >
            <input
              id="phone-number"
              name="number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-invalid={error?.field === 'number' ? true : undefined}
              aria-describedby={error?.field === 'number' ? 'phone-number-error' : undefined}
            />
          </Field>
        </div>
        <button type="submit" className="button">
          {t('settings.phone.send')}
        </button>
      </Form>

      {awaitingCode ? (
        <Form method="post" className={styles.form}>
          <CsrfInput />
          <input type="hidden" name="intent" value="confirm" />
          {outcome?.step === 'code_sent' ? <p role="status">{t('settings.phone.code_sent')}</p> : null}
          <Field
            id="phone-code"
            label={t('settings.phone.code')}
            errors={error?.field === 'code' ? [error.error] : undefined}
          >
            <input
              id="phone-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={error?.field === 'code' ? true : undefined}
              aria-describedby={error?.field === 'code' ? 'phone-code-error' : undefined}
            />
          </Field>
          <button type="submit" className="button button-primary">
            {t('settings.phone.confirm')}
          </button>
        </Form>
      ) : null}

      {loaderData.phone ? (
        <Form method="post" className={styles.form}>
          <CsrfInput />
          <input type="hidden" name="intent" value="visibility" />
          <label className={formStyles.check}>
            <input type="checkbox" name="visible" defaultChecked={loaderData.phoneVisible} />
            {t('settings.phone.visible')}
          </label>
          <button type="submit" className="button">
            {t('settings.phone.save_visibility')}
          </button>
          {outcome?.step === 'visibility_saved' ? <p role="status">{t('settings.phone.visibility_saved')}</p> : null}
        </Form>
      ) : null}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('settings.nav.phone'));
}

export const headers = retryAfterHeaders;

export const ErrorBoundary = RouteErrorBoundary;
