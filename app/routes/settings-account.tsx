import { Form, Link } from 'react-router';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/use-root-data.ts';
import type { Route } from './+types/settings-account';
import styles from './settings-account.module.css';

/** /user/settings: who you are signed in as, the state of your e-mail, and signing out. */
export default function SettingsAccount() {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { user } = useRootData();
  if (!user) return null;
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        {t('settings.account.title')}
      </h1>
      <dl className={styles.facts}>
        <dt>{t('auth.name')}</dt>
        <dd>{user.name}</dd>
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
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('settings.account.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
