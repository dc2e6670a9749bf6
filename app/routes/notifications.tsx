import { Form, Link } from 'react-router';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { unknownIntent } from '../../server/http/app-errors.ts';
import { listNotifications, markAllNotificationsSeen } from '../../server/notifications/user-notifications.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { CsrfInput } from '../components/form/csrf-input.tsx';
import { NotificationEntry } from '../components/notifications/notification-entry.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/notifications';
import styles from './notifications.module.css';

/**
 * /user/notifications?page=n: the signed-in user's notifications, newest first. The header's menu
 * loads its list from here too, when it opens.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return listNotifications({
    userId: user.id,
    locale: localeFromPath(url.pathname),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  });
}

/** `intent=seen-all`: marks every notification of the user seen. */
export async function action({ context, url, request }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const intent = (await request.formData()).get('intent');
  if (intent !== 'seen-all') unknownIntent();
  return { marked: await markAllNotificationsSeen(user.id) };
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { notifications, page, hasOlder } = loaderData;
  const anyUnseen = notifications.some((each) => !each.seen_by_user);
  const pagePath = (n: number) => (n === 1 ? to('/user/notifications') : `${to('/user/notifications')}?page=${n}`);
  return (
    <section aria-labelledby="notifications-title" className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 id="notifications-title" className={styles.title}>
            {t('notifications.title')}
          </h1>
          <p className={styles.intro}>{t('notifications.intro')}</p>
        </div>
        {anyUnseen ? (
          <Form method="post">
            <CsrfInput />
            <button type="submit" name="intent" value="seen-all" className="button">
              {t('notifications.mark_all')}
            </button>
          </Form>
        ) : null}
      </header>
      {actionData?.marked !== undefined ? (
        <p role="status" className={styles.done}>
          {t('notifications.all_marked')}
        </p>
      ) : null}
      {notifications.length === 0 ? (
        <EmptyState title={t('notifications.empty')}>
          <p>{t('notifications.empty_text')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationEntry notification={notification} />
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasOlder ? (
        <nav aria-label={t('notifications.pages')} className={styles.pages}>
          {page > 1 ? (
            <Link className="button" to={pagePath(page - 1)} rel="prev">
              {t('notifications.newer')}
            </Link>
          ) : null}
          {hasOlder ? (
            <Link className="button" to={pagePath(page + 1)} rel="next">
              {t('notifications.older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaTranslator(matches)('notifications.title')), { name: 'robots', content: 'noindex' }];
}

export const ErrorBoundary = RouteErrorBoundary;
