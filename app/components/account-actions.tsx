import type { SignedInUser } from '../../server/accounts/user-views.ts';
import { NotificationMenu } from './notifications/notification-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in header's bell and account menu: a chunk of its own, loaded only for signed-in
 * visitors, so guests' pages (the ad page's 120 kB budget) carry none of it. Both work before
 * it loads: the bell is a link and the menu a `<details>`.
 */
export function AccountActions({ user }: { user: SignedInUser }) {
  return (
    <>
      <NotificationMenu />
      <UserMenu user={user} />
    </>
  );
}
