import { createElement, useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ALTCHA_LANGUAGE, loadAltchaLanguage } from '../lib/altcha-language.ts';
import { useGlobalData } from '../lib/use-global-data.ts';
import styles from './form/form.module.css';
import { RecaptchaToken } from './recaptcha-token.tsx';

/** The form field the captcha token travels in (spec §7.12). */
export const CAPTCHA_FIELD = 'token_recaptcha';

/**
 * The self-hosted proof-of-work captcha (ALTCHA) for the tasks the settings name in
 * `recaptchaAllowedInTasks` (or `always`). The widget is a web component loaded in the browser only; it solves
 * a challenge from /api/captcha/challenge and puts the signed answer in `token_recaptcha`.
 */
export function CaptchaField({ task, error, always = false }: { task: string; error?: string; always?: boolean }) {
  const { t, locale } = useI18n();
  const global = useGlobalData();
  const [ready, setReady] = useState(false);
  // `always`: a task that asks every guest, whatever the settings (the seller's phone).
  const required = always || global.settings.recaptchaAllowedInTasks.includes(task);
  const siteKey = global.settings.recaptchaSiteKey;
  useEffect(() => {
    if (!required || siteKey) return;
    let cancelled = false;
    Promise.all([import('altcha'), loadAltchaLanguage(locale)]).then(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [required, siteKey, locale]);
  if (!required) return null;
  if (siteKey) return <RecaptchaToken siteKey={siteKey} task={task} name={CAPTCHA_FIELD} />;
  return (
    <div className={styles.field}>
      <span className={styles.label}>{t('captcha.label')}</span>
      {ready ? (
        createElement('altcha-widget', {
          challenge: '/api/captcha/challenge',
          name: CAPTCHA_FIELD,
          language: ALTCHA_LANGUAGE[locale],
          // Nothing on our forms links to a third party.
          configuration: JSON.stringify({ hideLogo: true, hideFooter: true }),
          'data-task': task,
        })
      ) : (
        <p className={styles.hint}>{t('captcha.loading')}</p>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
