import { isRouteErrorResponse, Link } from 'react-router';
import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './error-screen.module.css';

/**
 * The spec's error screen: a not-found page under status 500, a server-problem page from 500 up.
 * A loader can name a more precise text with the application error it throws
 * (`notFound('errors.user_not_found')`: 'Could not find this user', server/http/app-errors.ts).
 */
export function ErrorScreen({ error, homePath }: { error: unknown; homePath: string }) {
  const { t } = useI18n();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status < 500;
  const message = isRouteErrorResponse(error) ? errorMessageKey(error.data) : undefined;
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <p className={styles.oops}>{notFound ? t('errors.oops') : t('errors.unexpected')}</p>
      <h1 id="error-title" className={styles.title}>
        {message ? t(message) : notFound ? t('errors.not_found') : t('errors.server_problem')}
      </h1>
      <Link className={`button button-primary ${styles.home}`} to={homePath || '/'}>
        {t('errors.go_home')}
      </Link>
    </section>
  );
}

/** Only catalogue keys of the errors group: never a raw text from the error. */
function errorMessageKey(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.startsWith('errors.') ? message : undefined;
}
