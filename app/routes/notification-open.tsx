import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { openNotification } from '../../server/notifications/user-notifications.ts';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/notification-open';

/**
 * /user/notifications/{id}: what every notification links to. Opening it marks it seen (only one's
 * own: another's answers 404), then leads to its ad or page, or to the list when it names none.
 * A plain link, so it works before JavaScript, in a new tab and from the notifications page alike.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const locale = localeFromPath(url.pathname);
  const opened = await openNotification({ userId: user.id, notificationId: params.notification, locale });
  if (!opened) notFound();
  return redirect(opened.link ?? localizePath('/user/notifications', locale));
}

/** Never shown: the loader always redirects or fails. */
export default function NotificationOpen() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
