import type { SocialProviderView } from '../../server/accounts/social/providers.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { FormError } from './form/field.tsx';
import styles from './social-sign-in-buttons.module.css';

/**
 * "Continue with …" for each configured provider (none configured: nothing at all), and the
 * message a failed social sign-in came back with. Plain links, not client navigation: the
 * address answers with a redirect to the provider's site.
 */
export function SocialSignInButtons({
  providers,
  error,
  redirectTo,
}: {
  providers: SocialProviderView[];
  /** A catalogue key. */
  error?: string;
  redirectTo?: string;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  if (providers.length === 0 && !error) return null;
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : '';
  return (
    <section className={styles.social} aria-label={t('auth.social.title')}>
      <FormError errors={error ? [error] : undefined} />
      {providers.length > 0 ? (
        <>
          <p className={styles.divider}>{t('auth.social.or')}</p>
          <ul className={styles.list}>
            {providers.map((provider) => (
              <li key={provider.name}>
                <a className="button" href={`${to(`/oauth2_redirect/${provider.name}`)}${query}`}>
                  {t('auth.social.continue', { provider: provider.label })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
